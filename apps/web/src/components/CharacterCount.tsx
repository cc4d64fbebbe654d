// "120 / 2,000 characters" under a text field, counted as the server counts, red once over the limit.
import { formatNumber } from '@/lib/format';
import { countChars } from '@/lib/text';

export function CharacterCount({ id, text, max }: { id: string; text: string; max: number }) {
  const count = countChars(text);
  const over = count > max;
  return (
    <p id={id} className={`mt-1 text-sm tabular-nums ${over ? 'font-semibold text-danger-600' : 'text-ink-600'}`}>
      {formatNumber(count)} / {formatNumber(max)} characters{over ? ' (too long)' : ''}
    </p>
  );
}
