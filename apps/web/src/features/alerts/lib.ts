// Labels and the form rules of an alert, shared by the dialog and the list.
import { z } from 'zod';
import { i18n, messageId } from '@/i18n/catalogs';
import type { AlertKind, AlertSlot } from './api/alerts';
import { todayIso } from './format';

// Message ids: shown with `_(…)`.
export const SLOT_LABELS: Record<AlertSlot, string> = {
  half_day: messageId('alerts.slot.halfDay'),
  full_day: messageId('alerts.slot.fullDay'),
};
export const KIND_LABELS: Record<AlertKind, string> = {
  price_drop: messageId('alerts.kind.priceDrop'),
  date_free: messageId('alerts.kind.dateFree'),
};

export const alertSchema = z.object({
  bookingType: z.enum(['half_day', 'full_day']),
  date: z
    .string()
    .min(1, messageId('alerts.error.date'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, messageId('alerts.error.date'))
    .refine((date) => date >= todayIso(), messageId('alerts.error.dateLater')),
  kind: z.enum(['price_drop', 'date_free']),
});

export type AlertValues = z.infer<typeof alertSchema>;

export { formatAlertDate, todayIso } from './format';

/** A form error: a rule's message id in the active language, or the server's words as they came. */
export function fieldMessage(message: string | undefined): string | undefined {
  return message && message in i18n.messages ? i18n._(message) : message;
}
