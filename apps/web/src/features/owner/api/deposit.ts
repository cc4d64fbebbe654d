// The owner's calls on a booking's security deposit: record it paid in cash at check-in (with the
// receipt), add a claim's photos (one per request, multipart), and claim from it after check-out.
import {
  ApiError,
  API_BASE,
  NETWORK_ERROR_STATUS,
  apiRequest,
  genericErrorMessage,
  readStoredToken,
  refreshSession,
} from '@/lib/api-client';
import { i18n } from '@/i18n/catalogs';
import type { DepositClaimPhoto } from '@/types/api';
import type { OwnerBooking } from './owner-types';
import { photoFileProblem } from './photos';
import '../messages';

export type OwnerDeposit = NonNullable<OwnerBooking['deposit']>;

/** Server limit (deposits::MAX_CLAIM_PHOTOS). */
export const MAX_CLAIM_PHOTOS = 6;
export { photoFileProblem };

const base = (bookingId: number) => `/api/v1/owner/bookings/${bookingId}/deposit`;

export async function recordCashDeposit(bookingId: number, receipt: string): Promise<OwnerDeposit> {
  const { data } = await apiRequest<OwnerDeposit>(`${base(bookingId)}/cash`, { method: 'POST', body: { receipt } });
  return data;
}

export async function claimDeposit(bookingId: number, amount: number, reason: string): Promise<OwnerDeposit> {
  const { data } = await apiRequest<OwnerDeposit>(`${base(bookingId)}/claim`, {
    method: 'POST',
    body: { amount, reason },
  });
  return data;
}

async function sendPhoto(bookingId: number, file: File, token: string | null): Promise<Response> {
  const form = new FormData();
  form.append('file', file);
  try {
    return await fetch(`${API_BASE}${base(bookingId)}/photos`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError({
      status: NETWORK_ERROR_STATUS,
      code: 'NETWORK_ERROR',
      message: i18n._('owner.deposit.networkError'),
    });
  }
}

/** Adds one photo to the claim about to be made; a 401 refreshes the session once and retries. */
export async function uploadClaimPhoto(bookingId: number, file: File): Promise<DepositClaimPhoto> {
  const token = readStoredToken();
  let response = await sendPhoto(bookingId, file, token);
  if (response.status === 401 && token) {
    const fresh = await refreshSession(token);
    if (fresh) response = await sendPhoto(bookingId, file, fresh.token);
  }
  const text = await response.text();
  let payload: unknown = undefined;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = text;
  }
  if (!response.ok) {
    const record = (payload ?? {}) as { error?: { code?: unknown } };
    throw new ApiError({
      status: response.status,
      code: typeof record.error?.code === 'string' ? record.error.code : undefined,
      message: genericErrorMessage(payload, response.statusText, response.status),
      body: payload,
    });
  }
  return (payload as { data: DepositClaimPhoto }).data;
}
