// What each server event does to the cached data (PRODUCT.md §7 "These events invalidate cached lists for
// messages, unread count, inquiries, bookings and properties"; docs/REALTIME.md last paragraph).
import type { QueryClient } from '@tanstack/react-query';
import type { ToastOptions } from '@/components/toast';
import { ALERTS_ROOT_KEY } from '@/lib/shared-query-keys';
import {
  invalidateConversations,
  markThreadRead,
  patchThreadMessages,
  setConversationUnread,
  setUnreadCount,
  upsertThreadMessage,
} from '../api/cache';
import { messagingKeys } from '../api/keys';
import type {
  Message,
  MessageDelivered,
  MessageReadReceipt,
  MessagesReadReceipts,
  NotificationEvent,
  UnreadCountChanged,
} from '../api/types';
import type { RealtimeConnection } from './connection';

/** Keys outside messaging: the guest's and the owner's bookings, and properties. */
const BOOKING_KEYS = [['bookings'], ['owner', 'bookings']] as const;
const PROPERTY_KEYS = [['properties'], ['owner', 'properties']] as const;

export function bindCacheSync(
  connection: RealtimeConnection,
  client: QueryClient,
  notify: (toast: ToastOptions) => void,
): () => void {
  const invalidateMessages = () => {
    invalidateConversations(client);
    void client.invalidateQueries({ queryKey: messagingKeys.messages });
  };
  // The open thread is updated in place; its cache is only marked stale, not refetched page by page.
  const staleThread = (conversationId: number) =>
    void client.invalidateQueries({ queryKey: messagingKeys.thread(conversationId), refetchType: 'none' });

  let connectedBefore = false;
  const offs = [
    connection.on('new_message', (message: Message) => {
      upsertThreadMessage(client, message);
      staleThread(message.conversationId);
      invalidateMessages();
    }),
    connection.on('message_delivered', (event: MessageDelivered) => {
      patchThreadMessages(client, event.conversationId, (m) => m.id === event.messageId, {
        deliveredAt: event.deliveredAt,
      });
    }),
    connection.on('message_read_receipt', (event: MessageReadReceipt) => {
      markThreadRead(client, event.conversationId, [event.messageId], event.readBy, event.readAt);
      staleThread(event.conversationId);
      invalidateMessages();
    }),
    connection.on('messages_read_receipts', (event: MessagesReadReceipts) => {
      markThreadRead(client, event.conversationId, event.messageIds, event.readBy, event.readAt);
      staleThread(event.conversationId);
      invalidateMessages();
    }),
    // Read in another tab of ours.
    connection.on('message_read', (event: MessagesReadReceipts) => {
      markThreadRead(client, event.conversationId, event.messageIds, event.readBy, event.readAt);
      staleThread(event.conversationId);
      invalidateMessages();
    }),
    connection.on('unread_count_changed', (event: UnreadCountChanged) => {
      setUnreadCount(client, event.unreadCount);
      setConversationUnread(client, event.conversationId, event.conversationUnreadCount);
      void client.invalidateQueries({ queryKey: messagingKeys.unreadCount, refetchType: 'none' });
      invalidateConversations(client);
    }),
    connection.on('user_blocked', () => {
      invalidateConversations(client);
      void client.invalidateQueries({ queryKey: ['messaging', 'block-status'] });
    }),
    connection.on('user_unblocked', () => {
      invalidateConversations(client);
      void client.invalidateQueries({ queryKey: ['messaging', 'block-status'] });
    }),
    connection.on('booking_update', () => {
      for (const queryKey of BOOKING_KEYS) void client.invalidateQueries({ queryKey: [...queryKey] });
    }),
    connection.on('property_update', () => {
      for (const queryKey of PROPERTY_KEYS) void client.invalidateQueries({ queryKey: [...queryKey] });
    }),
    connection.on('notification', (event: NotificationEvent) => {
      if (!event || typeof event.title !== 'string') return;
      notify({ title: event.title, description: event.message, variant: 'info' });
    }),
    // One of the user's alerts fired (its `notification` toast comes too): the alerts list and the
    // fired-alert notices (features/alerts) are fetched again.
    connection.on('alert_fired', () => {
      void client.invalidateQueries({ queryKey: [...ALERTS_ROOT_KEY] });
    }),
    // Back after a drop: whatever happened meanwhile is fetched again.
    connection.on('connect', () => {
      if (connectedBefore) void client.invalidateQueries({ queryKey: messagingKeys.all });
      connectedBefore = true;
    }),
  ];
  return () => offs.forEach((off) => off());
}
