// Where the listing stands, with the reason when our team asked for changes or unlisted it, and
// what happens to an edit in that state (a live listing's changes go live when saved).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SquareArrowOutUpRight } from 'lucide-react';
import { paths } from '@/config/paths';
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import type { OwnerListing } from '../api/owner-types';
import { ListingStatusBadge } from '../listings/ListingStatusBadge';
import { canPublish, unlistedText } from '../listings/status';
import './messages';

/** Message id of "Changes go live when saved". */
export const LIVE_EDITS_NOTE = messageId('editor.status.liveNote');

interface StatusPanelProps {
  listing: OwnerListing;
  onPublish: () => void;
  publishing: boolean;
  /** More links on the status line (the preview). */
  children?: ReactNode;
}

export function StatusPanel({ listing, onPublish, publishing, children }: StatusPanelProps) {
  const { _ } = useLingui();
  return (
    <div className="mt-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
        <span>{_('editor.status.label')}</span>
        <ListingStatusBadge status={listing.status} />
        {listing.status === 'published' && (
          <Link
            to={paths.property(listing.slug)}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
          >
            {_('editor.status.view')}
            <SquareArrowOutUpRight aria-hidden="true" className="size-4" />
          </Link>
        )}
        {children}
      </p>
      {listing.status === 'changes_requested' && (
        <div className="mt-3 rounded-2xl border-l-4 border-danger-600 bg-danger-50 p-4">
          <h2 className="font-sans text-base font-semibold text-danger-600">{_('editor.status.changesTitle')}</h2>
          <p className="mt-1 whitespace-pre-line text-ink-900">
            {listing.statusReason || _('editor.status.changesFallback')}
          </p>
          <p className="mt-2 text-sm text-ink-700">{_('editor.status.changesText')}</p>
        </div>
      )}
      {listing.status === 'unlisted' && (
        <div
          className={
            listing.unlistedBy === 'admin'
              ? 'mt-3 rounded-2xl border-l-4 border-danger-600 bg-danger-50 p-4'
              : 'mt-3 rounded-2xl bg-sand-100 p-4'
          }
        >
          <p className="text-ink-900">{unlistedText(listing)}</p>
          {listing.unlistedBy === 'admin' ? (
            <p className="mt-1 text-sm text-ink-700">{_('editor.status.adminUnlisted')}</p>
          ) : (
            canPublish(listing) && (
              <button type="button" className="btn-primary mt-2" disabled={publishing} onClick={onPublish}>
                {_('editor.status.publishAgain')}
              </button>
            )
          )}
        </div>
      )}
      {listing.status === 'published' && (
        <p className="mt-2 rounded-xl bg-yellow-50 p-3 text-sm font-semibold text-ink-900">
          {_('editor.status.liveText', { note: _(LIVE_EDITS_NOTE) })}
        </p>
      )}
      {listing.status === 'pending_review' && (
        <p className="mt-2 rounded-xl bg-yellow-50 p-3 text-sm text-ink-900">
          <span className="font-semibold">{_('editor.status.reviewTitle')}</span> {_('editor.status.reviewText')}
        </p>
      )}
    </div>
  );
}
