// Which fired-alert notices the user dismissed: alert ids in localStorage, one list per user, so a
// notice shows (on every page, after reloads) until dismissed. Other tabs follow through the
// `storage` event.

export const DISMISSED_ALERTS_KEY = 'alertNoticesDismissed';

const storageKey = (userId: number) => `${DISMISSED_ALERTS_KEY}:${userId}`;

export function readDismissed(userId: number): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function writeDismissed(userId: number, ids: readonly number[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(storageKey(userId));
    else localStorage.setItem(storageKey(userId), JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the notice comes back on the next load, nothing else breaks.
  }
}

/** Calls `listener` when another tab changes this user's list. */
export function onDismissedChange(userId: number, listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKey(userId)) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
