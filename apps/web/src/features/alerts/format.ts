// An alert's date as shown (list, notices). Kept apart from ./lib (form rules, zod) so the notices'
// chunk carries only this.
import { dateFormatter } from '@/lib/format';

/** "Sat, 14 Mar 2026" from YYYY-MM-DD (an Asia/Kolkata calendar date), in the active language,
 *  read as a calendar date (no time zone shift). */
export function formatAlertDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return dateFormatter('alertDate', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(y, m - 1, d));
}
