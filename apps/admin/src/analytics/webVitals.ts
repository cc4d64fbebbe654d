// Web vitals as Google rates them (web.dev "Web Vitals" thresholds, at the 75th percentile): good
// up to the first threshold, poor above the second, needs improvement between. Timings are in
// milliseconds as the performance reports send them; CLS is a score.
export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

export const WEB_VITAL_THRESHOLDS: Record<WebVitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export const WEB_VITAL_NAMES: Record<WebVitalMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export const VITAL_RATING_LABELS: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export const isWebVital = (metric: string): metric is WebVitalMetric => metric in WEB_VITAL_THRESHOLDS;

/** How Google rates a p75 value; null for a metric it does not rate (e.g. sessionDuration). */
export function rateVital(metric: string, value: number): VitalRating | null {
  if (!isWebVital(metric)) return null;
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/** CLS "0.05"; INP "180 ms"; the paints and TTFB in seconds ("2.54 s"); a session "3 min 20 s". */
export function formatVital(metric: string, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  if (metric === 'INP') return `${Math.round(value)} ms`;
  if (metric === 'sessionDuration') {
    const seconds = Math.round(value / 1000);
    const minutes = Math.floor(seconds / 60);
    return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
  }
  return `${(value / 1000).toFixed(2)} s`;
}
