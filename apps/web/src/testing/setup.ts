// Vitest setup: jest-dom matchers, DOM clean-up, MSW for network stubs, and the few browser APIs
// jsdom lacks (scrolling, ResizeObserver, a modal <dialog>).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '@/lib/react-query';
import { setSocketFactory } from '@/features/messaging/realtime/factory';
import { FakeSocket } from './fake-socket';
import { server } from './msw-server';
import { setLanguage } from '@/i18n';

// Signed-in pages open the realtime link: unit tests get a fake socket that never connects unless
// a test drives it (messaging tests install their own factory to reach it).
setSocketFactory((options) => new FakeSocket(options));

// Lazy routes are compiled on first import; on a busy 2-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: scrolling just records the position.
function recordScroll(xOrOptions?: number | ScrollToOptions, y?: number) {
  const x = typeof xOrOptions === 'object' ? (xOrOptions.left ?? window.scrollX) : (xOrOptions ?? 0);
  const top = typeof xOrOptions === 'object' ? (xOrOptions.top ?? window.scrollY) : (y ?? 0);
  Object.defineProperty(window, 'scrollX', { configurable: true, writable: true, value: x });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: top });
}
window.scrollTo = recordScroll as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// Radix Toast's swipe handling asks about pointer capture, which jsdom does not implement.
Element.prototype.hasPointerCapture ??= function hasPointerCapture() {
  return false;
};
Element.prototype.setPointerCapture ??= function setPointerCapture() {};
Element.prototype.releasePointerCapture ??= function releasePointerCapture() {};
// jsdom has <dialog> without showModal and close (components/ModalDialog): open and close it as
// the browser would, without the focus handling and inert page behind.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// The app's client keeps its retry rule; tests only skip the wait between tries.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

// A signed-in page loads the realtime link (and, with consent, the analytics helper) with a
// dynamic import. A test that ends right after rendering one left that import to land after the
// environment was torn down (an unhandled EnvironmentTeardownError that failed the run). Loaded
// once here, both resolve from the module cache.
// The toast's Radix part loads lazily in the app; here it is loaded before each file's tests (after
// the file's vi.mock calls apply), so a toast shows in the same render as it did before the split.
beforeAll(async () => {
  const { loadToaster } = await import('@/components/toast/ToastProvider');
  await loadToaster();
});
beforeAll(async () => {
  await Promise.all([import('@/features/messaging/realtime/session-link'), import('@/lib/analytics/runtime')]);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Tests read the English texts; a test that switches language gets English back after it.
void setLanguage('en');
afterEach(() => {
  cleanup();
  void setLanguage('en');
  setSocketFactory((options) => new FakeSocket(options));
  server.resetHandlers();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  recordScroll(0, 0);
});
afterAll(() => server.close());
