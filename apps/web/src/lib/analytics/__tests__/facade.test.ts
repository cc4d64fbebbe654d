import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from '@/lib/api-client';
import { STORED_USER_KEY } from '@/lib/consent';
import type { AnalyticsRuntime, RuntimeDeps } from '../events';

const runtime = { track: vi.fn(), flush: vi.fn(), clear: vi.fn() } satisfies AnalyticsRuntime;
const startRuntime = vi.fn((_deps: RuntimeDeps) => runtime);
vi.mock('../runtime', () => ({ startRuntime: (deps: RuntimeDeps) => startRuntime(deps) }));

/** A fresh facade (its buffer and loaded runtime are module state) and consent module. */
async function load() {
  vi.resetModules();
  const facade = await import('..');
  const consent = await import('@/lib/consent');
  return { ...facade, ...consent };
}

function signIn(id: number) {
  localStorage.setItem('user', JSON.stringify({ id, fullName: 'Asha Rao', role: 'user' }));
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  runtime.track.mockClear();
  runtime.flush.mockClear();
  runtime.clear.mockClear();
  startRuntime.mockClear();
});
afterEach(() => {
  // A facade of an earlier test still holding a buffer drops it (no consent), so it cannot beacon later.
  localStorage.clear();
  dispatchEvent(new Event('pagehide'));
  delete (document as { readyState?: unknown }).readyState;
  delete (document as { visibilityState?: unknown }).visibilityState;
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

/** The page has not finished loading, so the helper is not fetched yet (it waits for the load event). */
function pageStillLoading() {
  Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
}

/** jsdom has no sendBeacon; records what is handed to it. */
function stubBeacon(accept = true) {
  const beacon = vi.fn((_url: string, _data?: BodyInit | null) => accept);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  return beacon;
}

async function beaconBody(beacon: ReturnType<typeof stubBeacon>, call = 0) {
  const [url, blob] = beacon.mock.calls[call] as [string, Blob];
  expect(url).toBe('/api/analytics/batch');
  expect(blob.type).toBe('application/json');
  return JSON.parse(await blob.text()) as { events: Record<string, unknown>[]; metadata: Record<string, unknown> };
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('analytics facade (PRODUCT.md §4: analytics only after consent)', () => {
  it('reads the same stored user record as the session', () => {
    expect(STORED_USER_KEY).toBe(USER_KEY);
  });

  it('keeps and loads nothing without a choice, or with Essential Only', async () => {
    const { startAnalytics, track, storeLocalConsent } = await load();
    startAnalytics();
    track('exit_intent', { source: 'home' });
    signIn(7);
    storeLocalConsent(7, 'essential');
    track('user_logout', {});
    await tick();
    expect(startRuntime).not.toHaveBeenCalled();
    expect(runtime.track).not.toHaveBeenCalled();
  });

  it("buffers events until the helper arrives after 'all', then hands them over with their times", async () => {
    signIn(7);
    localStorage.setItem('cookieConsent:7', 'all');
    const { startAnalytics, track, PENDING_EVENTS_KEY } = await load();
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    track('property_viewed', { propertyId: 12, source: 'search' });
    startAnalytics();
    await vi.waitFor(() => expect(startRuntime).toHaveBeenCalledTimes(1));
    expect(runtime.track).toHaveBeenCalledWith(
      'property_viewed',
      { propertyId: 12, source: 'search' },
      1_700_000_000_000,
      7,
    );
    const deps = startRuntime.mock.calls[0][0];
    expect(deps.userId()).toBe(7);
    expect(deps.consented()).toBe(true);
    now.mockRestore();

    track('user_logout', {});
    expect(runtime.track).toHaveBeenLastCalledWith('user_logout', {}, expect.any(Number), 7);
    expect(sessionStorage.getItem(PENDING_EVENTS_KEY)).toBeNull(); // handed over, not kept
  });

  it("uses the browser's consent flag when nobody is signed in", async () => {
    localStorage.setItem('cookieConsent', 'all');
    const { track } = await load();
    track('search_submitted', { location: 'moinabad', checkIn: '', checkOut: '', guests: null, bookingType: null });
    await vi.waitFor(() => expect(runtime.track).toHaveBeenCalledTimes(1));
  });

  it("clears the queue and the stored failures when the choice becomes 'essential'", async () => {
    signIn(7);
    localStorage.setItem('cookieConsent:7', 'all');
    const { startAnalytics, track, storeLocalConsent } = await load();
    startAnalytics();
    await vi.waitFor(() => expect(startRuntime).toHaveBeenCalled());
    storeLocalConsent(7, 'essential');
    expect(runtime.clear).toHaveBeenCalledTimes(1);
    track('exit_intent', { source: 'home' });
    expect(runtime.track).not.toHaveBeenCalled();
  });

  it("drops the buffer and the stored failures when 'essential' comes before the helper", async () => {
    signIn(7);
    localStorage.setItem('cookieConsent:7', 'all');
    localStorage.setItem('analyticsFailedEvents', '[]');
    const { track, storeLocalConsent, startAnalytics } = await load();
    startAnalytics();
    track('exit_intent', { source: 'home' });
    storeLocalConsent(7, 'essential'); // before the idle callback loads the helper
    expect(localStorage.getItem('analyticsFailedEvents')).toBeNull();
    await tick();
    expect(startRuntime).not.toHaveBeenCalled();
    expect(runtime.track).not.toHaveBeenCalled();
  });
});

describe('tracking functions of the exit-intent prompt', () => {
  it('exit intent and lead converted carry their fields', async () => {
    localStorage.setItem('cookieConsent', 'all');
    const { trackExitIntent, trackLeadConverted } = await load();
    trackExitIntent('property_page');
    trackLeadConverted('exit_intent_popup', 'newsletter');
    await vi.waitFor(() => expect(runtime.track).toHaveBeenCalledTimes(2));
    expect(runtime.track.mock.calls.map(([name, data]) => [name, data])).toEqual([
      ['exit_intent', { source: 'property_page' }],
      ['lead_converted', { source: 'exit_intent_popup', kind: 'newsletter' }],
    ]);
  });
});

describe('events tracked before the helper has loaded', () => {
  it('leave by beacon, in the batch shape, when the page is hidden first', async () => {
    signIn(7);
    localStorage.setItem('cookieConsent:7', 'all');
    pageStillLoading();
    const { startAnalytics, track, PENDING_EVENTS_KEY } = await load();
    startAnalytics();
    const beacon = stubBeacon();
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    track('property_viewed', { propertyId: 12, source: '/search' });
    track('exit_intent', { source: 'https://www.google.com/search?q=farmhouse' });
    now.mockRestore();
    expect(sessionStorage.getItem(PENDING_EVENTS_KEY)).not.toBeNull(); // kept for the tab meanwhile

    hidePage();

    expect(beacon).toHaveBeenCalledTimes(1);
    const body = await beaconBody(beacon);
    const sessionId = body.metadata.sessionId as string;
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(body.events).toEqual([
      // Sources leave as names, never as addresses.
      {
        eventName: 'property_viewed',
        eventData: { propertyId: 12, source: 'search' },
        timestamp: 1_700_000_000_000,
        sessionId,
        userId: 7,
      },
      {
        eventName: 'exit_intent',
        eventData: { source: 'referral' },
        timestamp: 1_700_000_000_000,
        sessionId,
        userId: 7,
      },
    ]);
    expect(body.metadata).toEqual({
      sessionId,
      userAgent: navigator.userAgent,
      url: `${location.origin}${location.pathname}`,
      referrer: '',
    });
    expect(sessionStorage.getItem(PENDING_EVENTS_KEY)).toBeNull();

    // Sent once: leaving the page after hiding it sends nothing more.
    dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('leave by beacon on pagehide too, without a user id when nobody is signed in', async () => {
    localStorage.setItem('cookieConsent', 'all');
    pageStillLoading();
    const { track } = await load();
    const beacon = stubBeacon();
    track('phone_call_clicked', { source: 'footer' });
    dispatchEvent(new Event('pagehide'));
    const body = await beaconBody(beacon);
    expect(body.events).toHaveLength(1);
    expect(body.events[0]).toMatchObject({ eventName: 'phone_call_clicked', eventData: { source: 'footer' } });
    expect(body.events[0]).not.toHaveProperty('userId');
  });

  it('stay for the tab when the browser refuses the beacon, and the next page hands them to the helper', async () => {
    signIn(7);
    localStorage.setItem('cookieConsent:7', 'all');
    pageStillLoading();
    const first = await load();
    first.startAnalytics();
    stubBeacon(false);
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    first.track('chat_link_clicked', { propertyId: 3, source: 'property_page' });
    now.mockRestore();
    dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(first.PENDING_EVENTS_KEY)).not.toBeNull();

    // The next page in this tab (a reload): the page loads and the helper arrives.
    delete (document as { readyState?: unknown }).readyState;
    const next = await load();
    next.startAnalytics();
    await vi.waitFor(() => expect(runtime.track).toHaveBeenCalledTimes(1));
    expect(runtime.track).toHaveBeenCalledWith(
      'chat_link_clicked',
      { propertyId: 3, source: 'property_page' },
      1_700_000_000_000,
      7,
    );
    expect(sessionStorage.getItem(next.PENDING_EVENTS_KEY)).toBeNull();
  });

  it('are not sent when the user has meanwhile chosen Essential Only', async () => {
    signIn(7);
    localStorage.setItem('cookieConsent:7', 'all');
    pageStillLoading();
    const { startAnalytics, track, PENDING_EVENTS_KEY } = await load();
    startAnalytics();
    const beacon = stubBeacon();
    track('exit_intent', { source: 'home' });
    // Chosen in another tab; this tab has not been told yet.
    localStorage.setItem('cookieConsent:7', 'essential');
    hidePage();
    expect(beacon).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_EVENTS_KEY)).toBeNull();
  });

  it('keep the user they were tracked under when the helper arrives after a sign-out', async () => {
    signIn(7);
    localStorage.setItem('cookieConsent:7', 'all');
    localStorage.setItem('cookieConsent', 'all');
    const { track } = await load();
    track('user_logout', {});
    localStorage.removeItem('user'); // signed out before the idle callback loads the helper
    await vi.waitFor(() => expect(runtime.track).toHaveBeenCalledTimes(1));
    expect(runtime.track).toHaveBeenCalledWith('user_logout', {}, expect.any(Number), 7);
  });

  it('are left to the helper once it has loaded', async () => {
    localStorage.setItem('cookieConsent', 'all');
    const { track } = await load();
    const beacon = stubBeacon();
    track('exit_intent', { source: 'home' });
    await vi.waitFor(() => expect(runtime.track).toHaveBeenCalledTimes(1));
    hidePage();
    dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });
});
