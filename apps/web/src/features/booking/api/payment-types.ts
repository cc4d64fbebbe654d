// The payment-order answer (POST /api/v1/bookings/{id}/payment-order). Kept here until the
// payments API is in the OpenAPI document; then this becomes an alias of the generated type.
export interface PaymentOrder {
  provider: 'simulated' | 'razorpay' | string;
  orderId: string;
  /** Paise. */
  amount: number;
  currency: string;
  keyId?: string | null;
  /** The simulated provider's local checkout page. */
  checkoutUrl?: string | null;
  bookingId: number;
  bookingCode: string;
  name: string;
  description: string;
  prefill?: { name?: string | null; email?: string | null; contact?: string | null } | null;
}
