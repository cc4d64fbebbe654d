// Source names of tracked events (PRODUCT.md §7 "property viewed (propertyId, source)"). Call sites
// report where a guest came from as they know it: a path of this site (the property cards pass the
// page they were on), the referrer's address, or a name; the lazily loaded queue names it here, so
// this code stays out of the page chunks and no address leaves the browser.

/** A path of this site as a source name. */
export function pageSource(path: string): string {
  if (path === '/') return 'home';
  if (path === '/search' || path.startsWith('/search/')) return 'search';
  if (path.startsWith('/farmhouses/')) return 'locality';
  if (path.startsWith('/property/')) return 'property';
  return 'internal';
}

/** "/search" → "search", "https://www.google.com/" → "referral"; a name stays as it is. */
export function sourceName(raw: string): string {
  if (raw.startsWith('/')) return pageSource(raw);
  if (!/^https?:\/\//.test(raw)) return raw;
  try {
    const url = new URL(raw);
    return url.origin === location.origin ? pageSource(url.pathname) : 'referral';
  } catch {
    return 'referral';
  }
}
