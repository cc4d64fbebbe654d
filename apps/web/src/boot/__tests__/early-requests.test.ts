import { describe, expect, it, vi } from 'vitest';
import { SEARCH_PAGE_SIZE } from '@/config/constants';
import { CARD_PHOTO_SIZES, GALLERY_PHOTO_SIZES } from '@/config/image-sizes';
import { toQueryString } from '@/lib/api-client';
import { EMPTY_SEARCH, parseSearchParams, toApiQuery } from '@/features/catalogue/search-state';
import { earlyKey, earlyRequests, takeEarlyResponse, type EarlyPlan } from '../early-requests';

const plan: EarlyPlan = {
  entry: '/assets/index-1.js',
  preload: ['/assets/runtime-1.js'],
  chunks: {
    home: ['/assets/home-1.js'],
    search: [
      '/assets/search-1.js',
      '/assets/grid-1.js',
      '/assets/card-1.js',
      '/assets/photo-1.js',
      '/assets/icon-1.js',
    ],
    property: ['/assets/property-1.js'],
    location: ['/assets/location-1.js'],
  },
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

/** A page at `path` whose fetch answers with `body` for every URL; `root` is #root's HTML. */
function page(
  path: string,
  body: unknown = { success: true, data: [] },
  { root, readyState = 'complete' }: { root?: string; readyState?: DocumentReadyState } = {},
) {
  const url = new URL(path, 'http://localhost');
  const document = window.document.implementation.createHTMLDocument('test');
  if (root !== undefined) document.body.innerHTML = `<div id="root">${root}</div>`;
  Object.defineProperty(document, 'readyState', { configurable: true, value: readyState });
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  const frames: FrameRequestCallback[] = [];
  const timers: (() => void)[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const win = {
    document,
    location: { pathname: url.pathname, search: url.search },
    fetch,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listeners[type] ?? []).push(listener),
  } as unknown as Window & { __escapesEarly?: Record<string, Promise<Response>> };
  earlyRequests(win, plan);
  const run = (callbacks: ((time: number) => void)[]) => callbacks.splice(0).forEach((callback) => callback(0));
  return {
    win,
    document,
    fetch,
    keys: () => Object.keys(win.__escapesEarly ?? {}).sort(),
    /** The module scripts and modulepreloads in the head, in order. */
    modules: () =>
      [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
        (el) => `${el.tagName.toLowerCase()} ${el.getAttribute('src') ?? el.getAttribute('href')}`,
      ),
    /** Runs the pending animation frames, timers or event listeners. */
    frame: () => run(frames),
    timers: () => run(timers),
    fire: (type: string) => run(listeners[type] ?? []),
    loadDocument: () => {
      Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
      document.dispatchEvent(new Event('DOMContentLoaded'));
    },
  };
}

/** The URL the app itself requests for a search page URL (what api-client builds). */
function appSearchUrl(search: string) {
  const query = toApiQuery(parseSearchParams(new URLSearchParams(search)));
  return `/api/v1/properties${toQueryString({ ...query, amenities: query.amenities, perPage: query.perPage })}`;
}

describe('early requests inlined in index.html', () => {
  it('home: starts featured and statistics, and without a first view the app at once and its route chunk a task after', () => {
    const { keys, modules, timers } = page('/');
    expect(keys()).toEqual(['/api/properties/featured', '/api/v1/properties/locations/statistics']);
    expect(modules()).toEqual(['script /assets/index-1.js', 'link /assets/runtime-1.js']);
    timers();
    expect(modules()).toEqual(['script /assets/index-1.js', 'link /assets/runtime-1.js', 'link /assets/home-1.js']);
  });

  it('a page with a first view starts the app only after the load event and the next frame', () => {
    const first = page('/', undefined, { root: '<div data-first-view><h1>Hi</h1></div>', readyState: 'loading' });
    expect(first.keys()).toHaveLength(2);
    first.loadDocument();
    first.frame();
    expect(first.modules()).toEqual([]);
    first.fire('load');
    first.frame();
    expect(first.modules()).toEqual([]);
    first.frame();
    expect(first.modules()).toEqual(['script /assets/index-1.js', 'link /assets/runtime-1.js']);
    // Once only, whichever of the frame and the fallback timers comes first; the route's chunk in
    // the task after.
    first.timers();
    expect(first.modules()).toEqual([
      'script /assets/index-1.js',
      'link /assets/runtime-1.js',
      'link /assets/home-1.js',
    ]);
    first.timers();
    expect(first.modules()).toHaveLength(3);

    // The fallback timers start it when no frame comes (a tab hidden meanwhile).
    const hidden = page('/search', undefined, { root: '<div data-first-view></div>' });
    expect(hidden.modules()).toEqual([]);
    hidden.timers();
    expect(hidden.modules()).toEqual(['script /assets/index-1.js', 'link /assets/runtime-1.js']);
    // The route's chunks four to a task, so no one task starts them all.
    hidden.timers();
    expect(hidden.modules()).toEqual([
      'script /assets/index-1.js',
      'link /assets/runtime-1.js',
      'link /assets/search-1.js',
      'link /assets/grid-1.js',
      'link /assets/card-1.js',
      'link /assets/photo-1.js',
    ]);
    hidden.timers();
    expect(hidden.modules().slice(2)).toEqual([
      'link /assets/search-1.js',
      'link /assets/grid-1.js',
      'link /assets/card-1.js',
      'link /assets/photo-1.js',
      'link /assets/icon-1.js',
    ]);

    // An empty #root (no first view: an unknown property, say) starts it once the HTML is parsed.
    const empty = page('/property/nowhere', undefined, { root: '', readyState: 'loading' });
    expect(empty.modules()).toEqual([]);
    empty.loadDocument();
    empty.timers();
    expect(empty.modules()).toEqual([
      'script /assets/index-1.js',
      'link /assets/runtime-1.js',
      'link /assets/property-1.js',
    ]);
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
    expect(link?.getAttribute('imagesrcset')).toBe(
      '/uploads/properties/7/1-480.jpg 480w, /uploads/properties/7/1-1200.jpg 1200w',
    );
    expect(link?.getAttribute('imagesizes')).toBe(CARD_PHOTO_SIZES);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads only the WebP copies when a photo has them, as the page’s <picture> picks', async () => {
    const both = {
      url: '/uploads/listings/7/1-1200.jpeg',
      variants: [
        { url: '/uploads/listings/7/1-800.jpeg', width: 800, format: 'jpeg' },
        { url: '/uploads/listings/7/1-800.webp', width: 800, format: 'webp' },
        { url: '/uploads/listings/7/1-480.webp', width: 480, format: 'webp' },
        { url: '/uploads/listings/7/1-480.jpeg', width: 480, format: 'jpeg' },
      ],
    };
    const { document } = page('/search?location=moinabad', { success: true, data: [{ photo: both }] });
    const link = await vi.waitFor(() => {
      const found = document.head.querySelector('link[rel="preload"][as="image"]');
      if (!found) throw new Error('no preload yet');
      return found;
    });
    expect(link?.getAttribute('imagesrcset')).toBe(
      '/uploads/listings/7/1-480.webp 480w, /uploads/listings/7/1-800.webp 800w',
    );
    expect(link?.getAttribute('type')).toBe('image/webp');
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
    expect(keys()).toEqual(
      [earlyKey(`/api/v1/properties${toQueryString({ ...query })}`), '/api/v1/locations/moinabad'].sort(),
    );
  });

  it('on other pages requests nothing early and starts the app at once', () => {
    for (const path of ['/faq', '/property/a/b', '/no-such-page', '/property/%E0%A4']) {
      const { fetch, modules } = page(path, undefined, { root: '', readyState: 'loading' });
      expect(fetch).not.toHaveBeenCalled();
      expect(modules(), path).toEqual(['script /assets/index-1.js', 'link /assets/runtime-1.js']);
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
