// Marks the open conversation read while it is on screen and the page is visible. The messages on
// screen are named (PRODUCT.md §7): one unread message is the socket's mark_message_read, or
// PATCH /messages/{id}/read when the link is down; several are mark_messages_read with their ids;
// an unread count with none of its messages loaded is the whole conversation's mark_read (REST:
// POST /conversations/{id}/read). Then the counts follow.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { markThreadRead, setConversationUnread, setUnreadCount } from '../api/cache';
import { markConversationReadRest } from '../api/conversations';
import { markMessageReadRest } from '../api/messages';
import type { MarkedRead, Message } from '../api/types';
import { RealtimeUnavailableError, type RealtimeConnection } from '../realtime/connection';

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/** What one marking changed: the messages now read, the counts left, and who read them when. */
export interface ReadResult {
  messageIds: number[];
  unreadCount: number;
  /** The conversation's unread messages left, when the answer says (else all of them are read). */
  conversationUnreadCount?: number;
  readBy?: number;
  readAt?: string;
}

/** The socket's acknowledgement, or null when the link is down or gave up (then REST goes). */
async function overSocket(
  connection: RealtimeConnection | null,
  event: string,
  payload: unknown,
): Promise<ReadResult | null> {
  if (connection?.getSnapshot().state !== 'connected') return null;
  try {
    const ack = await connection.request<MarkedRead>(event, payload);
    if (!ack.success) throw new Error(ack.error?.message ?? ack.message ?? `${event} refused`);
    return ack.data;
  } catch (error) {
    if (error instanceof RealtimeUnavailableError) return null;
    throw error;
  }
}

/** Marks the unread messages on screen (or the whole conversation when none is loaded) read. */
export async function markRead(
  connection: RealtimeConnection | null,
  conversationId: number,
  unreadIds: number[],
  conversationUnread = unreadIds.length,
): Promise<ReadResult> {
  // More unread than are loaded: the whole conversation, so none is left behind.
  if (conversationUnread > unreadIds.length) unreadIds = [];
  if (unreadIds.length === 1) {
    const [messageId] = unreadIds;
    const socket = await overSocket(connection, 'mark_message_read', { messageId });
    if (socket) return socket;
    const read = await markMessageReadRest(messageId);
    return {
      messageIds: [read.message.id],
      unreadCount: read.unreadCount,
      conversationUnreadCount: read.conversationUnreadCount,
      readBy: read.message.recipientId,
      readAt: read.message.readAt ?? undefined,
    };
  }
  if (unreadIds.length > 1) {
    const socket = await overSocket(connection, 'mark_messages_read', { messageIds: unreadIds });
    if (socket) return socket;
  }
  return (await overSocket(connection, 'mark_read', { conversationId })) ?? markConversationReadRest(conversationId);
}

export function useMarkRead(
  conversationId: number,
  myId: number,
  messages: Message[],
  conversationUnread: number,
  connection: RealtimeConnection | null,
) {
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const inFlight = useRef(false);
  const unreadIds = messages.filter((m) => m.recipientId === myId && !m.isRead).map((m) => m.id);
  // The effect reads the ids from this key, which changes with each new unread message.
  const unreadKey = unreadIds.join(',');
  // A count with no messages yet is the thread still loading: wait for them, to name them. A count
  // left over after this thread was marked through its newest message is stale: not again.
  const newestShown = messages[messages.length - 1]?.id ?? 0;
  const [marked, setMarked] = useState({ conversationId, through: 0 });
  const markedThrough = marked.conversationId === conversationId ? marked.through : 0;
  const needed =
    visible && (unreadIds.length > 0 || (conversationUnread > 0 && messages.length > 0 && newestShown > markedThrough));

  useEffect(() => {
    if (!needed || inFlight.current) return;
    inFlight.current = true;
    const ids = unreadKey ? unreadKey.split(',').map(Number) : [];
    markRead(connection, conversationId, ids, conversationUnread)
      .then((result) => {
        setMarked({ conversationId, through: newestShown });
        // The socket's ack carries messageIds and unreadCount; REST adds readBy and readAt.
        markThreadRead(
          queryClient,
          conversationId,
          result.messageIds,
          result.readBy ?? myId,
          result.readAt ?? new Date().toISOString(),
        );
        setUnreadCount(queryClient, result.unreadCount);
        setConversationUnread(queryClient, conversationId, result.conversationUnreadCount ?? 0);
      })
      .catch((error: unknown) => console.warn('[messaging] mark read failed', error))
      .finally(() => {
        inFlight.current = false;
      });
  }, [needed, unreadKey, conversationUnread, newestShown, conversationId, myId, connection, queryClient]);
}
