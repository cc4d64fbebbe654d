// Owner API shapes, kept here until the owner endpoints are in the OpenAPI document; then these
// become aliases of the generated types.
import type { components } from '@/types/schema';

export type OwnerBooking = components['schemas']['BookingView'] & {
  guest: { id: number; name: string | null; phone: string | null };
};

export interface OwnerProperty {
  id: number;
  slug: string;
  title: string;
  published?: boolean;
}

/** A blocked interval: `start`/`end` are RFC 3339 instants (+05:30). */
export interface OwnerBlock {
  id: number;
  start: string;
  end: string;
  note?: string | null;
}
