// Labels and the form rules of an alert, shared by the dialog and the list.
import { z } from 'zod';
import type { AlertKind, AlertSlot } from './api/alerts';

export const SLOT_LABELS: Record<AlertSlot, string> = { half_day: 'Half day', full_day: 'Full day' };
export const KIND_LABELS: Record<AlertKind, string> = {
  price_drop: 'Tell me when the price drops',
  date_free: 'Tell me when this date becomes free',
};

/** Today as YYYY-MM-DD in the device's time zone (the date input's `min`). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const alertSchema = z.object({
  bookingType: z.enum(['half_day', 'full_day']),
  date: z
    .string()
    .min(1, 'Choose the date you want')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date you want')
    .refine((date) => date >= todayIso(), 'Choose today or a later date'),
  kind: z.enum(['price_drop', 'date_free']),
});

export type AlertValues = z.infer<typeof alertSchema>;

/** "Sat, 14 Mar 2026" from YYYY-MM-DD, read as a calendar date (no time zone shift). */
export function formatAlertDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}
