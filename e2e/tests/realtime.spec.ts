// The socket.io channel (PRODUCT.md §7, docs/REALTIME.md) with the official JavaScript client against
// real `escapes serve` processes of this spec's own: one with a short heartbeat and a limit of 3
// sockets per user, one with a 2-second idle limit that is also shut down. Both run on copies of
// one demo seed (SQLite).
import { rmSync } from 'node:fs';
import type { Socket } from 'socket.io-client';
import { expect, test } from '@playwright/test';
import { copyDataDir, seededDataDir, startServer, type RunningServer } from '../support/server';
import {
  ask,
  connect,
  disconnected,
  http,
  next,
  record,
  signIn,
  sleep,
  type Message,
  type Session,
} from '../support/realtime';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const HEARTBEAT_MS = 400;
// Guests without demo conversations; this spec's servers have data of their own, so the booking
// specs that also use them are not affected.
const OWNER = '9000000001';
const GUEST = '9000000101';
const STRANGER = '9000000102';

let seeded: string;
let server: RunningServer;
let guest: Session;
let owner: Session;
let stranger: Session;
let conversationId: number;
let propertyId: number;
let propertySlug: string;
const sockets: Socket[] = [];

async function open(session: Session | undefined, options = {}): Promise<Socket> {
  const socket = await connect(server.url, session?.token, options);
  sockets.push(socket);
  return socket;
}

function closeAll() {
  for (const s of sockets.splice(0)) s.close();
}

async function threadOf(session: Session): Promise<Message[]> {
  const response = await http<Message[]>(
    server.url,
    'GET',
    `/api/v1/conversations/${conversationId}/messages?limit=100`,
    undefined,
    session.token,
  );
  expect(response.status).toBe(200);
  return response.body.data;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // A copy of the run's demo seed, copied again for each server.
  seeded = seededDataDir();
  server = await startServer({
    dataDir: copyDataDir(seeded),
    args: ['--socket-heartbeat-ms', String(HEARTBEAT_MS), '--max-sockets-per-user', '3'],
    removeDataDir: true,
  });
  [guest, owner, stranger] = [
    await signIn(server.url, GUEST),
    await signIn(server.url, OWNER),
    await signIn(server.url, STRANGER),
  ];
  const properties = await http<{ id: number; slug: string }[]>(
    server.url,
    'GET',
    '/api/v1/owner/properties',
    undefined,
    owner.token,
  );
  expect(properties.status).toBe(200);
  propertyId = properties.body.data[0].id;
  propertySlug = properties.body.data[0].slug;
  const opened = await http<{ id: number }>(server.url, 'POST', '/api/v1/conversations', { propertyId }, guest.token);
  expect([200, 201]).toContain(opened.status);
  conversationId = opened.body.data.id;
});

// Closed sockets leave the server's rooms a moment after the client lets go.
test.afterEach(async () => {
  closeAll();
  await sleep(300);
});

test.afterAll(async () => {
  closeAll();
  await server?.stop();
  if (seeded) rmSync(seeded, { recursive: true, force: true });
});

test('the handshake refuses a missing or forged token with UNAUTHORIZED', async () => {
  await expect(open(undefined)).rejects.toThrow('UNAUTHORIZED');
  await expect(open({ ...guest, token: `${guest.token}x` })).rejects.toThrow('UNAUTHORIZED');
});

test('a message sent over the socket is stored first, acknowledged, and reaches the owner live', async () => {
  const [g, o] = [await open(guest), await open(owner)];
  const arrived = next<Message>(o, 'new_message', (m) => m.content === 'Is the pool heated in December?');
  const unread = next<{ unreadCount: number; conversationId: number; conversationUnreadCount: number }>(
    o,
    'unread_count_changed',
  );
  const delivered = next<{ messageId: number; deliveredAt: string }>(g, 'message_delivered');

  const clientMessageId = `rt-${Date.now()}-pool`;
  const ack = await ask<Message>(g, 'send_message', {
    clientMessageId,
    conversationId,
    content: '  Is the pool heated in December?  ',
    messageType: 'text',
  });
  expect(ack.success).toBe(true);
  expect(ack.data).toMatchObject({
    conversationId,
    senderId: guest.user.id,
    recipientId: owner.user.id,
    content: 'Is the pool heated in December?',
    clientMessageId,
  });

  const received = await arrived;
  expect(received.id).toBe(ack.data.id);
  const counts = await unread;
  expect(counts.conversationId).toBe(conversationId);
  expect(counts.conversationUnreadCount).toBeGreaterThanOrEqual(1);
  expect(counts.unreadCount).toBeGreaterThanOrEqual(counts.conversationUnreadCount);
  expect((await delivered).messageId).toBe(ack.data.id);

  // Stored: the REST thread has it, exactly once.
  expect((await threadOf(owner)).filter((m) => m.id === ack.data.id)).toHaveLength(1);
  const rest = await http<{ unreadCount: number }>(
    server.url,
    'GET',
    '/api/v1/messages/unread-count',
    undefined,
    owner.token,
  );
  expect(rest.body.data.unreadCount).toBe(counts.unreadCount);
});

test('a repeated clientMessageId answers DUPLICATE_MESSAGE with the stored message and tells nobody again', async () => {
  const [g, o] = [await open(guest), await open(owner)];
  const clientMessageId = `rt-${Date.now()}-dup`;
  const firstArrived = next<Message>(o, 'new_message', (m) => m.clientMessageId === clientMessageId);
  const first = await ask<Message>(g, 'send_message', {
    clientMessageId,
    conversationId,
    content: 'Can we bring a cake?',
  });
  expect(first.success).toBe(true);
  await firstArrived;
  const seen = record<Message>(o, 'new_message');
  const again = await ask<Message>(g, 'send_message', {
    clientMessageId,
    conversationId,
    content: 'Can we bring a cake?',
  });
  expect(again.success).toBe(false);
  expect(again.error?.code).toBe('DUPLICATE_MESSAGE');
  expect(again.data.id).toBe(first.data.id);
  await sleep(500);
  expect(seen).toHaveLength(0);
  expect((await threadOf(guest)).filter((m) => m.clientMessageId === clientMessageId)).toHaveLength(1);
});

test('typing start and stop reach the other participant only', async () => {
  const [g, o, s] = [await open(guest), await open(owner), await open(stranger)];
  const strangerSaw = record(s, 'user_typing');
  const started = next<{ userId: number; conversationId: number; isTyping: boolean }>(
    o,
    'user_typing',
    (e) => e.isTyping,
  );
  expect((await ask(g, 'typing_start', { conversationId })).success).toBe(true);
  expect(await started).toEqual({ userId: guest.user.id, conversationId, isTyping: true });
  const stopped = next<{ isTyping: boolean }>(o, 'user_typing', (e) => !e.isTyping);
  await ask(g, 'typing_stop', { conversationId });
  expect((await stopped).isTyping).toBe(false);
  // Someone outside the conversation can neither type into it nor hear it.
  const refused = await ask(s, 'typing_start', { conversationId });
  expect(refused.error?.code).toBe('NOT_FOUND');
  expect(strangerSaw).toHaveLength(0);
});

test('read receipts: one message, then a batch, reach the sender; the reader’s count drops to zero', async () => {
  const [g, o] = [await open(guest), await open(owner)];
  const one = await ask<Message>(g, 'send_message', {
    clientMessageId: `rt-${Date.now()}-r1`,
    conversationId,
    content: 'What time is check-in?',
  });
  const receipt = next<{ messageId: number; readBy: number; deliveryStatus: string; conversationId: number }>(
    g,
    'message_read_receipt',
    (r) => r.messageId === one.data.id,
  );
  const readOne = await ask<{ messageIds: number[] }>(o, 'mark_message_read', { messageId: one.data.id });
  expect(readOne.data.messageIds).toEqual([one.data.id]);
  expect(await receipt).toMatchObject({
    messageId: one.data.id,
    readBy: owner.user.id,
    deliveryStatus: 'read',
    conversationId,
  });

  const two = await ask<Message>(g, 'send_message', {
    clientMessageId: `rt-${Date.now()}-r2`,
    conversationId,
    content: 'And check-out?',
  });
  const three = await ask<Message>(g, 'send_message', {
    clientMessageId: `rt-${Date.now()}-r3`,
    conversationId,
    content: 'Thanks!',
  });
  const batch = next<{ messageIds: number[]; readBy: number }>(g, 'messages_read_receipts', (r) =>
    r.messageIds.includes(three.data.id),
  );
  const zero = next<{ unreadCount: number; conversationUnreadCount: number }>(
    o,
    'unread_count_changed',
    (c) => c.conversationUnreadCount === 0,
  );
  const readAll = await ask<{ messageIds: number[]; unreadCount: number }>(o, 'mark_read', { conversationId });
  expect(readAll.success).toBe(true);
  expect(readAll.data.messageIds).toEqual(expect.arrayContaining([two.data.id, three.data.id]));
  expect((await batch).messageIds).toEqual(expect.arrayContaining([two.data.id, three.data.id]));
  expect((await zero).conversationUnreadCount).toBe(0);
  const stored = await threadOf(guest);
  expect(
    stored
      .filter((m) => [one.data.id, two.data.id, three.data.id].includes(m.id))
      .every((m) => m.isRead && m.deliveryStatus === 'read'),
  ).toBe(true);
});

test('a message sent over REST reaches the other side’s socket too', async () => {
  const g = await open(guest);
  const arrived = next<Message>(g, 'new_message', (m) => m.content === 'Yes, the pool is heated.');
  const sent = await http<Message>(
    server.url,
    'POST',
    `/api/v1/conversations/${conversationId}/messages`,
    { content: 'Yes, the pool is heated.', clientMessageId: `rt-${Date.now()}-rest` },
    owner.token,
  );
  expect(sent.status).toBe(201);
  expect((await arrived).id).toBe(sent.body.data.id);
});

test('malformed payloads, bad content, someone else’s conversation and unknown or reserved events get error acks; nothing is stored and the socket stays up', async () => {
  const [g, s] = [await open(guest), await open(stranger)];
  const before = (await threadOf(guest)).length;
  const cases: [Socket, string, unknown, string][] = [
    [g, 'send_message', 'not an object', 'VALIDATION_FAILED'],
    [g, 'send_message', { conversationId: 'seven', content: 'hi' }, 'VALIDATION_FAILED'],
    [g, 'send_message', { content: 'no conversation' }, 'VALIDATION_FAILED'],
    [g, 'send_message', { conversationId, content: '   ' }, 'VALIDATION_FAILED'],
    [g, 'send_message', { conversationId, content: 'x'.repeat(4001) }, 'VALIDATION_FAILED'],
    [g, 'send_message', { conversationId: 99_999_999, content: 'hello?' }, 'NOT_FOUND'],
    [s, 'send_message', { conversationId, content: 'let me in' }, 'NOT_FOUND'],
    [s, 'join_conversation', { conversationId }, 'NOT_FOUND'],
    [g, 'mark_messages_read', { messageIds: 'all' }, 'VALIDATION_FAILED'],
    [g, 'no_such_event', {}, 'EVENT_NOT_ALLOWED'],
    // Reserved names (PRODUCT.md §5) never leave socket.io-client; the server's fallback answers any
    // name it does not handle the same way.
  ];
  for (const [socket, event, payload, code] of cases) {
    const answer = await ask(socket, event, payload);
    expect(answer.success, `${event} ${JSON.stringify(payload).slice(0, 40)}`).toBe(false);
    expect(answer.error?.code, `${event} ${JSON.stringify(payload).slice(0, 40)}`).toBe(code);
  }
  const oversized = await ask(g, 'send_message', { conversationId, content: 'x'.repeat(4001) });
  expect(oversized.error?.fields?.content).toBe('Message cannot exceed 4,000 characters');
  expect(g.connected && s.connected).toBe(true);
  expect((await threadOf(guest)).length).toBe(before);
  // Still usable after all that.
  expect(
    (await ask(g, 'send_message', { clientMessageId: `rt-${Date.now()}-after`, conversationId, content: 'Still here' }))
      .success,
  ).toBe(true);
});

test('a socket that joined the conversation also gets room_message; message_read reaches the reader’s other tabs', async () => {
  const [g, o, o2] = [await open(guest), await open(owner), await open(owner)];
  expect((await ask<{ conversationId: number }>(o, 'join_conversation', { conversationId })).data.conversationId).toBe(
    conversationId,
  );
  const roomMessage = next<{ roomId: string; senderId: number; messageId: number }>(o, 'room_message');
  const sent = await ask<Message>(g, 'send_message', {
    clientMessageId: `rt-${Date.now()}-room`,
    conversationId,
    content: 'Room check',
  });
  expect(await roomMessage).toMatchObject({
    roomId: `conversation:${conversationId}`,
    senderId: guest.user.id,
    messageId: sent.data.id,
  });
  const otherTab = next<{ messageIds: number[]; readBy: number }>(o2, 'message_read', (r) =>
    r.messageIds.includes(sent.data.id),
  );
  await ask(o, 'mark_message_read', { messageId: sent.data.id });
  expect((await otherTab).readBy).toBe(owner.user.id);
});

test('blocking over REST tells the blocked user live, refuses their messages, and unblocking lets them write again', async () => {
  const g = await open(guest);
  const blocked = next<{ blockedBy: number; userId: number }>(g, 'user_blocked');
  const block = await http(
    server.url,
    'POST',
    '/api/v1/users/block',
    { userId: guest.user.id, reason: 'testing' },
    owner.token,
  );
  expect(block.status).toBe(200);
  expect(await blocked).toEqual({ blockedBy: owner.user.id, userId: guest.user.id });
  const refused = await ask(g, 'send_message', {
    clientMessageId: `rt-${Date.now()}-blocked`,
    conversationId,
    content: 'Hello?',
  });
  expect(refused.error?.code).toBe('BLOCKED_BY_RECIPIENT');
  const unblocked = next<{ unblockedBy: number; userId: number }>(g, 'user_unblocked');
  expect(
    (await http(server.url, 'DELETE', `/api/v1/users/block/${guest.user.id}`, undefined, owner.token)).status,
  ).toBe(200);
  expect(await unblocked).toEqual({ unblockedBy: owner.user.id, userId: guest.user.id });
  expect(
    (
      await ask(g, 'send_message', {
        clientMessageId: `rt-${Date.now()}-unblocked`,
        conversationId,
        content: 'Hello again',
      })
    ).success,
  ).toBe(true);
});

test('user_status tells the other participant when a user comes online and goes offline', async () => {
  const o = await open(owner);
  const online = next<{ userId: number; status: string }>(
    o,
    'user_status',
    (e) => e.userId === guest.user.id && e.status === 'online',
  );
  const g = await open(guest);
  await online;
  const offline = next<{ userId: number; status: string }>(
    o,
    'user_status',
    (e) => e.userId === guest.user.id && e.status === 'offline',
  );
  g.close();
  await offline;
});

test('booking_update and a notification reach the owner on a new booking and the guest on its confirmation', async () => {
  const [g, o] = [await open(guest), await open(owner)];
  const { body: property } = await http<{ slots: { day: string } }>(
    server.url,
    'GET',
    `/api/v1/properties/${propertySlug}`,
  );
  let booking: { id: number; code: string } | undefined;
  const updates = record<{ bookingId: number; status: string; guestId: number; ownerId: number }>(o, 'booking_update');
  const notices = record<{ title: string; message: string }>(o, 'notification');
  // A free day a few weeks out (the demo seed has bookings of its own).
  for (let days = 40; days < 60 && !booking; days++) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      new Date(Date.now() + days * 86_400_000),
    );
    const start = `${date}T${property.data.slots.day}:00+05:30`;
    const quote = await http<{ total: number }>(server.url, 'POST', `/api/v1/properties/${propertyId}/quote`, {
      bookingType: 'half_day',
      start,
      guests: 2,
    });
    if (quote.status !== 200) continue;
    const created = await fetch(`${server.url}/api/v1/bookings`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${guest.token}`,
        'Idempotency-Key': `rt-${Date.now()}-${days}`,
      },
      body: JSON.stringify({
        propertyId,
        bookingType: 'half_day',
        start,
        guests: 2,
        paymentMethod: 'cash',
        expectedTotal: quote.body.data.total,
      }),
    });
    if (created.status === 201) booking = ((await created.json()) as { data: { id: number; code: string } }).data;
  }
  expect(booking, 'a free day to book').toBeDefined();
  await expect
    .poll(() => updates.find((u) => u.bookingId === booking!.id))
    .toMatchObject({ status: 'pending', guestId: guest.user.id, ownerId: owner.user.id });
  await expect.poll(() => notices.find((n) => n.message.includes(booking!.code))?.title).toBe('New booking request');

  const confirmed = next<{ bookingId: number; status: string }>(
    g,
    'booking_update',
    (u) => u.bookingId === booking!.id && u.status === 'confirmed',
  );
  const answer = await http(server.url, 'POST', `/api/v1/owner/bookings/${booking!.id}/confirm`, {}, owner.token);
  expect(answer.status).toBe(200);
  await confirmed;
});

test('an edit to a published listing reaches a guest’s open page as property_update; the owner hears it too', async () => {
  const [g, o] = [await open(guest), await open(owner)];
  const { body: listing } = await http<{ version: number; status: string; description: string }>(
    server.url,
    'GET',
    `/api/v1/owner/properties/${propertyId}`,
    undefined,
    owner.token,
  );
  expect(listing.data.status).toBe('published');
  const heard = (s: Socket) =>
    next<{ propertyId: number; status: string }>(s, 'property_update', (u) => u.propertyId === propertyId);
  const [toGuest, toOwner] = [heard(g), heard(o)];
  const saved = await http(
    server.url,
    'PUT',
    `/api/v1/owner/properties/${propertyId}`,
    {
      version: listing.data.version,
      description: `${listing.data.description} Breakfast is now included.`,
    },
    owner.token,
  );
  expect(saved.status).toBe(200);
  expect(await toGuest).toMatchObject({ propertyId, status: 'published' });
  expect(await toOwner).toMatchObject({ propertyId, status: 'published' });
});

test('heartbeat: pings every interval; an answering client stays, a silent one is dropped as ZOMBIE_CONNECTION', async () => {
  const [alive, dead] = [await open(guest), await open(owner, { answerPings: false })];
  const pings = record<{ timestamp: number }>(alive, 'heartbeat_ping');
  const forced = next<{ reason: string; message: string }>(dead, 'force_disconnect', () => true, HEARTBEAT_MS * 10);
  const gone = disconnected(dead, HEARTBEAT_MS * 10);
  expect((await forced).reason).toBe('ZOMBIE_CONNECTION');
  await gone;
  await sleep(HEARTBEAT_MS * 3);
  expect(pings.length).toBeGreaterThanOrEqual(3);
  expect(alive.connected).toBe(true);
});

test('a user’s socket beyond the limit gets CONNECTION_LIMIT_EXCEEDED; the others stay', async () => {
  const first = [await open(stranger), await open(stranger), await open(stranger)];
  let forced!: Promise<{ reason: string }>;
  // The notice follows the handshake at once: listen before connecting.
  const socket = await connect(server.url, stranger.token, {
    before: (s) => (forced = next<{ reason: string }>(s, 'force_disconnect')),
  });
  sockets.push(socket);
  expect((await forced).reason).toBe('CONNECTION_LIMIT_EXCEEDED');
  await disconnected(socket);
  await sleep(HEARTBEAT_MS * 2);
  expect(first.every((s) => s.connected)).toBe(true);
});

// Last on this server: it spends the owner's message allowance.
test('a burst of 100 send_message gets 100 acknowledgements, the first stored and the rest RATE_LIMITED; a typing flood is cut off', async () => {
  const [o, g] = [await open(owner), await open(guest)];
  const typingSeen = record<{ userId: number }>(g, 'user_typing');
  const stamp = Date.now();
  const acks = await Promise.all(
    Array.from({ length: 100 }, (_, n) =>
      ask<Message>(o, 'send_message', {
        clientMessageId: `burst-${stamp}-${n}`,
        conversationId,
        content: `Burst ${n}`,
      }),
    ),
  );
  expect(acks).toHaveLength(100);
  const stored = acks.filter((a) => a.success);
  const limited = acks.filter((a) => a.error?.code === 'RATE_LIMITED');
  expect(stored.length + limited.length).toBe(100);
  expect(stored.length).toBeGreaterThanOrEqual(20);
  expect(stored.length).toBeLessThan(30);
  expect(limited[0].error?.message).toBe('You are sending messages too quickly. Please wait a moment and try again.');
  // Exactly the acknowledged ones are in the thread.
  const thread = await threadOf(guest);
  expect(thread.filter((m) => m.clientMessageId?.startsWith(`burst-${stamp}-`))).toHaveLength(stored.length);

  const typing = await Promise.all(Array.from({ length: 200 }, () => ask(o, 'typing_start', { conversationId })));
  expect(typing.filter((a) => a.error?.code === 'RATE_LIMITED').length).toBeGreaterThan(150);
  await sleep(500);
  expect(typingSeen.filter((t) => t.userId === owner.user.id).length).toBeLessThan(20);
  expect(o.connected && g.connected).toBe(true);
});

test.describe('a server with a 2-second idle limit', () => {
  let idleServer: RunningServer;

  test.beforeAll(async () => {
    idleServer = await startServer({
      dataDir: copyDataDir(seeded),
      args: ['--socket-heartbeat-ms', String(HEARTBEAT_MS), '--socket-idle-timeout-secs', '2'],
      removeDataDir: true,
    });
  });

  test.afterAll(async () => {
    await idleServer?.stop();
  });

  test('a socket that only answers heartbeats is closed with IDLE_TIMEOUT; one that acts stays', async () => {
    const session = await signIn(idleServer.url, GUEST);
    const idle = await connect(idleServer.url, session.token);
    const busy = await connect(idleServer.url, session.token);
    sockets.push(idle, busy);
    const forced = next<{ reason: string }>(idle, 'force_disconnect', () => true, 8_000);
    const keepBusy = setInterval(() => void ask(busy, 'mark_messages_read', { messageIds: [] }), 500);
    try {
      expect((await forced).reason).toBe('IDLE_TIMEOUT');
      await disconnected(idle);
      expect(busy.connected).toBe(true);
    } finally {
      clearInterval(keepBusy);
    }
  });

  test('a graceful shutdown sends SERVER_SHUTDOWN to every socket, then the server exits', async () => {
    const session = await signIn(idleServer.url, OWNER);
    const [a, b] = [await connect(idleServer.url, session.token), await connect(idleServer.url, session.token)];
    sockets.push(a, b);
    const told = [next<{ reason: string }>(a, 'force_disconnect'), next<{ reason: string }>(b, 'force_disconnect')];
    const stopped = idleServer.stop();
    for (const notice of await Promise.all(told)) expect(notice.reason).toBe('SERVER_SHUTDOWN');
    await stopped;
    await disconnected(a);
  });
});

test.describe('sockets end with their session and their token', () => {
  // Access tokens live 5 seconds here, so expiry can be watched.
  const TTL_S = 5;
  let shortServer: RunningServer;
  let ownerSession: Session;

  test.beforeAll(async () => {
    shortServer = await startServer({
      dataDir: copyDataDir(seeded),
      args: ['--socket-heartbeat-ms', String(HEARTBEAT_MS), '--access-token-ttl-secs', String(TTL_S)],
      removeDataDir: true,
    });
    ownerSession = await signIn(shortServer.url, OWNER);
  });

  test.afterAll(async () => {
    await shortServer?.stop();
  });

  async function refresh(refreshToken: string): Promise<{ status: number; token: string; refreshToken: string }> {
    const r = await http<{ token: string; refreshToken: string }>(shortServer.url, 'POST', '/api/v1/auth/refresh', {
      refreshToken,
    });
    return { status: r.status, token: r.body.data?.token, refreshToken: r.body.data?.refreshToken };
  }

  test('signing out closes that session’s sockets with SESSION_REVOKED, and the old token cannot reconnect; another user’s socket stays', async () => {
    const leaving = await signIn(shortServer.url, '9000000103');
    // The owner's token may have expired (5 s): a fresh one from its refresh token.
    const staying = await refresh(ownerSession.refreshToken);
    ownerSession = { ...ownerSession, ...staying };
    const [a, b] = [await connect(shortServer.url, leaving.token), await connect(shortServer.url, staying.token)];
    sockets.push(a, b);
    const told = next<{ reason: string }>(a, 'force_disconnect');
    const gone = disconnected(a);
    expect((await http(shortServer.url, 'POST', '/api/v1/auth/logout', {}, leaving.token)).status).toBe(200);
    expect((await told).reason).toBe('SESSION_REVOKED');
    await gone;
    await expect(connect(shortServer.url, leaving.token)).rejects.toThrow('UNAUTHORIZED');
    expect(b.connected).toBe(true);
  });

  test('a reused refresh token (theft) closes the sockets of its session', async () => {
    const session = await signIn(shortServer.url, GUEST);
    const socket = await connect(shortServer.url, session.token);
    sockets.push(socket);
    const second = await refresh(session.refreshToken);
    expect(second.status).toBe(200);
    expect((await refresh(second.refreshToken)).status).toBe(200);
    const told = next<{ reason: string }>(socket, 'force_disconnect');
    // The first token again, after its successor was used: the whole family ends.
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await told).reason).toBe('SESSION_REVOKED');
    await disconnected(socket);
  });

  test('a socket whose token expires is closed with TOKEN_EXPIRED; one that re-authenticates with fresh tokens stays and keeps working', async () => {
    const session = await signIn(shortServer.url, STRANGER);
    const [expiring, renewed] = [
      await connect(shortServer.url, session.token),
      await connect(shortServer.url, session.token),
    ];
    sockets.push(expiring, renewed);
    const forced = next<{ reason: string; message: string }>(
      expiring,
      'force_disconnect',
      () => true,
      (TTL_S + 5) * 1000,
    );
    const renewedForced = record<{ reason: string }>(renewed, 'force_disconnect');
    let refreshToken = session.refreshToken;
    const answers: { success: boolean; data?: { expiresAt?: string } }[] = [];
    // Every 2 seconds: a new pair, handed to the socket.
    const keepFresh = setInterval(() => {
      void (async () => {
        const next = await refresh(refreshToken);
        if (next.status !== 200) return;
        refreshToken = next.refreshToken;
        answers.push(await ask<{ expiresAt: string }>(renewed, 'authenticate', { token: next.token }));
      })();
    }, 2_000);
    try {
      expect((await forced).reason).toBe('TOKEN_EXPIRED');
      await disconnected(expiring);
      await sleep(3_000);
      expect(renewed.connected).toBe(true);
      expect(renewedForced).toHaveLength(0);
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.every((a) => a.success && typeof a.data?.expiresAt === 'string')).toBe(true);
      // Past its first token's expiry the socket is still served: the event reaches its own
      // checks (an empty list is refused as such) instead of TOKEN_EXPIRED.
      const served = await ask(renewed, 'mark_messages_read', { messageIds: [] });
      expect(served.error?.code, JSON.stringify(served)).toBe('VALIDATION_FAILED');
    } finally {
      clearInterval(keepFresh);
    }
    // Someone else's token does not re-authenticate this user's socket.
    const other = await refresh(ownerSession.refreshToken);
    const refused = await ask(renewed, 'authenticate', { token: other.token });
    expect(refused.success).toBe(false);
    expect(refused.error?.code).toBe('UNAUTHORIZED');
  });
});
