// POST /api/v1/leads: a visitor's mobile number or e-mail for the FIRST500 offer or a price alert,
// with consent; the server stores it marked converted (PRODUCT.md §4) and answers 201, or 200 when that
// contact already asked for the same thing. The bearer token goes along when signed in (api-client).
// The wire types are aliases of the server's `LeadRequest` and `LeadView`, generated from its
// OpenAPI document (src/types/openapi.json → src/types/schema.d.ts, `npm run gen:api`).
import { apiRequest } from '@/lib/api-client';
import type { components } from '@/types/schema';
import type { LeadPurpose } from '../lib/lead-form';

type Schemas = components['schemas'];

/**
 * The body as the app sends it. The server's schema leaves every field optional (it answers a
 * missing one with a field error); the app always sends the contact ("9876543210" or
 * "name@example.com"), one of its purposes, consent, and where the lead was captured, plus the
 * farmhouse for a price alert.
 */
export type LeadRequest = Schemas['LeadRequest'] & {
  contact: string;
  purpose: LeadPurpose;
  consent: true;
  propertyId?: number;
  source: 'exit_intent';
};

/** The stored lead; its purpose is the one sent (the server takes no other). */
export type Lead = Schemas['LeadView'] & { purpose: LeadPurpose };

export async function captureLead(body: LeadRequest): Promise<Lead> {
  const { data } = await apiRequest<Lead>('/api/v1/leads', { method: 'POST', body });
  return data;
}
