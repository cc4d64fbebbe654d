// One-line summary of the current search ("Moinabad · 5 Dec – 7 Dec · 12 guests"), used on phones
// as the button that opens the full search bar.
import { formatCalendarDate } from '@/lib/format';
import { i18n } from '@/i18n';
import type { SearchSubmission } from '../search-state';
import '../browse-messages';

function shortDate(isoDate: string): string {
  return formatCalendarDate(isoDate).replace(/ \d{4}$/, '');
}

export function searchSummary(values: SearchSubmission, locationName: string): string {
  const dates = values.checkIn
    ? values.checkOut
      ? `${shortDate(values.checkIn)} – ${shortDate(values.checkOut)}`
      : shortDate(values.checkIn)
    : i18n._('b.anyDates');
  const guests = values.guests !== null ? i18n._('b.nGuests', { count: values.guests }) : i18n._('b.anyGuests');
  const parts = [locationName, dates, guests];
  if (values.bookingType === 'half_day') parts.push(i18n._('b.half'));
  else if (values.bookingType === 'full_day') parts.push(i18n._('b.full'));
  return parts.join(' · ');
}
