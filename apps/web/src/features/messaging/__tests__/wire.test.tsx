// What the messaging client puts on the wire (PRODUCT.md §7): the socket's mark_message_read and
// mark_messages_read, send_message's messageType and mediaUrl, and the REST calls used while the
// socket is down (PATCH /messages/{id}/read, POST /messages).
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { FakeSocket } from '@/testing/fake-socket';
import { deliverMessage } from '../hooks/use-message-sender';
import type { Conversation } from '../api/types';
import type { RealtimeConnection } from '../realtime/connection';
import { conversation, guestUser, message, owner, renderMessaging, stubMessaging } from './helpers';

const fromOwner = (id: number) =>
  message({ id, senderId: owner.id, recipientId: guestUser.id, content: `From the owner ${id}` });

/** Records PATCH /messages/{id}/read and POST /messages. */
function recordRest() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  server.use(
    http.patch('/api/v1/messages/:id/read', ({ params }) => {
      calls.push({ method: 'PATCH', path: `/api/v1/messages/${params.id}/read` });
      const read = {
        ...fromOwner(Number(params.id)),
        isRead: true,
        readAt: '2026-11-20T10:05:00+05:30',
        readBy: guestUser.id,
      };
      return HttpResponse.json({ success: true, data: { message: read, unreadCount: 4, conversationUnreadCount: 0 } });
    }),
    http.post('/api/v1/messages', async ({ request }) => {
      const body = (await request.json()) as { content: string; clientMessageId: string };
      calls.push({ method: 'POST', path: '/api/v1/messages', body });
      return HttpResponse.json(
        { success: true, data: message({ id: 77, content: body.content, clientMessageId: body.clientMessageId }) },
        { status: 201 },
      );
    }),
  );
  return calls;
}

/** Acknowledges as the server would; a marking leaves the conversation with nothing unread. */
const answerAcks = (socket: FakeSocket, read: Conversation) => {
  socket.onClientEvent = (e) => {
    if (e.event.startsWith('mark_')) read.unreadCount = 0;
    if (e.event === 'join_conversation') return { success: true, data: {} };
    if (e.event === 'mark_messages_read')
      return {
        success: true,
        data: { messageIds: (e.payload as { messageIds: number[] }).messageIds, unreadCount: 0 },
      };
    if (e.event === 'mark_message_read')
      return { success: true, data: { messageIds: [(e.payload as { messageId: number }).messageId], unreadCount: 0 } };
    if (e.event === 'mark_read') return { success: true, data: { messageIds: [], unreadCount: 0 } };
    return undefined;
  };
};

describe('marking read on the wire', () => {
  it('a thread opening with several unread sends mark_messages_read with their ids', async () => {
    const open = conversation({ unreadCount: 3 });
    stubMessaging({ conversations: [open], thread: [message({ id: 1 }), fromOwner(2), fromOwner(3), fromOwner(4)] });
    const { socket, router } = await renderMessaging('/messages');
    answerAcks(socket, open);
    // The thread opens with the link up.
    await act(() => router.navigate('/messages?conversation=31'));
    await screen.findByText('From the owner 4');
    await waitFor(() =>
      expect(socket.sent('mark_messages_read').map((e) => e.payload)).toEqual([{ messageIds: [2, 3, 4] }]),
    );
    expect(socket.sent('mark_read')).toEqual([]);
    expect(socket.sent('mark_message_read')).toEqual([]);
  });

  it('one unread message is mark_message_read', async () => {
    const open = conversation({ unreadCount: 1 });
    stubMessaging({ conversations: [open], thread: [message({ id: 1 }), fromOwner(2)] });
    const { socket, router } = await renderMessaging('/messages');
    answerAcks(socket, open);
    // The thread opens with the link up.
    await act(() => router.navigate('/messages?conversation=31'));
    await screen.findByText('From the owner 2');
    await waitFor(() => expect(socket.sent('mark_message_read').map((e) => e.payload)).toEqual([{ messageId: 2 }]));
    expect(socket.sent('mark_messages_read')).toEqual([]);
    expect(socket.sent('mark_read')).toEqual([]);
  });

  it('with the socket down, one unread message is PATCH /api/v1/messages/{id}/read', async () => {
    const seen = stubMessaging({ conversations: [conversation({ unreadCount: 1 })], thread: [fromOwner(2)] });
    const rest = recordRest();
    const { socket } = await renderMessaging('/messages?conversation=31', { connect: false });
    await screen.findByText('From the owner 2');
    await waitFor(() => expect(rest).toEqual([{ method: 'PATCH', path: '/api/v1/messages/2/read' }]));
    expect(seen.filter((s) => s.path.endsWith('/read'))).toEqual([]);
    expect(socket.emitted.filter((e) => e.event.startsWith('mark_'))).toEqual([]);
  });
});

describe('sending on the wire', () => {
  it('send_message carries messageType, and mediaUrl for a picture', async () => {
    const socket = new FakeSocket();
    const request = vi.fn(async (event: string, payload: unknown) => {
      socket.emit(event, payload);
      return { success: true as const, data: message({ id: 5 }) };
    });
    const connection = { getSnapshot: () => ({ state: 'connected' }), request } as unknown as RealtimeConnection;
    await deliverMessage(connection, 31, { content: 'Hello', clientMessageId: 'c-1', messageType: 'text' });
    await deliverMessage(connection, 31, {
      content: 'The gate',
      clientMessageId: 'c-2',
      messageType: 'image',
      mediaUrl: '/uploads/listings/12/gate.webp',
    });
    expect(socket.sent('send_message').map((e) => e.payload)).toEqual([
      { conversationId: 31, content: 'Hello', clientMessageId: 'c-1', messageType: 'text' },
      {
        conversationId: 31,
        content: 'The gate',
        clientMessageId: 'c-2',
        messageType: 'image',
        mediaUrl: '/uploads/listings/12/gate.webp',
      },
    ]);
  });

  it('with the socket down, a message is POST /api/v1/messages with its conversation, type and media', async () => {
    const rest = recordRest();
    await deliverMessage(null, 31, {
      content: 'The gate',
      clientMessageId: 'c-3',
      messageType: 'image',
      mediaUrl: '/uploads/listings/12/gate.webp',
    });
    expect(rest).toEqual([
      {
        method: 'POST',
        path: '/api/v1/messages',
        body: {
          conversationId: 31,
          content: 'The gate',
          clientMessageId: 'c-3',
          messageType: 'image',
          mediaUrl: '/uploads/listings/12/gate.webp',
        },
      },
    ]);
  });
});
