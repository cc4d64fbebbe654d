import { beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('analytics facade (SPEC §4: analytics only after consent)', () => {
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
    const { startAnalytics, track } = await load();
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    track('property_viewed', { propertyId: 12, source: 'search' });
    startAnalytics();
    await vi.waitFor(() => expect(startRuntime).toHaveBeenCalledTimes(1));
    expect(runtime.track).toHaveBeenCalledWith('property_viewed', { propertyId: 12, source: 'search' }, 1_700_000_000_000);
    const deps = startRuntime.mock.calls[0][0];
    expect(deps.userId()).toBe(7);
    expect(deps.consented()).toBe(true);
    now.mockRestore();

    track('user_logout', {});
    expect(runtime.track).toHaveBeenLastCalledWith('user_logout', {}, expect.any(Number));
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

describe('tracking functions for widgets still to come', () => {
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
