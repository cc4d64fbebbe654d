// Changes to the cached messaging data made from answers and realtime events, so the screen
// follows at once; the lists are invalidated as well (PRODUCT.md §7).
import type { QueryClient } from '@tanstack/react-query';
import type { ThreadData } from './conversations';
import { messagingKeys } from './keys';
import type { Conversation, Message } from './types';

/** Adds or replaces a message in its conversation's cached thread. */
export function upsertThreadMessage(client: QueryClient, message: Message): void {
  client.setQueryData<ThreadData>(messagingKeys.thread(message.conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    let found = false;
    const pages = data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) => {
        if (m.id === message.id) {
          found = true;
          return message;
        }
        return m;
      }),
    }));
    if (!found) {
      const last = pages[pages.length - 1];
      pages[pages.length - 1] = { ...last, messages: [...last.messages, message] };
    }
    return { ...data, pages };
  });
}

/** Applies `patch` to the cached messages of a conversation that `match` picks. */
export function patchThreadMessages(
  client: QueryClient,
  conversationId: number,
  match: (message: Message) => boolean,
  patch: Partial<Message>,
): void {
  client.setQueryData<ThreadData>(messagingKeys.thread(conversationId), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        messages: page.messages.map((m) => (match(m) ? { ...m, ...patch } : m)),
      })),
    };
  });
}

/** Marks messages read in the cached thread (receipts, our own mark_read). */
export function markThreadRead(
  client: QueryClient,
  conversationId: number,
  messageIds: number[],
  readBy: number | null,
  readAt: string,
): void {
  const ids = new Set(messageIds);
  patchThreadMessages(client, conversationId, (m) => ids.has(m.id), {
    isRead: true,
    deliveryStatus: 'read',
    readAt,
    ...(readBy !== null ? { readBy } : {}),
  });
}

/** Sets one conversation's unread count in both cached lists and its own entry. */
export function setConversationUnread(client: QueryClient, conversationId: number, unreadCount: number): void {
  const update = (c: Conversation) => (c.id === conversationId ? { ...c, unreadCount } : c);
  for (const archived of [false, true]) {
    client.setQueryData<Conversation[]>(messagingKeys.conversationList(archived), (list) => list?.map(update));
  }
  client.setQueryData<Conversation>(messagingKeys.conversation(conversationId), (c) => (c ? update(c) : c));
}

export function setUnreadCount(client: QueryClient, unreadCount: number): void {
  client.setQueryData(messagingKeys.unreadCount, { unreadCount });
}

export function invalidateConversations(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: messagingKeys.conversations });
  void client.invalidateQueries({ queryKey: ['messaging', 'conversation'] });
}
