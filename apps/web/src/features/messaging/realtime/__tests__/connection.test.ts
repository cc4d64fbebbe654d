import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory, type FakeSocket } from '@/testing/fake-socket';
import { RealtimeConnection, RealtimeUnavailableError } from '../connection';
import { RESERVED_EVENT_NAMES, ReservedEventError } from '../socket';
import { CONNECTION_ERROR_TEXT } from '../toasts';

function setup({ token = 'access-1', refreshed = 'access-2' as string | null } = {}) {
  const sockets = fakeSocketFactory();
  const notify = vi.fn();
  let current: string | null = token;
  const refreshToken = vi.fn(async () => {
    current = refreshed;
    return refreshed;
  });
  const endSession = vi.fn();
  const connection = new RealtimeConnection({
    factory: sockets.factory,
    getToken: () => current,
    refreshToken,
    endSession,
    notify,
  });
  return { connection, sockets, notify, refreshToken, endSession };
}

async function started(options?: Parameters<typeof setup>[0]) {
  const ctx = setup(options);
  await ctx.connection.start();
  const socket: FakeSocket = ctx.sockets.latest;
  return { ...ctx, socket };
}

describe('realtime connection (SPEC §4 "Realtime connection", docs/REALTIME.md)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects with the access token and the SPEC §9 socket defaults', async () => {
    const { socket, connection } = await started();
    expect(socket.options).toMatchObject({
      path: '/socket.io',
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20000,
    });
    expect(socket.token()).toBe('access-1');
    expect(connection.getSnapshot()).toEqual({ state: 'disconnected', failed: false });
    socket.acceptConnection();
    expect(connection.getSnapshot()).toEqual({ state: 'connected', failed: false });
  });

  it('answers heartbeat_ping with heartbeat_pong and stays up while heartbeats come', async () => {
    const { socket, connection } = await started();
    socket.acceptConnection();
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(30_000);
      socket.serverEmit('heartbeat_ping', { timestamp: 1000 + i });
    }
    expect(socket.sent('heartbeat_pong').map((e) => e.payload)).toEqual([
      { timestamp: 1000 },
      { timestamp: 1001 },
      { timestamp: 1002 },
      { timestamp: 1003 },
    ]);
    vi.advanceTimersByTime(59_000);
    expect(connection.getSnapshot().state).toBe('connected');
    expect(socket.disconnectCalls).toBe(0);
  });

  it('treats 60 s without a heartbeat as stale: disconnects, reconnects after 5 s, and recovers', async () => {
    const { socket, connection } = await started();
    socket.acceptConnection();
    vi.advanceTimersByTime(59_999);
    expect(socket.disconnectCalls).toBe(0);
    vi.advanceTimersByTime(1);
    expect(socket.disconnectCalls).toBe(1);
    expect(connection.getSnapshot().state).toBe('disconnected');
    const before = socket.connectCalls;
    vi.advanceTimersByTime(4_999);
    expect(socket.connectCalls).toBe(before);
    vi.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(before + 1);
    socket.acceptConnection();
    expect(connection.getSnapshot()).toEqual({ state: 'connected', failed: false });
  });

  it('gives up after 3 failed attempts with the SPEC §4 "Connection Error" text', async () => {
    const { socket, connection, notify } = await started();
    socket.acceptConnection();
    vi.advanceTimersByTime(60_000); // stale
    const before = socket.connectCalls;
    for (let attempt = 1; attempt <= 3; attempt++) {
      vi.advanceTimersByTime(5_000);
      expect(socket.connectCalls).toBe(before + attempt);
      expect(connection.getSnapshot().failed).toBe(false);
      socket.refuseConnection('xhr poll error');
    }
    expect(connection.getSnapshot()).toEqual({ state: 'disconnected', failed: true });
    expect(notify).toHaveBeenCalledWith({
      title: 'Connection Error',
      description: 'Unable to maintain connection. Please refresh the page.',
      variant: 'error',
      durationMs: 10_000,
    });
    expect(CONNECTION_ERROR_TEXT).toBe('Connection Error: Unable to maintain connection. Please refresh the page.');
    // No fourth attempt.
    vi.advanceTimersByTime(120_000);
    expect(socket.connectCalls).toBe(before + 3);
  });

  it('counts an attempt that never answers (20 s timeout) as failed', async () => {
    const { socket, connection } = await started();
    socket.acceptConnection();
    vi.advanceTimersByTime(60_000 + 3 * (5_000 + 20_000));
    expect(connection.getSnapshot().failed).toBe(true);
  });

  it.each([
    ['CONNECTION_LIMIT_EXCEEDED', 'Connection Limit Exceeded', 'You have too many active connections. Please close other tabs or devices.', 10_000],
    ['IDLE_TIMEOUT', 'Connection Idle', 'Your connection was closed due to inactivity.', 5_000],
    ['ZOMBIE_CONNECTION', 'Connection Lost', 'Your connection was unresponsive and has been closed.', 5_000],
    ['SERVER_SHUTDOWN', 'Server Maintenance', 'The server is undergoing maintenance. Please try again later.', 10_000],
  ])('force_disconnect %s shows "%s: %s" for %i ms', async (reason, title, description, durationMs) => {
    const { socket, notify } = await started();
    socket.acceptConnection();
    socket.serverEmit('force_disconnect', { reason, message: 'server text' });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title, description, durationMs }));
    expect(`${title}: ${description}`).toMatch(/^[A-Z].*\.$/);
  });

  it('force_disconnect with any other reason shows "Disconnected"', async () => {
    const { socket, notify } = await started();
    socket.acceptConnection();
    socket.serverEmit('force_disconnect', { reason: 'SOMETHING_ELSE', message: 'x' });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Disconnected' }));
    expect(notify.mock.calls[0][0].description).toBeUndefined();
  });

  it.each(['ACCOUNT_SUSPENDED', 'SESSION_REVOKED'])(
    'after %s it signs out everywhere without a refresh and does not reconnect',
    async (reason) => {
      const { socket, connection, refreshToken, endSession, notify } = await started();
      socket.acceptConnection();
      const before = socket.connectCalls;
      socket.serverEmit('force_disconnect', { reason, message: 'x' });
      socket.dropConnection('io server disconnect');
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(endSession).toHaveBeenCalledTimes(1);
      expect(refreshToken).not.toHaveBeenCalled();
      expect(socket.connectCalls).toBe(before);
      expect(connection.getSnapshot()).toEqual({ state: 'disconnected', failed: false });
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: reason === 'ACCOUNT_SUSPENDED' ? 'Account Suspended' : 'Signed Out' }),
      );
    },
  );

  it('does not reconnect after CONNECTION_LIMIT_EXCEEDED', async () => {
    const { socket, connection } = await started();
    socket.acceptConnection();
    const before = socket.connectCalls;
    socket.serverEmit('force_disconnect', { reason: 'CONNECTION_LIMIT_EXCEEDED', message: 'x' });
    socket.dropConnection('io server disconnect');
    vi.advanceTimersByTime(10 * 60_000);
    expect(socket.connectCalls).toBe(before);
    expect(connection.getSnapshot()).toEqual({ state: 'disconnected', failed: false });
  });

  it('reconnects after SERVER_SHUTDOWN (5 s later) and after IDLE_TIMEOUT once the user is back', async () => {
    const { socket } = await started();
    socket.acceptConnection();
    let before = socket.connectCalls;
    socket.serverEmit('force_disconnect', { reason: 'SERVER_SHUTDOWN', message: 'x' });
    vi.advanceTimersByTime(5_000);
    expect(socket.connectCalls).toBe(before + 1);
    socket.acceptConnection();

    before = socket.connectCalls;
    socket.serverEmit('force_disconnect', { reason: 'IDLE_TIMEOUT', message: 'x' });
    vi.advanceTimersByTime(10 * 60_000);
    expect(socket.connectCalls).toBe(before);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(99);
    expect(socket.connectCalls).toBe(before);
    vi.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(before + 1);
  });

  it('on connect_error UNAUTHORIZED refreshes the token, then reconnects after 100 ms with the new one', async () => {
    const { socket, refreshToken } = await started();
    socket.refuseConnection('UNAUTHORIZED');
    expect(refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    const before = socket.connectCalls;
    await vi.advanceTimersByTimeAsync(100);
    expect(socket.connectCalls).toBe(before + 1);
    expect(socket.token()).toBe('access-2');
    // Refused again with the fresh token: no refresh loop.
    socket.refuseConnection('UNAUTHORIZED');
    expect(refreshToken).toHaveBeenCalledTimes(1);
  });

  it('refuses the reserved event names (SPEC §5) and allows the app events', async () => {
    const { socket, connection } = await started();
    socket.acceptConnection();
    expect(RESERVED_EVENT_NAMES).toEqual(['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener']);
    for (const name of RESERVED_EVENT_NAMES) {
      expect(() => connection.emit(name, {})).toThrow(ReservedEventError);
      expect(() => connection.request(name, {})).toThrow(ReservedEventError);
    }
    expect(socket.emitted.filter((e) => RESERVED_EVENT_NAMES.includes(e.event))).toEqual([]);
    expect(connection.emit('typing_start', { conversationId: 1 })).toBe(true);
    expect(socket.sent('typing_start')).toHaveLength(1);
  });

  it('acknowledged requests resolve with the envelope, and reject as unavailable when down or silent', async () => {
    const { socket, connection } = await started();
    await expect(connection.request('mark_read', { conversationId: 1 })).rejects.toBeInstanceOf(RealtimeUnavailableError);
    socket.acceptConnection();
    socket.onClientEvent = (e) => (e.event === 'mark_read' ? { success: true, data: { messageIds: [1], unreadCount: 0 } } : undefined);
    await expect(connection.request('mark_read', { conversationId: 1 })).resolves.toEqual({
      success: true,
      data: { messageIds: [1], unreadCount: 0 },
    });
    const silent = connection.request('join_conversation', { conversationId: 1 });
    const assertion = expect(silent).rejects.toBeInstanceOf(RealtimeUnavailableError);
    await vi.advanceTimersByTimeAsync(10_000);
    await assertion;
  });

  it('hands server events to subscribers and stops on close', async () => {
    const { socket, connection } = await started();
    socket.acceptConnection();
    const seen: unknown[] = [];
    connection.on('new_message', (m: unknown) => seen.push(m));
    socket.serverEmit('new_message', { id: 1 });
    expect(seen).toEqual([{ id: 1 }]);
    connection.close();
    expect(socket.disconnectCalls).toBe(1);
    expect(connection.getSnapshot().state).toBe('disconnected');
    socket.serverEmit('new_message', { id: 2 });
    expect(seen).toEqual([{ id: 1 }]);
    vi.advanceTimersByTime(120_000);
    expect(socket.connectCalls).toBe(0);
  });
});
