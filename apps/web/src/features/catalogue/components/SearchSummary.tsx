// One-line summary of the current search ("Moinabad · 5 Dec – 7 Dec · 12 guests"), used on phones
// as the button that opens the full search bar.
import { formatCalendarDate, plural } from '@/lib/format';
import { BOOKING_TYPE_OPTIONS, type SearchSubmission } from '../search-state';

function shortDate(isoDate: string): string {
  return formatCalendarDate(isoDate).replace(/ \d{4}$/, '');
}

export function searchSummary(values: SearchSubmission, locationName: string): string {
  const dates = values.checkIn
    ? values.checkOut
      ? `${shortDate(values.checkIn)} – ${shortDate(values.checkOut)}`
      : shortDate(values.checkIn)
    : 'Any dates';
  const guests = values.guests !== null ? plural(values.guests, 'guest') : 'Any guests';
  const parts = [locationName, dates, guests];
  const type = BOOKING_TYPE_OPTIONS.find((option) => option.value === values.bookingType);
  if (type) parts.push(type.label.replace(/ \(.*\)$/, ''));
  return parts.join(' · ');
}
