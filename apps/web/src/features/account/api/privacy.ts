// DPDP requests of the signed-in user (issue 17 API): the data export, account erasure behind a
// fresh SMS code, and consent by purpose. Typed here until the OpenAPI document has them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dispositionFilename, fetchFile, saveFile } from '@/lib/file-download';
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
  return dispositionFilename(disposition) ?? `hyderabad-escapes-data-${today.toISOString().slice(0, 10)}.json`;
}

/** The export is a file, not the JSON envelope, and its name is in a header (lib/file-download). */
export async function downloadExport(): Promise<DataExport> {
  const { blob, filename } = await fetchFile(EXPORT_PATH, 'application/json');
  return { blob, filename: filename ?? exportFilename(null) };
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
