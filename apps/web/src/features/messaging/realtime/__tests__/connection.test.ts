import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory, type FakeSocket } from '@/testing/fake-socket';
import { RealtimeConnection, RealtimeUnavailableError } from '../connection';
import { RESERVED_EVENT_NAMES, ReservedEventError } from '../socket';
import { CONNECTION_ERROR_TEXT } from '../toasts';
import { tokenTimes } from '../token-expiry';

function setup({
  token = 'access-1' as string | null,
  refreshed = 'access-2' as string | null | (() => string | null),
} = {}) {
  const sockets = fakeSocketFactory();
  const notify = vi.fn();
  let current: string | null = token;
  const refreshListeners = new Set<(token: string) => void>();
  /** Another request refreshed the session (api-client's 'refreshed' event). */
  const refreshedElsewhere = (next: string) => {
    current = next;
    for (const listener of refreshListeners) listener(next);
  };
  const refreshToken = vi.fn(async (_expiring?: string | null) => {
    const next = typeof refreshed === 'function' ? refreshed() : refreshed;
    current = next;
    // Like api-client's refreshSession: a successful refresh is announced to every listener.
    if (next) for (const listener of refreshListeners) listener(next);
    return next;
  });
  const endSession = vi.fn();
  const connection = new RealtimeConnection({
    factory: sockets.factory,
    getToken: () => current,
    refreshToken,
    onTokenRefreshed: (listener) => {
      refreshListeners.add(listener);
      return () => refreshListeners.delete(listener);
    },
    endSession,
    notify,
  });
  return { connection, sockets, notify, refreshToken, endSession, refreshedElsewhere, refreshListeners };
}

/** An unsigned JWT with these claims (the client only reads them). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const NOW_S = Date.UTC(2026, 10, 24, 13, 50) / 1000;
const TTL_S = 15 * 60;
/** An access token issued `issuedAgoS` seconds before NOW_S, living 15 minutes. */
function accessToken(sub: string, issuedAgoS = 0): string {
  const iat = NOW_S - issuedAgoS;
  return jwt({ sub, sid: 7, iat, exp: iat + TTL_S });
}

async function started(options?: Parameters<typeof setup>[0]) {
  const ctx = setup(options);
  await ctx.connection.start();
  const socket: FakeSocket = ctx.sockets.latest;
  return { ...ctx, socket };
}

describe('realtime connection (PRODUCT.md §4 "Realtime connection", docs/REALTIME.md)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects with the access token and the PRODUCT.md §9 socket defaults', async () => {
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

  it('gives up after 3 failed attempts with the PRODUCT.md §4 "Connection Error" text', async () => {
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
    [
      'CONNECTION_LIMIT_EXCEEDED',
      'Connection Limit Exceeded',
      'You have too many active connections. Please close other tabs or devices.',
      10_000,
    ],
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

  describe('renewing the socket sign-in (access tokens live 15 minutes)', () => {
    it('on force_disconnect TOKEN_EXPIRED refreshes without a toast and reconnects at once with the new token', async () => {
      const { socket, connection, notify, refreshToken } = await started();
      socket.acceptConnection();
      const before = socket.connectCalls;
      socket.serverEmit('force_disconnect', {
        reason: 'TOKEN_EXPIRED',
        message: 'Your sign-in needs renewing. Reconnecting…',
      });
      socket.dropConnection('io server disconnect');
      expect(refreshToken).toHaveBeenCalledTimes(1);
      expect(refreshToken).toHaveBeenCalledWith('access-1');
      await vi.advanceTimersByTimeAsync(0);
      expect(socket.connectCalls).toBe(before + 1);
      expect(socket.token()).toBe('access-2');
      socket.acceptConnection();
      expect(connection.getSnapshot()).toEqual({ state: 'connected', failed: false });
      // No second connect from the stale or recovery timers, and the user was told nothing.
      await vi.advanceTimersByTimeAsync(30_000);
      expect(socket.connectCalls).toBe(before + 1);
      expect(notify).not.toHaveBeenCalled();
    });

    it('stops after TOKEN_EXPIRED when the refresh is refused (the session provider signs out)', async () => {
      const { socket, connection, notify, refreshToken } = await started({ refreshed: null });
      socket.acceptConnection();
      const before = socket.connectCalls;
      socket.serverEmit('force_disconnect', { reason: 'TOKEN_EXPIRED', message: 'x' });
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(refreshToken).toHaveBeenCalledTimes(1);
      expect(socket.connectCalls).toBe(before);
      expect(connection.getSnapshot()).toEqual({ state: 'disconnected', failed: false });
      expect(notify).not.toHaveBeenCalled();
    });

    it('does not loop when the fresh token is refused at the handshake too', async () => {
      const { socket, refreshToken } = await started();
      socket.acceptConnection();
      socket.serverEmit('force_disconnect', { reason: 'TOKEN_EXPIRED', message: 'x' });
      await vi.advanceTimersByTimeAsync(0);
      const before = socket.connectCalls;
      socket.refuseConnection('UNAUTHORIZED');
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(refreshToken).toHaveBeenCalledTimes(1);
      expect(socket.connectCalls).toBe(before);
    });

    it('sends authenticate with the new token when the session is refreshed while connected', async () => {
      const { socket, refreshedElsewhere, notify } = await started();
      socket.acceptConnection();
      socket.onClientEvent = (e) =>
        e.event === 'authenticate' ? { success: true, data: { expiresAt: '2026-11-24T14:05:00Z' } } : undefined;
      refreshedElsewhere('access-2');
      expect(socket.sent('authenticate').map((e) => e.payload)).toEqual([{ token: 'access-2' }]);
      expect(socket.sent('authenticate')[0].ack).toBeTypeOf('function');
      await vi.advanceTimersByTimeAsync(0);
      expect(socket.disconnectCalls).toBe(0);
      expect(notify).not.toHaveBeenCalled();
    });

    it('does not send authenticate while the link is down (the next handshake carries the token)', async () => {
      const { socket, refreshedElsewhere } = await started();
      refreshedElsewhere('access-2');
      expect(socket.sent('authenticate')).toEqual([]);
      socket.acceptConnection();
      expect(socket.token()).toBe('access-2');
      expect(socket.sent('authenticate')).toEqual([]);
    });

    it('ignores an UNAUTHORIZED answer to authenticate and renews on the TOKEN_EXPIRED close instead', async () => {
      const { socket, connection, refreshedElsewhere, refreshToken, notify } = await started();
      socket.acceptConnection();
      socket.onClientEvent = (e) =>
        e.event === 'authenticate'
          ? { success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }
          : undefined;
      refreshedElsewhere('access-2');
      await vi.advanceTimersByTimeAsync(0);
      expect(connection.getSnapshot().state).toBe('connected');
      expect(socket.disconnectCalls).toBe(0);
      expect(refreshToken).not.toHaveBeenCalled();
      socket.serverEmit('force_disconnect', { reason: 'TOKEN_EXPIRED', message: 'x' });
      await vi.advanceTimersByTimeAsync(0);
      expect(refreshToken).toHaveBeenCalledTimes(1);
      expect(socket.token()).toBe('access-2');
      expect(notify).not.toHaveBeenCalled();
    });

    it('refreshes and re-authenticates 60 s before the token expires, then again before the new one does', async () => {
      vi.setSystemTime(NOW_S * 1000);
      // Each refresh issues a token at the time it happens (14 minutes after the last one).
      const tokens = [accessToken('fresh-1', -(TTL_S - 60)), accessToken('fresh-2', -2 * (TTL_S - 60))];
      const { socket, refreshToken, notify } = await started({
        token: accessToken('first'),
        refreshed: () => tokens.shift() ?? null,
      });
      socket.onClientEvent = (e) =>
        e.event === 'authenticate' ? { success: true, data: { expiresAt: 'later' } } : undefined;
      socket.acceptConnection();
      // Heartbeats keep the link up meanwhile.
      const heartbeat = setInterval(() => socket.serverEmit('heartbeat_ping', { timestamp: 1 }), 30_000);

      await vi.advanceTimersByTimeAsync((TTL_S - 60) * 1000 - 1);
      expect(refreshToken).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(refreshToken).toHaveBeenCalledWith(accessToken('first'));
      // One authenticate, though the refresh was also announced to the refresh listener.
      expect(socket.sent('authenticate').map((e) => e.payload)).toEqual([
        { token: accessToken('fresh-1', -(TTL_S - 60)) },
      ]);

      // The new token lives another 15 minutes: renewed 14 minutes on.
      await vi.advanceTimersByTimeAsync((TTL_S - 60) * 1000 - 1);
      expect(refreshToken).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(refreshToken).toHaveBeenLastCalledWith(accessToken('fresh-1', -(TTL_S - 60)));
      expect(socket.sent('authenticate').map((e) => e.payload)).toEqual([
        { token: accessToken('fresh-1', -(TTL_S - 60)) },
        { token: accessToken('fresh-2', -2 * (TTL_S - 60)) },
      ]);
      expect(socket.connectCalls).toBe(0);
      expect(notify).not.toHaveBeenCalled();
      clearInterval(heartbeat);
    });

    it('renews at once when connecting with a token that has under a minute left', async () => {
      vi.setSystemTime(NOW_S * 1000);
      const { socket, refreshToken } = await started({
        token: accessToken('old', TTL_S - 30),
        refreshed: accessToken('fresh', 0),
      });
      socket.acceptConnection();
      await vi.advanceTimersByTimeAsync(0);
      expect(refreshToken).toHaveBeenCalledTimes(1);
      expect(socket.sent('authenticate').map((e) => e.payload)).toEqual([{ token: accessToken('fresh', 0) }]);
    });

    it('trusts a fresh token’s own lifetime when the device clock runs ahead, instead of renewing in a loop', async () => {
      // The device clock is 20 minutes ahead of the server that issues the tokens.
      vi.setSystemTime((NOW_S + 20 * 60) * 1000);
      const { socket, refreshToken } = await started({
        token: accessToken('first'),
        refreshed: () => accessToken(`fresh-${Date.now()}`),
      });
      socket.onClientEvent = (e) => (e.event === 'authenticate' ? { success: true, data: {} } : undefined);
      socket.acceptConnection();
      await vi.advanceTimersByTimeAsync(0);
      expect(refreshToken).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(refreshToken).toHaveBeenCalledTimes(1);
      expect(socket.sent('authenticate')).toHaveLength(1);
    });

    it('stops listening for refreshes once closed', async () => {
      const { socket, connection, refreshListeners } = await started();
      socket.acceptConnection();
      expect(refreshListeners.size).toBe(1);
      connection.close();
      expect(refreshListeners.size).toBe(0);
    });

    it('reads exp and iat from a base64url JWT payload, and nothing from other strings', () => {
      // "~~~" and "???" encode to base64url's "-" and "_" characters.
      const token = jwt({ exp: 1_800_000_000, iat: 1_799_999_100, name: '~~~???' });
      expect(token.split('.')[1]).toMatch(/[-_]/);
      expect(tokenTimes(token)).toEqual({ exp: 1_800_000_000, iat: 1_799_999_100 });
      expect(tokenTimes('access-1')).toBeNull();
      expect(tokenTimes('a.!!!.b')).toBeNull();
      expect(tokenTimes(null)).toBeNull();
    });
  });

  it('refuses the reserved event names (PRODUCT.md §5) and allows the app events', async () => {
    const { socket, connection } = await started();
    socket.acceptConnection();
    expect(RESERVED_EVENT_NAMES).toEqual([
      'connect',
      'connect_error',
      'disconnect',
      'disconnecting',
      'newListener',
      'removeListener',
    ]);
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
    await expect(connection.request('mark_read', { conversationId: 1 })).rejects.toBeInstanceOf(
      RealtimeUnavailableError,
    );
    socket.acceptConnection();
    socket.onClientEvent = (e) =>
      e.event === 'mark_read' ? { success: true, data: { messageIds: [1], unreadCount: 0 } } : undefined;
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
