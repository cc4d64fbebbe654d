// Display formatting for the console: every instant an admin reads is an Asia/Kolkata time
// (DESIGN.md "Money, time, identity"), whatever zone the admin's computer is in.

/** The marketplace's zone. */
export const MARKET_TIME_ZONE = 'Asia/Kolkata';

const instantFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKET_TIME_ZONE,
});

/** "2026-11-21T09:30:00Z" → "21 Nov 2026, 3:00 pm"; an unreadable value is shown as it came. */
export function formatKolkataInstant(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : instantFormatter.format(date);
}
