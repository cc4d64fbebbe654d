// GET /api/v1/properties/{id}/availability?from&to, one calendar month at a time, so the calendar
// and the price calculator (and the owner's calendar) share the same cached month.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { todayInKolkata } from '@/lib/format';
import type { Availability, AvailabilityDay } from '@/types/api';
import { monthRange } from './dates';

export function getAvailability(
  propertyId: number,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<Availability> {
  return apiGet<Availability>(`/api/v1/properties/${propertyId}/availability`, { from, to }, signal);
}

/** `month` is `YYYY-MM`. Months wholly in the past are not asked for. */
export const availabilityQuery = (propertyId: number, month: string, today = todayInKolkata()) => {
  const range = monthRange(month, today);
  return queryOptions({
    queryKey: ['properties', propertyId, 'availability', month, range?.from ?? null],
    queryFn: ({ signal }) => getAvailability(propertyId, range!.from, range!.to, signal),
    enabled: range !== null,
    // Slots are taken by other guests: a minute is old enough.
    staleTime: 60_000,
  });
};

export function useAvailabilityMonth(propertyId: number, month: string | null) {
  return useQuery({
    ...availabilityQuery(propertyId, month ?? '0000-01'),
    enabled: month !== null && monthRange(month, todayInKolkata()) !== null,
  });
}

/** Days by `YYYY-MM-DD` for quick look-up. */
export function indexDays(availability: Availability | undefined): Map<string, AvailabilityDay> {
  return new Map((availability?.days ?? []).map((day) => [day.date, day]));
}
