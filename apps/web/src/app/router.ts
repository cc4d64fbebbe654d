// The browser's router over the route table (tests use one over a history in memory), made at its
// first use: the bootstrap makes it in a task of its own (src/boot/mount.tsx), since reading the
// history and ranking the routes is a few milliseconds on a slow phone.
import { createAppRouter, type AppRouter } from '@/lib/router';
import { routes } from './route-table';

let router: AppRouter | undefined;

export function appRouter(): AppRouter {
  return (router ??= createAppRouter(routes));
}
