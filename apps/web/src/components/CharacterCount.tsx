// "120 / 2,000 characters" under a text field, counted as the server counts, red once over the limit.
import { formatNumber } from '@/lib/format';
import { countChars } from '@/lib/text';
import { useLingui } from '@/i18n/react';
import './widget-messages';

export function CharacterCount({ id, text, max }: { id: string; text: string; max: number }) {
  const count = countChars(text);
  const over = count > max;
  const { _ } = useLingui();
  const values = { count: formatNumber(count), max: formatNumber(max) };
  return (
    <p id={id} className={`mt-1 text-sm tabular-nums ${over ? 'font-semibold text-danger-600' : 'text-ink-600'}`}>
      {over ? _('w.charsOver', values) : _('w.chars', values)}
    </p>
  );
}
