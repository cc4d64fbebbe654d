// Saves and reads what a signed-in user's pages keep on this device to show while offline; the
// session removes it all when it ends (./clear).
import { savedForOfflineKey } from './clear';

export interface SavedForOffline<T> {
  /** When it was saved (ISO 8601). */
  savedAt: string;
  value: T;
}

export function saveForOffline(name: string, userId: number, value: unknown): void {
  try {
    localStorage.setItem(
      savedForOfflineKey(name, userId),
      JSON.stringify({ savedAt: new Date().toISOString(), value }),
    );
  } catch {
    // Storage full or blocked: there is simply nothing to show offline.
  }
}

export function readSavedForOffline<T>(name: string, userId: number): SavedForOffline<T> | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(savedForOfflineKey(name, userId)) ?? 'null');
    if (parsed === null || typeof parsed !== 'object') return null;
    const saved = parsed as Partial<SavedForOffline<T>>;
    return typeof saved.savedAt === 'string' && 'value' in saved ? (saved as SavedForOffline<T>) : null;
  } catch {
    return null;
  }
}
