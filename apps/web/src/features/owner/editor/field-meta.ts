// Where each listing field is edited and what the owner calls it: for the review checklist, the
// save status and "Your listings" (no form code here, so the dashboard does not load it).
import type { ListingStepId } from '@/config/owner-paths';

const FIELD_STEPS: Record<string, ListingStepId> = {
  title: 'basics',
  description: 'basics',
  propertyType: 'basics',
  maxGuests: 'basics',
  bedrooms: 'basics',
  bathrooms: 'basics',
  halfDayPrice: 'basics',
  location: 'location',
  proposedLocality: 'location',
  address: 'location',
  latitude: 'location',
  longitude: 'location',
  photos: 'photos',
  amenities: 'amenities',
  houseRules: 'amenities',
  checkInNotes: 'amenities',
  fullDayPrice: 'pricing',
  weekendHalfDayPrice: 'pricing',
  weekendFullDayPrice: 'pricing',
  cleaningFee: 'pricing',
  priceRules: 'pricing',
  daySlot: 'slots',
  nightSlot: 'slots',
  turnoverMinutes: 'slots',
  calendar: 'calendar',
};

/** The step where a field (server key or form path) is edited. */
export function stepOfField(key: string): ListingStepId {
  const head = key.split(/[.[]/)[0];
  return FIELD_STEPS[head] ?? 'basics';
}

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  propertyType: 'Type of place',
  maxGuests: 'Guests',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  halfDayPrice: 'Half-day price',
  location: 'Locality',
  proposedLocality: 'Proposed locality',
  address: 'Address',
  latitude: 'Map pin',
  longitude: 'Map pin',
  photos: 'Photos',
  amenities: 'Amenities',
  houseRules: 'House rules',
  checkInNotes: 'Check-in notes',
  fullDayPrice: 'Full-day price',
  weekendHalfDayPrice: 'Weekend half-day price',
  weekendFullDayPrice: 'Weekend full-day price',
  cleaningFee: 'Cleaning fee',
  priceRules: 'Festival and season prices',
  daySlot: 'Day slot',
  nightSlot: 'Night slot',
  turnoverMinutes: 'Turnover',
};

/** "priceRules[1].to" → "Festival and season prices"; an unknown key reads as itself. */
export function fieldLabel(key: string): string {
  return FIELD_LABELS[key.split(/[.[]/)[0]] ?? key;
}
