// Owner listings as the API answers them (GET /api/v1/owner/properties[/{id}]), and the MSW
// handlers the listing editor and "Your listings" need around them.
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { catalogueFilters, moinabadStat, ok, shankarpallyStat } from '@/testing/fixtures';
import type { ListingPhoto, ListingSummary, OwnerListing } from '../api/owner-types';

export function listingPhoto(id: number, overrides: Partial<ListingPhoto> = {}): ListingPhoto {
  return {
    id,
    status: 'ready',
    alt: `Photo ${id} of Banyan Grove`,
    url: `/uploads/listings/77/${id}-1600.jpg`,
    width: 1600,
    height: 1067,
    variants: [
      { url: `/uploads/listings/77/${id}-480.webp`, width: 480, height: 320, format: 'webp' },
      { url: `/uploads/listings/77/${id}-1600.webp`, width: 1600, height: 1067, format: 'webp' },
      { url: `/uploads/listings/77/${id}-480.jpg`, width: 480, height: 320, format: 'jpeg' },
      { url: `/uploads/listings/77/${id}-1600.jpg`, width: 1600, height: 1067, format: 'jpeg' },
    ],
    ...overrides,
  };
}

export function makeListing(overrides: Partial<OwnerListing> = {}): OwnerListing {
  return {
    id: 77,
    slug: 'banyan-grove-moinabad',
    status: 'draft',
    statusReason: null,
    unlistedBy: null,
    version: 4,
    title: 'Banyan Grove',
    location: 'moinabad',
    locationName: 'Moinabad',
    proposedLocality: null,
    description: '',
    propertyType: 'farmhouse',
    address: '',
    latitude: 17.32,
    longitude: 78.27,
    halfDayPrice: 8500,
    fullDayPrice: null,
    weekendHalfDayPrice: null,
    weekendFullDayPrice: null,
    cleaningFee: 0,
    securityDeposit: 0,
    advancePercent: 0,
    balanceDueDays: 3,
    balanceMethod: 'online',
    amenities: [],
    bedrooms: 3,
    bathrooms: 2,
    maxGuests: 20,
    houseRules: '',
    checkInNotes: '',
    daySlot: '09:00',
    nightSlot: '21:00',
    turnoverMinutes: 0,
    priceRules: [],
    photos: [],
    calendar: { exportUrl: null, imports: [] },
    missing: {},
    updatedAt: '2026-11-20T10:00:00+05:30',
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: 77,
    slug: 'banyan-grove-moinabad',
    title: 'Banyan Grove',
    published: false,
    status: 'draft',
    statusReason: null,
    unlistedBy: null,
    locality: 'Moinabad',
    halfDayPrice: 8500,
    photoCount: 0,
    cover: null,
    updatedAt: '2026-11-20T10:00:00+05:30',
    ...overrides,
  };
}

/** The reference lists the editor reads: localities, amenities and property types. */
export function catalogueLists() {
  server.use(
    http.get('/api/v1/properties/locations/statistics', () => HttpResponse.json(ok([moinabadStat, shankarpallyStat]))),
    http.get('/api/v1/catalogue/filters', () => HttpResponse.json(ok(catalogueFilters))),
  );
}

/** GET of one listing answering `listing` (a function sees the latest value). */
export function serveListing(listing: OwnerListing | (() => OwnerListing)) {
  server.use(
    http.get('/api/v1/owner/properties/:id', () =>
      HttpResponse.json(ok(typeof listing === 'function' ? listing() : listing)),
    ),
  );
}

export interface SeenCall {
  body: unknown;
}

/** Records each request's JSON body to `method path`, answering with `respond`. */
export function recordJson(
  method: 'post' | 'put' | 'delete',
  path: string,
  respond: (body: unknown, calls: SeenCall[]) => Response | Promise<Response>,
): SeenCall[] {
  const calls: SeenCall[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const text = await request.text();
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      calls.push({ body });
      return respond(body, calls);
    }),
  );
  return calls;
}
