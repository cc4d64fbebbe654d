// Where each listing field is edited and what the owner calls it: for the review checklist, the
// save status and "Your listings" (no form code here, so the dashboard does not load it).
import type { ListingStepId } from '@/config/owner-paths';
import { i18n, messageId } from '@/i18n/catalogs';
// Field names are in the owner area's catalog: the dashboard shows them too.
import '../messages';

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
  securityDeposit: 'pricing',
  advancePercent: 'pricing',
  balanceDueDays: 'pricing',
  balanceMethod: 'pricing',
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
  title: messageId('owner.field.title'),
  description: messageId('owner.field.description'),
  propertyType: messageId('owner.field.propertyType'),
  maxGuests: messageId('owner.field.maxGuests'),
  bedrooms: messageId('owner.field.bedrooms'),
  bathrooms: messageId('owner.field.bathrooms'),
  halfDayPrice: messageId('owner.field.halfDayPrice'),
  location: messageId('owner.field.location'),
  proposedLocality: messageId('owner.field.proposedLocality'),
  address: messageId('owner.field.address'),
  latitude: messageId('owner.field.latitude'),
  longitude: messageId('owner.field.longitude'),
  photos: messageId('owner.field.photos'),
  amenities: messageId('owner.field.amenities'),
  houseRules: messageId('owner.field.houseRules'),
  checkInNotes: messageId('owner.field.checkInNotes'),
  fullDayPrice: messageId('owner.field.fullDayPrice'),
  weekendHalfDayPrice: messageId('owner.field.weekendHalfDayPrice'),
  weekendFullDayPrice: messageId('owner.field.weekendFullDayPrice'),
  cleaningFee: messageId('owner.field.cleaningFee'),
  securityDeposit: messageId('owner.field.securityDeposit'),
  advancePercent: messageId('owner.field.advancePercent'),
  balanceDueDays: messageId('owner.field.balanceDueDays'),
  balanceMethod: messageId('owner.field.balanceMethod'),
  priceRules: messageId('owner.field.priceRules'),
  daySlot: messageId('owner.field.daySlot'),
  nightSlot: messageId('owner.field.nightSlot'),
  turnoverMinutes: messageId('owner.field.turnoverMinutes'),
};

/** "priceRules[1].to" → "Festival and season prices"; an unknown key reads as itself. */
export function fieldLabel(key: string): string {
  const id = FIELD_LABELS[key.split(/[.[]/)[0]];
  return id ? i18n._(id) : key;
}
