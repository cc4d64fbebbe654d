// A listing's status in the owner's words (PRODUCT.md "Listings and their life"), and what the
// owner can do from each.
import { i18n, messageId } from '@/i18n/catalogs';
import type { ListingStatus, ListingSummary, OwnerListing } from '../api/owner-types';
import '../messages';

/** Message ids: translate where shown (listingStatusLabel). */
export const LISTING_STATUS_LABEL: Record<ListingStatus, string> = {
  draft: messageId('owner.status.draft'),
  pending_review: messageId('owner.status.pendingReview'),
  published: messageId('owner.status.published'),
  changes_requested: messageId('owner.status.changesRequested'),
  unlisted: messageId('owner.status.unlisted'),
};

export function listingStatusLabel(status: string | undefined): string {
  return i18n._(LISTING_STATUS_LABEL[status as ListingStatus] ?? messageId('owner.status.unknown'));
}

/** Dark text on a pale fill, every pair above 4.5:1; the word is always shown too. */
export const LISTING_STATUS_CLASSES: Record<ListingStatus, string> = {
  draft: 'bg-gray-100 text-gray-800 ring-gray-600/30',
  pending_review: 'bg-yellow-100 text-yellow-900 ring-yellow-700/30',
  published: 'bg-green-100 text-green-900 ring-green-700/30',
  changes_requested: 'bg-red-100 text-red-900 ring-red-700/30',
  unlisted: 'bg-gray-100 text-gray-800 ring-gray-600/30',
};

type StatusFacts = Pick<ListingSummary | OwnerListing, 'status' | 'unlistedBy'>;

/** The owner sends it for review (again). */
export const canSubmit = (l: StatusFacts) => l.status === 'draft' || l.status === 'changes_requested';
/** The owner takes it off the site. */
export const canUnlist = (l: StatusFacts) => l.status === 'published';
/** The owner puts back what they took off (not what our team unlisted). */
export const canPublish = (l: StatusFacts) => l.status === 'unlisted' && l.unlistedBy !== 'admin';

/** Who unlisted it, and why, as one sentence. */
export function unlistedText(l: Pick<ListingSummary, 'unlistedBy' | 'statusReason'>): string {
  const admin = l.unlistedBy === 'admin';
  if (l.statusReason) {
    return i18n._(admin ? 'owner.status.unlistedByTeamReason' : 'owner.status.unlistedByYouReason', {
      reason: l.statusReason,
    });
  }
  return i18n._(admin ? 'owner.status.unlistedByTeam' : 'owner.status.unlistedByYou');
}
