import { describe, expect, it, vi } from 'vitest';
import { SEARCH_PAGE_SIZE } from '@/config/constants';
import { CARD_PHOTO_SIZES, GALLERY_PHOTO_SIZES } from '@/config/image-sizes';
import { toQueryString } from '@/lib/api-client';
import { EMPTY_SEARCH, parseSearchParams, toApiQuery } from '@/features/catalogue/search-state';
import { earlyKey, earlyRequests, takeEarlyResponse, type EarlyPlan } from '../early-requests';

const plan: EarlyPlan = {
  chunks: { home: ['/assets/home-1.js'], search: ['/assets/search-1.js', '/assets/grid-1.js'], property: ['/assets/property-1.js'], location: ['/assets/location-1.js'] },
  cardSizes: CARD_PHOTO_SIZES,
  gallerySizes: GALLERY_PHOTO_SIZES,
  perPage: SEARCH_PAGE_SIZE,
};

const photo = {
  url: '/uploads/properties/7/1-1200.jpg',
  variants: [
    { url: '/uploads/properties/7/1-1200.jpg', width: 1200 },
    { url: '/uploads/properties/7/1-480.jpg', width: 480 },
  ],
};

/** A page at `path` whose fetch answers with `body` for every URL. */
function page(path: string, body: unknown = { success: true, data: [] }) {
  const url = new URL(path, 'http://localhost');
  const document = window.document.implementation.createHTMLDocument('test');
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  const win = { document, location: { pathname: url.pathname, search: url.search }, fetch } as unknown as Window & {
    __escapesEarly?: Record<string, Promise<Response>>;
  };
  earlyRequests(win, plan);
  return { win, document, fetch, keys: () => Object.keys(win.__escapesEarly ?? {}).sort() };
}

/** The URL the app itself requests for a search page URL (what api-client builds). */
function appSearchUrl(search: string) {
  const query = toApiQuery(parseSearchParams(new URLSearchParams(search)));
  return `/api/v1/properties${toQueryString({ ...query, amenities: query.amenities, perPage: query.perPage })}`;
}

describe('early requests inlined in index.html', () => {
  it('home: preloads the route chunk and starts featured and statistics', () => {
    const { document, keys } = page('/');
    expect(keys()).toEqual(['/api/properties/featured', '/api/v1/properties/locations/statistics']);
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['/assets/home-1.js']);
  });

  it('search: requests exactly what the page will ask for, whatever the parameter order or noise', () => {
    for (const search of [
      '?location=moinabad&guests=10',
      '?guests=010&location=%20moinabad%20&sort=price_asc&amenities=pool,lawn,pool&page=2',
      '?checkIn=2026-12-05&checkOut=2026-12-07&bookingType=full_day&minPrice=5000&maxPrice=20000&propertyType=villa',
      '?sort=nonsense&page=0&guests=ten&checkIn=tomorrow&bookingType=week',
      '',
    ]) {
      const { keys } = page(`/search${search}`);
      expect(keys(), search).toContain(earlyKey(appSearchUrl(search)));
      expect(keys()).toContain('/api/v1/catalogue/filters');
    }
  });

  it('search: preloads the first result’s photo with the card’s srcset and sizes', async () => {
    const { document } = page('/search?location=moinabad', { success: true, data: [{ photo }] });
    const link = await vi.waitFor(() => {
      const found = document.head.querySelector('link[rel="preload"][as="image"]');
      if (!found) throw new Error('no preload yet');
      return found;
    });
    expect(link?.getAttribute('imagesrcset')).toBe('/uploads/properties/7/1-480.jpg 480w, /uploads/properties/7/1-1200.jpg 1200w');
    expect(link?.getAttribute('imagesizes')).toBe(CARD_PHOTO_SIZES);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('property: starts the property and preloads its first photo', async () => {
    const { document, keys } = page('/property/banyan-grove', { success: true, data: { photos: [photo] } });
    expect(keys()).toEqual(['/api/v1/properties/banyan-grove']);
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('imagesizes')).toBe(
        GALLERY_PHOTO_SIZES,
      ),
    );
  });

  it('location: the locality and its first page, as the page asks for them', () => {
    const { keys } = page('/farmhouses/moinabad?sort=rating');
    const query = toApiQuery({ ...EMPTY_SEARCH, location: 'moinabad', sort: 'rating' });
    expect(keys()).toEqual([earlyKey(`/api/v1/properties${toQueryString({ ...query })}`), '/api/v1/locations/moinabad'].sort());
  });

  it('does nothing on other pages', () => {
    for (const path of ['/faq', '/property/a/b', '/no-such-page']) {
      const { fetch, document } = page(path);
      expect(fetch).not.toHaveBeenCalled();
      expect(document.head.querySelector('link')).toBeNull();
    }
  });

  it('hands each early response to the app once, and only while the page is new', async () => {
    const response = Promise.resolve(new Response('{}'));
    const win = { __escapesEarly: { '/api/x?a=1&b=2': response } } as never;
    expect(takeEarlyResponse('/api/x?b=2&a=1', win, 1_000)).toBe(response);
    expect(takeEarlyResponse('/api/x?a=1&b=2', win, 1_000)).toBeUndefined();

    const old = { __escapesEarly: { '/api/y': response } } as never;
    expect(takeEarlyResponse('/api/y', old, 60_000)).toBeUndefined();
  });
});
