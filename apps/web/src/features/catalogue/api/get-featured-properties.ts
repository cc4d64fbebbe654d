// GET /api/properties/featured — up to eight hand-picked farmhouses for the home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { PropertySummary } from '@/types/api';

export function getFeaturedProperties(signal?: AbortSignal): Promise<PropertySummary[]> {
  return apiGet<PropertySummary[]>('/api/properties/featured', undefined, signal);
}

export const featuredPropertiesQueryOptions = queryOptions({
  queryKey: ['properties', 'featured'] as const,
  queryFn: ({ signal }) => getFeaturedProperties(signal),
});

export function useFeaturedProperties() {
  return useQuery({ ...featuredPropertiesQueryOptions, throwOnError: true });
}
