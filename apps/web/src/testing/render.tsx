// Renders the real route table in a memory router with the app's query client, as the browser would.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes as appRoutes } from '@/app/route-table';
import { queryClient } from '@/lib/react-query';

export function renderRoute(path: string, { routes = appRoutes }: { routes?: RouteObject[] } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user, ...utils };
}

/** The router's current URL as path + query + hash. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
