// Asia/Kolkata calendar days as the console asks the API for them (yyyy-mm-dd): the marketplace's
// days, whatever zone the admin's computer is in.
import { MARKET_TIME_ZONE } from './format';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Asia/Kolkata, yyyy-mm-dd. */
export function todayInKolkata(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** The last `days` days ending today, today included: 30 → 29 days ago to today. */
export function periodRange(days: number, now: Date = new Date()): { from: string; to: string } {
  const to = todayInKolkata(now);
  const from = new Date(`${to}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: from.toISOString().slice(0, 10), to };
}
