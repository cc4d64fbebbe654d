// Shared set-up of the account tests: a signed-in guest in localStorage, the session's /auth/me,
// and request recorders for the account endpoints.
import { http, HttpResponse } from 'msw';
import type { SessionUser } from '@/lib/session';
import { ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';

export const guest: SessionUser = {
  id: 104,
  fullName: 'Priya Sharma',
  username: null,
  email: 'priya@example.com',
  phone: '+919000000104',
  role: 'user',
  language: 'en',
};

export const otherGuest: SessionUser = {
  id: 117,
  fullName: 'Karthik Rao',
  username: null,
  email: null,
  phone: '+919000000117',
  role: 'user',
  language: 'en',
};

/** Stores the guest's credentials as a sign-in would, and answers /auth/me with them. */
export function signInAs(user: SessionUser = guest) {
  localStorage.setItem('token', `token-${user.id}`);
  localStorage.setItem('refreshToken', `refresh-${user.id}`);
  localStorage.setItem('user', JSON.stringify(user));
  const me = { calls: 0 };
  server.use(
    http.get('/api/v1/auth/me', ({ request }) => {
      me.calls += 1;
      const token = request.headers.get('Authorization')?.replace('Bearer ', '');
      const current = token === `token-${otherGuest.id}` ? otherGuest : token === `token-${guest.id}` ? guest : user;
      return HttpResponse.json({ success: true, user: current, data: { user: current } });
    }),
    http.post('/api/v1/auth/logout', () => HttpResponse.json(ok({ loggedOut: true }))),
  );
  return me;
}

export interface Seen {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/** The user chose long ago, so the consent banner stays away from a test about something else. */
export function consentAlreadyGiven() {
  server.use(
    http.get('/api/v1/users/me/consent', () =>
      HttpResponse.json(ok(consentState('essential', '2026-10-01T04:30:00Z'))),
    ),
  );
}

/** Records every request the handler sees, with its JSON body. */
export function recorder() {
  const seen: Seen[] = [];
  const record = async (request: Request) => {
    const text = await request.clone().text();
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('Authorization'),
    });
  };
  return { seen, record };
}

export function errorBody(status: number, code: string, message: string, fields?: Record<string, string>) {
  return HttpResponse.json({ success: false, message, error: { code, message, fields } }, { status });
}

export const consentState = (choice: 'all' | 'essential' | null, decidedAt: string | null = null) => ({
  choice,
  policyVersion: '2026-11-01',
  decidedAt,
});
