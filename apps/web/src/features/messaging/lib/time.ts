// Message times in Asia/Kolkata: the time alone for today, the date and time otherwise.
import { MARKET_TIME_ZONE } from '@/config/constants';

const timeFormatter = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: MARKET_TIME_ZONE });
const dateTimeFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKET_TIME_ZONE,
});
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE });

/** "9:05 am" today, "5 Dec, 9:05 am" another day (both in India time). */
export function formatMessageTime(instant: string, now: Date = new Date()): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return dayKey.format(date) === dayKey.format(now) ? timeFormatter.format(date) : dateTimeFormatter.format(date);
}
