import { describe, expect, it } from 'vitest';
import { pageSource, sourceName } from '../source';

describe('source names', () => {
  it('names the pages of this site', () => {
    expect(sourceName('/')).toBe('home');
    expect(sourceName('/search')).toBe('search');
    expect(sourceName('/farmhouses/moinabad')).toBe('locality');
    expect(sourceName('/property/other')).toBe('property');
    expect(pageSource('/bookings')).toBe('internal');
  });

  it('names referrers by whether they are this site, and keeps names', () => {
    expect(sourceName(`${location.origin}/search?location=moinabad`)).toBe('search');
    expect(sourceName('https://www.google.com/search?q=farmhouse')).toBe('referral');
    expect(sourceName('direct')).toBe('direct');
    expect(sourceName('property_page')).toBe('property_page');
  });
});
