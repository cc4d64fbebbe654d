// Popular localities for the not-found page: the locality statistics, busiest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { LocationStat } from '@/types/api';

export const POPULAR_LOCALITY_COUNT = 6;

export async function getLocationStatistics(signal?: AbortSignal): Promise<LocationStat[]> {
  return apiGet<LocationStat[]>('/api/v1/properties/locations/statistics', undefined, signal);
}

/** Localities that have farmhouses, most farmhouses first. */
export function pickPopular(stats: LocationStat[], count = POPULAR_LOCALITY_COUNT): LocationStat[] {
  return stats
    .filter((stat) => stat.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, count);
}

export const popularLocalitiesQuery = queryOptions({
  queryKey: ['locations', 'statistics'],
  queryFn: ({ signal }) => getLocationStatistics(signal),
  select: (stats: LocationStat[]) => pickPopular(stats),
});

export function usePopularLocalities() {
  return useQuery(popularLocalitiesQuery);
}
