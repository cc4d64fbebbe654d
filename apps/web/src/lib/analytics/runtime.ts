// The analytics helper proper, loaded by the facade (./index.ts) only after consent and after the
// page has loaded: the queue, the web-vitals reporter, the session id and the page-hide hand-off.
import type { AnalyticsRuntime, RuntimeDeps } from './events';
import { AnalyticsQueue } from './queue';
import { startVitals } from './vitals';

const SESSION_ID_KEY = 'analyticsSessionId';

/** What the server accepts as a session id (docs/API.md: 8–100 of A-Z a-z 0-9 - _). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

let memorySessionId: string | undefined;

/** A random id per tab (8–100 of [A-Za-z0-9_-]), kept in sessionStorage (or in memory when storage is blocked). */
export function analyticsSessionId(): string {
  try {
    const stored = sessionStorage.getItem(SESSION_ID_KEY);
    if (stored && SESSION_ID_PATTERN.test(stored)) return stored;
  } catch {
    // blocked: fall through to memory
  }
  // getRandomValues, not randomUUID: the latter needs a secure context (http on a LAN has none).
  memorySessionId ??= Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    sessionStorage.setItem(SESSION_ID_KEY, memorySessionId);
  } catch {
    // kept in memory for this page
  }
  return memorySessionId;
}

export function startRuntime(deps: RuntimeDeps): AnalyticsRuntime {
  const sessionId = analyticsSessionId();
  const queue = new AnalyticsQueue(sessionId, deps);
  const vitals = startVitals(sessionId, deps);

  // visibilitychange covers tab switches and mobile app switches (where unload never fires);
  // pagehide covers the page being left on browsers that skip the former.
  const handOff = () => {
    queue.beacon();
    vitals.beacon();
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') handOff();
  });
  addEventListener('pagehide', handOff);

  void queue.retryFailed(); // SPEC: failed events are tried again on the next page load

  return {
    track: (name, data, timestamp) => queue.add(name, data, timestamp),
    flush: () => void queue.flush(),
    clear: () => queue.clear(),
  };
}
