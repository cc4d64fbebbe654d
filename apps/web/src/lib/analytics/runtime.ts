// The analytics helper proper, loaded by the facade (./index.ts) only after consent and after the
// page has loaded: the queue, the web-vitals reporter and the page-hide hand-off.
import type { AnalyticsRuntime, RuntimeDeps } from './events';
import { AnalyticsQueue } from './queue';
import { startVitals } from './vitals';
import { analyticsSessionId } from './wire';

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

  void queue.retryFailed(); // PRODUCT.md §9 "Analytics": failed events are tried again on the next page load

  return {
    track: (name, data, timestamp, userId) => queue.add(name, data, timestamp, userId),
    flush: () => void queue.flush(),
    clear: () => queue.clear(),
  };
}
