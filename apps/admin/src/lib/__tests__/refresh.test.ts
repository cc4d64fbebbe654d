import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../auth/session';
import { api, server } from '../../testing/server';
import { dataProvider } from '../dataProvider';

const admin = { id: 1, fullName: 'Asha Rao', role: 'admin' };
const renewed = { adminToken: 'admin-token-2', csrfToken: 'csrf-2', refreshToken: 'refresh-2', user: admin };

/** Users answer 401 unless the bearer is the renewed token; records each bearer seen. */
function stubUsers() {
  const bearers: (string | null)[] = [];
  server.use(
    http.get(api('/api/v1/admin/users/:id'), ({ request, params }) => {
      const bearer = request.headers.get('Authorization');
      bearers.push(bearer);
      return bearer === 'Bearer admin-token-2'
        ? HttpResponse.json({ success: true, data: { id: Number(params.id), fullName: 'Meera Iyer' } })
        : HttpResponse.json(
            { success: false, error: { code: 'UNAUTHENTICATED', message: 'Token expired' } },
            { status: 401 },
          );
    }),
  );
  return bearers;
}

function stubRefresh(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(api('/api/v1/admin/auth/refresh'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('refresh on 401', () => {
  beforeEach(() => {
    saveSession({ adminToken: 'admin-token-1', csrfToken: 'csrf-1', refreshToken: 'refresh-1', user: admin });
  });

  it('refreshes once, stores the new tokens and retries the call', async () => {
    const bearers = stubUsers();
    const refreshes = stubRefresh(() => HttpResponse.json({ success: true, data: renewed }));

    const { data } = await dataProvider.getOne('users', { id: 131 });

    expect(data).toEqual({ id: 131, fullName: 'Meera Iyer' });
    expect(refreshes).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(bearers).toEqual(['Bearer admin-token-1', 'Bearer admin-token-2']);
    expect(localStorage.getItem('adminToken')).toBe('admin-token-2');
    expect(localStorage.getItem('csrfToken')).toBe('csrf-2');
    expect(localStorage.getItem('adminRefreshToken')).toBe('refresh-2');
  });

  it('shares one refresh between calls that meet 401 together (the token rotates)', async () => {
    stubUsers();
    const refreshes = stubRefresh(() => HttpResponse.json({ success: true, data: renewed }));

    const answers = await Promise.all([131, 132, 133].map((id) => dataProvider.getOne('users', { id })));

    expect(answers.map((a) => a.data.id)).toEqual([131, 132, 133]);
    expect(refreshes).toHaveLength(1);
  });

  it('retries an action with the new CSRF token', async () => {
    let csrf: (string | null)[] = [];
    server.use(
      http.post(api('/api/v1/admin/users/:id/suspend'), ({ request }) => {
        csrf = [...csrf, request.headers.get('X-CSRF-Token')];
        return request.headers.get('Authorization') === 'Bearer admin-token-2'
          ? HttpResponse.json({ success: true, data: { id: 131 } })
          : HttpResponse.json({ success: false }, { status: 401 });
      }),
    );
    stubRefresh(() => HttpResponse.json({ success: true, data: renewed }));
    await dataProvider.runAction('users', { id: 131, action: 'suspend', data: { reason: 'Fraud' } });
    expect(csrf).toEqual(['csrf-1', 'csrf-2']);
  });

  it('ends the session when the refresh is refused, leaving the login page a note', async () => {
    stubUsers();
    stubRefresh(() =>
      HttpResponse.json(
        { success: false, error: { code: 'SESSION_EXPIRED', message: 'Session ended' } },
        { status: 401 },
      ),
    );

    await expect(dataProvider.getOne('users', { id: 131 })).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminRefreshToken')).toBeNull();
    expect(sessionStorage.getItem('adminSessionEnded')).toBe('1');
  });

  it('does not refresh for a refusal that is not a 401', async () => {
    const refreshes = stubRefresh(() => HttpResponse.json({ success: true, data: renewed }));
    server.use(
      http.post(api('/api/v1/admin/bookings/:id/cancel'), () =>
        HttpResponse.json(
          { success: false, error: { code: 'BOOKING_NOT_CANCELLABLE', message: 'This booking has already ended.' } },
          { status: 409 },
        ),
      ),
    );
    await expect(
      dataProvider.runAction('bookings', { id: 41, action: 'cancel', data: { reason: 'x', refund: 'none' } }),
    ).rejects.toMatchObject({ status: 409, message: 'This booking has already ended.' });
    expect(refreshes).toHaveLength(0);
    expect(localStorage.getItem('adminToken')).toBe('admin-token-1');
  });
});
