// MSW server for unit tests only: each test declares the admin API answers it needs.
import { setupServer } from 'msw/node';

export const server = setupServer();

/** Absolute URL of an admin API path on the jsdom page's origin. */
export const api = (path: string) => new URL(path, window.location.origin).toString();
