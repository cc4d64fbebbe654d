// The moves an owner makes on a listing (submit for review, unlist, publish again), shared by
// "Your listings" and the editor: the answer updates both caches, and a failure reads as PRODUCT.md §8's
// dashboard errors, except the server's own words where they say more (not ready, unlisted by us).
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
// Not useToast: see components/toast/notify.ts (keeps the guest entry chunk whole).
import { notify } from '@/components/toast/notify';
import { ApiError } from '@/lib/api-client';
import { i18n, messageId } from '@/i18n/catalogs';
import { publishListing, storeListing, submitListing, unlistListing } from '../api/listings';
import { ownerKeys } from '../api/owner';
import type { OwnerListing } from '../api/owner-types';
import { dashboardError } from '../lib-errors';
import '../messages';

export type ListingAction = 'submit' | 'unlist' | 'publish';

const ACTION_WORDS: Record<ListingAction, string> = {
  submit: messageId('owner.failed.submitListing'),
  unlist: messageId('owner.failed.unlistListing'),
  publish: messageId('owner.failed.publishListing'),
};

const DONE: Record<ListingAction, { title: string; description: string }> = {
  submit: { title: messageId('owner.actions.submitted'), description: messageId('owner.actions.submittedText') },
  unlist: { title: messageId('owner.actions.unlisted'), description: messageId('owner.actions.unlistedText') },
  publish: { title: messageId('owner.actions.published'), description: messageId('owner.actions.publishedText') },
};

export type ActionResult =
  | { ok: true; listing: OwnerListing }
  /** Submit refused because something is missing: field → what to do. */
  | { ok: false; missing?: Record<string, string> };

export function useListingActions() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<{ id: number; action: ListingAction } | null>(null);

  const run = useCallback(
    async (id: number, action: ListingAction, reason?: string): Promise<ActionResult> => {
      setBusy({ id, action });
      try {
        const listing =
          action === 'submit'
            ? await submitListing(id)
            : action === 'unlist'
              ? await unlistListing(id, reason)
              : await publishListing(id);
        storeListing(queryClient, listing);
        void queryClient.invalidateQueries({ queryKey: ownerKeys.properties, exact: true });
        notify({
          title: i18n._(DONE[action].title),
          description: i18n._(DONE[action].description),
          variant: 'success',
        });
        return { ok: true, listing };
      } catch (error) {
        if (
          error instanceof ApiError &&
          action === 'submit' &&
          error.status === 400 &&
          Object.keys(error.fields).length > 0
        ) {
          notify({ title: i18n._('owner.actions.notReady'), description: error.message, variant: 'warning' });
          return { ok: false, missing: error.fields };
        }
        if (error instanceof ApiError && error.code === 'UNLISTED_BY_ADMIN') {
          notify({ title: i18n._('owner.actions.unlistedByTeam'), description: error.message, variant: 'error' });
          return { ok: false };
        }
        notify({ ...dashboardError(error, ACTION_WORDS[action]), variant: 'error' });
        return { ok: false };
      } finally {
        setBusy(null);
      }
    },
    [queryClient],
  );

  return { run, busy };
}
