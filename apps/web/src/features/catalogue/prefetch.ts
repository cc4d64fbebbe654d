// Route loaders: start the catalogue pages' requests while their code downloads. They never wait,
// so navigation is not held up; the pages read the same queries from the cache.
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/lib/react-query';
import { catalogueFiltersQueryOptions } from './api/get-catalogue-filters';
import { featuredPropertiesQueryOptions } from './api/get-featured-properties';
import { locationQueryOptions } from './api/get-location';
import { locationStatisticsQueryOptions } from './api/get-location-statistics';
import { searchPropertiesQueryOptions } from './api/search-properties';
import { EMPTY_SEARCH, parseSearchParams, toApiQuery } from './search-state';

export function homeLoader() {
  void queryClient.prefetchQuery(featuredPropertiesQueryOptions);
  void queryClient.prefetchQuery(locationStatisticsQueryOptions);
  return null;
}

export function searchLoader({ request }: LoaderFunctionArgs) {
  const state = parseSearchParams(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(searchPropertiesQueryOptions(toApiQuery(state)));
  void queryClient.prefetchQuery(catalogueFiltersQueryOptions);
  void queryClient.prefetchQuery(locationStatisticsQueryOptions);
  return null;
}

export function locationLoader({ request, params }: LoaderFunctionArgs) {
  const slug = params.locationSlug ?? '';
  const { sort, page } = parseSearchParams(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(locationQueryOptions(slug));
  void queryClient.prefetchQuery(searchPropertiesQueryOptions(toApiQuery({ ...EMPTY_SEARCH, location: slug, sort, page })));
  return null;
}
