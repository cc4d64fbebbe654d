// GET /api/v1/properties — the property search (docs/API.md), paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { SEARCH_PAGE_SIZE } from '@/config/constants';
import type { Paged, PropertySearchQuery, PropertySummary } from '@/types/api';

export async function searchProperties(
  query: PropertySearchQuery,
  signal?: AbortSignal,
): Promise<Paged<PropertySummary>> {
  const { data, meta } = await apiRequest<PropertySummary[]>('/api/v1/properties', {
    params: { ...query, amenities: query.amenities, perPage: query.perPage ?? SEARCH_PAGE_SIZE },
    signal,
  });
  return {
    items: data,
    meta: meta ?? { page: query.page ?? 1, perPage: query.perPage ?? SEARCH_PAGE_SIZE, total: data.length },
  };
}

/** Errors the page shows itself (field errors, not found); anything else goes to the error boundary. */
export function isHandledSearchError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 404 || error.status === 422);
}

export function searchPropertiesQueryOptions(query: PropertySearchQuery) {
  return queryOptions({
    queryKey: ['properties', 'search', query] as const,
    queryFn: ({ signal }) => searchProperties(query, signal),
  });
}

/**
 * The search results. `throwOnError` (default) sends unexpected failures to the nearest error
 * boundary; pass false for an observer that only reads validation errors (e.g. the search bar).
 */
export function useSearchProperties(query: PropertySearchQuery, { throwOnError = true } = {}) {
  return useQuery({
    ...searchPropertiesQueryOptions(query),
    placeholderData: keepPreviousData,
    throwOnError: (error) => throwOnError && !isHandledSearchError(error),
  });
}
