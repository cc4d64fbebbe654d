// Default MSW handlers for the catalogue endpoints; tests override what they need with server.use.
import { http, HttpResponse } from 'msw';
import type { PropertySummary, SearchSuggestions } from '@/types/api';
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

/** What instant search knows (GET /api/v1/search/suggestions). */
export const suggestionPool: Omit<SearchSuggestions, 'query'> = {
  locations: [
    { slug: 'gandipet', name: 'Gandipet', count: 12 },
    { slug: 'moinabad', name: 'Moinabad', count: 6 },
    { slug: 'shankarpally', name: 'Shankarpally', count: 4 },
  ],
  properties: [
    {
      id: 3,
      slug: 'lakeview-farm',
      title: 'Lakeview Farm',
      location: 'Gandipet',
      locationSlug: 'gandipet',
      halfDayPrice: 8500,
    },
    {
      id: 12,
      slug: 'banyan-grove-farmhouse-moinabad',
      title: 'Banyan Grove Farmhouse',
      location: 'Moinabad',
      locationSlug: 'moinabad',
      halfDayPrice: 8500,
    },
    {
      id: 14,
      slug: 'mango-orchard-retreat-shankarpally',
      title: 'Mango Orchard Retreat',
      location: 'Shankarpally',
      locationSlug: 'shankarpally',
      halfDayPrice: 6000,
    },
  ],
};

/** The `q` of every instant-search request the handlers saw. */
export const seenSuggestionQueries: string[] = [];

/** Instant search over `suggestionPool`: names, titles or localities containing the text. */
export function suggestionsFor(q: string): SearchSuggestions {
  const query = q.trim();
  const needle = query.toLowerCase();
  const has = (text: string) => needle !== '' && text.toLowerCase().includes(needle);
  return {
    query,
    locations: suggestionPool.locations.filter((l) => has(l.name)),
    properties: suggestionPool.properties.filter((p) => has(p.title) || has(p.location)),
  };
}

export const catalogueHandlers = [
  http.get('/api/properties/featured', () => HttpResponse.json(ok(searchResults))),
  // The home page's prefetch hint (lib/prefetch-hints.ts); its answer is not read.
  http.get('/api/reviews', () => HttpResponse.json(ok([]))),
  http.get('/api/v1/properties/locations/statistics', () => HttpResponse.json(ok([moinabadStat, shankarpallyStat]))),
  http.get('/api/v1/catalogue/filters', () => HttpResponse.json(ok(catalogueFilters))),
  http.get('/api/v1/search/suggestions', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    seenSuggestionQueries.push(q);
    return HttpResponse.json(ok(suggestionsFor(q)), { headers: { 'Cache-Control': 'public, max-age=60' } });
  }),
  http.get('/api/v1/locations/moinabad', () => HttpResponse.json(ok(moinabad))),
  http.get('/api/v1/properties', ({ request }) => {
    const url = new URL(request.url);
    seenSearches.push(url.search);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('perPage') ?? 12);
    return HttpResponse.json(ok(searchResults, { page, perPage, total: searchResults.length }));
  }),
];
