// The prefetch hints on the wire: GET /api/reviews from the home page, GET /api/properties/owner/me
// for a signed-in owner (into the owner dashboard's query), neither for anyone else.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { catalogueHandlers } from '@/testing/catalogue-handlers';
import { guestUser, owner, storeCredentials } from '@/testing/auth-harness';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { queryClient } from '@/lib/react-query';
import type { SessionUser } from '@/lib/session';
import { OWNER_PROPERTIES_KEY } from '@/lib/shared-query-keys';

const listing = { id: 12, slug: 'banyan-grove-farmhouse-moinabad', title: 'Banyan Grove Farmhouse' };

function watchHints() {
  const calls: { path: string; authorization: string | null }[] = [];
  // msw tries the handlers of one `use` in order: the watchers go before the shared catalogue
  // handlers, which answer /api/reviews too.
  server.use(
    http.get('/api/reviews', ({ request }) => {
      calls.push({ path: '/api/reviews', authorization: request.headers.get('authorization') });
      return HttpResponse.json({ success: true, data: [] }, { headers: { 'Cache-Control': 'public, max-age=60' } });
    }),
    http.get('/api/properties/owner/me', ({ request }) => {
      calls.push({ path: '/api/properties/owner/me', authorization: request.headers.get('authorization') });
      return HttpResponse.json({ success: true, data: [listing] }, { headers: { 'Cache-Control': 'no-store' } });
    }),
    ...catalogueHandlers,
  );
  return calls;
}

function signIn(user: SessionUser) {
  storeCredentials(user, 'owner-token');
  server.use(http.get('/api/v1/auth/me', () => HttpResponse.json({ success: true, user, data: { user } })));
}

beforeEach(() => {
  queryClient.clear();
});

describe('prefetch hints', () => {
  it('the home page asks for GET /api/reviews once the page has loaded; a visitor is not asked for owner listings', async () => {
    const calls = watchHints();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Hyderabad Escapes' });
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/reviews'));
    expect(calls.filter((c) => c.path === '/api/reviews')).toEqual([{ path: '/api/reviews', authorization: null }]);
    expect(calls.filter((c) => c.path === '/api/properties/owner/me')).toEqual([]);
  });

  it('a signed-in owner’s page asks for GET /api/properties/owner/me and fills the dashboard’s listings', async () => {
    const calls = watchHints();
    signIn(owner);
    renderRoute('/privacy-policy');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/properties/owner/me'));
    expect(calls.find((c) => c.path === '/api/properties/owner/me')?.authorization).toBe('Bearer owner-token');
    await waitFor(() => expect(queryClient.getQueryData(OWNER_PROPERTIES_KEY)).toEqual([listing]));
    // Not the home page: no reviews hint.
    expect(calls.map((c) => c.path)).not.toContain('/api/reviews');
  });

  it('a signed-in guest is not asked for owner listings', async () => {
    const calls = watchHints();
    signIn(guestUser);
    renderRoute('/privacy-policy');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toEqual([]);
  });
});
