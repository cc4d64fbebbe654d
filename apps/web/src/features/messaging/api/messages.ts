// Message calls (docs/API.md "Messaging"): send over REST (the socket's fallback, POST /messages),
// mark one message read (PATCH /messages/{id}/read), the filtered list (an owner's inquiries), the
// header's unread count.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useToast } from '@/components/toast';
import { i18n } from '@/i18n/catalogs';
import './unread-count-messages';
import { POLL_DEFAULT_MS } from '@/config/constants';
import { ApiError, apiGet, apiRequest } from '@/lib/api-client';
import { useSessionIfAny } from '@/lib/session';
import { useOnline } from '@/lib/use-online';
import { messagingKeys } from './keys';
import type { Message, MessageRead, SendMessageBody, UnreadCount } from './types';

export const DUPLICATE_MESSAGE = 'DUPLICATE_MESSAGE';

/** A 409 DUPLICATE_MESSAGE answer's stored message (PRODUCT.md §8: a duplicate result, not an error). */
export function duplicateOf(error: unknown): Message | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== DUPLICATE_MESSAGE) return null;
  const data = (error.body as { data?: Message } | undefined)?.data;
  return data && typeof data.id === 'number' ? data : null;
}

/** POST /api/v1/messages into the conversation; a duplicate answers the stored message. */
export async function sendMessageRest(conversationId: number, body: SendMessageBody): Promise<Message> {
  try {
    const { data } = await apiRequest<Message>('/api/v1/messages', {
      method: 'POST',
      body: { ...body, conversationId },
    });
    return data;
  } catch (error) {
    const stored = duplicateOf(error);
    if (stored) return stored;
    throw error;
  }
}

/** PATCH /api/v1/messages/{id}/read: one message to the signed-in user read. */
export async function markMessageReadRest(messageId: number): Promise<MessageRead> {
  const { data } = await apiRequest<MessageRead>(`/api/v1/messages/${messageId}/read`, { method: 'PATCH' });
  return data;
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

/** PRODUCT.md §8 "Other messages", word for word: the header's unread count could not be fetched. */
export const UNREAD_COUNT_ERROR = 'Failed to fetch unread count';

/**
 * The header badge's count (reads data.unreadCount), only for a signed-in user; realtime keeps it
 * live, and while realtime is down it is polled at the default interval. `null` while the count
 * is unknown because fetching it failed (the badge then shows no number, not a stale one or 0);
 * the failure is toasted once per episode (see useUnreadCountFailureToast).
 */
export function useUnreadCount(pollMs: number | false = false): number | null {
  const session = useSessionIfAny();
  const signedIn = session?.status === 'signed-in';
  const query = useQuery({
    queryKey: messagingKeys.unreadCount,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: signedIn,
    // While the count is unknown it is polled even with realtime up, which would otherwise leave
    // the badge without a number until the next realtime event.
    refetchInterval: ({ state }) =>
      !signedIn ? false : state.errorUpdatedAt > state.dataUpdatedAt ? pollMs || POLL_DEFAULT_MS : pollMs,
    staleTime: 60_000,
  });
  // Offline is not a failure: the page says it is offline (the offline notice), and the badge keeps
  // the last count. A failure met offline stays ignored once back online, until the next answer.
  const online = useOnline();
  const [offlineFailureAt, setOfflineFailureAt] = useState(0);
  if (!online && query.errorUpdatedAt > offlineFailureAt) setOfflineFailureAt(query.errorUpdatedAt);
  // Back online after such a failure: fetched at once (a page opened offline would otherwise wait
  // for the next poll, as the query client may never have seen it go offline).
  const { refetch, dataUpdatedAt } = query;
  useEffect(() => {
    if (online && signedIn && offlineFailureAt > dataUpdatedAt) void refetch();
  }, [online, signedIn, offlineFailureAt, dataUpdatedAt, refetch]);
  // Unknown when the last answer was a failure: a refetch after a failure with no count yet puts the
  // query back to pending (error cleared) until it settles, so the error itself would blink.
  const unknown = signedIn && online && query.errorUpdatedAt > Math.max(query.dataUpdatedAt, offlineFailureAt);
  const [lastError, setLastError] = useState<Error | null>(null);
  if (query.error !== null && query.error !== lastError) setLastError(query.error);
  const failure = unknown ? (query.error ?? lastError) : null;
  // A 401 is the session layer's: it refreshes and retries, or signs out with its own notice.
  useUnreadCountFailureToast(failure !== null && !isUnauthorized(failure) ? failure : null);
  if (!signedIn) return 0;
  // Known again after a successful fetch or a realtime update.
  if (unknown) return null;
  return query.data?.unreadCount ?? 0;
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Toasts UNREAD_COUNT_ERROR when a failure episode starts: not again for each failed refetch or
 * poll while it keeps failing, but again after a success and a new failure.
 */
function useUnreadCountFailureToast(error: Error | null) {
  const { toast } = useToast();
  const shown = useRef(false);
  const failing = error !== null;
  const description = error instanceof ApiError ? error.message : undefined;
  useEffect(() => {
    if (!failing) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    toast({ title: i18n._('unreadCount.failed'), description, variant: 'error' });
  }, [failing, description, toast]);
}
