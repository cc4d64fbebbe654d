// Where the listing stands, with the reason when our team asked for changes or unlisted it, and
// what happens to an edit in that state (a live listing's changes go live when saved).
import { Link } from 'react-router';
import { SquareArrowOutUpRight } from 'lucide-react';
import { paths } from '@/config/paths';
import type { OwnerListing } from '../api/owner-types';
import { ListingStatusBadge } from '../listings/ListingStatusBadge';
import { canPublish, unlistedText } from '../listings/status';

export const LIVE_EDITS_NOTE = 'Changes go live when saved';

export function StatusPanel({ listing, onPublish, publishing }: { listing: OwnerListing; onPublish: () => void; publishing: boolean }) {
  return (
    <div className="mt-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
        <span>Status:</span>
        <ListingStatusBadge status={listing.status} />
        {listing.status === 'published' && (
          <Link to={paths.property(listing.slug)} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline">
            View on the site
            <SquareArrowOutUpRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </p>
      {listing.status === 'changes_requested' && (
        <div className="mt-3 rounded-2xl border-l-4 border-danger-600 bg-danger-50 p-4">
          <h2 className="font-sans text-base font-semibold text-danger-600">Our team asked for changes</h2>
          <p className="mt-1 whitespace-pre-line text-ink-900">{listing.statusReason || 'Please review your listing and submit it again.'}</p>
          <p className="mt-2 text-sm text-ink-700">Make the changes, then submit it for review again from the last step.</p>
        </div>
      )}
      {listing.status === 'unlisted' && (
        <div className={listing.unlistedBy === 'admin' ? 'mt-3 rounded-2xl border-l-4 border-danger-600 bg-danger-50 p-4' : 'mt-3 rounded-2xl bg-sand-100 p-4'}>
          <p className="text-ink-900">{unlistedText(listing)}</p>
          {listing.unlistedBy === 'admin' ? (
            <p className="mt-1 text-sm text-ink-700">Only our team can put it back on the site: contact support if you have fixed the problem.</p>
          ) : (
            canPublish(listing) && (
              <button type="button" className="btn-primary mt-2" disabled={publishing} onClick={onPublish}>
                Publish again
              </button>
            )
          )}
        </div>
      )}
      {listing.status === 'published' && (
        <p className="mt-2 rounded-xl bg-yellow-50 p-3 text-sm font-semibold text-ink-900">
          {LIVE_EDITS_NOTE}: guests see each change as soon as it is saved.
        </p>
      )}
      {listing.status === 'pending_review' && (
        <p className="mt-2 rounded-xl bg-yellow-50 p-3 text-sm text-ink-900">
          <span className="font-semibold">Under review.</span> Our team checks every listing before it goes live; you can still make changes.
        </p>
      )}
    </div>
  );
}
