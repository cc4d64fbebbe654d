// GET /api/v1/properties/{slug}: one property for the detail page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';
import { shouldRetryQuery } from '@/lib/react-query';
import type { Property } from '@/types/api';

export function getProperty(slug: string, signal?: AbortSignal): Promise<Property> {
  return apiGet<Property>(`/api/v1/properties/${encodeURIComponent(slug)}`, undefined, signal);
}

export const propertyQuery = (slug: string) =>
  queryOptions({
    queryKey: ['properties', 'detail', slug],
    queryFn: ({ signal }) => getProperty(slug, signal),
    // A 404 is an answer, not a hiccup: never retry it.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.isNotFound) && shouldRetryQuery(failureCount, error),
  });

export function useProperty(slug: string) {
  return useQuery(propertyQuery(slug));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.isNotFound;
}
