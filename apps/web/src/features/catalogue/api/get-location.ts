// GET /api/v1/locations/{slug} — one locality (404 when unknown).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Location } from '@/types/api';

export function getLocation(slug: string, signal?: AbortSignal): Promise<Location> {
  return apiGet<Location>(`/api/v1/locations/${encodeURIComponent(slug)}`, undefined, signal);
}

export function locationQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['locations', 'detail', slug] as const,
    queryFn: ({ signal }) => getLocation(slug, signal),
  });
}

export function useLocality(slug: string) {
  return useQuery(locationQueryOptions(slug));
}
