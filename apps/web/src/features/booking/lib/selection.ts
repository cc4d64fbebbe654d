// The booking page's choice and its link: the query the property page builds (start, type, days,
// guests, coupon) plus the payment method, read back into the calculator's selection and written
// again on each change, so a reload or the sign-in gate keeps everything the guest entered.
import { bookingHref, initialSelection, quoteRequest, type BookingSelection } from '@/lib/stay/booking';
import { MARKET_TIME_ZONE } from '@/config/constants';
import { todayInKolkata } from '@/lib/format';
import type { Property, QuoteRequest, SlotName } from '@/types/api';
import type { PaymentMethod } from '../api/bookings';
import { PAYMENT_METHODS } from './status';

const timeOfDay = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: MARKET_TIME_ZONE,
});

/** The selection a booking link describes; a start that is no slot start leaves the slot open. */
export function selectionFromRequest(
  property: Pick<Property, 'maxGuests' | 'fullDayPrice' | 'slots'>,
  request: QuoteRequest | null,
): BookingSelection {
  const base = initialSelection(property);
  if (!request) return { ...base, slot: null };
  const start = new Date(request.start);
  const time = timeOfDay.format(start);
  const slot = (Object.keys(property.slots) as SlotName[]).find((name) => property.slots[name] === time) ?? null;
  return {
    bookingType: request.bookingType === 'full_day' && property.fullDayPrice != null ? 'full_day' : 'half_day',
    date: todayInKolkata(start),
    slot,
    days: request.days ?? 1,
    guests: Math.max(1, Math.min(request.guests, property.maxGuests)),
    couponCode: request.couponCode ?? '',
  };
}

export function parsePaymentMethod(value: string | null): PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '') ? (value as PaymentMethod) : 'cash';
}

/** The page's own link for this choice (what the auth gate keeps). */
export function selectionHref(
  property: Pick<Property, 'slug' | 'slots'>,
  selection: BookingSelection,
  paymentMethod: PaymentMethod,
): string | null {
  const request = quoteRequest(property, selection);
  if (!request) return null;
  const href = bookingHref(property.slug, request);
  return paymentMethod === 'cash' ? href : `${href}&pay=${paymentMethod}`;
}

/** A fresh Idempotency-Key (crypto.randomUUID where the browser has it). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
