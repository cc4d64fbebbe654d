// A booking's status as a coloured pill (PRODUCT.md §4 colours; the word is always there too, so colour
// is never the only signal).
import clsx from 'clsx';
import { STATUS_CLASSES, statusColour, statusLabel } from '../lib/status';
import { useLingui } from '@/i18n/react';

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  useLingui(); // re-renders in a new language
  const colour = statusColour(status);
  return (
    <span
      data-colour={colour}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset',
        STATUS_CLASSES[colour],
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
