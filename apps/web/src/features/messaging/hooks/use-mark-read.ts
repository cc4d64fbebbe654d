// Marks the open conversation read while it is on screen and the page is visible: the socket's
// mark_read, or POST /conversations/{id}/read when the link is down; then the counts follow.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { markThreadRead, setConversationUnread, setUnreadCount } from '../api/cache';
import { markConversationReadRest } from '../api/conversations';
import type { MarkedRead, Message } from '../api/types';
import { RealtimeUnavailableError, type RealtimeConnection } from '../realtime/connection';

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

async function markRead(connection: RealtimeConnection | null, conversationId: number): Promise<MarkedRead | null> {
  if (connection?.getSnapshot().state === 'connected') {
    try {
      const ack = await connection.request<MarkedRead>('mark_read', { conversationId });
      return ack.success ? ack.data : null;
    } catch (error) {
      if (!(error instanceof RealtimeUnavailableError)) throw error;
    }
  }
  return markConversationReadRest(conversationId);
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
  const newest = unreadIds[unreadIds.length - 1] ?? 0;
  const needed = visible && (unreadIds.length > 0 || conversationUnread > 0);

  useEffect(() => {
    if (!needed || inFlight.current) return;
    inFlight.current = true;
    markRead(connection, conversationId)
      .then((result) => {
        if (!result) return;
        // The socket's ack carries messageIds and unreadCount; REST adds readBy and readAt.
        markThreadRead(queryClient, conversationId, result.messageIds ?? [], result.readBy ?? myId, result.readAt ?? new Date().toISOString());
        setUnreadCount(queryClient, result.unreadCount);
        setConversationUnread(queryClient, conversationId, 0);
      })
      .catch((error: unknown) => console.warn('[messaging] mark read failed', error))
      .finally(() => {
        inFlight.current = false;
      });
  }, [needed, newest, conversationId, myId, connection, queryClient]);
}
