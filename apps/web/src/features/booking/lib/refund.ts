// How a refund through the payment provider reads on a booking: its amount in en-IN rupees and
// where it stands, with the day it was processed in India time.
import { MARKET_TIME_ZONE } from '@/config/constants';
import { formatINR } from '@/lib/format';
import type { Booking } from '../api/bookings';
import { dateFormatter } from '@/lib/format';
import { i18n } from '@/i18n/catalogs';

export type BookingRefund = NonNullable<Booking['refund']>;

const processedDayOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: MARKET_TIME_ZONE };

/** "Refund of ₹1,234 processing", "Refund of ₹1,234 processed on 24 Nov", or a delay notice. */
export function refundProgress(refund: BookingRefund): string {
  const amount = formatINR(refund.amount);
  switch (refund.status) {
    case 'processed':
      return refund.processedAt
        ? i18n._('booking.refund.processedOn', {
            amount,
            date: dateFormatter('refundDay', processedDayOptions).format(new Date(refund.processedAt)),
          })
        : i18n._('booking.refund.processed', { amount });
    case 'failed':
      return i18n._('booking.refund.delayed', { amount });
    default:
      return i18n._('booking.refund.processing', { amount });
  }
}
