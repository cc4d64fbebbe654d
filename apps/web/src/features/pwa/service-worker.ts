// The service worker's registration and updates, in a few lines of our own instead of
// workbox-window (vite-plugin-pwa's register helper; ~2.5 KiB gzip on every page): /sw.js is
// vite-plugin-pwa's generated Workbox worker in 'prompt' mode, which waits after installing until
// the page sends it {type: 'SKIP_WAITING'}.

export const SW_URL = '/sw.js';

export interface ServiceWorkerEvents {
  registered(registration: ServiceWorkerRegistration): void;
  /** A new version has installed and waits to take over from the one controlling this page. */
  waiting(worker: ServiceWorker): void;
  failed(error: unknown): void;
}

/** Registers /sw.js; `waiting` is called for a version installed (now or before) while another one runs this page. */
export function registerServiceWorker(events: ServiceWorkerEvents): void {
  const container = navigator.serviceWorker;
  // The first version takes over without asking (it claims the page); only a later one waits.
  const installed = (worker: ServiceWorker | null) => {
    if (worker && container.controller) events.waiting(worker);
  };
  container
    .register(SW_URL, { scope: '/' })
    .then((registration: ServiceWorkerRegistration | undefined) => {
      // Some automation resolves a blocked registration with nothing.
      if (!registration) return;
      events.registered(registration);
      installed(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') installed(worker);
        });
      });
    })
    .catch(events.failed);
}

/** The page reload, replaceable in tests (jsdom's location.reload cannot be watched). */
export const page = { reload: () => window.location.reload() };

/** Lets the waiting version take over; the page reloads into it once it controls the page. */
export function activate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => page.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
