// Web vitals (PRODUCT.md §7 "performance metrics … sent periodically and on page unload or hide"):
// LCP, INP, CLS, FCP and TTFB from the web-vitals library, reported to
// POST /api/performance/performance every 60 s (30 s without the server's settings, see
// performanceReportMs) when a value changed and by sendBeacon on page
// hide; values past PRODUCT.md §9's slow-paint thresholds are logged, never shown (PRODUCT.md §8).
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { performanceReportMs, SLOW_INPUT_DELAY_MS, SLOW_LAYOUT_SHIFT, SLOW_LCP_MS } from '@/config/analytics';
import type { RuntimeDeps } from './events';
import { jsonBlob, pageAddress, postJson } from './queue';

export const PERFORMANCE_PATH = '/api/performance/performance';

type VitalName = Metric['name'];

/**
 * PRODUCT.md §9 "Slow-paint warnings". web-vitals no longer reports first input delay; INP (the slowest
 * interaction's whole delay) is held to the input-delay budget instead, which is the stricter reading.
 */
const SLOW: Partial<Record<VitalName, { limit: number; what: string; unit: string }>> = {
  LCP: { limit: SLOW_LCP_MS, what: 'Slow paint: largest contentful paint', unit: ' ms' },
  INP: { limit: SLOW_INPUT_DELAY_MS, what: 'Slow input: interaction to next paint', unit: ' ms' },
  CLS: { limit: SLOW_LAYOUT_SHIFT, what: 'Layout shift: cumulative layout shift', unit: '' },
};

export interface VitalsReporter {
  /** Sends the values that changed since the last report. */
  report(): void;
  /** The page is being hidden: the same, by sendBeacon. */
  beacon(): void;
  stop(): void;
}

export function startVitals(
  sessionId: string,
  deps: Pick<RuntimeDeps, 'consented'>,
  intervalMs: number = performanceReportMs(),
): VitalsReporter {
  const latest: Partial<Record<VitalName, number>> = {};
  const changed = new Set<VitalName>();
  const warned = new Set<VitalName>();

  const record = (metric: Metric) => {
    latest[metric.name] = metric.value;
    changed.add(metric.name);
    const slow = SLOW[metric.name];
    if (slow && metric.value > slow.limit && !warned.has(metric.name)) {
      warned.add(metric.name);
      const value = metric.name === 'CLS' ? metric.value.toFixed(3) : Math.round(metric.value);
      console.warn(
        `[performance] ${slow.what} ${value}${slow.unit} is over ${slow.limit}${slow.unit} on ${location.pathname}`,
      );
    }
  };
  // Every change, so the periodic report has the values so far, not only the final ones at hide.
  const options = { reportAllChanges: true };
  onLCP(record, options);
  onINP(record, options);
  onCLS(record, options);
  onFCP(record, options);
  onTTFB(record, options);

  /** The report's body, or null when nothing changed or consent is gone. */
  const take = () => {
    if (changed.size === 0 || !deps.consented()) return null;
    const timings: Partial<Record<VitalName, number>> = {};
    for (const name of changed) timings[name] = latest[name];
    changed.clear();
    return {
      sessionId,
      url: pageAddress(location.href),
      userAgent: navigator.userAgent,
      timings,
      sessionDuration: Math.round(performance.now()),
      timestamp: Date.now(),
    };
  };

  const timer = setInterval(() => reporter.report(), intervalMs);
  const reporter: VitalsReporter = {
    report() {
      const body = take();
      if (body) void postJson(PERFORMANCE_PATH, body); // not retried: the next report carries newer values
    },
    beacon() {
      const body = take();
      if (body) navigator.sendBeacon?.(PERFORMANCE_PATH, jsonBlob(body));
    },
    stop() {
      clearInterval(timer);
    },
  };
  return reporter;
}
