// PRODUCT.md §9 constants of the analytics helper and the performance reports. Apart from
// constants.ts because only the lazily loaded helper (src/lib/analytics/runtime.ts) reads them:
// in constants.ts they would ride in a chunk every page preloads.

/** "Analytics": batch 10 */
export const ANALYTICS_BATCH_SIZE = 10;
/** "Analytics": flush 5 s */
export const ANALYTICS_FLUSH_MS = 5_000;
/** "Analytics": 3 retries with delay doubling from 1 s */
export const ANALYTICS_MAX_RETRIES = 3;
export const ANALYTICS_RETRY_BASE_MS = 1_000;
/** "Analytics": at most 50 failed events kept */
export const ANALYTICS_MAX_FAILED_EVENTS = 50;
/** "Performance metrics": every 30 s by default */
export const PERFORMANCE_REPORT_MS = 30_000;
/** "Performance metrics": 60 s in the configured setup */
export const PERFORMANCE_REPORT_CONFIGURED_MS = 60_000;

/**
 * The performance report interval for this page: the configured setup is a page the server sent
 * with its runtime settings (the `escapes-config` element, src/config/runtime.ts), as production
 * serves every page; without them (the Vite dev server) the default.
 */
export function performanceReportMs(doc: Document | undefined = globalThis.document): number {
  return doc?.getElementById('escapes-config') ? PERFORMANCE_REPORT_CONFIGURED_MS : PERFORMANCE_REPORT_MS;
}
/** "Slow-paint warnings": LCP 2.5 s, input delay 100 ms, layout shift 0.1 */
export const SLOW_LCP_MS = 2_500;
export const SLOW_INPUT_DELAY_MS = 100;
export const SLOW_LAYOUT_SHIFT = 0.1;
