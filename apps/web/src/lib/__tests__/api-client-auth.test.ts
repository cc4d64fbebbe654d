import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { ApiError, apiGet, onSessionChange } from '../api-client';

function store(token: string, refreshToken: string) {
  localStorage.setItem('token', token);
  localStorage.setItem('refreshToken', refreshToken);
}

/** A protected endpoint that accepts only `valid` as the bearer token. */
function protectedEndpoint(path: string, valid: () => string, seen: string[]) {
  server.use(
    http.get(path, ({ request }) => {
      const auth = request.headers.get('Authorization') ?? '';
      seen.push(auth);
      return auth === `Bearer ${valid()}`
        ? HttpResponse.json({ success: true, data: { path } })
        : HttpResponse.json(
            { success: false, message: 'Unauthorized', error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } },
            { status: 401 },
          );
    }),
  );
}

describe('authenticated requests', () => {
  it('sends no Authorization header when signed out, and the bearer token when signed in', async () => {
    const seen: string[] = [];
    protectedEndpoint('/api/v1/bookings', () => 'abc', seen);
    await expect(apiGet('/api/v1/bookings')).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual(['']);
    store('abc', 'r1');
    await expect(apiGet('/api/v1/bookings')).resolves.toEqual({ path: '/api/v1/bookings' });
    expect(seen.at(-1)).toBe('Bearer abc');
  });

  it('refreshes once for concurrent 401s, then retries each call with the new token', async () => {
    store('expired', 'r1');
    let current = 'fresh';
    const seen: string[] = [];
    protectedEndpoint('/api/v1/bookings', () => current, seen);
    protectedEndpoint('/api/v1/conversations', () => current, seen);
    const refreshes: unknown[] = [];
    server.use(
      http.post('/api/v1/auth/refresh', async ({ request }) => {
        refreshes.push(await request.json());
        await new Promise((r) => setTimeout(r, 20));
        return HttpResponse.json({
          success: true,
          token: 'fresh',
          refreshToken: 'r2',
          data: { token: 'fresh', refreshToken: 'r2' },
        });
      }),
    );
    const results = await Promise.all([
      apiGet('/api/v1/bookings'),
      apiGet('/api/v1/conversations'),
      apiGet('/api/v1/bookings'),
    ]);
    expect(results).toHaveLength(3);
    expect(refreshes).toEqual([{ refreshToken: 'r1' }]);
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(localStorage.getItem('refreshToken')).toBe('r2');
    expect(seen.filter((s) => s === 'Bearer fresh')).toHaveLength(3);
    current = 'unused';
  });

  it('signs out with "Token refresh failed" when the refresh is refused', async () => {
    store('expired', 'reused');
    const seen: string[] = [];
    protectedEndpoint('/api/v1/bookings', () => 'never', seen);
    server.use(
      http.post('/api/v1/auth/refresh', () =>
        HttpResponse.json(
          { success: false, message: 'Unauthorized', error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } },
          { status: 401 },
        ),
      ),
    );
    const events: string[] = [];
    const off = onSessionChange((event) => events.push(event.type));
    const error = await apiGet('/api/v1/bookings').catch((e: unknown) => e);
    off();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Token refresh failed');
    expect((error as ApiError).status).toBe(401);
    expect(seen).toEqual(['Bearer expired']);
    expect(events).toEqual(['expired']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});
