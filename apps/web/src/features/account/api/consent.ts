// The signed-in user's cookie-consent choice: GET reads the latest, POST appends to the server's
// consent log (with the browser's User-Agent) and answers the new state.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { storeLocalConsent } from '@/lib/consent';
import type { ConsentChoice, ConsentState } from '../types';
import { accountKeys } from './keys';

export const CONSENT_PATH = '/api/v1/users/me/consent';

export function getConsent(signal?: AbortSignal): Promise<ConsentState> {
  return apiGet<ConsentState>(CONSENT_PATH, undefined, signal);
}

export async function postConsent(choice: ConsentChoice): Promise<ConsentState> {
  return (await apiRequest<ConsentState>(CONSENT_PATH, { method: 'POST', body: { choice } })).data;
}

export function consentQuery(userId: number) {
  return queryOptions({
    queryKey: accountKeys.consent(userId),
    queryFn: ({ signal }) => getConsent(signal),
  });
}

/** Records a choice on the server, then keeps it in this browser for that user. */
export function useSaveConsent(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postConsent,
    onSuccess: (state, choice) => {
      storeLocalConsent(userId, state.choice ?? choice);
      queryClient.setQueryData(accountKeys.consent(userId), state);
    },
  });
}
