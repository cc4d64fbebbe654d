// The analytics facade every call site uses (PRODUCT.md §4, §7): tiny and synchronous, it buffers calls
// until the real helper (./runtime, with web-vitals) arrives by dynamic import after the page has
// loaded, and only once the cookie-consent choice is 'all'. Without consent nothing is kept.
// The buffer is kept for the tab (sessionStorage) and, if the page is hidden or left before the
// helper has arrived, sent by beacon from here, so early events are not lost.
import { analyticsConsented, onConsentChange, storedUserId } from '@/lib/consent';
import type { AnalyticsEventMap, AnalyticsEventName, AnalyticsRuntime } from './events';
import { sourceName } from './source';
import { BATCH_PATH, SERVER_MAX_EVENTS, analyticsSessionId, batchBody, jsonBlob } from './wire';

/** PRODUCT.md §3 "a list of failed analytics events" (localStorage). */
export const FAILED_EVENTS_KEY = 'analyticsFailedEvents';
/** The events tracked before the helper loaded, for this tab (sessionStorage). */
export const PENDING_EVENTS_KEY = 'analyticsPendingEvents';

export type { AnalyticsEventMap, AnalyticsEventName } from './events';

/** An event waiting for the helper: name, data, when, and who was signed in (null: nobody). */
type Pending = [AnalyticsEventName, object, number, number | null];

let runtime: AnalyticsRuntime | undefined;
let loading = false;
let listening = false;
let buffered: Pending[] = readPending();

function readPending(): Pending[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PENDING_EVENTS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((p: Pending) => Array.isArray(p) && typeof p[0] === 'string' && typeof p[2] === 'number')
      : [];
  } catch {
    return [];
  }
}

/** Replaces the buffer, in memory and in the tab's storage. */
function setBuffer(list: Pending[]) {
  buffered = list.slice(-SERVER_MAX_EVENTS);
  try {
    if (buffered.length === 0) sessionStorage.removeItem(PENDING_EVENTS_KEY);
    else sessionStorage.setItem(PENDING_EVENTS_KEY, JSON.stringify(buffered));
  } catch {
    // storage blocked or full: the buffer lives in memory only
  }
}

/** Records one event of PRODUCT.md §7, if the user accepted analytics. */
export function track<N extends AnalyticsEventName>(name: N, data: AnalyticsEventMap[N]): void {
  if (!analyticsConsented()) return;
  const userId = storedUserId() ?? null;
  if (runtime) return runtime.track(name, data, Date.now(), userId);
  setBuffer([...buffered, [name, data, Date.now(), userId]]);
  load();
}

/** Sends the queued events now (sign-out calls it while the token still names the user). */
export function flushAnalytics(): void {
  runtime?.flush();
}

/** PRODUCT.md §7 "exit intent": the exit-intent prompt was shown (`source`: the page it was on). */
export const trackExitIntent = (source: string) => track('exit_intent', { source });
/** PRODUCT.md §7 "lead converted": a lead was captured (`kind`: what the visitor asked for). */
export const trackLeadConverted = (source: string, kind: string) => track('lead_converted', { source, kind });

/** Called once at start-up: loads the helper if consent was given, and follows later choices. */
export function startAnalytics(): void {
  onConsentChange(consentChanged);
  consentChanged();
}

function consentChanged() {
  if (analyticsConsented()) return load();
  setBuffer([]);
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
  listenForHide();
  if (loading) return;
  loading = true;
  // Safari has no requestIdleCallback.
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(fetchRuntime, { timeout: 5000 })
      : setTimeout(fetchRuntime, 1);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** Until the helper has loaded (it then does this itself), a hidden or left page beacons the buffer. */
function listenForHide() {
  if (listening) return;
  listening = true;
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') beaconBuffer();
  });
  addEventListener('pagehide', beaconBuffer);
}

function beaconBuffer() {
  if (runtime || buffered.length === 0) return;
  if (!analyticsConsented()) return setBuffer([]);
  const sessionId = analyticsSessionId();
  const events = buffered.map(([eventName, data, timestamp, userId]) => {
    const source = (data as { source?: unknown }).source;
    return {
      eventName,
      // A source goes as a name, never as an address (./source.ts).
      eventData: typeof source === 'string' ? { ...data, source: sourceName(source) } : data,
      timestamp,
      sessionId,
      ...(userId !== null ? { userId } : {}),
    };
  });
  // Kept if the browser refuses it: the helper sends it on this tab's next page.
  if (navigator.sendBeacon?.(BATCH_PATH, jsonBlob(batchBody(events, sessionId)))) setBuffer([]);
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
      for (const [name, data, at, userId] of buffered) runtime.track(name, data, at, userId ?? null);
      setBuffer([]);
    })
    .catch(() => {
      loading = false; // a failed chunk load (offline): the next event tries again
    });
}
