import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { refreshSession } from '@/lib/api-client';
import { fakeSocketFactory } from '@/testing/fake-socket';
import { server } from '@/testing/msw-server';
import { openSessionLink, type SessionLink } from '../session-link';

/** The refresh endpoint, answering new-1, new-2, … and recording the refresh tokens sent. */
function stubRefresh() {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/v1/auth/refresh', async ({ request }) => {
      sent.push(await request.json());
      const n = sent.length;
      const body = { token: `new-${n}`, refreshToken: `refresh-${n}` };
      return HttpResponse.json({ success: true, ...body, data: body });
    }),
  );
  return sent;
}

let link: SessionLink | null = null;
afterEach(() => {
  link?.dispose();
  link = null;
});

async function open() {
  localStorage.setItem('token', 'old');
  localStorage.setItem('refreshToken', 'refresh-0');
  const sockets = fakeSocketFactory();
  const notify = vi.fn();
  link = openSessionLink({ factory: sockets.factory, queryClient: new QueryClient(), notify });
  await vi.waitFor(() => expect(sockets.sockets).toHaveLength(1));
  const socket = sockets.latest;
  socket.acceptConnection();
  return { socket, notify };
}

describe('the session link and token refreshes (api-client)', () => {
  it('re-authenticates the open socket with the token any refresh of the session brings', async () => {
    const refreshes = stubRefresh();
    const { socket } = await open();
    expect(socket.handshakeTokens).toEqual(['old']);
    // A REST call's 401 refresh, say.
    await refreshSession('old');
    expect(refreshes).toEqual([{ refreshToken: 'refresh-0' }]);
    expect(socket.sent('authenticate').map((e) => e.payload)).toEqual([{ token: 'new-1' }]);
  });

  it('after force_disconnect TOKEN_EXPIRED refreshes the stored session and reconnects with its token, silently', async () => {
    const refreshes = stubRefresh();
    const { socket, notify } = await open();
    socket.serverEmit('force_disconnect', {
      reason: 'TOKEN_EXPIRED',
      message: 'Your sign-in needs renewing. Reconnecting…',
    });
    await vi.waitFor(() => expect(socket.connectCalls).toBe(1));
    expect(refreshes).toEqual([{ refreshToken: 'refresh-0' }]);
    expect(localStorage.getItem('token')).toBe('new-1');
    socket.acceptConnection();
    expect(socket.handshakeTokens).toEqual(['old', 'new-1']);
    // Already signed in with new-1 by the handshake: no authenticate needed.
    expect(socket.sent('authenticate')).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('after TOKEN_EXPIRED uses the token another request already refreshed, without refreshing again', async () => {
    const refreshes = stubRefresh();
    const { socket } = await open();
    // Another tab refreshed: this tab only sees the stored token change.
    localStorage.setItem('token', 'from-other-tab');
    socket.serverEmit('force_disconnect', { reason: 'TOKEN_EXPIRED', message: 'x' });
    await vi.waitFor(() => expect(socket.connectCalls).toBe(1));
    expect(refreshes).toEqual([]);
    socket.acceptConnection();
    expect(socket.handshakeTokens.at(-1)).toBe('from-other-tab');
  });
});
