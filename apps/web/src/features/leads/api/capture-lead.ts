// POST /api/v1/leads: a visitor's mobile number or e-mail for the FIRST500 offer or a price alert,
// with consent; the server stores it marked converted (SPEC §4) and answers 201, or 200 when that
// contact already asked for the same thing. The bearer token goes along when signed in (api-client).
// Typed here until the OpenAPI document (src/types/openapi.json) describes the call.
import { apiRequest } from '@/lib/api-client';
import type { LeadPurpose } from '../lib/lead-form';

export interface LeadRequest {
  /** "9876543210" or "name@example.com". */
  contact: string;
  purpose: LeadPurpose;
  consent: true;
  /** A price alert for one farmhouse. */
  propertyId?: number;
  source: 'exit_intent';
}

export interface Lead {
  id: number;
  purpose: LeadPurpose;
  converted: boolean;
  createdAt: string;
}

export async function captureLead(body: LeadRequest): Promise<Lead> {
  const { data } = await apiRequest<Lead>('/api/v1/leads', { method: 'POST', body });
  return data;
}
