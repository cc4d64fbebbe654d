// The browser router over the route table (tests use a memory router over the same table).
import { createBrowserRouter } from 'react-router';
import { routes } from './route-table';

export const router = createBrowserRouter(routes);
