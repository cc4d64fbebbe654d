// The browser's router over the route table (tests use one over a history in memory).
import { createAppRouter } from '@/lib/router';
import { routes } from './route-table';

export const router = createAppRouter(routes);
