// Message calls (docs/API.md "Messaging"): send into a conversation over REST (the socket's
// fallback), the filtered list (an owner's inquiries), the header's unread count.
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, apiRequest } from '@/lib/api-client';
import { useSessionIfAny } from '@/lib/session';
import { messagingKeys } from './keys';
import type { Message, SendMessageBody, UnreadCount } from './types';

export const DUPLICATE_MESSAGE = 'DUPLICATE_MESSAGE';

/** A 409 DUPLICATE_MESSAGE answer's stored message (SPEC §8: a duplicate result, not an error). */
export function duplicateOf(error: unknown): Message | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== DUPLICATE_MESSAGE) return null;
  const data = (error.body as { data?: Message } | undefined)?.data;
  return data && typeof data.id === 'number' ? data : null;
}

/** POST /api/v1/conversations/{id}/messages; a duplicate answers the stored message. */
export async function sendMessageRest(conversationId: number, body: SendMessageBody): Promise<Message> {
  try {
    const { data } = await apiRequest<Message>(`/api/v1/conversations/${conversationId}/messages`, { method: 'POST', body });
    return data;
  } catch (error) {
    const stored = duplicateOf(error);
    if (stored) return stored;
    throw error;
  }
}

export const INQUIRIES_PER_PAGE = 50;

/** GET /api/v1/messages?messageType=inquiry: the owner's inquiries, newest first. */
export function useInquiries(enabled: boolean, refetchInterval: number | false) {
  return useQuery({
    enabled,
    queryKey: messagingKeys.inquiries,
    queryFn: ({ signal }) =>
      apiGet<Message[]>('/api/v1/messages', { messageType: 'inquiry', page: 1, perPage: INQUIRIES_PER_PAGE }, signal),
    refetchInterval,
    staleTime: 0,
  });
}

export function fetchUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiGet<UnreadCount>('/api/v1/messages/unread-count', undefined, signal);
}

/**
 * The header badge's count (reads data.unreadCount), only for a signed-in user; realtime keeps it
 * live, and while realtime is down it is polled at the default interval.
 */
export function useUnreadCount(pollMs: number | false = false): number {
  const session = useSessionIfAny();
  const signedIn = session?.status === 'signed-in';
  const query = useQuery({
    queryKey: messagingKeys.unreadCount,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: signedIn,
    refetchInterval: signedIn ? pollMs : false,
    staleTime: 60_000,
  });
  return signedIn ? (query.data?.unreadCount ?? 0) : 0;
}
