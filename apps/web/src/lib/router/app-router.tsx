// The app's router: React Router's declarative <Router> and useRoutes over the browser's history,
// driven from here instead of by createBrowserRouter's data router. Its code (loaders, actions,
// fetchers, revalidation; some 16 KiB gzip) came with every guest's first page
// (scripts/bundle-size.mjs), and the app used little of it. What it did use is here:
//
// - a navigation renders in a transition, so the page on screen stays until the next page's code
//   is in, and useNavigating() says one is under way (the progress bar);
// - a route's `handle.prefetch` starts its requests when a navigation to it starts (where the data
//   router ran loaders), so the page's data and code download together;
// - useBlocker() holds a navigation for a question (the listing editor's unsaved changes): a link,
//   navigate() or Back is stopped until the user goes on or stays.
//
// The history is React Router's own (its createBrowserHistory/createMemoryHistory, which
// <BrowserRouter>/<MemoryRouter> use too), so locations, keys and state are as before.
import { createContext, use, useEffect, useLayoutEffect, useRef, useState, useTransition } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  matchRoutes,
  parsePath,
  useRoutes,
  NavigationType,
  type InitialEntry,
  type Location,
  type Navigator,
  type Params,
  type RouteObject,
  type To,
} from 'react-router';

type History = ReturnType<typeof createBrowserHistory>;

/** What a route's `handle.prefetch` gets: the matched params and the address's query. */
export interface PrefetchArgs {
  params: Params;
  searchParams: URLSearchParams;
}

export interface RouteHandle {
  prefetch?: (args: PrefetchArgs) => void;
}

export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Pick<Location, 'pathname' | 'search' | 'hash' | 'state'>;
  historyAction: NavigationType;
}

/** A held navigation: `proceed` lets it go on, `reset` stays. */
export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

const UNBLOCKED: Blocker = { state: 'unblocked' };

interface BlockerEntry {
  shouldBlock: (args: BlockerArgs) => boolean;
  show: (blocker: Blocker) => void;
}

export interface RouterState {
  location: Location;
  action: NavigationType;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export class AppRouter {
  /** The history's location, as the app last moved to it (the screen follows in a transition). */
  state: RouterState;
  readonly navigator: Navigator;
  private readonly subscribers = new Set<(state: RouterState) => void>();
  private readonly blockers = new Set<BlockerEntry>();
  /** The next POP is the router undoing (or redoing) a Back or Forward the user was asked about. */
  private quietPop: 'undo' | 'redo' | null = null;

  constructor(
    readonly routes: RouteObject[],
    history: History,
  ) {
    this.state = { location: history.location, action: history.action };
    this.prefetch(history.location);
    history.listen(({ action, location, delta }) => {
      if (action === NavigationType.Pop && this.quietPop === 'undo') {
        this.quietPop = null;
        return;
      }
      if (action === NavigationType.Pop && this.quietPop === null && delta !== null) {
        const blocker = this.blocking(location, action);
        if (blocker) {
          // Back or Forward has already moved the address: put it back, and ask.
          this.quietPop = 'undo';
          history.go(-delta);
          this.hold(blocker, () => {
            this.quietPop = 'redo';
            history.go(delta);
          });
          return;
        }
      }
      if (this.quietPop === 'redo') this.quietPop = null;
      this.commit(action, location);
    });
    const move =
      (method: 'push' | 'replace') =>
      (to: To, state?: unknown): void => {
        const path = typeof to === 'string' ? parsePath(to) : to;
        const next = {
          pathname: path.pathname ?? this.state.location.pathname,
          search: path.search ?? '',
          hash: path.hash ?? '',
          state: state ?? null,
        };
        const blocker = this.blocking(next, method === 'push' ? NavigationType.Push : NavigationType.Replace);
        if (blocker) this.hold(blocker, () => history[method](to, state));
        else history[method](to, state);
      };
    this.navigator = {
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: move('push'),
      replace: move('replace'),
    };
  }

  /** Goes to `to` (or `delta` entries back or forward), as useNavigate() does. */
  navigate(to: To | number, options: NavigateOptions = {}): void {
    if (typeof to === 'number') this.navigator.go(to);
    else if (options.replace) this.navigator.replace(to, options.state);
    else this.navigator.push(to, options.state);
  }

  subscribe(subscriber: (state: RouterState) => void): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  addBlocker(entry: BlockerEntry): () => void {
    this.blockers.add(entry);
    return () => this.blockers.delete(entry);
  }

  private blocking(nextLocation: BlockerArgs['nextLocation'], historyAction: NavigationType): BlockerEntry | undefined {
    const args = { currentLocation: this.state.location, nextLocation, historyAction };
    for (const entry of this.blockers) if (entry.shouldBlock(args)) return entry;
    return undefined;
  }

  private hold(entry: BlockerEntry, proceed: () => void) {
    entry.show({
      state: 'blocked',
      proceed: () => {
        entry.show(UNBLOCKED);
        proceed();
      },
      reset: () => entry.show(UNBLOCKED),
    });
  }

  private commit(action: NavigationType, location: Location) {
    this.state = { location, action };
    this.prefetch(location);
    for (const subscriber of this.subscribers) subscriber(this.state);
  }

  private prefetch(location: Location) {
    const searchParams = new URLSearchParams(location.search);
    for (const { route, params } of matchRoutes(this.routes, location) ?? []) {
      (route.handle as RouteHandle | undefined)?.prefetch?.({ params, searchParams });
    }
  }
}

/** The router over the browser's address bar (or, given entries, over a history in memory). */
export function createAppRouter(
  routes: RouteObject[],
  memory?: { initialEntries: InitialEntry[]; initialIndex?: number },
): AppRouter {
  const history = memory
    ? createMemoryHistory({ ...memory, v5Compat: true })
    : createBrowserHistory({ v5Compat: true });
  return new AppRouter(routes, history);
}

const RouterContext = createContext<AppRouter | null>(null);
const NavigatingContext = createContext(false);

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function AppRouterProvider({ router }: { router: AppRouter }) {
  const [shown, setShown] = useState(router.state);
  const first = useRef(shown);
  const [navigating, startTransition] = useTransition();
  useLayoutEffect(() => {
    const show = (state: RouterState) => startTransition(() => setShown(state));
    // A move made between the first render and now.
    if (router.state !== first.current) show(router.state);
    return router.subscribe(show);
  }, [router]);
  return (
    <RouterContext value={router}>
      <NavigatingContext value={navigating}>
        <Router location={shown.location} navigationType={shown.action} navigator={router.navigator}>
          <AppRoutes routes={router.routes} />
        </Router>
      </NavigatingContext>
    </RouterContext>
  );
}

/** True while a navigation's next page is being prepared (its code downloading). */
export function useNavigating(): boolean {
  return use(NavigatingContext);
}

/**
 * Holds navigations for which `shouldBlock` says so (a link, navigate(), Back or Forward) until
 * the blocker's `proceed` or `reset`. Outside the app's router it never blocks.
 */
export function useBlocker(shouldBlock: (args: BlockerArgs) => boolean): Blocker {
  const router = use(RouterContext);
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => router?.addBlocker({ shouldBlock: (args) => latest.current(args), show: setBlocker }), [router]);
  return blocker;
}
