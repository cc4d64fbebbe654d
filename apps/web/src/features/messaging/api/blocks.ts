// Blocking another user (docs/API.md "Messaging"): block with a reason, unblock, check.
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { messagingKeys } from './keys';
import type { BlockStatus, Unblocked, UserBlock, UserBlockRequest } from './types';

/** docs/API.md: a reason of at most 500 characters. */
export const BLOCK_REASON_MAX = 500;

export async function blockUser(request: UserBlockRequest): Promise<UserBlock> {
  const { data } = await apiRequest<UserBlock>('/api/v1/users/block', { method: 'POST', body: request });
  return data;
}

export async function unblockUser(userId: number): Promise<Unblocked> {
  const { data } = await apiRequest<Unblocked>(`/api/v1/users/block/${userId}`, { method: 'DELETE' });
  return data;
}

export function useBlockStatus(userId: number | null) {
  return useQuery({
    queryKey: messagingKeys.blockStatus(userId ?? 0),
    queryFn: ({ signal }) => apiGet<BlockStatus>(`/api/v1/users/blocked/check/${userId}`, undefined, signal),
    enabled: userId !== null,
    staleTime: 0,
  });
}
