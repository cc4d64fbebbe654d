// The guest's choice of a stay, on the property page and the booking form (duration, date, slot,
// days, guests, coupon) and what follows from it: the quote request, the Book now link, and
// whether a slot is free.
import { paths } from '@/config/paths';
import type { AvailabilityDay, BookingType, Property, QuoteRequest, SlotName } from '@/types/api';
import { slotStartInstant } from './dates';

/** docs/API.md quote `days`: full day only, 1 to MAX_FULL_DAYS (config/policy). */
export const MIN_FULL_DAYS = 1;

export interface BookingSelection {
  bookingType: BookingType;
  /** `YYYY-MM-DD`, Asia/Kolkata. */
  date: string | null;
  slot: SlotName | null;
  days: number;
  guests: number;
  /** The coupon the guest applied (not what is being typed). */
  couponCode: string;
}

export function initialSelection(
  property: Pick<Property, 'maxGuests' | 'fullDayPrice'>,
  search?: URLSearchParams,
): BookingSelection {
  const wantsFullDay = search?.get('bookingType') === 'full_day' && property.fullDayPrice != null;
  const checkIn = search?.get('checkIn');
  const guests = Number(search?.get('guests'));
  return {
    bookingType: wantsFullDay ? 'full_day' : 'half_day',
    date: checkIn && /^\d{4}-\d{2}-\d{2}$/.test(checkIn) ? checkIn : null,
    slot: 'day',
    days: 1,
    guests: Number.isInteger(guests) && guests >= 1 ? Math.min(guests, property.maxGuests) : 1,
    couponCode: '',
  };
}

/** Whether a slot can be booked for this duration; unknown (not loaded) counts as free. */
export function isSlotFree(day: AvailabilityDay | undefined, slot: SlotName, bookingType: BookingType): boolean {
  if (!day) return true;
  const entry = day.slots.find((s) => s.slot === slot);
  if (!entry) return false;
  return bookingType === 'full_day' ? entry.fullDay : entry.halfDay;
}

/** A day with no free slot for this duration (only when its availability is known). */
export function isDayFullyHeld(day: AvailabilityDay | undefined, bookingType: BookingType): boolean {
  if (!day) return false;
  return !day.slots.some((slot) => (bookingType === 'full_day' ? slot.fullDay : slot.halfDay));
}

/** The slot's start instant: the server's when known, else built from the property's slot time. */
export function slotStart(
  property: Pick<Property, 'slots'>,
  date: string,
  slot: SlotName,
  day?: AvailabilityDay,
): string {
  return day?.slots.find((s) => s.slot === slot)?.start ?? slotStartInstant(date, property.slots[slot]);
}

export function quoteRequest(
  property: Pick<Property, 'slots'>,
  selection: BookingSelection,
  day?: AvailabilityDay,
): QuoteRequest | null {
  if (!selection.date || !selection.slot) return null;
  const request: QuoteRequest = {
    bookingType: selection.bookingType,
    start: slotStart(property, selection.date, selection.slot, day),
    guests: selection.guests,
  };
  if (selection.bookingType === 'full_day') request.days = selection.days;
  if (selection.couponCode) request.couponCode = selection.couponCode;
  return request;
}

/** /book/{slug}?start=…&type=…&days=…&guests=… (and the coupon when one was applied). */
export function bookingHref(slug: string, request: QuoteRequest): string {
  const query = new URLSearchParams({
    start: request.start,
    type: request.bookingType,
    days: String(request.days ?? 1),
    guests: String(request.guests),
  });
  if (request.couponCode) query.set('coupon', request.couponCode);
  return `${paths.book(slug)}?${query.toString()}`;
}
