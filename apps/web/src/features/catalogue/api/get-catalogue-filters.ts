// GET /api/v1/catalogue/filters — amenities, property types and the price range for search filters.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { CatalogueFilters } from '@/types/api';

export function getCatalogueFilters(signal?: AbortSignal): Promise<CatalogueFilters> {
  return apiGet<CatalogueFilters>('/api/v1/catalogue/filters', undefined, signal);
}

export const catalogueFiltersQueryOptions = queryOptions({
  queryKey: ['catalogue', 'filters'] as const,
  queryFn: ({ signal }) => getCatalogueFilters(signal),
});

export function useCatalogueFilters() {
  return useQuery(catalogueFiltersQueryOptions);
}
