// Display formatting for the console: every instant an admin reads is an Asia/Kolkata time
// (PRODUCT.md "Money, time, identity"), whatever zone the admin's computer is in, and every amount
// is rupees with Indian grouping (₹1,25,000) from the API's integer paise.

/** The marketplace's zone. */
export const MARKET_TIME_ZONE = 'Asia/Kolkata';

const instantFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: MARKET_TIME_ZONE,
});

/** "2026-11-24T08:52:00Z" → "24 Nov 2026, 14:22 IST"; an unreadable value is shown as it came. */
export function formatKolkataInstant(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : `${instantFormatter.format(date)} IST`;
}

// A calendar date (`YYYY-MM-DD`, already an IST day) is formatted as that day, so in UTC.
const dayFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const fullDayFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-10-26" → "26 Oct" (short, for chart axes) or "26 Oct 2026" (`withYear`). */
export function formatIstDate(value: string, withYear = false): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return (withYear ? fullDayFormatter : dayFormatter).format(date);
}

const rupeeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Integer paise → "₹2,10,000" (whole rupees, Indian grouping); a missing amount is "—". */
export function formatRupees(paise: unknown): string {
  if (typeof paise !== 'number' || !Number.isFinite(paise)) return '—';
  return rupeeFormatter.format(paise / 100);
}

const paiseFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer paise → "₹1,25,000.50" (to the paisa, for payouts and the ledger); a missing amount is "—". */
export function formatPaise(paise: unknown): string {
  if (typeof paise !== 'number' || !Number.isFinite(paise)) return '—';
  return paiseFormatter.format(paise / 100);
}
