// Message times in Asia/Kolkata, in the active language: the time alone for today, the date and
// time otherwise.
import { MARKET_TIME_ZONE } from '@/config/constants';
import { dateFormatter } from '@/lib/format';

const timeOptions: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: MARKET_TIME_ZONE };
const dateTimeOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKET_TIME_ZONE,
};
/** The calendar day in India, only to compare two instants (not shown). */
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE });

/** "9:05 am" today, "5 Dec, 9:05 am" another day (both in India time; en-IN shown). */
export function formatMessageTime(instant: string, now: Date = new Date()): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return dayKey.format(date) === dayKey.format(now)
    ? dateFormatter('messaging.time', timeOptions).format(date)
    : dateFormatter('messaging.dateTime', dateTimeOptions).format(date);
}
