// Wire shapes of the owner API (API.md "API map": /api/v1/owner/*), aliased from the types
// generated from the server's OpenAPI document (never hand-copied; `npm run gen:api`).
import type { components } from '@/types/schema';

type Schemas = components['schemas'];

/** A booking of one of the owner's farmhouses: the guest's view plus who the guest is. */
export type OwnerBooking = Schemas['OwnerBookingView'];

/** One of the owner's farmhouses, for the calendar picker. */
export type OwnerProperty = Schemas['ListingSummary'];

/** A blocked interval: `start`/`end` are RFC 3339 instants (+05:30). */
export type OwnerBlock = Schemas['BlockView'];

/** A listing as its owner edits it (`GET /api/v1/owner/properties/{id}`). */
export type OwnerListing = Schemas['OwnerListing'];

/** A line of "Your listings". */
export type ListingSummary = Schemas['ListingSummary'];

/** The editor's fields: every one for a create, the changed ones (with `version`) for a save. */
export type ListingFields = Schemas['ListingFields'];

export type ListingStatus = Schemas['ListingStatus'];

/** The owner's preview of a listing: the guest page's fields and the listing's status. */
export type ListingPreview = Schemas['ListingPreview'];

export type ListingPhoto = Schemas['ListingPhoto'];

/** One resized copy of a photo, `format` "webp" or "jpeg". */
export type PhotoCopy = Schemas['PhotoCopy'];

export type CalendarSync = Schemas['CalendarSync'];

export type CalendarImport = Schemas['CalendarImportView'];

/** A festival or season price: a price per slot or a percentage, over dates both ends included. */
export type PriceRuleInput = Schemas['PriceRuleInput'];
