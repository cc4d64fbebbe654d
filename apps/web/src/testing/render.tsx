// Renders the real route table in the app's router over a history in memory, with the app's query
// client, as the browser would.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { routes as appRoutes } from '@/app/route-table';
import { queryClient } from '@/lib/react-query';
import { AppRouterProvider, createAppRouter, type RouterState } from '@/lib/router';

export function renderRoute(path: string, { routes = appRoutes }: { routes?: RouteObject[] } = {}) {
  const router = createAppRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AppRouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user, ...utils };
}

/** The router's current URL as path + query + hash. */
export function currentUrl(router: { state: RouterState }): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
