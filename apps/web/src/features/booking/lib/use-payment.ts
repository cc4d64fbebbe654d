// Paying for a UPI or card booking (or a payment plan's balance): ask the server for a payment order, then either go to the
// simulated provider's checkout page or open the provider's checkout window and verify its answer.
// When the provider's script cannot be loaded the guest is offered to pay at the property (PRODUCT.md §8).
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { bookingKeys, createBalanceOrder, createPaymentOrder, verifyPayment, type Booking } from '../api/bookings';
import { loadRazorpay } from './razorpay';
import { i18n } from '@/i18n/catalogs';
import '../messages';

export type PaymentPhase = 'idle' | 'working' | 'script-failed' | 'error';

export function confirmationHref(slug: string, bookingId: number, payment?: 'success' | 'failed'): string {
  const query = new URLSearchParams({ booking: String(bookingId) });
  if (payment) query.set('payment', payment);
  return `${paths.book(slug)}?${query.toString()}`;
}

/** Full-page navigation (the simulated checkout is a server page); a seam for tests. */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
};

export function usePayment() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [message, setMessage] = useState<string | null>(null);

  const pay = useCallback(
    async (booking: Pick<Booking, 'id' | 'property'>, part: 'price' | 'balance' = 'price') => {
      setPhase('working');
      setMessage(null);
      const slug = booking.property.slug;
      try {
        const order = part === 'balance' ? await createBalanceOrder(booking.id) : await createPaymentOrder(booking.id);
        // Already paid (a second tap): the server answered the first payment; nothing to open.
        if (order.paid) {
          navigate(confirmationHref(slug, booking.id, 'success'));
          return;
        }
        if (order.provider === 'simulated' || (!order.keyId && order.checkoutUrl)) {
          browser.assign(order.checkoutUrl ?? confirmationHref(slug, booking.id));
          return;
        }
        const loaded = await loadRazorpay();
        if (!loaded || !window.Razorpay || !order.keyId) {
          setPhase('script-failed');
          return;
        }
        const checkout = new window.Razorpay({
          key: order.keyId,
          amount: order.amount,
          currency: order.currency,
          order_id: order.orderId,
          name: order.name,
          description: order.description,
          prefill: order.prefill ?? undefined,
          handler: (response) => {
            void verifyPayment({
              bookingId: booking.id,
              razorpayOrderId: response.razorpay_order_id,
              razorpayPaymentId: response.razorpay_payment_id,
              razorpaySignature: response.razorpay_signature,
            })
              .then((paid) => {
                queryClient.setQueryData(bookingKeys.one(paid.id), paid);
                navigate(confirmationHref(slug, booking.id, 'success'));
              })
              .catch(() => navigate(confirmationHref(slug, booking.id, 'failed')));
          },
          modal: { ondismiss: () => navigate(confirmationHref(slug, booking.id, 'failed')) },
        });
        checkout.on?.('payment.failed', () => navigate(confirmationHref(slug, booking.id, 'failed')));
        checkout.open();
        setPhase('idle');
      } catch (error) {
        setPhase('error');
        setMessage(error instanceof ApiError ? error.message : i18n._('booking.pay.startFailed'));
      }
    },
    [navigate, queryClient],
  );

  return { pay, phase, message, reset: () => setPhase('idle') };
}
