import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { currentUrl, renderRoute } from '@/testing/render';
import { RequireRole } from '../RequireRole';
import { guestUser, owner, record, renderWithAuth, storeCredentials } from '@/testing/auth-harness';

const guarded = [
  {
    path: '/owner',
    element: <RequireRole roles={['owner']} />,
    children: [{ path: '*', element: <h1>Owner area</h1> }],
  },
  {
    path: '/analytics',
    element: <RequireRole roles={['owner', 'admin']} />,
    children: [{ index: true, element: <h1>Analytics area</h1> }],
  },
];

// Whether the route table asked for the /saved page's module.
const savedPage = vi.hoisted(() => ({ fetched: false }));
vi.mock('@/app/routes/saved', async (importOriginal) => {
  savedPage.fetched = true;
  return importOriginal();
});

function signedInAs(user: typeof owner) {
  storeCredentials(user);
  record('get', '/api/v1/auth/me', () => HttpResponse.json({ success: true, user, data: { user } }));
}

describe('role guards (PRODUCT.md §6)', () => {
  it('sends a visitor of /owner/* to sign-in with next (real route table)', async () => {
    const { router } = renderRoute('/owner/dashboard?tab=1');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?next=%2Fowner%2Fdashboard%3Ftab%3D1'));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a visitor of /analytics to sign-in (real route table)', async () => {
    const { router } = renderRoute('/analytics');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?next=%2Fanalytics'));
  });

  it('lets an owner into /owner/* and /analytics', async () => {
    signedInAs(owner);
    renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes: guarded });
    expect(await screen.findByRole('heading', { name: 'Owner area' })).toBeInTheDocument();
  });

  it('sends an owner who signs out on an owner page home, not to sign-in (PRODUCT.md §4 "Session")', async () => {
    signedInAs(owner);
    renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes: guarded });
    expect(await screen.findByRole('heading', { name: 'Owner area' })).toBeInTheDocument();
    // Signed out in another tab.
    for (const key of ['token', 'refreshToken', 'user']) localStorage.removeItem(key);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: window.localStorage })));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it('lets an admin into /analytics but not /owner/*', async () => {
    signedInAs({ ...owner, role: 'admin' });
    renderWithAuth(<p>home</p>, { path: '/analytics', routes: guarded });
    expect(await screen.findByRole('heading', { name: 'Analytics area' })).toBeInTheDocument();
  });

  it('never tells an admin on /analytics that the page is for property owners (real route table)', async () => {
    signedInAs({ ...owner, role: 'admin' });
    renderRoute('/analytics');
    expect(await screen.findByRole('link', { name: 'Open the Analytics Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('This page is for property owners.')).not.toBeInTheDocument();
  });

  it('tells a guest on /analytics whom the page is for: owners and administrators', async () => {
    signedInAs(guestUser);
    renderWithAuth(<p>home</p>, { path: '/analytics', routes: guarded });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(screen.getByText('This page is for property owners and administrators.')).toBeInTheDocument();
    expect(screen.queryByText('This page is for property owners.')).not.toBeInTheDocument();
  });

  it('sends a guest of another role home with a toast', async () => {
    signedInAs(guestUser);
    renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes: guarded });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(screen.getByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText('This page is for property owners.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Owner area' })).not.toBeInTheDocument();
  });
});

describe('pages for signed-in users (real route table)', () => {
  it('sends a visitor of /saved to sign-in without fetching the page, and shows it once they are signed in', async () => {
    const { router } = renderRoute('/saved?from=menu');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?next=%2Fsaved%3Ffrom%3Dmenu'));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(savedPage.fetched).toBe(false);

    // Signed in in another tab: the sign-in page goes on to the list.
    server.use(
      http.get('/api/v1/users/me/consent', () =>
        HttpResponse.json(ok({ choice: 'essential', policyVersion: '1', decidedAt: null })),
      ),
      http.get('/api/v1/users/me/saved', () => HttpResponse.json(ok({ items: [] }))),
      http.get('/api/v1/users/me/alerts', () => HttpResponse.json(ok({ items: [] }))),
    );
    signedInAs(guestUser);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: window.localStorage })));
    expect(await screen.findByText('No saved farmhouses yet')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/saved?from=menu');
    expect(savedPage.fetched).toBe(true);
  });
});
