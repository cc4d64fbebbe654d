// Where a guest came from to a property page, for `property_viewed` (SPEC §7): the page that
// linked here (router state `from`, set by the property cards), else, for the page the visit
// started on, the referrer; an in-app link without state is "internal".

/** A path of this site as a source name. */
export function pageSource(path: string): string {
  if (path === '/') return 'home';
  if (path === '/search' || path.startsWith('/search/')) return 'search';
  if (path.startsWith('/farmhouses/')) return 'locality';
  if (path.startsWith('/property/')) return 'property';
  return 'internal';
}

/**
 * @param state the router location's state
 * @param landing whether this is the first page of the visit (react-router's location key "default")
 */
export function viewSource(state: unknown, landing: boolean, referrer: string = document.referrer): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string') return pageSource(from);
  if (!landing) return 'internal';
  if (!referrer) return 'direct';
  try {
    const url = new URL(referrer);
    return url.origin === location.origin ? pageSource(url.pathname) : 'referral';
  } catch {
    return 'direct';
  }
}
