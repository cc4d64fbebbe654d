import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';

type Report = (metric: Metric) => void;
const handlers: Partial<Record<Metric['name'], Report>> = {};
vi.mock('web-vitals', () => ({
  onLCP: (report: Report) => (handlers.LCP = report),
  onINP: (report: Report) => (handlers.INP = report),
  onCLS: (report: Report) => (handlers.CLS = report),
  onFCP: (report: Report) => (handlers.FCP = report),
  onTTFB: (report: Report) => (handlers.TTFB = report),
}));

const { startVitals, PERFORMANCE_PATH } = await import('../vitals');

const metric = (name: Metric['name'], value: number) => ({ name, value }) as Metric;

let consented = true;
const deps = { consented: () => consented };

beforeEach(() => {
  consented = true;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

describe('web vitals (PRODUCT.md §7 performance metrics, §9 thresholds)', () => {
  it('reports the changed values every 30 s, and nothing when nothing changed', async () => {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(null, { status: 202 });
      }),
    );
    const vitals = startVitals('vitals-session-1', deps);
    handlers.TTFB!(metric('TTFB', 120));
    handlers.FCP!(metric('FCP', 900));
    handlers.LCP!(metric('LCP', 1_400));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(PERFORMANCE_PATH);
    expect(calls[0].body).toMatchObject({
      sessionId: 'vitals-session-1',
      url: `${location.origin}${location.pathname}`,
      userAgent: navigator.userAgent,
      timings: { TTFB: 120, FCP: 900, LCP: 1_400 },
      sessionDuration: expect.any(Number),
      timestamp: expect.any(Number),
    });

    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(1);
    handlers.CLS!(metric('CLS', 0.02));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls[1].body.timings).toEqual({ CLS: 0.02 });
    vitals.stop();
  });

  it('sends the rest by sendBeacon when the page is hidden, and nothing without consent', async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const vitals = startVitals('vitals-session-2', deps);
    handlers.INP!(metric('INP', 80));
    vitals.beacon();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe(PERFORMANCE_PATH);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text()).timings).toEqual({ INP: 80 });

    consented = false;
    handlers.INP!(metric('INP', 90));
    vitals.beacon();
    expect(beacon).toHaveBeenCalledTimes(1);
    vitals.stop();
  });

  it('logs (only logs) LCP over 2.5 s, input delay over 100 ms and layout shift over 0.1, once each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const vitals = startVitals('vitals-session-3', deps);
    handlers.LCP!(metric('LCP', 2_500));
    handlers.INP!(metric('INP', 100));
    handlers.CLS!(metric('CLS', 0.1));
    expect(warn).not.toHaveBeenCalled();
    handlers.LCP!(metric('LCP', 3_120));
    handlers.LCP!(metric('LCP', 3_500));
    handlers.INP!(metric('INP', 240));
    handlers.CLS!(metric('CLS', 0.25));
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      expect.stringMatching(/^\[performance\] Slow paint: largest contentful paint 3120 ms is over 2500 ms/),
      expect.stringMatching(/^\[performance\] Slow input: interaction to next paint 240 ms is over 100 ms/),
      expect.stringMatching(/^\[performance\] Layout shift: cumulative layout shift 0\.250 is over 0\.1/),
    ]);
    vitals.stop();
  });

  it('reports every 60 s on a page the server sent with its settings (the configured setup)', async () => {
    const config = document.createElement('script');
    config.id = 'escapes-config';
    config.type = 'application/json';
    config.textContent = '{}';
    document.head.append(config);
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return new Response(null, { status: 202 });
      }),
    );
    try {
      const vitals = startVitals('vitals-session-4', deps);
      handlers.LCP!(metric('LCP', 1_400));
      await vi.advanceTimersByTimeAsync(59_999);
      expect(calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toEqual([PERFORMANCE_PATH]);
      vitals.stop();
    } finally {
      config.remove();
    }
  });
});
