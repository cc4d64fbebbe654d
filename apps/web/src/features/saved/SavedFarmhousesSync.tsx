// Mounted once for the whole app: makes the heart a soft-gated action (PRODUCT.md §4: a visitor is
// offered sign-in and may skip; the save happens either way, when the modal closes; a signed-in
// user is never asked) and keeps the local list in step with the session. Kept tiny, it is in
// every page's first load: the server calls are in ./sync, loaded once someone is signed in.
import { useEffect } from 'react';
import { useAuthGate } from '@/features/auth';
import { readStoredToken } from '@/lib/api-client';
import {
  addFavourite,
  readFavouritesOwner,
  removeFavourite,
  setFavouriteHandler,
  setFavourites,
  writeFavouritesOwner,
} from '@/lib/favourites';
import { useSession } from '@/lib/session';

export const SAVE_ACTION = 'save-property';

const loadSync = () => import('./sync');

function apply(id: number, save: boolean) {
  if (save) addFavourite(id);
  else removeFavourite(id);
  // Read at run time: after a sign-in in the gate's modal this closure's session is stale.
  if (readStoredToken()) void loadSync().then((sync) => sync.pushSaved(id, save));
}

export function SavedFarmhousesSync() {
  const { status, user } = useSession();
  const { gate } = useAuthGate();
  const userId = status === 'signed-in' ? user?.id : undefined;

  useEffect(() => {
    setFavouriteHandler((id, save) =>
      // Removing is never gated: it only undoes what the visitor did.
      save ? gate({ level: 'soft', action: SAVE_ACTION, run: () => apply(id, true) }) : apply(id, false),
    );
    return () => setFavouriteHandler(undefined);
  }, [gate]);

  useEffect(() => {
    if (userId) void loadSync().then((sync) => sync.startSync(userId));
    else if (status === 'signed-out' && readFavouritesOwner()) {
      // Signed out (here, in another tab, or the session expired): the list was the user's.
      setFavourites([]);
      writeFavouritesOwner(null);
    }
  }, [userId, status]);

  return null;
}
