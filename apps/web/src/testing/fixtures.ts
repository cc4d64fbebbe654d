// Sample API data shaped like docs/API.md, for unit tests.
import type { CatalogueFilters, Location, LocationStat, Photo, Property, PropertySummary } from '@/types/api';

export function photo(id: number, alt = 'Pool at Banyan Grove Farmhouse'): Photo {
  return {
    url: `/uploads/properties/${id}/1-1200.jpg`,
    width: 1200,
    height: 800,
    alt,
    variants: [
      { url: `/uploads/properties/${id}/1-1200.jpg`, width: 1200, height: 800, format: 'jpeg' },
      { url: `/uploads/properties/${id}/1-480.jpg`, width: 480, height: 320, format: 'jpeg' },
    ],
  };
}

export function propertySummary(overrides: Partial<PropertySummary> = {}): PropertySummary {
  const id = overrides.id ?? 12;
  return {
    id,
    slug: 'banyan-grove-farmhouse-moinabad',
    title: 'Banyan Grove Farmhouse',
    location: 'Moinabad',
    locationSlug: 'moinabad',
    propertyType: 'farmhouse',
    halfDayPrice: 8500,
    fullDayPrice: 14000,
    bedrooms: 3,
    maxGuests: 20,
    latitude: 17.3231,
    longitude: 78.2661,
    distanceKm: 27.4,
    rating: { average: 4.6, count: 11 },
    photo: photo(id),
    amenities: ['Swimming pool', 'Lawn', 'Bonfire'],
    ...overrides,
  };
}

export const moinabadStat: LocationStat = {
  slug: 'moinabad',
  name: 'Moinabad',
  count: 6,
  lowestHalfDayPrice: 4500,
  averageRating: 4.3,
  latitude: 17.32,
  longitude: 78.27,
  distanceKm: 27,
};

export const shankarpallyStat: LocationStat = {
  slug: 'shankarpally',
  name: 'Shankarpally',
  count: 4,
  lowestHalfDayPrice: 6000,
  averageRating: null,
  latitude: 17.45,
  longitude: 78.13,
  distanceKm: 38.2,
};

export const moinabad: Location = {
  ...moinabadStat,
  description: 'Orchards and farm stays on the road to Chevella.',
  district: 'Ranga Reddy',
};

export const catalogueFilters: CatalogueFilters = {
  amenities: [
    { slug: 'swimming-pool', name: 'Swimming pool' },
    { slug: 'lawn', name: 'Lawn' },
    { slug: 'bonfire', name: 'Bonfire' },
  ],
  propertyTypes: [
    { slug: 'farmhouse', name: 'Farmhouse' },
    { slug: 'villa', name: 'Villa' },
  ],
  priceRange: { min: 4500, max: 30000 },
};

export function propertyDetail(overrides: Partial<Property> = {}): Property {
  const summary = propertySummary({ id: overrides.id ?? 12 });
  return {
    ...summary,
    description: 'A quiet farmhouse.\n\nWith a pool.',
    images: [summary.photo!.url],
    photos: [summary.photo!],
    cleaningFee: 800,
    securityDeposit: 0,
    bathrooms: 3,
    address: 'Survey No. 112, Aziz Nagar Road, Moinabad, Telangana 500075',
    ownerFirstName: 'Ravi',
    rating: { average: 4.6, count: 11, distribution: { '1': 0, '2': 1, '3': 1, '4': 3, '5': 6 } },
    slots: { day: '09:00', night: '21:00' },
    checkInNotes: 'Gate opens at 08:45.',
    houseRules: ['No loud music after 22:00'],
    ...overrides,
  };
}

/** `{success: true, data}` with optional meta, as the server answers. */
export function ok<T>(data: T, meta?: { page: number; perPage: number; total: number }) {
  return meta ? { success: true, data, meta } : { success: true, data };
}

export function validationFailed(fields: Record<string, string>) {
  const message = Object.values(fields)[0] ?? 'Invalid request';
  return { success: false, message, error: { code: 'VALIDATION_FAILED', message, fields } };
}
