// An alert's date as shown (list, notices) and today's date as alerts compare it. Kept apart from
// ./lib (form rules, zod) so the notices' and kept alerts' chunks carry only this.
import { dateFormatter } from '@/lib/format';

/** "Sat, 14 Mar 2026" from YYYY-MM-DD (an Asia/Kolkata calendar date), in the active language,
 *  read as a calendar date (no time zone shift). */
export function formatAlertDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return dateFormatter('alertDate', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(y, m - 1, d),
  );
}

/** Today as YYYY-MM-DD in the device's time zone (the date input's `min`). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
