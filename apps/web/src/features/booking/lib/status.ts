// Booking and payment states in the guest's words, and SPEC §4's status colours: confirmed green,
// pending yellow, rejected red, cancelled grey, grey for anything else (expired included).
import type { PaymentMethod } from '../api/bookings';

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

export function statusLabel(status: string): string {
  if (!status) return 'Unknown';
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
}

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  cash: 'Cash at property',
  upi: 'UPI',
  credit_card: 'Credit card',
  debit_card: 'Debit card',
};

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'upi', 'credit_card', 'debit_card'];

export function paymentStatusLabel(paymentStatus: string, method?: PaymentMethod): string {
  switch (paymentStatus) {
    case 'unpaid':
      return method === 'cash' ? 'Pay at the property' : 'Unpaid';
    case 'pending':
      return 'Payment pending';
    case 'paid':
      return 'Paid';
    case 'failed':
      return 'Payment failed';
    case 'refunded':
      return 'Refunded';
    default:
      return statusLabel(paymentStatus);
  }
}

export function isOnlineMethod(method: PaymentMethod): boolean {
  return method !== 'cash';
}
