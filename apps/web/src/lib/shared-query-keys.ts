// Query-key roots shared across a feature boundary: the feature that owns the cache builds its keys
// under the root, and the realtime code (features/messaging/realtime/cache-sync.ts) invalidates the
// root when the server says the data changed, without importing the other feature.

/** The signed-in user's price and availability alerts (features/alerts): the active list and the
 *  fired ones shown as notices. The `alert_fired` event invalidates everything under it. */
export const ALERTS_ROOT_KEY = ['alerts'] as const;
