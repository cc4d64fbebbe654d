// TypeScript shapes of the guest catalogue API. Every wire type here is an alias of the types
// generated from the server's OpenAPI document (src/types/openapi.json → src/types/schema.d.ts,
// `npm run gen:api`), so the Rust structs stay the one source of truth (ARCHITECTURE.md "Types from the server"). Do not
// hand-write a field here: change the server, refresh openapi.json (`make openapi`), regenerate.
import type { components, operations } from './schema';

type Schemas = components['schemas'];

/** Success envelope: `{"success": true, "data": …}`; lists add `meta`. */
export type ApiEnvelope<T> = Omit<Schemas['Envelope_PropertyDetail'], 'data'> & { data: T };

export type ListMeta = Schemas['PageMeta'];

/** Error envelope (API.md "API conventions"). */
export type ApiErrorBody = Schemas['ErrorBody'];

export type PhotoVariant = Schemas['PhotoVariant'];

export type Photo = Schemas['Photo'];

export type RatingSummary = Schemas['RatingSummary'];

/** Reviews per star, keyed "1" to "5". */
export type RatingDistribution = Schemas['RatingDetail']['distribution'];

export type SlotName = Schemas['SlotKind'];

export type BookingType = Schemas['BookingType'];

/** Search results, featured and location pages. */
export type PropertySummary = Schemas['PropertySummary'];

/** Property detail. */
export type Property = Schemas['PropertyDetail'];

export type Review = Schemas['ReviewView'];

export type LocationStat = Schemas['LocationStat'];

/** One locality. */
export type Location = Schemas['LocationDetail'];

export type QuoteLineKind = Schemas['LineKind'];

export type QuoteLine = Schemas['QuoteLine'];

export type Quote = Schemas['QuoteView'];

/**
 * Body of `POST /api/v1/properties/{id}/quote` as the app sends it. The server's schema leaves
 * every field optional (it answers a missing one with a field error); the app always sends the
 * three it needs, with the booking type from the enum.
 */
export type QuoteRequest = Schemas['QuoteRequest'] & {
  bookingType: BookingType;
  start: string;
  guests: number;
};

export type NamedOption = Schemas['NamedSlug'];

/** Instant search (`GET /api/v1/search/suggestions`): localities and farmhouses for typed text. */
export type SearchSuggestions = Schemas['Suggestions'];

export type LocationSuggestion = Schemas['LocationSuggestion'];

export type PropertySuggestion = Schemas['PropertySuggestion'];

export type CatalogueFilters = Schemas['SearchFilters'];

export type AvailabilitySlot = Schemas['SlotAvailability'];

export type AvailabilityDay = Schemas['DayAvailability'];

export type Availability = Schemas['Availability'];

/** Values of the `sort` query parameter (the schema documents them only in words). */
export type SearchSort = 'recommended' | 'price_asc' | 'price_desc' | 'rating' | 'distance';

type SearchQueryParams = NonNullable<operations['search']['parameters']['query']>;

/** The app's value for each query parameter; must name exactly the server's parameters. */
interface SearchQueryValues {
  location: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  bookingType: BookingType;
  minPrice: number;
  maxPrice: number;
  /** Sent comma-separated. */
  amenities: string[];
  propertyType: string;
  sort: SearchSort;
  page: number;
  perPage: number;
}

/** Query of `GET /api/v1/properties`: the server's parameter names, with typed values. */
export type PropertySearchQuery = {
  [K in keyof SearchQueryParams]?: SearchQueryValues[K];
};

/** A page of results with its meta (what the client keeps of a list envelope). */
export interface Paged<T> {
  items: T[];
  meta: ListMeta;
}

/** A booking's refundable security deposit and where it stands (never part of the price). */
export type Deposit = Schemas['DepositView'];

export type DepositClaimPhoto = Schemas['ClaimPhoto'];
