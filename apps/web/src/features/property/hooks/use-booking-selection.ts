// The guest's booking choice on the property page, started from the search's query string
// (?checkIn=&guests=&bookingType=) when the guest came from a search.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Property } from '@/types/api';
import { initialSelection, type BookingSelection } from '@/lib/stay/booking';

export function useBookingSelection(property: Pick<Property, 'maxGuests' | 'fullDayPrice'>) {
  const [searchParams] = useSearchParams();
  const [selection, setSelection] = useState(() => initialSelection(property, searchParams));
  const update = useCallback((patch: Partial<BookingSelection>) => {
    setSelection((current) => ({ ...current, ...patch }));
  }, []);
  return [selection, update] as const;
}
