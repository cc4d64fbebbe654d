// Renders the whole console at a path with an admin signed in, the way a browser would open it,
// and the answers the admin API gives (list envelopes, records, action recorders).
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { App } from '../App';
import { createAuthProvider } from '../auth/authProvider';
import { saveSession } from '../auth/session';
import { api, server } from './server';

export const signedInAdmin = { id: 1, fullName: 'Asha Rao', phone: '+919000000000', role: 'admin' };

export function renderSignedIn(path: string) {
  saveSession({ adminToken: 'admin-token-1', csrfToken: 'csrf-1', refreshToken: 'refresh-1', user: signedInAdmin });
  window.history.replaceState({}, '', path);
  const user = userEvent.setup();
  render(<App authProvider={createAuthProvider({ retryDelayMs: 0 })} />);
  return user;
}

/** A simple-REST list answer: `{success, data}` with the total in Content-Range. */
export function listAnswer(resource: string, rows: unknown[], total = rows.length, start = 0) {
  const end = rows.length === 0 ? start : start + rows.length - 1;
  return {
    body: { success: true, data: rows },
    init: { headers: { 'Content-Range': `${resource} ${start}-${end}/${total}` } },
  };
}

export interface SeenList {
  filter: Record<string, unknown>;
  sort: unknown;
}

/**
 * Answers `GET /api/v1/admin/{resource}` with `rows(filter)` and records each query's filter and
 * sort; `GET /api/v1/admin/{resource}/{id}` with `one(id)` when given.
 */
export function stubResource(
  resource: string,
  rows: (filter: Record<string, unknown>) => unknown[],
  one?: (id: string) => unknown,
) {
  const seen: SeenList[] = [];
  server.use(
    http.get(api(`/api/v1/admin/${resource}`), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const filter = JSON.parse(query.get('filter') ?? '{}') as Record<string, unknown>;
      seen.push({ filter, sort: JSON.parse(query.get('sort') ?? 'null') });
      const { body, init } = listAnswer(resource, rows(filter));
      return HttpResponse.json(body, init);
    }),
  );
  if (one) {
    server.use(
      http.get(api(`/api/v1/admin/${resource}/:id`), ({ params }) =>
        HttpResponse.json({ success: true, data: one(String(params.id)) }),
      ),
    );
  }
  return seen;
}

export interface SeenAction {
  url: string;
  body: unknown;
  csrf: string | null;
  authorization: string | null;
}

/** Answers `POST /api/v1/admin/{resource}/:id/{action}` with `answer` and records each call. */
export function recordAction(
  resource: string,
  action: string,
  answer: () => Response = () => HttpResponse.json({ success: true, data: {} }),
) {
  const seen: SeenAction[] = [];
  server.use(
    http.post(api(`/api/v1/admin/${resource}/:id/${action}`), async ({ request }) => {
      seen.push({
        url: new URL(request.url).pathname,
        body: await request.json(),
        csrf: request.headers.get('X-CSRF-Token'),
        authorization: request.headers.get('Authorization'),
      });
      return answer();
    }),
  );
  return seen;
}

/** docs/ADMIN_API.md "Dashboard" with 30 days of series. */
export const dashboardFigures = {
  today: { bookings: 3, confirmed: 1, gmvPaise: 4500000 },
  week: { bookings: 12, confirmed: 5, gmvPaise: 21000000, cancellations: 2, newUsers: 9, newOwners: 2 },
  pendingReview: 4,
  refundsPending: 1,
  series: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-${i < 6 ? '10' : '11'}-${String(i < 6 ? 26 + i : i - 5).padStart(2, '0')}`,
    bookings: i % 3,
    gmvPaise: (i % 3) * 1500000,
  })),
};

export function stubDashboard(figures: unknown = dashboardFigures) {
  server.use(http.get(api('/api/v1/admin/dashboard'), () => HttpResponse.json({ success: true, data: figures })));
}
