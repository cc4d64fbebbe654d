import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { record } from '@/testing/auth-harness';
import { makeBooking } from '@/testing/booking-fixtures';
import type { EmittedEvent } from '@/testing/fake-socket';
import type { Message } from '../api/types';
import OwnerMessagesRoute from '@/app/routes/owner-messages';
import { conversation, guestUser, message, owner, renderMessaging, stubMessaging } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function threadList() {
  return screen.getByRole('list', { name: `Messages with ${owner.fullName}` });
}

/** The stored message the server would answer for a sent one. */
function stored(sent: EmittedEvent | { body: unknown }, id = 90): Message {
  const body = ('payload' in sent ? sent.payload : sent.body) as { content: string; clientMessageId: string };
  return message({
    id,
    content: body.content,
    clientMessageId: body.clientMessageId,
    createdAt: '2026-11-20T10:10:00+05:30',
  });
}

describe('/messages conversation list', () => {
  it('lists each conversation with the other party, the property, the last message and its unread count', async () => {
    stubMessaging({
      conversations: [
        conversation({
          unreadCount: 3,
          lastMessage: message({ id: 5, senderId: owner.id, recipientId: guestUser.id, content: 'Pool is ready' }),
        }),
        conversation({
          id: 32,
          property: { id: 14, slug: 'mango-orchard-retreat-shankarpally', title: 'Mango Orchard Retreat', image: null },
          otherParty: { id: 8, fullName: 'Sita Rao', role: 'owner' },
          ownerId: 8,
        }),
      ],
    });
    await renderMessaging('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: 'Ravi Kumar Reddy, Banyan Grove Farmhouse, 3 unread' });
    expect(first).toHaveAttribute('href', '/messages?conversation=31');
    expect(within(first).getByText('Pool is ready')).toBeInTheDocument();
    expect(within(first).getByText('3')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Sita Rao, Mango Orchard Retreat' });
    expect(within(second).getByText('No messages yet')).toBeInTheDocument();
    // Phone-first: without a chosen conversation the thread column is only a hint.
    expect(screen.getByText('Choose a conversation to read it.')).toBeInTheDocument();
  });

  it('shows the archived view, and archives a conversation from its thread', async () => {
    const seen = stubMessaging();
    server.use(
      http.post('/api/v1/conversations/31/archive', () =>
        HttpResponse.json({ success: true, data: conversation({ archived: true }) }),
      ),
    );
    const { user } = await renderMessaging('/messages?conversation=31');
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Conversation archived')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Archived' }));
    expect(await screen.findByText('No archived conversations.')).toBeInTheDocument();
    expect(seen.some((s) => s.path.startsWith('/api/v1/conversations/archived'))).toBe(true);
  });
});

describe('/messages thread', () => {
  it('shows the messages oldest to newest in India time, ✓ delivered and ✓✓ read on mine, and joins the room', async () => {
    stubMessaging({
      thread: [
        message({
          id: 3,
          content: 'Is Saturday free?',
          deliveryStatus: 'delivered',
          createdAt: '2026-11-20T04:40:00Z',
        }),
        message({ id: 1, content: 'Hello!', deliveryStatus: 'read', isRead: true, createdAt: '2026-11-20T04:30:00Z' }),
        message({
          id: 2,
          senderId: owner.id,
          recipientId: guestUser.id,
          content: 'Namaste',
          isRead: true,
          deliveryStatus: 'read',
          createdAt: '2026-11-20T04:35:00Z',
        }),
      ],
    });
    const { socket } = await renderMessaging('/messages?conversation=31');
    expect(await screen.findByRole('heading', { level: 2, name: owner.fullName })).toBeInTheDocument();
    await screen.findByText('Hello!');
    const items = within(threadList())
      .getAllByRole('listitem')
      .filter((li) => li.textContent);
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Hello!', 'Namaste', 'Is Saturday free?']);
    expect(items[0]).toHaveTextContent('20 Nov, 10:00 am');
    expect(items[0].querySelector('[data-delivery]')).toHaveAttribute('data-delivery', 'read');
    expect(within(items[0]).getByText('Read')).toHaveClass('sr-only');
    expect(items[1].querySelector('[data-delivery]')).toBeNull();
    expect(items[2].querySelector('[data-delivery]')).toHaveAttribute('data-delivery', 'delivered');
    expect(within(items[2]).getByText('Delivered')).toBeInTheDocument();
    await waitFor(() =>
      expect(socket.sent('join_conversation').map((e) => e.payload)).toEqual([{ conversationId: 31 }]),
    );

    // The owner reads it: the receipt turns ✓ into ✓✓.
    act(() =>
      socket.serverEmit('message_read_receipt', {
        messageId: 3,
        conversationId: 31,
        readBy: owner.id,
        readAt: '2026-11-20T10:15:00+05:30',
        deliveryStatus: 'read',
      }),
    );
    await waitFor(() => expect(items[2].querySelector('[data-delivery]')).toHaveAttribute('data-delivery', 'read'));
  });

  it('sends optimistically over the socket with a fresh clientMessageId, then shows the stored message', async () => {
    stubMessaging();
    const { socket, user } = await renderMessaging('/messages?conversation=31');
    await user.type(await screen.findByLabelText('Message'), 'Can we bring a dog?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const pending = await within(threadList()).findByText('Can we bring a dog?');
    expect(pending.closest('li')).toHaveTextContent('Sending…');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    const [sent] = socket.sent('send_message');
    expect(sent.payload).toEqual({
      conversationId: 31,
      content: 'Can we bring a dog?',
      messageType: 'text',
      clientMessageId: expect.stringMatching(UUID),
    });

    act(() => sent.ack!({ success: true, data: stored(sent) }));
    await waitFor(() => expect(within(threadList()).queryByText('Sending…')).not.toBeInTheDocument());
    const item = within(threadList()).getByText('Can we bring a dog?').closest('li')!;
    expect(item.querySelector('[data-delivery]')).toHaveAttribute('data-delivery', 'delivered');
    expect(within(threadList()).getAllByText('Can we bring a dog?')).toHaveLength(1);

    // A second message gets its own id.
    await user.type(screen.getByLabelText('Message'), 'Thanks{Enter}');
    await waitFor(() => expect(socket.sent('send_message')).toHaveLength(2));
    const second = socket.sent('send_message')[1].payload as { clientMessageId: string };
    expect(second.clientMessageId).not.toBe((sent.payload as { clientMessageId: string }).clientMessageId);
  });

  it('treats a socket DUPLICATE_MESSAGE acknowledgement as sent', async () => {
    stubMessaging();
    const { socket, user } = await renderMessaging('/messages?conversation=31');
    socket.onClientEvent = (e) =>
      e.event === 'send_message'
        ? {
            success: false,
            message: 'Duplicate',
            error: { code: 'DUPLICATE_MESSAGE', message: 'Duplicate' },
            data: stored(e),
          }
        : undefined;
    await user.type(await screen.findByLabelText('Message'), 'Once only{Enter}');
    await waitFor(() => expect(within(threadList()).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(threadList()).getByText('Once only').closest('li')!.querySelector('[data-delivery]')).toHaveAttribute(
      'data-delivery',
      'delivered',
    );
    expect(screen.queryByText('Failed to send message')).not.toBeInTheDocument();
  });

  it('falls back to REST while the link is down, and takes 409 DUPLICATE_MESSAGE as a success', async () => {
    stubMessaging();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/messages', async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        return HttpResponse.json(
          {
            success: false,
            message: 'This message was already sent',
            error: { code: 'DUPLICATE_MESSAGE', message: 'This message was already sent' },
            data: stored({ body }),
          },
          { status: 409 },
        );
      }),
    );
    const { socket, user } = await renderMessaging('/messages?conversation=31', { connect: false });
    await user.type(await screen.findByLabelText('Message'), 'Over HTTP{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      conversationId: 31,
      content: 'Over HTTP',
      messageType: 'text',
      clientMessageId: expect.stringMatching(UUID),
    });
    await waitFor(() => expect(within(threadList()).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(threadList()).getByText('Over HTTP').closest('li')!.querySelector('[data-delivery]')).toHaveAttribute(
      'data-delivery',
      'delivered',
    );
    expect(screen.queryByText('Failed to send message')).not.toBeInTheDocument();
    expect(socket.sent('send_message')).toHaveLength(0);
  });

  it('marks a failed message, says "Failed to send message", and retries with the same clientMessageId', async () => {
    stubMessaging();
    const bodies: { clientMessageId: string; content: string }[] = [];
    server.use(
      http.post('/api/v1/messages', async ({ request }) => {
        const body = (await request.json()) as { clientMessageId: string; content: string };
        bodies.push(body);
        if (bodies.length === 1) {
          return HttpResponse.json(
            { success: false, message: 'Boom', error: { code: 'INTERNAL', message: 'Something went wrong' } },
            { status: 500 },
          );
        }
        return HttpResponse.json({ success: true, data: stored({ body }) }, { status: 201 });
      }),
    );
    const { user } = await renderMessaging('/messages?conversation=31', { connect: false });
    await user.type(await screen.findByLabelText('Message'), 'Will this arrive?{Enter}');
    const item = (await within(threadList()).findByText('Will this arrive?')).closest('li')!;
    await waitFor(() => expect(within(item).getByText('Failed to send message')).toBeInTheDocument());
    // And the toast.
    expect(screen.getAllByText('Failed to send message').length).toBeGreaterThanOrEqual(2);

    await user.click(within(item).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1].clientMessageId).toBe(bodies[0].clientMessageId);
    await waitFor(() =>
      expect(
        within(threadList()).getByText('Will this arrive?').closest('li')!.querySelector('[data-delivery]'),
      ).toHaveAttribute('data-delivery', 'delivered'),
    );
    expect(within(threadList()).queryByText('Failed to send message')).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the other side has blocked me", async () => {
    stubMessaging();
    const { socket, user } = await renderMessaging('/messages?conversation=31');
    socket.onClientEvent = (e) =>
      e.event === 'send_message'
        ? {
            success: false,
            message: 'You cannot message this user',
            error: { code: 'BLOCKED_BY_RECIPIENT', message: 'You cannot message this user' },
          }
        : undefined;
    await user.type(await screen.findByLabelText('Message'), 'Hello?{Enter}');
    const item = (await within(threadList()).findByText('Hello?')).closest('li')!;
    await waitFor(() => expect(within(item).getByText('You cannot message this user')).toBeInTheDocument());
    expect(within(item).getByText('Failed to send message')).toBeInTheDocument();
  });

  const TOO_FAST = 'You are sending messages too quickly. Please wait a moment and try again.';
  const rateLimited = { success: false, message: TOO_FAST, error: { code: 'RATE_LIMITED', message: TOO_FAST } };
  const toasts = () => screen.getByRole('region', { name: /Notifications/ });

  it('says "sending too quickly" when the socket refuses with RATE_LIMITED, without a REST retry, and Retry sends it again', async () => {
    stubMessaging();
    const posts: unknown[] = [];
    server.use(
      http.post('/api/v1/messages', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(
          { success: false, error: { code: 'INTERNAL', message: 'unexpected' } },
          { status: 500 },
        );
      }),
    );
    const { socket, user } = await renderMessaging('/messages?conversation=31');
    socket.onClientEvent = (e) => (e.event === 'send_message' ? rateLimited : undefined);
    await user.type(await screen.findByLabelText('Message'), 'One more thing{Enter}');
    const item = (await within(threadList()).findByText('One more thing')).closest('li')!;
    await waitFor(() => expect(within(item).getByText(TOO_FAST)).toBeInTheDocument());
    expect(within(item).queryByText('Failed to send message')).not.toBeInTheDocument();
    expect(within(toasts()).getByRole('listitem')).toHaveTextContent(TOO_FAST);
    expect(within(toasts()).queryByText('Failed to send message')).not.toBeInTheDocument();
    expect(socket.sent('send_message')).toHaveLength(1);
    expect(posts).toEqual([]);

    socket.onClientEvent = (e) => (e.event === 'send_message' ? { success: true, data: stored(e) } : undefined);
    await user.click(within(item).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(threadList()).queryByText(TOO_FAST)).not.toBeInTheDocument());
    const [first, second] = socket.sent('send_message');
    expect((second.payload as { clientMessageId: string }).clientMessageId).toBe(
      (first.payload as { clientMessageId: string }).clientMessageId,
    );
    expect(
      within(threadList()).getByText('One more thing').closest('li')!.querySelector('[data-delivery]'),
    ).toHaveAttribute('data-delivery', 'delivered');
    expect(posts).toEqual([]);
  });

  it('says "sending too quickly" for a REST 429 RATE_LIMITED, and keeps the message to retry', async () => {
    stubMessaging();
    const posts: unknown[] = [];
    server.use(
      http.post('/api/v1/messages', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(rateLimited, { status: 429, headers: { 'Retry-After': '2' } });
      }),
    );
    const { user } = await renderMessaging('/messages?conversation=31', { connect: false });
    await user.type(await screen.findByLabelText('Message'), 'Over HTTP, too fast{Enter}');
    const item = (await within(threadList()).findByText('Over HTTP, too fast')).closest('li')!;
    await waitFor(() => expect(within(item).getByText(TOO_FAST)).toBeInTheDocument());
    expect(within(item).queryByText('Failed to send message')).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(toasts()).getByText(TOO_FAST)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it('sends over REST when the socket answers TOKEN_EXPIRED (its sign-in is being renewed)', async () => {
    stubMessaging();
    const posts: unknown[] = [];
    server.use(
      http.post('/api/v1/messages', async ({ request }) => {
        const body = await request.json();
        posts.push(body);
        return HttpResponse.json({ success: true, data: stored({ body }) }, { status: 201 });
      }),
    );
    const { socket, user } = await renderMessaging('/messages?conversation=31');
    const expired = 'Your sign-in needs renewing. Reconnecting…';
    socket.onClientEvent = (e) =>
      e.event === 'send_message'
        ? { success: false, message: expired, error: { code: 'TOKEN_EXPIRED', message: expired } }
        : undefined;
    await user.type(await screen.findByLabelText('Message'), 'Still there?{Enter}');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect((posts[0] as { clientMessageId: string }).clientMessageId).toBe(
      (socket.sent('send_message')[0].payload as { clientMessageId: string }).clientMessageId,
    );
    await waitFor(() => expect(within(threadList()).queryByText('Sending…')).not.toBeInTheDocument());
    expect(screen.queryByText('Failed to send message')).not.toBeInTheDocument();
    expect(screen.queryByText(expired)).not.toBeInTheDocument();
  });

  it('drops a typing signal the server refuses as RATE_LIMITED without telling the user', async () => {
    stubMessaging();
    const { socket, user } = await renderMessaging('/messages?conversation=31');
    socket.onClientEvent = (e) => (e.event === 'typing_start' || e.event === 'typing_stop' ? rateLimited : undefined);
    await user.type(await screen.findByLabelText('Message'), 'typing fast');
    expect(socket.sent('typing_start')).toHaveLength(1);
    // Sending ends typing: typing_stop, refused as well.
    socket.onClientEvent = (e) =>
      e.event === 'send_message'
        ? { success: true, data: stored(e) }
        : e.event.startsWith('typing_')
          ? rateLimited
          : undefined;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(socket.sent('typing_stop')).toHaveLength(1));
    await waitFor(() => expect(within(threadList()).queryByText('Sending…')).not.toBeInTheDocument());
    expect(screen.queryByText(TOO_FAST)).not.toBeInTheDocument();
    expect(within(toasts()).queryAllByRole('listitem')).toEqual([]);
  });

  it('shows the other side typing and online, and sends typing_start / typing_stop while I type', async () => {
    stubMessaging();
    const { socket, user } = await renderMessaging('/messages?conversation=31');
    await screen.findByRole('heading', { level: 2, name: owner.fullName });
    act(() => socket.serverEmit('user_typing', { userId: owner.id, conversationId: 31, isTyping: true }));
    expect(await screen.findByText('Ravi Kumar Reddy is typing…')).toBeInTheDocument();
    act(() => socket.serverEmit('user_typing', { userId: owner.id, conversationId: 31, isTyping: false }));
    await waitFor(() => expect(screen.queryByText('Ravi Kumar Reddy is typing…')).not.toBeInTheDocument());
    // Another conversation's typing is not shown here.
    act(() => socket.serverEmit('user_typing', { userId: owner.id, conversationId: 99, isTyping: true }));
    expect(screen.queryByText(/is typing/)).not.toBeInTheDocument();

    act(() => socket.serverEmit('user_status', { userId: owner.id, status: 'online' }));
    expect(await screen.findByText('Online')).toBeInTheDocument();
    act(() => socket.serverEmit('user_status', { userId: owner.id, status: 'offline' }));
    expect(await screen.findByText('Offline')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Message'), 'abc');
    expect(socket.sent('typing_start')).toHaveLength(1);
    expect(socket.sent('typing_start')[0].payload).toEqual({ conversationId: 31 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(socket.sent('typing_stop')).toHaveLength(1));
  });

  it('adds a new message from the other side, announces it, and marks the open conversation read', async () => {
    stubMessaging({ thread: [message({ id: 1, content: 'Hello!' })] });
    const { socket } = await renderMessaging('/messages?conversation=31');
    socket.onClientEvent = (e) =>
      e.event === 'mark_message_read'
        ? { success: true, data: { messageIds: [2], unreadCount: 0 } }
        : e.event === 'join_conversation'
          ? { success: true, data: {} }
          : undefined;
    await screen.findByText('Hello!');
    act(() =>
      socket.serverEmit(
        'new_message',
        message({ id: 2, senderId: owner.id, recipientId: guestUser.id, content: 'Welcome!' }),
      ),
    );
    expect(await within(threadList()).findByText('Welcome!')).toBeInTheDocument();
    expect(await screen.findByText('New message from Ravi Kumar Reddy: Welcome!')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await waitFor(() => expect(socket.sent('mark_message_read').map((e) => e.payload)).toEqual([{ messageId: 2 }]));
    expect(socket.sent('mark_read')).toEqual([]);
  });

  it('blocks the other person with a reason, then offers Unblock', async () => {
    const seen = stubMessaging();
    let blocked = false;
    server.use(
      http.post('/api/v1/users/block', async ({ request }) => {
        seen.push({ method: 'POST', path: '/api/v1/users/block', body: await request.json() });
        blocked = true;
        return HttpResponse.json({
          success: true,
          data: { userId: owner.id, reason: 'Spam', blockedBy: guestUser.id, createdAt: '2026-11-20T10:00:00+05:30' },
        });
      }),
      http.get('/api/v1/users/blocked/check/:id', () =>
        HttpResponse.json({
          success: true,
          data: {
            userId: owner.id,
            isBlocked: blocked,
            blockedByMe: blocked,
            blockedByThem: false,
            reason: blocked ? 'Spam' : null,
          },
        }),
      ),
    );
    const { user } = await renderMessaging('/messages?conversation=31');
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: `Block ${owner.fullName}?` });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Block user' }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(seen.find((s) => s.path === '/api/v1/users/block')?.body).toEqual({ userId: owner.id, reason: 'Spam' });
  });
});

describe('realtime on the messages page', () => {
  it.each([
    [
      'CONNECTION_LIMIT_EXCEEDED',
      'Connection Limit Exceeded',
      'You have too many active connections. Please close other tabs or devices.',
    ],
    ['SERVER_SHUTDOWN', 'Server Maintenance', 'The server is undergoing maintenance. Please try again later.'],
  ])('force_disconnect %s shows its toast', async (reason, title, description) => {
    stubMessaging();
    const { socket } = await renderMessaging('/messages');
    act(() => socket.serverEmit('force_disconnect', { reason, message: 'bye' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });

  it('shows "Connection Error: …" after three failed reconnect attempts of a stale link', async () => {
    stubMessaging();
    const { socket } = await renderMessaging('/messages');
    await screen.findByRole('link', { name: /Ravi Kumar Reddy/ });
    vi.useFakeTimers();
    try {
      act(() => socket.serverEmit('heartbeat_ping', { timestamp: 1 })); // the stale timer now runs on fake time
      act(() => vi.advanceTimersByTime(60_000));
      for (let attempt = 0; attempt < 3; attempt++) {
        act(() => vi.advanceTimersByTime(5_000));
        act(() => socket.refuseConnection('websocket error'));
      }
    } finally {
      vi.useRealTimers();
    }
    expect(
      await screen.findByText('Connection Error: Unable to maintain connection. Please refresh the page.'),
    ).toHaveAttribute('role', 'alert');
  });

  it('keeps the header badge live from unread_count_changed, capped at 99+', async () => {
    stubMessaging({ unreadCount: 5 });
    const { socket } = await renderMessaging('/messages');
    const trigger = await screen.findByRole('button', { name: /Asha/, expanded: false });
    await waitFor(() => expect(trigger).toHaveTextContent('5 unread messages'));
    act(() =>
      socket.serverEmit('unread_count_changed', { unreadCount: 120, conversationId: 31, conversationUnreadCount: 120 }),
    );
    await waitFor(() => expect(trigger).toHaveTextContent('99+'));
    expect(trigger).toHaveTextContent('99+ unread messages');
    expect(trigger).not.toHaveTextContent('120');
    // The mobile header's badge links to /messages.
    expect(screen.getByRole('link', { name: 'Messages, 120 unread' })).toHaveAttribute('href', '/messages');
  });

  it('closes the realtime link on sign-out', async () => {
    stubMessaging();
    server.use(http.post('/api/v1/auth/logout', () => HttpResponse.json({ success: true, data: {} })));
    const { socket, user } = await renderMessaging('/messages');
    await user.click(await screen.findByRole('button', { name: /Asha/, expanded: false }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(socket.disconnectCalls).toBeGreaterThanOrEqual(1);
    expect(socket.connected).toBe(false);
  });
});

describe('one’s own Sign Out', () => {
  it('shows no "Signed Out" toast when the server revokes the session this tab is signing out of', async () => {
    stubMessaging();
    let emitRevoked = () => {};
    server.use(
      http.post('/api/v1/auth/logout', () => {
        // The server tells the session's sockets before it answers the request.
        emitRevoked();
        return HttpResponse.json({ success: true, data: {} });
      }),
    );
    const { socket, user } = await renderMessaging('/messages');
    emitRevoked = () =>
      act(() => socket.serverEmit('force_disconnect', { reason: 'SESSION_REVOKED', message: 'Session revoked' }));
    await user.click(await screen.findByRole('button', { name: /Asha/, expanded: false }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(screen.queryByText('Signed Out')).not.toBeInTheDocument();
    expect(screen.queryByText('You have been signed out. Please sign in again.')).not.toBeInTheDocument();
  });

  it('still says "Signed Out" when the session is revoked from elsewhere', async () => {
    stubMessaging();
    const { socket } = await renderMessaging('/messages');
    act(() => socket.serverEmit('force_disconnect', { reason: 'SESSION_REVOKED', message: 'Session revoked' }));
    expect(await screen.findByText('You have been signed out. Please sign in again.')).toBeInTheDocument();
  });
});

describe('a way in from an empty inbox', () => {
  it('tells a guest with no conversations how to reach an owner, with a link to Your Bookings', async () => {
    stubMessaging({ conversations: [] });
    await renderMessaging('/messages');
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'To message an owner, open Your Bookings and choose "Message owner", or use "Contact owner" on a farmhouse\'s page.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your Bookings' })).toHaveAttribute('href', '/bookings');
  });
});

describe('/owner/messages', () => {
  it("shows the guest's bookings of the farmhouse in the owner's chat, and Accept confirms the pending one", async () => {
    const ownerSide = conversation({
      myRole: 'owner',
      otherParty: { id: guestUser.id, fullName: guestUser.fullName, role: 'user' },
    });
    stubMessaging({ conversations: [ownerSide] });
    const asked: string[] = [];
    const pending = {
      ...makeBooking({ status: 'pending', paymentMethod: 'cash', paymentStatus: 'unpaid' }),
      guest: { id: guestUser.id, name: guestUser.fullName, phone: '+919876543210' },
    };
    server.use(
      http.get('/api/v1/owner/bookings', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ success: true, data: [pending], meta: { page: 1, perPage: 20, total: 1 } });
      }),
    );
    const confirmed = record('post', '/api/v1/owner/bookings/55/confirm', () =>
      HttpResponse.json({ success: true, data: { ...pending, status: 'confirmed' } }),
    );
    const { user } = await renderMessaging('/owner/messages?conversation=31', {
      user: owner,
      routes: [{ path: '/owner/messages', element: <OwnerMessagesRoute /> }],
    });
    const bookings = await screen.findByRole('region', { name: `Bookings by ${guestUser.fullName}` });
    expect(asked[0]).toContain('propertyId=12');
    expect(asked[0]).toContain(`guestId=${guestUser.id}`);
    expect(within(bookings).getByText('HE-7K3P9Q')).toBeInTheDocument();
    await user.click(within(bookings).getByRole('button', { name: 'Accept HE-7K3P9Q' }));
    await waitFor(() => expect(confirmed).toHaveLength(1));
    await waitFor(() => expect(within(bookings).getByText('Confirmed')).toBeInTheDocument());
    expect(within(bookings).queryByRole('button', { name: 'Accept HE-7K3P9Q' })).not.toBeInTheDocument();
  });

  it("declines a pending booking from the owner's chat, with the reason typed, and the guest's slot is freed", async () => {
    const ownerSide = conversation({
      myRole: 'owner',
      otherParty: { id: guestUser.id, fullName: guestUser.fullName, role: 'user' },
    });
    stubMessaging({ conversations: [ownerSide] });
    const pending = {
      ...makeBooking({ status: 'pending', paymentMethod: 'cash', paymentStatus: 'unpaid' }),
      guest: { id: guestUser.id, name: guestUser.fullName, phone: '+919876543210' },
    };
    server.use(
      http.get('/api/v1/owner/bookings', () =>
        HttpResponse.json({ success: true, data: [pending], meta: { page: 1, perPage: 20, total: 1 } }),
      ),
    );
    const rejected = record('post', '/api/v1/owner/bookings/55/reject', () =>
      HttpResponse.json({ success: true, data: { ...pending, status: 'rejected' } }),
    );
    const { user } = await renderMessaging('/owner/messages?conversation=31', {
      user: owner,
      routes: [{ path: '/owner/messages', element: <OwnerMessagesRoute /> }],
    });
    const bookings = await screen.findByRole('region', { name: `Bookings by ${guestUser.fullName}` });
    await user.click(within(bookings).getByRole('button', { name: 'Reject HE-7K3P9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject HE-7K3P9Q?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Family function that day');
    await user.click(within(dialog).getByRole('button', { name: 'Reject booking' }));
    await waitFor(() => expect(rejected).toHaveLength(1));
    expect(rejected[0].body).toEqual({ reason: 'Family function that day' });
    await waitFor(() => expect(within(bookings).getByText('Rejected')).toBeInTheDocument());
    expect(within(bookings).queryByRole('button', { name: 'Reject HE-7K3P9Q' })).not.toBeInTheDocument();
  });

  it("lists the owner's inquiries and opens their conversation", async () => {
    const ownerSide = conversation({
      myRole: 'owner',
      otherParty: { id: guestUser.id, fullName: guestUser.fullName, role: 'user' },
      unreadCount: 1,
    });
    stubMessaging({ conversations: [ownerSide] });
    const queries: string[] = [];
    server.use(
      http.get('/api/v1/messages', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({
          success: true,
          data: [message({ id: 7, messageType: 'inquiry', content: 'Is the pool heated?' })],
          meta: { page: 1, perPage: 50, total: 1 },
        });
      }),
    );
    const { user } = await renderMessaging('/owner/messages?view=inquiries', { user: owner });
    expect(await screen.findByRole('heading', { level: 1, name: 'Owner messages' })).toBeInTheDocument();
    const inquiry = await screen.findByRole('link', { name: /Is the pool heated\?/ });
    expect(queries[0]).toContain('messageType=inquiry');
    await waitFor(() => expect(inquiry).toHaveTextContent('Asha Verma'));
    await user.click(inquiry);
    expect(screen.getByTestId('where')).toHaveTextContent('/owner/messages?conversation=31');
    expect(await screen.findByRole('heading', { level: 2, name: guestUser.fullName })).toBeInTheDocument();
  });
});
