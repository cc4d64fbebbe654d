// TypeScript shapes of the guest catalogue API (docs/API.md). Field names match the JSON exactly.

/** Success envelope: `{"success": true, "data": …}`; lists add `meta`. */
export interface ApiEnvelope<T> {
  success: true;
  data: T;
  meta?: ListMeta;
}

export interface ListMeta {
  page: number;
  perPage: number;
  total: number;
}

/** Error envelope (DESIGN.md "API conventions"). */
export interface ApiErrorBody {
  success: false;
  message: string;
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}

export interface PhotoVariant {
  url: string;
  width: number;
  height: number;
}

export interface Photo {
  url: string;
  width: number;
  height: number;
  alt: string;
  variants: PhotoVariant[];
}

export interface RatingSummary {
  average: number;
  count: number;
}

export type RatingDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

export type SlotName = 'day' | 'night';

export type BookingType = 'half_day' | 'full_day';

export type SearchSort = 'recommended' | 'price_asc' | 'price_desc' | 'rating' | 'distance';

/** Search results, featured and location pages. */
export interface PropertySummary {
  id: number;
  slug: string;
  title: string;
  location: string;
  locationSlug: string;
  propertyType: string;
  halfDayPrice: number;
  /** `null` when the property offers no full day. */
  fullDayPrice: number | null;
  bedrooms: number;
  maxGuests: number;
  latitude: number;
  longitude: number;
  distanceKm: number;
  rating: RatingSummary;
  photo: Photo | null;
  amenities: string[];
  /** Present only when the search gave `checkIn`. */
  availableSlots?: SlotName[];
}

/** Property detail. */
export interface Property {
  id: number;
  slug: string;
  title: string;
  location: string;
  locationSlug: string;
  /** Paragraphs separated by "\n\n". */
  description: string;
  propertyType: string;
  images: string[];
  photos: Photo[];
  halfDayPrice: number;
  fullDayPrice: number | null;
  cleaningFee: number;
  amenities: string[];
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  latitude: number;
  longitude: number;
  address: string;
  distanceKm: number;
  ownerFirstName: string;
  rating: RatingSummary & { distribution: RatingDistribution };
  slots: Record<SlotName, string>;
  checkInNotes: string;
  houseRules: string[];
}

export interface Review {
  id: number;
  userName: string;
  /** 1 to 5 */
  rating: number;
  comment: string;
  /** RFC 3339 with +05:30 */
  createdAt: string;
}

export interface LocationStat {
  slug: string;
  name: string;
  count: number;
  lowestHalfDayPrice: number | null;
  averageRating: number | null;
  latitude: number;
  longitude: number;
  distanceKm: number;
}

/** One locality. */
export interface Location extends LocationStat {
  description: string;
  district: string;
}

export type QuoteLineKind = 'base' | 'discount' | 'fee' | 'tax';

export interface QuoteLine {
  kind: QuoteLineKind;
  label: string;
  /** Whole rupees; negative for discounts. */
  amount: number;
  code?: string;
}

export interface Quote {
  bookingType: BookingType;
  start: string;
  end: string;
  days: number;
  guests: number;
  available: boolean;
  lines: QuoteLine[];
  total: number;
  currency: 'INR';
}

export interface QuoteRequest {
  bookingType: BookingType;
  /** RFC 3339 slot start */
  start: string;
  /** Full day only, 1–14, default 1 */
  days?: number;
  guests: number;
  couponCode?: string;
}

export interface NamedOption {
  slug: string;
  name: string;
}

export interface CatalogueFilters {
  amenities: NamedOption[];
  propertyTypes: NamedOption[];
  priceRange: { min: number; max: number };
}

export interface AvailabilitySlot {
  slot: SlotName;
  start: string;
  halfDay: boolean;
  fullDay: boolean;
}

export interface AvailabilityDay {
  date: string;
  slots: AvailabilitySlot[];
}

export interface Availability {
  propertyId: number;
  timezone: 'Asia/Kolkata';
  days: AvailabilityDay[];
}

/** Query of `GET /api/v1/properties`. */
export interface PropertySearchQuery {
  location?: string;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  bookingType?: BookingType;
  minPrice?: number;
  maxPrice?: number;
  amenities?: string[];
  propertyType?: string;
  sort?: SearchSort;
  page?: number;
  perPage?: number;
}

/** A page of results with its meta. */
export interface Paged<T> {
  items: T[];
  meta: ListMeta;
}
