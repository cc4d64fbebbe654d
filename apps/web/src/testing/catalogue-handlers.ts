// Default MSW handlers for the catalogue endpoints; tests override what they need with server.use.
import { http, HttpResponse } from 'msw';
import type { PropertySummary } from '@/types/api';
import { catalogueFilters, moinabad, moinabadStat, ok, propertySummary, shankarpallyStat } from './fixtures';

export const searchResults: PropertySummary[] = [
  propertySummary(),
  propertySummary({
    id: 14,
    slug: 'mango-orchard-retreat-shankarpally',
    title: 'Mango Orchard Retreat',
    location: 'Shankarpally',
    locationSlug: 'shankarpally',
    halfDayPrice: 6000,
    fullDayPrice: null,
    rating: { average: 0, count: 0 },
  }),
];

/** Every search request the handlers saw, as query strings. */
export const seenSearches: string[] = [];

export const catalogueHandlers = [
  http.get('/api/properties/featured', () => HttpResponse.json(ok(searchResults))),
  http.get('/api/v1/properties/locations/statistics', () => HttpResponse.json(ok([moinabadStat, shankarpallyStat]))),
  http.get('/api/v1/catalogue/filters', () => HttpResponse.json(ok(catalogueFilters))),
  http.get('/api/v1/locations/moinabad', () => HttpResponse.json(ok(moinabad))),
  http.get('/api/v1/properties', ({ request }) => {
    const url = new URL(request.url);
    seenSearches.push(url.search);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('perPage') ?? 12);
    return HttpResponse.json(ok(searchResults, { page, perPage, total: searchResults.length }));
  }),
];
