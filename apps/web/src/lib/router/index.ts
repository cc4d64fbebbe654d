export { AppRouter, AppRouterProvider, createAppRouter, useBlocker, useNavigating } from './app-router';
export type { Blocker, BlockerArgs, PrefetchArgs, RouteHandle, RouterState } from './app-router';
