// An instant as the admin reads it: Asia/Kolkata wall time in a <time> element.
import { formatKolkataInstant } from '../lib/format';

export function IstTime({ value }: { value: string | null | undefined }) {
  if (!value) return <>—</>;
  return <time dateTime={value}>{formatKolkataInstant(value)}</time>;
}
