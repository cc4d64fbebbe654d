// How a refund through the payment provider reads on a booking: its amount in en-IN rupees and
// where it stands, with the day it was processed in India time.
import { MARKET_TIME_ZONE } from '@/config/constants';
import { formatINR } from '@/lib/format';
import type { Booking } from '../api/bookings';

export type BookingRefund = NonNullable<Booking['refund']>;

const processedDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: MARKET_TIME_ZONE });

/** "Refund of ₹1,234 processing", "Refund of ₹1,234 processed on 24 Nov", or a delay notice. */
export function refundProgress(refund: BookingRefund): string {
  const amount = `Refund of ${formatINR(refund.amount)}`;
  switch (refund.status) {
    case 'processed':
      return refund.processedAt
        ? `${amount} processed on ${processedDay.format(new Date(refund.processedAt))}`
        : `${amount} processed`;
    case 'failed':
      return `${amount} delayed: our support team is on it`;
    default:
      return `${amount} processing`;
  }
}
