// The payment-order answer (POST /api/v1/bookings/{id}/payment-order), aliased from the types
// generated from the server's OpenAPI document (never hand-copied; `npm run gen:api`).
import type { components } from '@/types/schema';

/** What the booking page needs to open the checkout of one order; `amount` is in paise. */
export type PaymentOrder = components['schemas']['PaymentOrder'];
