// Vitest setup: DOM matchers, MSW on the network (unknown requests fail the test), clean storage,
// and the ResizeObserver jsdom lacks (recharts' ResponsiveContainer needs one).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from './server';

// react-admin's MUI pages can take over a second to settle on a busy 2-core CI machine; the
// default 1 s wait for findBy* failed there (OwnerMoney's second validation round).
configure({ asyncUtilTimeout: 5000 });

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState({}, '', '/');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
