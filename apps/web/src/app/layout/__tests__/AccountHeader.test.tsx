import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { ToastProvider } from '@/components/toast';
import { firstName, displayName } from '@/features/auth/lib/names';
import { AuthProviders } from '@/features/auth/providers';
import type { SessionUser } from '@/lib/session';
import { server } from '@/testing/msw-server';
import { Header } from '../Header';
import { UnreadBadge, unreadLabel } from '../UnreadBadge';

const base: SessionUser = {
  id: 5,
  fullName: 'Meena Iyer',
  username: null,
  email: 'meena@example.com',
  phone: '+919000000105',
  role: 'user',
  language: 'en',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderSignedIn(user: SessionUser, unreadCount = 0, path = '/search') {
  localStorage.setItem('token', 't');
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem('user', JSON.stringify(user));
  const logouts: string[] = [];
  server.use(
    http.get('/api/v1/auth/me', () => HttpResponse.json({ success: true, user, data: { user } })),
    http.post('/api/v1/auth/logout', ({ request }) => {
      logouts.push(request.headers.get('Authorization') ?? '');
      return HttpResponse.json({ success: true, data: {} });
    }),
  );
  const router = createMemoryRouter(
    [
      {
        element: (
          <ToastProvider>
            <AuthProviders>
              <Header unreadCount={unreadCount} />
              <Outlet />
              <Where />
            </AuthProviders>
          </ToastProvider>
        ),
        children: [{ path: '*', element: <h1>Page</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), logouts };
}

describe('menu label (PRODUCT.md §2 Header)', () => {
  it('uses the first name, else the part of the username or e-mail before the @, else "User"', () => {
    expect(firstName({ fullName: 'Meena Iyer', username: null, email: null })).toBe('Meena');
    expect(firstName({ fullName: ' ', username: 'meena.i@escapes', email: 'x@y.z' })).toBe('meena.i');
    expect(firstName({ fullName: '', username: null, email: 'guest42@example.com' })).toBe('guest42');
    expect(firstName({ fullName: '', username: null, email: null })).toBe('User');
    expect(displayName({ fullName: '', username: 'meena', email: null })).toBe('meena');
    expect(displayName({ fullName: '', username: null, email: 'a@b.c' })).toBe('User');
  });

  it('caps the unread badge at 99+ and hides it at 0', () => {
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
    const { container, rerender } = render(<UnreadBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<UnreadBadge count={250} />);
    expect(container).toHaveTextContent('99+ unread messages');
    // Unknown (the count could not be fetched): no number, and it says so.
    rerender(<UnreadBadge count={null} />);
    expect(container).toHaveTextContent(/^\? unread count unavailable$/);
  });
});

describe('header for a signed-in user', () => {
  it('shows the first-name menu with the guest items and signs out to /', async () => {
    const { user, logouts } = renderSignedIn(base, 3);
    const trigger = await screen.findByRole('button', { name: /Meena/, expanded: false });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('3 unread messages');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Your Bookings', 'Messages3 unread messages', 'Saved', 'Profile', 'Settings', 'Sign Out']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(logouts).toEqual(['Bearer t']);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('gives owners Dashboard, Analytics and Earnings, and admins Analytics Dashboard', async () => {
    const { user } = renderSignedIn({ ...base, role: 'owner', fullName: 'Ravi Reddy' }, 120);
    const trigger = await screen.findByRole('button', { name: /Ravi/, expanded: false });
    expect(trigger).toHaveTextContent('99+');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items.slice(0, 3)).toEqual(['Dashboard', 'Analytics', 'Earnings']);
    expect(within(menu).getByRole('menuitem', { name: 'Earnings' })).toHaveAttribute('href', '/owner/earnings');
    await user.click(within(menu).getByRole('menuitem', { name: 'Dashboard' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/owner/dashboard');
  });

  it('gives admins Analytics Dashboard', async () => {
    const { user } = renderSignedIn({ ...base, role: 'admin', fullName: '', username: null, email: 'root@escapes.in' });
    await user.click(await screen.findByRole('button', { name: /root/, expanded: false }));
    const menu = await screen.findByRole('menu');
    // The admin console's Analytics screen (its own admin sign-in), reached by a full page load.
    expect(within(menu).getByRole('menuitem', { name: 'Analytics Dashboard' })).toHaveAttribute(
      'href',
      '/admin/analytics',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('mobile menu: avatar initial, display name, phone, My Account items', async () => {
    const { user } = renderSignedIn(base, 0);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByText('M')).toBeInTheDocument();
    expect(within(menu).getByText('Meena Iyer')).toBeInTheDocument();
    expect(within(menu).getByText('+919000000105')).toBeInTheDocument();
    const account = within(menu).getByRole('region', { name: 'My Account' });
    expect(within(account).getByRole('link', { name: 'Your Bookings' })).toHaveAttribute('href', '/bookings');
    expect(within(account).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(account).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(menu).queryByText(/FIRST500/)).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Call Us' })).toBeInTheDocument();
  });
});

describe('header for a visitor', () => {
  it('Login opens the auth modal on the login step', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <ToastProvider>
              <AuthProviders>
                <Header />
                <Outlet />
              </AuthProviders>
            </ToastProvider>
          ),
          children: [{ path: '*', element: <h1>Page</h1> }],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByLabelText('Mobile number')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
