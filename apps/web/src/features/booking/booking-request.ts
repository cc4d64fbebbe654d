// Reads the booking link's query (/book/{slug}?start=…&type=…&days=…&guests=…&coupon=…, built by
// the property page) back into a quote request; anything malformed is reported, not guessed.
import type { QuoteRequest } from '@/types/api';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export function parseBookingQuery(search: URLSearchParams): QuoteRequest | null {
  const start = search.get('start') ?? '';
  const type = search.get('type');
  const guests = Number(search.get('guests'));
  const days = Number(search.get('days') ?? '1');
  if (!RFC3339.test(start) || Number.isNaN(Date.parse(start))) return null;
  if (type !== 'half_day' && type !== 'full_day') return null;
  if (!Number.isInteger(guests) || guests < 1) return null;
  if (!Number.isInteger(days) || days < 1) return null;
  const request: QuoteRequest = { bookingType: type, start, guests };
  if (type === 'full_day') request.days = days;
  const coupon = search.get('coupon')?.trim();
  if (coupon) request.couponCode = coupon;
  return request;
}
