// Keeps the local favourites the mirror of the signed-in user's server list (loaded lazily, only
// once someone is signed in): right after sign-in the ids saved as a visitor are merged into the
// server's list, later the list is fetched again when the tab regains focus, and each heart tap
// is sent as PUT or DELETE. Whatever the server answers becomes the local list.
import { notify } from '@/components/toast/notify';
import { readStoredToken } from '@/lib/api-client';
import {
  addFavourite,
  getFavourites,
  readFavouritesOwner,
  removeFavourite,
  setFavourites,
  writeFavouritesOwner,
} from '@/lib/favourites';
import { queryClient } from '@/lib/react-query';
import { readStoredUser } from '@/lib/session';
import { deleteSaved, getSaved, mergeSaved, putSaved, savedKeys, type SavedList } from './api/saved';
import { i18n } from '@/i18n/catalogs';
import './messages';

let inFlight: Promise<void> | null = null;
let listening = false;

function signedInUserId(): number | null {
  return readStoredToken() ? (readStoredUser()?.id ?? null) : null;
}

/** Makes the server's answer the local list, unless the session changed meanwhile. */
export function applyServerList(list: SavedList, userId: number): void {
  if (signedInUserId() !== userId) return;
  setFavourites(list.items.map((item) => item.propertyId));
  writeFavouritesOwner(userId);
  queryClient.setQueryData(savedKeys.list(userId), list);
}

/**
 * Fetches the server list, first merging a visitor's local ids into it when the local list is
 * not yet this user's. Concurrent calls share one request.
 */
export function syncSaved(userId: number): Promise<void> {
  inFlight ??= (async () => {
    const local = getFavourites();
    const list = readFavouritesOwner() !== userId && local.length > 0 ? await mergeSaved(local) : await getSaved();
    applyServerList(list, userId);
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function onFocus() {
  if (document.visibilityState === 'hidden') return;
  const userId = signedInUserId();
  if (userId) syncSaved(userId).catch(() => undefined); // offline: the next focus tries again
}

/** Starts mirroring for this user: one sync now, and one each time the tab comes back. */
export function startSync(userId: number): Promise<void> {
  if (!listening) {
    listening = true;
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
  }
  return syncSaved(userId).catch(() => undefined);
}

/** Sends one heart tap (already applied locally); the local change is undone if the server refuses it. */
export async function pushSaved(propertyId: number, save: boolean): Promise<void> {
  const userId = signedInUserId();
  if (!userId) return;
  try {
    // A list not yet merged is merged first, so the merge cannot undo this tap.
    if (inFlight || readFavouritesOwner() !== userId) await syncSaved(userId);
    applyServerList(await (save ? putSaved(propertyId) : deleteSaved(propertyId)), userId);
  } catch (error) {
    if (save) removeFavourite(propertyId);
    else addFavourite(propertyId);
    notify({
      title: save ? i18n._('saved.toast.saveFailed') : i18n._('saved.toast.removeFailed'),
      description: error instanceof Error ? error.message : undefined,
      variant: 'error',
    });
  }
}
