// MSW server for unit tests; each test adds its handlers with server.use(...).
import { setupServer } from 'msw/node';

export const server = setupServer();
