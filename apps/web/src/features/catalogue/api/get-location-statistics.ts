// GET /api/v1/properties/locations/statistics — every locality with its count, lowest price and rating.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { LocationStat } from '@/types/api';

/** PRODUCT.md §8: the message shown when this call fails. */
export const LOCATION_STATISTICS_ERROR = 'Failed to fetch location statistics';

export function getLocationStatistics(signal?: AbortSignal): Promise<LocationStat[]> {
  return apiGet<LocationStat[]>('/api/v1/properties/locations/statistics', undefined, signal);
}

export const locationStatisticsQueryOptions = queryOptions({
  queryKey: ['locations', 'statistics'] as const,
  queryFn: ({ signal }) => getLocationStatistics(signal),
});

export function useLocationStatistics() {
  return useQuery(locationStatisticsQueryOptions);
}
