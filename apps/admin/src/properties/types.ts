// A listing as the admin API sends it (docs/ADMIN_API.md properties).
export interface PropertyRecord {
  id: number;
  slug: string;
  title: string;
  status: string;
  ownerId: number;
  ownerName: string;
  ownerPhone: string | null;
  locality: string | null;
  halfDayPricePaise: number;
  fullDayPricePaise: number | null;
  coverUrl: string | null;
  statusReason: string | null;
  updatedAt: string;
  createdAt: string;
  // One record only:
  description?: string;
  photos?: { id: number; url: string; alt: string | null }[];
  maxGuests?: number;
  bedrooms?: number;
  bathrooms?: number;
  address?: string;
  amenities?: string[];
  /** The whole listing as its owner edits it: money in whole rupees. */
  listing?: ListingDetail;
}

/** The parts of the owner's listing an admin reviews before approving (OwnerListing). */
export interface ListingDetail {
  address: string;
  latitude: number;
  longitude: number;
  locationName: string;
  proposedLocality: string | null;
  halfDayPrice: number;
  fullDayPrice: number | null;
  weekendHalfDayPrice: number | null;
  weekendFullDayPrice: number | null;
  cleaningFee: number;
  amenities: string[];
  houseRules: string;
  checkInNotes: string;
  daySlot: string;
  nightSlot: string;
  turnoverMinutes: number;
  priceRules: { label: string; from: string; to: string; halfDayPrice: number | null; fullDayPrice: number | null; percent: number | null }[];
}
