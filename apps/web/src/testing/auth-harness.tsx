// Test harness shared by the features' tests: the toast, session and auth-modal providers inside
// a memory router, a page that can open the modal or fire a gate, and MSW handlers that play the
// sign-in API.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { AppRouterProvider, createAppRouter } from '@/lib/router';
import { ToastProvider } from '@/components/toast';
import { queryClient } from '@/lib/react-query';
import { server } from '@/testing/msw-server';
import { AuthProviders } from '@/features/auth/providers';
import { ReviewDialogProvider } from '@/features/reviews';
import { useSession, type SessionUser } from '@/lib/session';

export const owner: SessionUser = {
  id: 7,
  fullName: 'Ravi Kumar Reddy',
  username: null,
  email: 'ravi@example.com',
  phone: '+919000000001',
  role: 'owner',
  language: 'en',
};

export const guestUser: SessionUser = {
  id: 101,
  fullName: 'Asha Verma',
  username: null,
  email: 'asha@example.com',
  phone: '+919000000101',
  role: 'user',
  language: 'en',
};

export function sessionBody(user: SessionUser, token = 'access-1', refreshToken = 'refresh-1') {
  return { success: true, token, refreshToken, user, data: { token, refreshToken, user } };
}

export function storeCredentials(user: SessionUser, token = 'stored-token', refreshToken = 'stored-refresh') {
  localStorage.setItem('token', token);
  localStorage.setItem('refreshToken', refreshToken);
  localStorage.setItem('user', JSON.stringify(user));
}

export interface SeenRequest {
  path: string;
  body: unknown;
  authorization: string | null;
}

/** Records each request to `path` and answers with `respond`. */
export function record(
  method: 'get' | 'post',
  path: string,
  respond: (body: unknown, seen: SeenRequest[]) => Response | Promise<Response>,
): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const text = method === 'post' ? await request.text() : '';
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      seen.push({ path, body, authorization: request.headers.get('Authorization') });
      return respond(body, seen);
    }),
  );
  return seen;
}

export function errorBody(status: number, code: string, message: string) {
  return HttpResponse.json({ success: false, message, error: { code, message } }, { status });
}

function Where() {
  const location = useLocation();
  const { status, user } = useSession();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <p data-testid="session">{`${status}${user ? ` ${user.fullName}` : ''}`}</p>
    </>
  );
}

/** Renders `ui` at `/` (and `routes`) with the app's providers; `where` shows the URL and session. */
export function renderWithAuth(
  ui: ReactNode,
  { path = '/', routes = [] }: { path?: string; routes?: RouteObject[] } = {},
) {
  const router = createAppRouter(
    [
      {
        element: (
          <ToastProvider>
            <AuthProviders>
              <ReviewDialogProvider>
                <Outlet />
                <Where />
              </ReviewDialogProvider>
            </AuthProviders>
          </ToastProvider>
        ),
        children: [{ path: '/', element: ui }, ...routes, { path: '*', element: <h1>Somewhere else</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({
    // With fake timers (countdown tests) user-event's own pauses must advance them too.
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AppRouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user, ...utils };
}
