import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { ToastProvider } from '@/components/toast';
import { AuthProviders } from '@/features/auth/providers';
import { guestUser, owner } from '@/testing/auth-harness';
import { signIn } from '@/testing/booking-fixtures';
import { Header } from '../Header';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.hash}`}</p>;
}

function renderHeaderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ToastProvider>
            <AuthProviders>
              <Header />
              <Outlet />
              <Where />
            </AuthProviders>
          </ToastProvider>
        ),
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/search', element: <h1>Search page</h1> },
          { path: '*', element: <h1>Other page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup(), unmount };
}

describe('Header', () => {
  it('shows the brand, the main links and the visitor buttons', () => {
    renderHeaderAt('/search');
    expect(screen.getByRole('link', { name: 'Hyderabad Escapes' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/#properties');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });

  it('offers List your farmhouse beside the main links to visitors and guests, not to owners', () => {
    const hostLink = () =>
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'List your farmhouse' });
    const visitor = renderHeaderAt('/');
    expect(hostLink()).toHaveAttribute('href', '/list-your-farmhouse');
    visitor.unmount();

    signIn(guestUser);
    const guest = renderHeaderAt('/');
    expect(hostLink()).toHaveAttribute('href', '/list-your-farmhouse');
    guest.unmount();

    // An owner has the dashboard instead.
    signIn(owner);
    renderHeaderAt('/');
    expect(hostLink()).toBeNull();
  });

  it('Explore and About go to the home page first when the guest is elsewhere', async () => {
    const { user } = renderHeaderAt('/search');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Explore' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/#properties');

    await user.click(within(nav).getByRole('link', { name: 'About' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/#about');
  });
});

describe('Mobile menu', () => {
  it('offers navigation, My Account for visitors, the FIRST500 offer and Call Us', async () => {
    const { user } = renderHeaderAt('/farmhouses/moinabad');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });

    const nav = within(menu).getByRole('navigation', { name: 'Mobile' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Explore', 'About', 'List your farmhouse']);

    const account = within(menu).getByRole('region', { name: 'My Account' });
    expect(within(account).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');

    expect(within(menu).getByText('₹500 off your first booking — code FIRST500')).toBeInTheDocument();

    const call = within(menu).getByRole('link', { name: 'Call Us' });
    expect(call).toHaveAttribute('href', 'tel:+914045207788');
    expect(within(menu).getByText('+91 40 4520 7788')).toBeInTheDocument();
  });

  it('closes and goes to the home page anchor when Explore is chosen', async () => {
    const { user } = renderHeaderAt('/search');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Explore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/#properties');
  });

  it('closes with Escape and gives focus back to the menu button', async () => {
    const { user } = renderHeaderAt('/');
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('stays open when the page arrives after a tap on the loading shell’s header', async () => {
    // A header drawn before the providers exist (Header reads the stored user then), replaced by
    // one inside them.
    let pageArrives = () => {};
    function ShellThenPage() {
      const [loaded, setLoaded] = useState(false);
      // eslint-disable-next-line react-hooks/globals -- the test drives the component from outside through this setter
      pageArrives = () => setLoaded(true);
      return loaded ? (
        <ToastProvider>
          <AuthProviders>
            <Header />
          </AuthProviders>
        </ToastProvider>
      ) : (
        <Header />
      );
    }
    const router = createMemoryRouter([{ path: '*', element: <ShellThenPage /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });

    act(() => pageArrives());
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Call Us' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
