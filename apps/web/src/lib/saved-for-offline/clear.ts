// The keys of what a signed-in user's pages keep on this device to show while offline (PRODUCT.md §2
// PWA: Your Bookings), and their removal. The session empties them all when it ends (sign-out here
// or in another tab, or a refused refresh), so the next person on this device never sees them.
// Saving and reading live in ./store, out of the first load's code.

const PREFIX = 'savedForOffline:';

/** One localStorage entry per name and user. */
export const savedForOfflineKey = (name: string, userId: number) => `${PREFIX}${name}:${userId}`;

/** Removes everything saved for offline use, for every user. */
export function clearSavedForOffline(): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Storage blocked: nothing was saved either.
  }
}
