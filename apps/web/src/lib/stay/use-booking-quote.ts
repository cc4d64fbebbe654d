// Everything the price calculator, the phone's Book bar and the booking form derive from the
// guest's selection: the chosen date's slots, the quote request and answer, and the Book now link
// once the slot is free.
import { useEffect, useMemo } from 'react';
import { ApiError } from '@/lib/api-client';
import type { Property } from '@/types/api';
import { indexDays, useAvailabilityMonth } from './get-availability';
import { useQuote } from './get-quote';
import { bookingHref, isSlotFree, quoteRequest, type BookingSelection } from './booking';
import { monthOf } from './dates';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Wait this long after the last change before asking for a new quote. */
export const QUOTE_DEBOUNCE_MS = 250;

export function useBookingQuote(
  property: Pick<Property, 'id' | 'slug' | 'slots'>,
  selection: BookingSelection,
  onChange: (patch: Partial<BookingSelection>) => void,
) {
  const availability = useAvailabilityMonth(property.id, selection.date ? monthOf(selection.date) : null);
  const day = useMemo(
    () => (selection.date ? indexDays(availability.data).get(selection.date) : undefined),
    [availability.data, selection.date],
  );

  // The chosen slot is taken on this date but the other one is free: move to the free one.
  useEffect(() => {
    if (!day || !selection.slot || isSlotFree(day, selection.slot, selection.bookingType)) return;
    const other = selection.slot === 'day' ? 'night' : 'day';
    if (isSlotFree(day, other, selection.bookingType)) onChange({ slot: other });
  }, [day, selection.slot, selection.bookingType, onChange]);

  const request = useMemo(() => quoteRequest(property, selection, day), [property, selection, day]);
  const requestKey = JSON.stringify(request);
  const settledKey = useDebouncedValue(requestKey, QUOTE_DEBOUNCE_MS);
  const settledRequest = useMemo(() => JSON.parse(settledKey) as ReturnType<typeof quoteRequest>, [settledKey]);
  const quote = useQuote(property.id, settledRequest);

  const upToDate = settledKey === requestKey && !quote.isPlaceholderData && !quote.isFetching;
  // The calendar already knows this slot is held: no need to wait for the quote to say so.
  const slotTaken = Boolean(day && selection.slot && !isSlotFree(day, selection.slot, selection.bookingType));
  // Why the coupon asked for is not applied: a code the server refuses (400 "Unknown coupon code")
  // or one this guest may not use, which the server prices without and explains in `couponNote`
  // (FIRST500 after a first booking). Either way the form shows the reason by the coupon field and
  // prices the stay without the code. A kept previous answer's note is not this request's.
  const couponError =
    quote.error instanceof ApiError
      ? (quote.error.fields.couponCode ?? quote.error.fields.coupon)
      : quote.isPlaceholderData
        ? undefined
        : (quote.data?.couponNote ?? undefined);

  return {
    day,
    availability,
    request,
    quote,
    /** The answer matches the fields on screen (not a previous answer kept while loading). */
    upToDate,
    couponError,
    slotTaken,
    bookHref: request && upToDate && quote.data?.available && !slotTaken ? bookingHref(property.slug, request) : null,
  };
}

export type BookingQuote = ReturnType<typeof useBookingQuote>;
