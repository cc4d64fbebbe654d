// Early requests: a few lines inlined into index.html (see vite.config.ts) that run while the
// HTML is parsed, before the app's JavaScript has arrived. For the page being opened they
//  - start the page's API requests (the app picks them up through `takeEarlyResponse`),
//  - once the property or the first search result is known, preload its photo, the page's
//    largest paint, with the same srcset and sizes the page's <img> uses, and
//  - start the app itself: the entry module (index.html names it only here, in `plan.entry`)
//    with <link rel="modulepreload"> for its imports and the route's own chunks. At once when
//    the server sent no first view in #root; when it did, only after that view and its photo
//    have loaded and been painted, so the page's first and largest paint never wait behind the
//    JavaScript on the network (the app replaces the first view when it starts).
// Apart from starting the app, nothing here is needed for correctness: a request the app does
// not pick up is simply unused.
//
// `earlyRequests` is stringified into the page, so it must stay self-contained: no imports, no
// references to anything outside its own body.

export interface EarlyPlan {
  /** The app's entry module and the modules Vite would modulepreload with it (absolute URLs). */
  entry: string;
  preload: string[];
  /** Route name → the JS files (absolute URLs) to modulepreload. */
  chunks: Record<string, string[]>;
  /** `sizes` of a result card's photo and of the property page's main photo. */
  cardSizes: string;
  gallerySizes: string;
  /** Results per search page (docs/API.md `perPage`). */
  perPage: number;
}

export type EarlyWindow = Window & { __escapesEarly?: Record<string, Promise<Response>> };

/** The key of a request: path plus its query sorted by name, so parameter order never matters. */
export function earlyKey(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  const params = [...parsed.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return parsed.pathname + (params.length > 0 ? `?${new URLSearchParams(params).toString()}` : '');
}

/** Early responses are for the page being opened; later requests go to the server afresh. */
export const EARLY_RESPONSE_MAX_AGE_MS = 30_000;

/** The early response for a GET the app is about to send, if the inline script started it (once). */
export function takeEarlyResponse(
  url: string,
  win: EarlyWindow | undefined = typeof window === 'undefined' ? undefined : window,
  now: number = globalThis.performance?.now() ?? 0,
): Promise<Response> | undefined {
  const store = win?.__escapesEarly;
  if (!store) return undefined;
  if (now > EARLY_RESPONSE_MAX_AGE_MS) {
    delete win.__escapesEarly;
    return undefined;
  }
  const key = earlyKey(url);
  if (!(key in store)) return undefined;
  const response = store[key];
  delete store[key];
  return response;
}

export function earlyRequests(win: EarlyWindow, plan: EarlyPlan): void {
  const doc = win.document;
  const { pathname, search } = win.location;
  const store: Record<string, Promise<Response>> = (win.__escapesEarly = win.__escapesEarly || {});

  const keyOf = (path: string, params: [string, string][]) => {
    const sorted = params.filter(([, v]) => v !== '').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return path + (sorted.length > 0 ? `?${new URLSearchParams(sorted).toString()}` : '');
  };
  const get = (path: string, params: [string, string][] = []) => {
    const key = keyOf(path, params);
    const request = win.fetch(key, { credentials: 'include', headers: { Accept: 'application/json' } });
    // An early request that fails is left to the app, which asks again.
    request.catch(() => undefined);
    store[key] = request;
    return request;
  };
  // The API's JSON, read defensively by the callers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON in a script inlined into index.html; callers check every field
  const data = (request: Promise<Response>): Promise<any> =>
    request
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((body: { data?: unknown } | null) => (body ? body.data : null));

  type Photo = { url: string; variants?: { url: string; width: number; format?: string }[] } | null | undefined;
  const preloadPhoto = (photo: Photo, sizes: string) => {
    if (!photo || !photo.url) return;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = photo.url;
    // The copies the page's <picture> will pick (components/PropertyPhoto): WebP where the photo
    // has them, else JPEG; one srcset mixing both would fetch a file the page then does not use.
    const all = photo.variants || [];
    const webp = all.filter((v) => v.format === 'webp');
    const variants = (webp.length > 0 ? webp : all.filter((v) => v.format !== 'webp'))
      .slice()
      .sort((a, b) => a.width - b.width);
    if (webp.length > 0) link.setAttribute('type', 'image/webp');
    if (variants.length > 0) {
      link.setAttribute('imagesrcset', variants.map((v) => `${v.url} ${v.width}w`).join(', '));
      link.setAttribute('imagesizes', sizes);
    }
    link.setAttribute('fetchpriority', 'high');
    doc.head.appendChild(link);
  };

  const query = new URLSearchParams(search);
  const text = (name: string) => (query.get(name) || '').trim();
  const whole = (name: string) => (/^\d+$/.test(text(name)) ? String(Number(text(name))) : '');
  const sortAndPage = (): [string, string][] => {
    const sort = text('sort');
    const page = Number(whole('page'));
    return [
      [
        'sort',
        ['recommended', 'price_asc', 'price_desc', 'rating', 'distance'].indexOf(sort) >= 0 ? sort : 'recommended',
      ],
      ['page', String(page > 0 ? page : 1)],
      ['perPage', String(plan.perPage)],
    ];
  };

  let route = '';
  let slug = '';
  const detail = /^\/(property|farmhouses)\/([^/]+)\/?$/.exec(pathname);
  if (pathname === '/') route = 'home';
  else if (/^\/search\/?$/.test(pathname)) route = 'search';
  else if (detail) {
    route = detail[1] === 'property' ? 'property' : 'location';
    try {
      slug = encodeURIComponent(decodeURIComponent(detail[2]));
    } catch {
      route = '';
    }
  }

  // The app: its entry module, then the modules it and the route import (once). Each request
  // started costs the main thread a few milliseconds on a slow phone, so the route's modules
  // follow in small batches, a task each (the app asks for its own first), not in one long task.
  let started = false;
  const preload = (href: string) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  };
  const start = () => {
    if (started) return;
    started = true;
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = plan.entry;
    doc.head.appendChild(script);
    plan.preload.forEach(preload);
    const rest = ((route && plan.chunks[route]) || []).slice();
    const batch = () => {
      rest.splice(0, 4).forEach(preload);
      if (rest.length > 0) win.setTimeout(batch, 0);
    };
    if (rest.length > 0) win.setTimeout(batch, 0);
  };

  const statistics = '/api/v1/properties/locations/statistics';
  if (route === 'home') {
    get('/api/properties/featured');
    get(statistics);
  } else if (route === 'search') {
    const date = (name: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text(name)) ? text(name) : '');
    const bookingType = ['half_day', 'full_day'].indexOf(text('bookingType')) >= 0 ? text('bookingType') : '';
    const amenities = text('amenities')
      .split(',')
      .map((s) => s.trim())
      .filter((s, i, all) => s !== '' && all.indexOf(s) === i)
      .join(',');
    const results = get('/api/v1/properties', [
      ...sortAndPage(),
      ['location', text('location')],
      ['checkIn', date('checkIn')],
      ['checkOut', date('checkOut')],
      ['guests', whole('guests')],
      ['bookingType', bookingType],
      ['minPrice', whole('minPrice')],
      ['maxPrice', whole('maxPrice')],
      ['amenities', amenities],
      ['propertyType', text('propertyType')],
    ]);
    get('/api/v1/catalogue/filters');
    get(statistics);
    data(results)
      .then((items) => preloadPhoto(items && items[0] && items[0].photo, plan.cardSizes))
      .catch(() => undefined);
  } else if (route === 'property') {
    data(get(`/api/v1/properties/${slug}`))
      .then((property) => preloadPhoto(property && property.photos && property.photos[0], plan.gallerySizes))
      .catch(() => undefined);
  } else if (route === 'location') {
    get(`/api/v1/locations/${slug}`);
    get('/api/v1/properties', [...sortAndPage(), ['location', decodeURIComponent(slug)]]);
  }

  // The app: on other pages at once; on these once the HTML is parsed, at once without a first
  // view (or in a hidden tab, which paints nothing), and with one after the load event (its
  // photo is in) and the frame after it. Timers start it if no frame comes (a tab hidden
  // meanwhile) and at most 3 s after parsing.
  const afterPaint = () => {
    win.setTimeout(start, 1000);
    const frames = () => win.requestAnimationFrame(() => win.requestAnimationFrame(start));
    const Observer = (win as unknown as { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
    if (!Observer || (Observer.supportedEntryTypes || []).indexOf('paint') < 0) return frames();
    // The first contentful paint is reported once it has reached the screen; two frames alone can
    // come a few milliseconds before that on a busy machine.
    const observer = new Observer((list: PerformanceObserverEntryList) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      frames();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  const decide = () => {
    const root = doc.getElementById('root');
    if (!root || !root.firstElementChild || doc.visibilityState === 'hidden') return start();
    win.setTimeout(start, 3000);
    if (doc.readyState === 'complete') afterPaint();
    else win.addEventListener('load', afterPaint);
  };
  if (!route) start();
  else if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', decide);
  else decide();
}
