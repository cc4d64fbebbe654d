import { describe, expect, it } from 'vitest';
import { searchSummary } from '../components/SearchSummary';
import {
  EMPTY_SEARCH,
  activeFilterCount,
  parseSearchParams,
  searchHref,
  toApiQuery,
  toSearchParams,
  validateSubmission,
  type SearchState,
} from '../search-state';

const full: SearchState = {
  location: 'moinabad',
  checkIn: '2099-12-05',
  checkOut: '2099-12-07',
  guests: 12,
  bookingType: 'full_day',
  minPrice: 5000,
  maxPrice: 15000,
  amenities: ['swimming-pool', 'bonfire'],
  propertyType: 'farmhouse',
  sort: 'price_asc',
  page: 3,
};

describe('search URL state', () => {
  it('round-trips every field through the query string', () => {
    const query = toSearchParams(full).toString();
    expect(query).toBe(
      'location=moinabad&checkIn=2099-12-05&checkOut=2099-12-07&guests=12&bookingType=full_day&minPrice=5000&maxPrice=15000&amenities=swimming-pool%2Cbonfire&propertyType=farmhouse&sort=price_asc&page=3',
    );
    expect(parseSearchParams(new URLSearchParams(query))).toEqual(full);
  });

  it('leaves defaults out so shared links stay short', () => {
    expect(toSearchParams(EMPTY_SEARCH).toString()).toBe('');
    expect(searchHref({ location: 'chevella' })).toBe('/search?location=chevella');
    expect(searchHref({})).toBe('/search');
  });

  it('ignores values a hand-edited URL gets wrong', () => {
    const state = parseSearchParams(
      new URLSearchParams('checkIn=tomorrow&guests=lots&bookingType=week&sort=cheapest&page=-2&amenities=,lawn,,lawn'),
    );
    expect(state).toEqual({ ...EMPTY_SEARCH, amenities: ['lawn'] });
  });

  it('builds the API query with the page size', () => {
    expect(toApiQuery(full, 12)).toEqual({ ...full, perPage: 12 });
    expect(toApiQuery(EMPTY_SEARCH)).toEqual({ sort: 'recommended', page: 1, perPage: 12 });
  });

  it('counts active filters for the Filters button', () => {
    expect(activeFilterCount(full)).toBe(4);
    expect(activeFilterCount(EMPTY_SEARCH)).toBe(0);
  });
});

describe('validateSubmission', () => {
  const today = '2026-12-01';
  const base = { location: '', checkIn: '', checkOut: '', guests: null, bookingType: null } as const;

  it('accepts an empty search and a sensible one', () => {
    expect(validateSubmission(base, today)).toEqual({});
    expect(validateSubmission({ ...base, checkIn: '2026-12-01', checkOut: '2026-12-02', guests: 100 }, today)).toEqual(
      {},
    );
  });

  it('explains each mistake next to its field', () => {
    expect(validateSubmission({ ...base, checkIn: '2026-11-30' }, today)).toEqual({
      checkIn: 'Check-in cannot be in the past',
    });
    expect(validateSubmission({ ...base, checkIn: '2026-12-05', checkOut: '2026-12-05' }, today)).toEqual({
      checkOut: 'Check-out must be after check-in',
    });
    expect(validateSubmission({ ...base, checkOut: '2026-12-05' }, today)).toEqual({
      checkIn: 'Choose a check-in date to go with your check-out',
    });
    expect(validateSubmission({ ...base, guests: 0 }, today)).toEqual({ guests: 'Guests must be between 1 and 100' });
    expect(validateSubmission({ ...base, guests: 101 }, today)).toEqual({ guests: 'Guests must be between 1 and 100' });
  });
});

describe('searchSummary', () => {
  it('reads the search back in one line', () => {
    expect(
      searchSummary(
        { location: 'moinabad', checkIn: '2099-12-05', checkOut: '2099-12-07', guests: 12, bookingType: 'full_day' },
        'Moinabad',
      ),
    ).toBe('Moinabad · 5 Dec – 7 Dec · 12 guests · Full day');
    expect(
      searchSummary({ location: '', checkIn: '', checkOut: '', guests: null, bookingType: null }, 'Anywhere'),
    ).toBe('Anywhere · Any dates · Any guests');
  });
});
