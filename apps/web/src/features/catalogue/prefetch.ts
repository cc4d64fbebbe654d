// The catalogue pages' prefetches (a route's `handle.prefetch`, run by lib/router when a navigation
// to it starts): their requests go out while the page's code downloads. They never wait, so
// navigation is not held up; the pages read the same queries from the cache.
import type { PrefetchArgs } from '@/lib/router';
import { queryClient } from '@/lib/react-query';
import { catalogueFiltersQueryOptions } from './api/get-catalogue-filters';
import { featuredPropertiesQueryOptions } from './api/get-featured-properties';
import { locationQueryOptions } from './api/get-location';
import { locationStatisticsQueryOptions } from './api/get-location-statistics';
import { searchPropertiesQueryOptions } from './api/search-properties';
import { EMPTY_SEARCH, parseSearchParams, toApiQuery } from './search-state';

export function homePrefetch() {
  void queryClient.prefetchQuery(featuredPropertiesQueryOptions);
  void queryClient.prefetchQuery(locationStatisticsQueryOptions);
}

export function searchPrefetch({ searchParams }: PrefetchArgs) {
  const state = parseSearchParams(searchParams);
  void queryClient.prefetchQuery(searchPropertiesQueryOptions(toApiQuery(state)));
  void queryClient.prefetchQuery(catalogueFiltersQueryOptions);
  void queryClient.prefetchQuery(locationStatisticsQueryOptions);
}

export function locationPrefetch({ searchParams, params }: PrefetchArgs) {
  const slug = params.locationSlug ?? '';
  const { sort, page } = parseSearchParams(searchParams);
  void queryClient.prefetchQuery(locationQueryOptions(slug));
  void queryClient.prefetchQuery(
    searchPropertiesQueryOptions(toApiQuery({ ...EMPTY_SEARCH, location: slug, sort, page })),
  );
}
