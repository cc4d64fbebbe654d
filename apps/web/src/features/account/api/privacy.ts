// DPDP requests of the signed-in user (issue 17 API): the data export, account erasure behind a
// fresh SMS code, and consent by purpose. Typed here until the OpenAPI document has them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, genericErrorMessage, readStoredToken, refreshSession } from '@/lib/api-client';
import type { ConsentState } from '../types';
import { CONSENT_PATH } from './consent';
import { accountKeys } from './keys';
import { ME_PATH } from './profile';

export const EXPORT_PATH = '/api/v1/users/me/export';
export const ERASURE_SEND_PATH = '/api/v1/users/me/erasure/send-otp';
/** 409: a stay to come or an unsettled payment; the message says which, shown as it is. */
export const ERASURE_BLOCKED = 'ERASURE_BLOCKED';

export type ConsentPurpose = 'analytics' | 'marketing';

/** The consent answer with the purposes the issue 17 server adds to it. */
export type PurposeConsent = ConsentState & {
  purposes?: { essential: true; analytics: boolean; marketing: boolean };
  noticeVersion?: string | null;
};

export interface ErasureCodeSent {
  /** Masked phone, e.g. "+91******3210". */
  identifier: string;
  resendAfter: number;
}

export interface DataExport {
  blob: Blob;
  filename: string;
}

/** `attachment; filename="x.json"` → x.json, with a dated default. */
export function exportFilename(disposition: string | null, today = new Date()): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  const name = match ? decodeURIComponent(match[1]).replace(/[/\\]/g, '_') : '';
  return name || `hyderabad-escapes-data-${today.toISOString().slice(0, 10)}.json`;
}

/**
 * The export is a file, not the JSON envelope, and its name is in a header the API client does
 * not expose: so it is fetched here with the client's stored token and its shared refresh.
 */
export async function downloadExport(): Promise<DataExport> {
  const get = (token: string | null) =>
    fetch(EXPORT_PATH, {
      credentials: 'include',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  const token = readStoredToken();
  let response = await get(token);
  if (response.status === 401 && token) {
    const fresh = await refreshSession(token);
    if (fresh) response = await get(fresh.token);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the status text says it
    }
    throw new ApiError({
      status: response.status,
      message: genericErrorMessage(body, response.statusText, response.status),
      body,
    });
  }
  return { blob: await response.blob(), filename: exportFilename(response.headers.get('Content-Disposition')) };
}

/** Hands the file to the browser as a download. */
export function saveFile({ blob, filename }: DataExport): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function sendErasureCode(): Promise<ErasureCodeSent> {
  return (await apiRequest<ErasureCodeSent>(ERASURE_SEND_PATH, { method: 'POST' })).data;
}

export async function eraseAccount(code: string): Promise<void> {
  await apiRequest<unknown>(ME_PATH, { method: 'DELETE', body: { code } });
}

export const useExportData = () => useMutation({ mutationFn: downloadExport, onSuccess: saveFile });
export const useSendErasureCode = () => useMutation({ mutationFn: sendErasureCode });
export const useEraseAccount = () => useMutation({ mutationFn: eraseAccount });

export function useSavePurpose(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ purpose, granted }: { purpose: ConsentPurpose; granted: boolean }) =>
      (await apiRequest<PurposeConsent>(CONSENT_PATH, { method: 'POST', body: { purpose, granted } })).data,
    onSuccess: (state) => queryClient.setQueryData(accountKeys.consent(userId), state),
  });
}
