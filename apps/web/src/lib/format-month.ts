// A month in words, apart from format.ts so the entry chunk does not carry it (only the property
// page's reviews show one).
import { MARKET_TIME_ZONE } from '@/config/constants';
import { dateFormatter } from './format';

const monthOptions: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: MARKET_TIME_ZONE };

/** A `YYYY-MM` month (a stay's, in Asia/Kolkata) in words: "2026-12" → "December 2026". */
export function formatMonth(yearMonth: string): string {
  // Mid-month noon in India: no time zone moves it into a neighbouring month.
  return dateFormatter('month', monthOptions).format(new Date(`${yearMonth}-15T12:00:00+05:30`));
}
