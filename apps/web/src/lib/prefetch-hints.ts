// The owners' prefetch hint (GET /api/properties/owner/me), started after the page's load event,
// never on the first view's path: the owner's listings go into the query the owner dashboard
// reads (the same answer as GET /api/v1/owner/properties), so it opens with them. The home page's
// hint is src/features/catalogue/home/use-recent-reviews-hint.ts.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterPageLoad } from './after-paint';
import { apiGet } from './api-client';
import { useSessionIfAny } from './session';
import { OWNER_PROPERTIES_KEY } from './shared-query-keys';

export const OWNER_LISTINGS_HINT = '/api/properties/owner/me';

/** For a signed-in owner: their listings, once per sign-in. */
export function useOwnerListingsHint(): void {
  const session = useSessionIfAny();
  const ownerId = session?.status === 'signed-in' && session.user?.role === 'owner' ? session.user.id : null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (ownerId === null) return;
    return afterPageLoad(() => {
      void queryClient.prefetchQuery({
        queryKey: OWNER_PROPERTIES_KEY,
        queryFn: ({ signal }) => apiGet<unknown[]>(OWNER_LISTINGS_HINT, undefined, signal),
      });
    });
  }, [ownerId, queryClient]);
}
