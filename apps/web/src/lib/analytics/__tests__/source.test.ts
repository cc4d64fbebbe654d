import { describe, expect, it } from 'vitest';
import { pageSource, viewSource } from '../source';

describe('property view source', () => {
  it('names the page a property card linked from', () => {
    expect(viewSource({ from: '/' }, false)).toBe('home');
    expect(viewSource({ from: '/search' }, false)).toBe('search');
    expect(viewSource({ from: '/farmhouses/moinabad' }, false)).toBe('locality');
    expect(viewSource({ from: '/property/other' }, true)).toBe('property');
    expect(pageSource('/bookings')).toBe('internal');
  });

  it('reads the referrer only on the first page of a visit', () => {
    expect(viewSource(null, true, '')).toBe('direct');
    expect(viewSource(null, true, `${location.origin}/search?location=moinabad`)).toBe('search');
    expect(viewSource(null, true, 'https://www.google.com/')).toBe('referral');
    expect(viewSource(null, false, 'https://www.google.com/')).toBe('internal');
  });
});
