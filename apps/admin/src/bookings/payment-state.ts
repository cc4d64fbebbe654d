// A booking's payment as it truly stands. The server marks a cancelled paid booking's payment
// "refunded" when the refund is owed, before the provider has sent it (and for cash, where no
// refund passes through us at all); the chip says "Refunded" only once the refund went out.
import { PAYMENT_STATUS_CHOICES, type Choice } from '../lib/labels';
import type { BookingRecord } from '../types/api';

export const PAYMENT_STATE_CHOICES: Choice[] = [
  ...PAYMENT_STATUS_CHOICES,
  { id: 'refund_pending', name: 'Refund pending', color: 'warning' },
  { id: 'refund_failed', name: 'Refund failed', color: 'error' },
  { id: 'refund_not_recorded', name: 'Refund not recorded', color: 'warning' },
];

/** The chip's value: the payment status, with "refunded" told by the refund's own state. */
export function paymentState(record: Pick<BookingRecord, 'paymentStatus' | 'refundStatus'>): string {
  if (record.paymentStatus !== 'refunded') return record.paymentStatus;
  switch (record.refundStatus) {
    case 'processed':
      return 'refunded';
    case 'pending':
      return 'refund_pending';
    case 'failed':
      return 'refund_failed';
    default:
      return 'refund_not_recorded';
  }
}
