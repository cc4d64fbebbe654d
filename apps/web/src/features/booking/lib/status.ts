// Booking and payment states in the guest's words, and PRODUCT.md §4's status colours: confirmed green,
// pending yellow, rejected red, cancelled grey, grey for anything else (expired included).
import type { PaymentMethod } from '../api/bookings';
import { i18n, messageId } from '@/i18n/catalogs';
import './status-messages';

export type StatusColour = 'green' | 'yellow' | 'red' | 'grey';

export function statusColour(status: string): StatusColour {
  switch (status) {
    case 'confirmed':
      return 'green';
    case 'pending':
      return 'yellow';
    case 'rejected':
      return 'red';
    default:
      return 'grey';
  }
}

/** Dark text on a pale fill: every pair is above 4.5:1 (WCAG AA). */
export const STATUS_CLASSES: Record<StatusColour, string> = {
  green: 'bg-green-100 text-green-900 ring-green-700/30',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-700/30',
  red: 'bg-red-100 text-red-900 ring-red-700/30',
  grey: 'bg-gray-100 text-gray-800 ring-gray-600/30',
};

const STATUS_LABELS: Record<string, string> = {
  pending: messageId('bookingStatus.pending'),
  confirmed: messageId('bookingStatus.confirmed'),
  rejected: messageId('bookingStatus.rejected'),
  cancelled: messageId('bookingStatus.cancelled'),
  expired: messageId('bookingStatus.expired'),
  completed: messageId('bookingStatus.completed'),
};

/** A status in words, in the active language ("Pending"); one the app does not know, capitalised. */
export function statusLabel(status: string): string {
  if (!status) return i18n._('bookingStatus.unknown');
  const known = STATUS_LABELS[status];
  if (known) return i18n._(known);
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
}

/** The English names (other features show them); `paymentMethodLabel` gives the active language's. */
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  cash: 'Cash at property',
  upi: 'UPI',
  credit_card: 'Credit card',
  debit_card: 'Debit card',
};

const PAYMENT_METHOD_IDS: Record<PaymentMethod, string> = {
  cash: messageId('bookingStatus.method.cash'),
  upi: messageId('bookingStatus.method.upi'),
  credit_card: messageId('bookingStatus.method.creditCard'),
  debit_card: messageId('bookingStatus.method.debitCard'),
};

/** A payment method's name in the active language. */
export function paymentMethodLabel(method: PaymentMethod): string {
  const id = PAYMENT_METHOD_IDS[method];
  return id ? i18n._(id) : (PAYMENT_METHOD_LABEL[method] ?? method);
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'upi', 'credit_card', 'debit_card'];

export function paymentStatusLabel(paymentStatus: string, method?: PaymentMethod): string {
  switch (paymentStatus) {
    case 'unpaid':
      return method === 'cash' ? i18n._('bookingStatus.pay.atProperty') : i18n._('bookingStatus.pay.unpaid');
    case 'pending':
      return i18n._('bookingStatus.pay.pending');
    case 'paid':
      return i18n._('bookingStatus.pay.paid');
    case 'failed':
      return i18n._('bookingStatus.pay.failed');
    case 'refunded':
      return i18n._('bookingStatus.pay.refunded');
    default:
      return statusLabel(paymentStatus);
  }
}

export function isOnlineMethod(method: PaymentMethod): boolean {
  return method !== 'cash';
}
