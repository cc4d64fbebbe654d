import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fakeSocketFactory } from '@/testing/fake-socket';
import { messagingKeys } from '../../api/keys';
import { messagesRefreshInterval } from '../../components/Inbox';
import { bindCacheSync } from '../cache-sync';
import { RealtimeConnection } from '../connection';

async function setup() {
  const sockets = fakeSocketFactory();
  const notify = vi.fn();
  const connection = new RealtimeConnection({
    factory: sockets.factory,
    getToken: () => 't',
    refreshToken: async () => null,
    endSession: () => undefined,
    notify,
  });
  await connection.start();
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  bindCacheSync(connection, client, notify);
  const socket = sockets.latest;
  socket.acceptConnection();
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { socket, client, notify, invalidate, invalidated };
}

describe('realtime events and the caches (PRODUCT.md §7)', () => {
  it('new_message invalidates the conversations and the message lists (inquiries)', async () => {
    const { socket, invalidated } = await setup();
    socket.serverEmit('new_message', { id: 1, conversationId: 31 });
    expect(invalidated()).toEqual(
      expect.arrayContaining([messagingKeys.conversations, messagingKeys.messages, messagingKeys.thread(31)]),
    );
  });

  it.each(['message_read_receipt', 'messages_read_receipts', 'message_read'])(
    '%s invalidates the conversations',
    async (event) => {
      const { socket, invalidated } = await setup();
      socket.serverEmit(event, {
        messageId: 1,
        messageIds: [1],
        conversationId: 31,
        readBy: 7,
        readAt: '2026-11-20T10:00:00+05:30',
      });
      expect(invalidated()).toEqual(expect.arrayContaining([messagingKeys.conversations, messagingKeys.messages]));
    },
  );

  it('unread_count_changed sets the count from the payload and invalidates it', async () => {
    const { socket, client, invalidated } = await setup();
    socket.serverEmit('unread_count_changed', { unreadCount: 12, conversationId: 31, conversationUnreadCount: 2 });
    expect(client.getQueryData(messagingKeys.unreadCount)).toEqual({ unreadCount: 12 });
    expect(invalidated()).toEqual(expect.arrayContaining([messagingKeys.unreadCount, messagingKeys.conversations]));
  });

  it('booking_update invalidates bookings, property_update properties', async () => {
    const { socket, invalidated, invalidate } = await setup();
    socket.serverEmit('booking_update', { bookingId: 5, status: 'confirmed' });
    expect(invalidated()).toEqual([['bookings'], ['owner', 'bookings']]);
    invalidate.mockClear();
    socket.serverEmit('property_update', { propertyId: 12, status: 'published' });
    expect(invalidated()).toEqual([['properties'], ['owner', 'properties']]);
  });

  it('alert_fired invalidates the alerts (active list and fired notices)', async () => {
    const { socket, invalidated } = await setup();
    socket.serverEmit('alert_fired', { id: 9, propertyId: 12, kind: 'price_drop' });
    expect(invalidated()).toEqual([['alerts']]);
  });

  it('notification shows an info toast', async () => {
    const { socket, notify } = await setup();
    socket.serverEmit('notification', {
      type: 'booking_request',
      title: 'New booking request',
      message: 'HE-7K3P9Q for 20 Dec',
      link: '/owner/dashboard',
    });
    expect(notify).toHaveBeenCalledWith({
      title: 'New booking request',
      description: 'HE-7K3P9Q for 20 Dec',
      variant: 'info',
    });
  });

  it('/messages refreshes every 3 s while realtime is down, else every 10 s (PRODUCT.md §9)', () => {
    expect(messagesRefreshInterval(false)).toBe(3_000);
    expect(messagesRefreshInterval(true)).toBe(10_000);
  });
});
