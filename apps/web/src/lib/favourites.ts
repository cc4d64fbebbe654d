// Local favourites (PRODUCT.md §3 "Stored client values: local favourites (list of property ids)"):
// saved in localStorage, shared by every component through a tiny store, synced across tabs.
// Signed in, the list mirrors the server's (features/saved keeps it so and records whose list it
// is under `favourites_owner`); a heart tap goes through the handler that feature registers (the
// soft sign-in gate of PRODUCT.md §4), or toggles here when none is registered.
import { useCallback, useSyncExternalStore } from 'react';

export const FAVOURITES_STORAGE_KEY = 'favourites';
/** The id of the user whose server list the local one mirrors; absent for a visitor's list. */
export const FAVOURITES_OWNER_KEY = 'favourites_owner';

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: { raw: string | null; ids: readonly number[] } = { raw: null, ids: [] };

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked (privacy mode): favourites live for the page only
  }
}

function parse(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0);
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

/** Saved property ids, most recently saved first. */
export function getFavourites(): readonly number[] {
  const raw = storage()?.getItem(FAVOURITES_STORAGE_KEY) ?? null;
  if (raw !== cache.raw) cache = { raw, ids: parse(raw) };
  return cache.ids;
}

/** Replaces the whole list (the server's answer, or empty after sign-out). */
export function setFavourites(ids: readonly number[]) {
  const raw = JSON.stringify(ids);
  try {
    storage()?.setItem(FAVOURITES_STORAGE_KEY, raw);
  } catch {
    // quota or blocked storage: keep the in-memory copy
  }
  cache = { raw, ids };
  listeners.forEach((listener) => listener());
}

export function isFavourite(id: number): boolean {
  return getFavourites().includes(id);
}

export function addFavourite(id: number) {
  if (!isFavourite(id)) setFavourites([id, ...getFavourites()]);
}

export function removeFavourite(id: number) {
  if (isFavourite(id)) setFavourites(getFavourites().filter((saved) => saved !== id));
}

/** Toggles and returns whether the property is now saved. */
export function toggleFavourite(id: number): boolean {
  if (isFavourite(id)) {
    removeFavourite(id);
    return false;
  }
  addFavourite(id);
  return true;
}

/** Whose server list the local one mirrors (null: a visitor's own list). */
export function readFavouritesOwner(): number | null {
  return Number(storage()?.getItem(FAVOURITES_OWNER_KEY)) || null;
}

export function writeFavouritesOwner(userId: number | null) {
  try {
    if (userId) storage()?.setItem(FAVOURITES_OWNER_KEY, String(userId));
    else storage()?.removeItem(FAVOURITES_OWNER_KEY);
  } catch {
    // blocked storage: the list is re-read from the server next time
  }
}

/** What a heart tap does instead of a plain toggle: `save` is the state asked for. */
export type FavouriteHandler = (id: number, save: boolean) => void;
let handler: FavouriteHandler | undefined;

export function setFavouriteHandler(next: FavouriteHandler | undefined) {
  handler = next;
}

export function subscribeFavourites(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FAVOURITES_STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

const serverSnapshot: readonly number[] = [];

/** All saved ids; re-renders when they change (in this tab or another). */
export function useFavourites(): readonly number[] {
  return useSyncExternalStore(subscribeFavourites, getFavourites, () => serverSnapshot);
}

/** One property's saved state and a toggle (returns the state asked for). */
export function useFavourite(id: number): { saved: boolean; toggle: () => boolean } {
  const ids = useFavourites();
  const toggle = useCallback(() => {
    if (!handler) return toggleFavourite(id);
    const save = !isFavourite(id);
    handler(id, save);
    return save;
  }, [id]);
  return { saved: ids.includes(id), toggle };
}
