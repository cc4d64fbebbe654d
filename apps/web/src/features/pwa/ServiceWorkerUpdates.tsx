// Registers the service worker (vite-plugin-pwa's generated Workbox worker) and offers its updates:
// it looks for a new version every 60 s, shows the Update / Later prompt while one waits, and
// hides the prompt after 30 s (PRODUCT.md §2, §9). A failed registration is only logged (PRODUCT.md §8).
import { useEffect, useState } from 'react';
import { SW_UPDATE_CHECK_MS, UPDATE_PROMPT_DISMISS_MS } from '@/config/constants';
import { activate, registerServiceWorker } from './service-worker';
import { UpdatePrompt } from './UpdatePrompt';

let checking: ReturnType<typeof setInterval> | undefined;

/** Asks the server for a new sw.js every SW_UPDATE_CHECK_MS while the browser is online. */
function checkForUpdates(registration: ServiceWorkerRegistration) {
  clearInterval(checking);
  checking = setInterval(() => {
    if (!navigator.onLine) return;
    registration.update().catch((error: unknown) => console.warn('[pwa] update check failed', error));
  }, SW_UPDATE_CHECK_MS);
}

export function ServiceWorkerUpdates() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    registerServiceWorker({
      registered: checkForUpdates,
      waiting: setWaiting,
      failed: (error) => console.warn('[pwa] service worker registration failed', error),
    });
    return () => clearInterval(checking);
  }, []);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(null), UPDATE_PROMPT_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  return (
    // The live region stays mounted, so the prompt's arrival is announced.
    <div aria-live="polite">
      {waiting && (
        <UpdatePrompt
          // The worker takes over, and the page reloads when it does.
          onUpdate={() => activate(waiting)}
          onLater={() => setWaiting(null)}
        />
      )}
    </div>
  );
}
