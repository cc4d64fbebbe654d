// GET /api/v1/properties/{id} — one property by id; the home page uses it to show saved farmhouses.
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Property, PropertySummary } from '@/types/api';

export function getPropertyById(id: number, signal?: AbortSignal): Promise<Property> {
  return apiGet<Property>(`/api/v1/properties/${id}`, undefined, signal);
}

export function propertyByIdQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['properties', 'by-id', id] as const,
    queryFn: ({ signal }) => getPropertyById(id, signal),
  });
}

/** The card-sized view of a property detail. */
export function toPropertySummary(property: Property): PropertySummary {
  return {
    id: property.id,
    slug: property.slug,
    title: property.title,
    location: property.location,
    locationSlug: property.locationSlug,
    propertyType: property.propertyType,
    halfDayPrice: property.halfDayPrice,
    fullDayPrice: property.fullDayPrice,
    bedrooms: property.bedrooms,
    maxGuests: property.maxGuests,
    latitude: property.latitude,
    longitude: property.longitude,
    distanceKm: property.distanceKm,
    rating: { average: property.rating.average, count: property.rating.count },
    photo: property.photos[0] ?? null,
    amenities: property.amenities,
  };
}

/** Several properties by id; ids that no longer exist (404) are left out. */
export function usePropertiesByIds(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => propertyByIdQueryOptions(id)),
    combine: (results) => ({
      properties: results.flatMap((result) => (result.data ? [toPropertySummary(result.data)] : [])),
      isPending: results.some((result) => result.isPending),
    }),
  });
}
