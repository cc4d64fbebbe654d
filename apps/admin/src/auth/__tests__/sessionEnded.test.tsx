import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../../App';
import { listAnswer, renderSignedIn, stubDashboard } from '../../testing/console';
import { api, server } from '../../testing/server';
import { createAuthProvider } from '../authProvider';
import { SESSION_ENDED_MESSAGE } from '../LoginPage';

const loginHeading = () => screen.findByRole('heading', { level: 1, name: 'Admin sign in' });

describe('session refresh in the console', () => {
  it('renews the session on a 401 and shows the page without the admin noticing', async () => {
    let refreshes = 0;
    server.use(
      http.get(api('/api/v1/admin/users'), ({ request }) => {
        if (request.headers.get('Authorization') !== 'Bearer admin-token-2') {
          return HttpResponse.json({ success: false }, { status: 401 });
        }
        const { body, init } = listAnswer('users', [
          {
            id: 131,
            fullName: 'Meera Iyer',
            phone: null,
            email: null,
            role: 'user',
            createdAt: '2026-11-21T18:45:00Z',
            suspended: false,
          },
        ]);
        return HttpResponse.json(body, init);
      }),
      http.post(api('/api/v1/admin/auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({
          success: true,
          data: {
            adminToken: 'admin-token-2',
            csrfToken: 'csrf-2',
            refreshToken: 'refresh-2',
            user: { id: 1, fullName: 'Asha Rao' },
          },
        });
      }),
    );
    renderSignedIn('/admin/users');
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    expect(refreshes).toBe(1);
    expect(window.location.pathname).toBe('/admin/users');
  });

  it('lands on the login page with "Your session has ended" when the refresh fails, once', async () => {
    server.use(
      http.get(api('/api/v1/admin/users'), () => HttpResponse.json({ success: false }, { status: 401 })),
      http.post(api('/api/v1/admin/auth/refresh'), () =>
        HttpResponse.json(
          { success: false, error: { code: 'SESSION_EXPIRED', message: 'Session ended' } },
          { status: 401 },
        ),
      ),
    );
    renderSignedIn('/admin/users');
    await loginHeading();
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('adminToken')).toBeNull();

    // A reload of the login page does not repeat it.
    cleanup();
    window.history.replaceState({}, '', '/admin/login');
    render(<App authProvider={createAuthProvider({ retryDelayMs: 0 })} />);
    await loginHeading();
    expect(screen.queryByText(SESSION_ENDED_MESSAGE)).not.toBeInTheDocument();
  });

  it('says nothing on a first visit or after a deliberate sign-out', async () => {
    stubDashboard();
    const user = renderSignedIn('/admin');
    await user.click(await screen.findByRole('button', { name: /profile|account/i }));
    await user.click(await screen.findByRole('menuitem', { name: /logout/i }));
    await loginHeading();
    expect(screen.queryByText(SESSION_ENDED_MESSAGE)).not.toBeInTheDocument();
  });

  it('says nothing to a signed-out visitor', async () => {
    window.history.replaceState({}, '', '/admin');
    render(<App authProvider={createAuthProvider({ retryDelayMs: 0 })} />);
    await loginHeading();
    expect(screen.queryByText(SESSION_ENDED_MESSAGE)).not.toBeInTheDocument();
  });
});
