// The analytics facade every call site uses (SPEC §4, §7): tiny and synchronous, it buffers calls
// until the real helper (./runtime, with web-vitals) arrives by dynamic import after the page has
// loaded, and only once the cookie-consent choice is 'all'. Without consent nothing is kept.
import { analyticsConsented, onConsentChange, storedUserId } from '@/lib/consent';
import type { AnalyticsEventMap, AnalyticsEventName, AnalyticsRuntime } from './events';

/** SPEC §3 "a list of failed analytics events" (localStorage). */
export const FAILED_EVENTS_KEY = 'analyticsFailedEvents';

export type { AnalyticsEventMap, AnalyticsEventName } from './events';

let runtime: AnalyticsRuntime | undefined;
let loading = false;
let buffered: [AnalyticsEventName, object, number][] = [];

/** Records one event of SPEC §7, if the user accepted analytics. */
export function track<N extends AnalyticsEventName>(name: N, data: AnalyticsEventMap[N]): void {
  if (!analyticsConsented()) return;
  if (runtime) return runtime.track(name, data, Date.now());
  buffered.push([name, data, Date.now()]);
  load();
}

/** Sends the queued events now (sign-out calls it while the token still names the user). */
export function flushAnalytics(): void {
  runtime?.flush();
}

/** The exit-intent popup does not exist yet; it will report through this. */
export const trackExitIntent = (source: string) => track('exit_intent', { source });
/** Lead capture does not exist yet; it will report through this. */
export const trackLeadConverted = (source: string, kind: string) => track('lead_converted', { source, kind });

/** Called once at start-up: loads the helper if consent was given, and follows later choices. */
export function startAnalytics(): void {
  onConsentChange(consentChanged);
  consentChanged();
}

function consentChanged() {
  if (analyticsConsented()) return load();
  buffered = [];
  if (runtime) runtime.clear();
  else {
    try {
      localStorage.removeItem(FAILED_EVENTS_KEY);
    } catch {
      // storage blocked: nothing was stored either
    }
  }
}

/** After the load event and an idle moment, so the helper never competes with the first paint. */
function load() {
  if (loading) return;
  loading = true;
  // Safari has no requestIdleCallback.
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(fetchRuntime, { timeout: 5000 }) : setTimeout(fetchRuntime, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

function fetchRuntime() {
  if (!analyticsConsented()) return void (loading = false); // withdrawn while waiting
  import('./runtime')
    .then(({ startRuntime }) => {
      runtime = startRuntime({
        consented: analyticsConsented,
        userId: storedUserId,
        failedEventsKey: FAILED_EVENTS_KEY,
      });
      for (const [name, data, at] of buffered) runtime.track(name, data, at);
      buffered = [];
    })
    .catch(() => {
      loading = false; // a failed chunk load (offline): the next event tries again
    });
}
