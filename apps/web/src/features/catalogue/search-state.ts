// Search state lives in the URL (/search?location=…&checkIn=…) so results can be shared and Back
// works. This module converts between the query string, the page's state and the API query.
import { i18n, messageId } from '@/i18n';
import { MAX_GUESTS, MIN_GUESTS, SEARCH_PAGE_SIZE } from '@/config/constants';
import { daysBetween } from '@/lib/format';
import type { BookingType, PropertySearchQuery, SearchSort } from '@/types/api';

/** PRODUCT.md §3 "Search submission": location, checkIn, checkOut, guests, bookingType. */
export interface SearchSubmission {
  location: string;
  checkIn: string;
  checkOut: string;
  guests: number | null;
  bookingType: BookingType | null;
}

export interface SearchFilters {
  minPrice: number | null;
  maxPrice: number | null;
  amenities: string[];
  propertyType: string;
  sort: SearchSort;
}

export interface SearchState extends SearchSubmission, SearchFilters {
  page: number;
}

export const SORT_OPTIONS: { value: SearchSort; label: string }[] = [
  { value: 'recommended', label: messageId('sr.sortRec') },
  { value: 'price_asc', label: messageId('sr.sortLow') },
  { value: 'price_desc', label: messageId('sr.sortHigh') },
  { value: 'rating', label: messageId('sr.sortRating') },
  { value: 'distance', label: messageId('sr.sortDist') },
];

export const BOOKING_TYPE_OPTIONS: { value: BookingType; label: string }[] = [
  { value: 'half_day', label: messageId('b.half12') },
  { value: 'full_day', label: messageId('b.full24') },
];

export const EMPTY_SEARCH: SearchState = {
  location: '',
  checkIn: '',
  checkOut: '',
  guests: null,
  bookingType: null,
  minPrice: null,
  maxPrice: null,
  amenities: [],
  propertyType: '',
  sort: 'recommended',
  page: 1,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(params: URLSearchParams, key: string): string {
  return params.get(key)?.trim() ?? '';
}

function date(params: URLSearchParams, key: string): string {
  const value = text(params, key);
  return ISO_DATE.test(value) ? value : '';
}

function wholeNumber(params: URLSearchParams, key: string): number | null {
  const value = text(params, key);
  if (!/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}

function isSort(value: string): value is SearchSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

function isBookingType(value: string): value is BookingType {
  return value === 'half_day' || value === 'full_day';
}

export function parseSearchParams(params: URLSearchParams): SearchState {
  const sort = text(params, 'sort');
  const bookingType = text(params, 'bookingType');
  const page = wholeNumber(params, 'page');
  return {
    location: text(params, 'location'),
    checkIn: date(params, 'checkIn'),
    checkOut: date(params, 'checkOut'),
    guests: wholeNumber(params, 'guests'),
    bookingType: isBookingType(bookingType) ? bookingType : null,
    minPrice: wholeNumber(params, 'minPrice'),
    maxPrice: wholeNumber(params, 'maxPrice'),
    amenities: [
      ...new Set(
        text(params, 'amenities')
          .split(',')
          .map((slug) => slug.trim())
          .filter(Boolean),
      ),
    ],
    propertyType: text(params, 'propertyType'),
    sort: isSort(sort) ? sort : 'recommended',
    page: page && page > 0 ? page : 1,
  };
}

/** The shareable query string; defaults (recommended sort, page 1, empty fields) are left out. */
export function toSearchParams(state: Partial<SearchState>): URLSearchParams {
  const full = { ...EMPTY_SEARCH, ...state };
  const params = new URLSearchParams();
  if (full.location) params.set('location', full.location);
  if (full.checkIn) params.set('checkIn', full.checkIn);
  if (full.checkOut) params.set('checkOut', full.checkOut);
  if (full.guests !== null) params.set('guests', String(full.guests));
  if (full.bookingType) params.set('bookingType', full.bookingType);
  if (full.minPrice !== null) params.set('minPrice', String(full.minPrice));
  if (full.maxPrice !== null) params.set('maxPrice', String(full.maxPrice));
  if (full.amenities.length > 0) params.set('amenities', full.amenities.join(','));
  if (full.propertyType) params.set('propertyType', full.propertyType);
  if (full.sort !== 'recommended') params.set('sort', full.sort);
  if (full.page > 1) params.set('page', String(full.page));
  return params;
}

/** `/search?…` for a state. */
export function searchHref(state: Partial<SearchState>): string {
  const query = toSearchParams(state).toString();
  return query ? `/search?${query}` : '/search';
}

/** The query for `GET /api/v1/properties`. */
export function toApiQuery(state: SearchState, perPage: number = SEARCH_PAGE_SIZE): PropertySearchQuery {
  const query: PropertySearchQuery = { sort: state.sort, page: state.page, perPage };
  if (state.location) query.location = state.location;
  if (state.checkIn) query.checkIn = state.checkIn;
  if (state.checkOut) query.checkOut = state.checkOut;
  if (state.guests !== null) query.guests = state.guests;
  if (state.bookingType) query.bookingType = state.bookingType;
  if (state.minPrice !== null) query.minPrice = state.minPrice;
  if (state.maxPrice !== null) query.maxPrice = state.maxPrice;
  if (state.amenities.length > 0) query.amenities = state.amenities;
  if (state.propertyType) query.propertyType = state.propertyType;
  return query;
}

/** How many filters (beyond the search bar's fields) are active, for the Filters button. */
export function activeFilterCount(state: SearchState): number {
  return (
    (state.minPrice !== null || state.maxPrice !== null ? 1 : 0) + state.amenities.length + (state.propertyType ? 1 : 0)
  );
}

export type SearchFieldErrors = Partial<Record<keyof SearchState | 'perPage', string>>;

/** Checks the search bar before navigating; the server checks the same rules again. */
export function validateSubmission(values: SearchSubmission, today: string): SearchFieldErrors {
  const errors: SearchFieldErrors = {};
  if (values.checkIn && values.checkIn < today) errors.checkIn = i18n._('b.pastIn');
  if (values.checkOut && !values.checkIn) errors.checkIn = i18n._('b.needIn');
  if (values.checkIn && values.checkOut && daysBetween(values.checkIn, values.checkOut) < 1) {
    errors.checkOut = i18n._('b.outAfter');
  }
  if (values.guests !== null && (values.guests < MIN_GUESTS || values.guests > MAX_GUESTS)) {
    errors.guests = i18n._('b.guestsRange', { min: MIN_GUESTS, max: MAX_GUESTS });
  }
  return errors;
}
