// A status as a small coloured chip with its label (the colour is never the only signal).
import { Chip } from '@mui/material';
import { labelOf, type Choice } from '../lib/labels';

export function StatusChip({ set, value }: { set: Choice[]; value: unknown }) {
  const color = set.find((c) => c.id === value)?.color ?? 'default';
  return (
    <Chip
      size="small"
      label={labelOf(set, value)}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
    />
  );
}
