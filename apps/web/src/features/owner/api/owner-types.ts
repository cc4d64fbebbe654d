// Wire shapes of the owner API (DESIGN.md "API map": /api/v1/owner/*), aliased from the types
// generated from the server's OpenAPI document (never hand-copied; `npm run gen:api`).
import type { components } from '@/types/schema';

type Schemas = components['schemas'];

/** A booking of one of the owner's farmhouses: the guest's view plus who the guest is. */
export type OwnerBooking = Schemas['OwnerBookingView'];

/** One of the owner's farmhouses, for the calendar picker. */
export type OwnerProperty = Schemas['OwnerProperty'];

/** A blocked interval: `start`/`end` are RFC 3339 instants (+05:30). */
export type OwnerBlock = Schemas['BlockView'];
