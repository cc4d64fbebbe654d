// Query-key roots shared across a feature boundary: the feature that owns the cache builds its keys
// under the root, and the realtime code (features/messaging/realtime/cache-sync.ts) invalidates the
// root when the server says the data changed, without importing the other feature.

/** The signed-in user's price and availability alerts (features/alerts): the active list and the
 *  fired ones shown as notices. The `alert_fired` event invalidates everything under it. */
export const ALERTS_ROOT_KEY = ['alerts'] as const;

/** The signed-in owner's listings (features/owner's `ownerKeys.properties`); the owner-listings
 *  prefetch hint (src/lib/prefetch-hints.ts) fills it before the owner dashboard asks. */
export const OWNER_PROPERTIES_KEY = ['owner', 'properties'] as const;
