// Registers the service worker (vite-plugin-pwa's generated Workbox worker) and offers its updates:
// it looks for a new version every 60 s, shows the Update / Later prompt while one waits, and
// hides the prompt after 30 s (SPEC §2, §9). A failed registration is only logged (SPEC §8).
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { SW_UPDATE_CHECK_MS, UPDATE_PROMPT_DISMISS_MS } from '@/config/constants';
import { UpdatePrompt } from './UpdatePrompt';

let checking: ReturnType<typeof setInterval> | undefined;

/** Asks the server for a new sw.js every SW_UPDATE_CHECK_MS while the browser is online. */
function checkForUpdates(registration: ServiceWorkerRegistration | undefined) {
  clearInterval(checking);
  if (!registration) return;
  checking = setInterval(() => {
    if (!navigator.onLine) return;
    registration.update().catch((error: unknown) => console.warn('[pwa] update check failed', error));
  }, SW_UPDATE_CHECK_MS);
}

export function ServiceWorkerUpdates() {
  const {
    needRefresh: [waiting, setWaiting],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => checkForUpdates(registration),
    onRegisterError: (error: unknown) => console.warn('[pwa] service worker registration failed', error),
  });

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(false), UPDATE_PROMPT_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [waiting, setWaiting]);

  return (
    // The live region stays mounted, so the prompt's arrival is announced.
    <div aria-live="polite">
      {waiting && (
        <UpdatePrompt
          // The worker takes over, and the page reloads when it does.
          onUpdate={() => void updateServiceWorker(true)}
          onLater={() => setWaiting(false)}
        />
      )}
    </div>
  );
}
