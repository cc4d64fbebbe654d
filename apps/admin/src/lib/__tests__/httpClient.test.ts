import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, server } from '../../testing/server';
import { dataProvider } from '../dataProvider';
import { httpClient } from '../httpClient';

interface Seen {
  method: string;
  authorization: string | null;
  csrf: string | null;
  credentials: RequestCredentials;
}

/** Answers every /api/v1/admin/bookings call and records what each request carried. */
function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  const remember = (request: Request) =>
    seen.push({
      method: request.method,
      authorization: request.headers.get('Authorization'),
      csrf: request.headers.get('X-CSRF-Token'),
      credentials: request.credentials,
    });
  const booking = { id: 5, code: 'HE-7K3P9Q', status: 'pending' };
  server.use(
    http.get(api('/api/v1/admin/bookings'), ({ request }) => {
      remember(request);
      return HttpResponse.json([booking], { headers: { 'Content-Range': 'bookings 0-0/1' } });
    }),
    http.post(api('/api/v1/admin/bookings'), ({ request }) => {
      remember(request);
      return HttpResponse.json({ success: true, data: booking });
    }),
    http.put(api('/api/v1/admin/bookings/5'), ({ request }) => {
      remember(request);
      return HttpResponse.json(booking);
    }),
    http.delete(api('/api/v1/admin/bookings/5'), ({ request }) => {
      remember(request);
      return HttpResponse.json(booking);
    }),
  );
  return seen;
}

describe('admin httpClient', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'admin-token-1');
    localStorage.setItem('csrfToken', 'csrf-1');
    localStorage.setItem('user', JSON.stringify({ id: 9, token: 'guest-token' }));
  });

  it('sends the admin bearer token on every call and the CSRF token only on state-changing ones', async () => {
    const seen = recordRequests();

    await dataProvider.getList('bookings', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    await dataProvider.create('bookings', { data: { status: 'pending' } });
    await dataProvider.update('bookings', { id: 5, data: { status: 'confirmed' }, previousData: { id: 5 } });
    await dataProvider.delete('bookings', { id: 5, previousData: { id: 5 } });

    expect(seen.map((s) => s.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
    for (const request of seen) {
      expect(request.authorization).toBe('Bearer admin-token-1');
      expect(request.credentials).toBe('include');
    }
    expect(seen[0].csrf).toBeNull();
    expect(seen.slice(1).map((s) => s.csrf)).toEqual(['csrf-1', 'csrf-1', 'csrf-1']);
  });

  it('sends a PATCH with the CSRF token too', async () => {
    let csrf: string | null = null;
    server.use(
      http.patch(api('/api/v1/admin/bookings/5'), ({ request }) => {
        csrf = request.headers.get('X-CSRF-Token');
        return HttpResponse.json({ id: 5 });
      }),
    );
    await httpClient(api('/api/v1/admin/bookings/5'), { method: 'PATCH', body: '{}' });
    expect(csrf).toBe('csrf-1');
  });

  it('unwraps the {"success": true, "data": …} envelope and reads the total from Content-Range', async () => {
    server.use(
      http.get(api('/api/v1/admin/properties'), () =>
        HttpResponse.json(
          { success: true, data: [{ id: 1, title: 'Banyan Grove Farmhouse' }] },
          { headers: { 'Content-Range': 'properties 0-0/37' } },
        ),
      ),
    );
    const result = await dataProvider.getList('properties', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.data).toEqual([{ id: 1, title: 'Banyan Grove Farmhouse' }]);
    expect(result.total).toBe(37);
  });

  it('passes the HTTP status on so checkError can sign out on 401', async () => {
    server.use(
      http.get(api('/api/v1/admin/bookings/5'), () =>
        HttpResponse.json({ success: false, message: 'Session expired' }, { status: 401 }),
      ),
    );
    await expect(dataProvider.getOne('bookings', { id: 5 })).rejects.toMatchObject({
      status: 401,
      message: 'Session expired',
    });
  });

  it('sends no Authorization header when no admin is signed in', async () => {
    localStorage.removeItem('adminToken');
    localStorage.removeItem('csrfToken');
    const seen = recordRequests();
    await dataProvider.create('bookings', { data: { status: 'pending' } });
    expect(seen[0].authorization).toBeNull();
    expect(seen[0].csrf).toBeNull();
  });
});
