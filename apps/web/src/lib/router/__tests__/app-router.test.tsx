// The app's router (lib/router) as the pages meet it: a navigation keeps the page on screen until
// the next one's code is in and says it is under way; a route's prefetch starts with the
// navigation; a blocker holds a link, navigate() or Back until the user goes on or stays.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { AppRouterProvider, createAppRouter, useBlocker, useNavigating, type PrefetchArgs } from '@/lib/router';

function Frame() {
  const navigating = useNavigating();
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname}</p>
      {navigating && <div role="progressbar" aria-label="Loading the page" />}
      <Link to="/slow">Slow page</Link>
      <Link to="/b">Page B</Link>
      <Suspense fallback={<p>First page loading</p>}>
        <Outlet />
      </Suspense>
    </>
  );
}

describe('the app router', () => {
  it('keeps the page on screen while the next page’s code downloads, and says a navigation is under way', async () => {
    let arrive = () => {};
    const Slow = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>Slow page</h1> });
        }),
    );
    const router = createAppRouter(
      [
        {
          Component: Frame,
          children: [
            { path: '/', element: <h1>Home</h1> },
            { path: '/slow', element: <Slow /> },
          ],
        },
      ],
      {
        initialEntries: ['/'],
      },
    );
    const user = userEvent.setup();
    render(<AppRouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Slow page' }));
    expect(router.state.location.pathname).toBe('/slow');
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('First page loading')).not.toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('runs a route’s prefetch with its params and query when the app opens there and at each navigation to it', async () => {
    const prefetch = vi.fn<(args: PrefetchArgs) => void>();
    const router = createAppRouter(
      [
        {
          Component: Frame,
          children: [
            { path: '/', element: <h1>Home</h1> },
            { path: '/farmhouses/:slug', handle: { prefetch }, element: <h1>Locality</h1> },
          ],
        },
      ],
      { initialEntries: ['/farmhouses/moinabad?sort=price_asc'] },
    );
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0][0].params).toEqual({ slug: 'moinabad' });
    expect(prefetch.mock.calls[0][0].searchParams.get('sort')).toBe('price_asc');

    render(<AppRouterProvider router={router} />);
    act(() => router.navigate('/'));
    expect(prefetch).toHaveBeenCalledTimes(1);
    act(() => router.navigate('/farmhouses/shankarpally?page=2'));
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(prefetch.mock.calls[1][0].params).toEqual({ slug: 'shankarpally' });
    expect(prefetch.mock.calls[1][0].searchParams.get('page')).toBe('2');
    expect(await screen.findByRole('heading', { name: 'Locality' })).toBeInTheDocument();
  });

  describe('a blocker', () => {
    function Editor() {
      const blocker = useBlocker(
        ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
      );
      return (
        <>
          <h1>Editor</h1>
          {blocker.state === 'blocked' && (
            <div role="alertdialog" aria-label="Leave?">
              <button type="button" onClick={blocker.reset}>
                Stay
              </button>
              <button type="button" onClick={blocker.proceed}>
                Leave
              </button>
            </div>
          )}
        </>
      );
    }

    function start(initialEntries: string[]) {
      const router = createAppRouter(
        [
          {
            Component: Frame,
            children: [
              { path: '/', element: <h1>Home</h1> },
              { path: '/b', element: <h1>Page B</h1> },
              { path: '/edit', element: <Editor /> },
            ],
          },
        ],
        { initialEntries, initialIndex: initialEntries.length - 1 },
      );
      render(<AppRouterProvider router={router} />);
      return { router, user: userEvent.setup() };
    }

    it('holds a link until the user goes on, or stays', async () => {
      const { router, user } = start(['/edit']);
      await user.click(screen.getByRole('link', { name: 'Page B' }));
      expect(screen.getByRole('alertdialog', { name: 'Leave?' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/edit');

      await user.click(screen.getByRole('button', { name: 'Stay' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'Page B' }));
      await user.click(screen.getByRole('button', { name: 'Leave' }));
      expect(await screen.findByRole('heading', { name: 'Page B' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/b');
    });

    it('holds Back with the address put back, and goes back when the user leaves', async () => {
      const { router, user } = start(['/', '/edit']);
      act(() => router.navigate(-1));
      expect(screen.getByRole('alertdialog', { name: 'Leave?' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/edit');
      expect(screen.getByTestId('where')).toHaveTextContent('/edit');

      await user.click(screen.getByRole('button', { name: 'Leave' }));
      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      // The entry left is still there to go forward to.
      act(() => router.navigate(1));
      expect(await screen.findByRole('heading', { name: 'Editor' })).toBeInTheDocument();
    });

    it('never holds a move within the page', async () => {
      const { router } = start(['/edit']);
      act(() => router.navigate('/edit?step=photos'));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(router.state.location.search).toBe('?step=photos');
    });
  });
});
