// What a signed-in user's pages keep on this device to show while offline (SPEC §2 PWA: Your
// Bookings), one localStorage entry per name and user. The session empties every entry when it
// ends (sign-out here or in another tab, or a refused refresh), so the next person on this device
// never sees them.

const PREFIX = 'savedForOffline:';

export interface SavedForOffline<T> {
  /** When it was saved (ISO 8601). */
  savedAt: string;
  value: T;
}

const keyOf = (name: string, userId: number) => `${PREFIX}${name}:${userId}`;

export function saveForOffline(name: string, userId: number, value: unknown): void {
  try {
    localStorage.setItem(keyOf(name, userId), JSON.stringify({ savedAt: new Date().toISOString(), value }));
  } catch {
    // Storage full or blocked: there is simply nothing to show offline.
  }
}

export function readSavedForOffline<T>(name: string, userId: number): SavedForOffline<T> | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(name, userId)) ?? 'null');
    if (parsed === null || typeof parsed !== 'object') return null;
    const saved = parsed as Partial<SavedForOffline<T>>;
    return typeof saved.savedAt === 'string' && 'value' in saved ? (saved as SavedForOffline<T>) : null;
  } catch {
    return null;
  }
}

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
