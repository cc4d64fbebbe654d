import { describe, expect, it } from 'vitest';
import { dailySentence, formatShare, funnelSentence, periodRange, todayInKolkata } from '../figures';
import { formatVital, rateVital } from '../webVitals';

describe('periodRange', () => {
  it("ends on today's date in India, whatever the computer's zone", () => {
    // 20:00 UTC on 30 Nov is already 1 Dec in Asia/Kolkata (UTC+5:30).
    const now = new Date('2026-11-30T20:00:00Z');
    expect(todayInKolkata(now)).toBe('2026-12-01');
    expect(periodRange(7, now)).toEqual({ from: '2026-11-25', to: '2026-12-01' });
    expect(periodRange(30, now)).toEqual({ from: '2026-11-02', to: '2026-12-01' });
    expect(periodRange(90, new Date('2026-03-01T06:00:00Z'))).toEqual({ from: '2025-12-02', to: '2026-03-01' });
  });
});

describe('words', () => {
  it('sums up the funnel and the days', () => {
    expect(
      funnelSentence([
        { step: 'search', count: 3 },
        { step: 'book', count: 1 },
      ]),
    ).toBe('3 sessions searched; 1 booking was made.');
    expect(
      dailySentence({
        from: '2026-11-01',
        to: '2026-11-02',
        daily: [
          { date: '2026-11-01', searches: 2, views: 10, bookings: 1, gmv: 0 },
          { date: '2026-11-02', searches: 0, views: 0, bookings: 0, gmv: 0 },
        ],
      }),
    ).toBe('2 searches, 10 views and 1 booking from 1 Nov 2026 to 2 Nov 2026; the busiest day was 1 Nov (10 views).');
    expect(
      funnelSentence([
        { step: 'search', count: 1 },
        { step: 'view', count: 1 },
        { step: 'book', count: 2 },
      ]),
    ).toBe('1 session searched and 1 viewed a listing; 2 bookings were made.');
    expect(formatShare(null)).toBe('—');
    expect(formatShare(0.25)).toBe('25%');
  });
});

describe('web vitals', () => {
  it("rates p75 values against Google's thresholds (good up to the first, poor above the second)", () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('INP', 200)).toBe('good');
    expect(rateVital('INP', 501)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.2)).toBe('needs-improvement');
    expect(rateVital('CLS', 0.26)).toBe('poor');
    expect(rateVital('FCP', 1800)).toBe('good');
    expect(rateVital('FCP', 3001)).toBe('poor');
    expect(rateVital('TTFB', 900)).toBe('needs-improvement');
    expect(rateVital('TTFB', 1801)).toBe('poor');
    expect(rateVital('sessionDuration', 1)).toBeNull();
  });

  it('shows each metric in its unit', () => {
    expect(formatVital('LCP', 2450)).toBe('2.45 s');
    expect(formatVital('INP', 183.4)).toBe('183 ms');
    expect(formatVital('CLS', 0.047)).toBe('0.05');
    expect(formatVital('sessionDuration', 45_000)).toBe('45 s');
  });
});
