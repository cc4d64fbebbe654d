// "Your listings" on the owner dashboard: each listing with its cover, locality, price and status
// (with the reason when our team asked for changes or unlisted it), and what the owner can do next.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AlertCircle, CirclePlus, Eye, ImageMinus, Pencil } from 'lucide-react';
import { ownerPaths } from '@/config/owner-paths';
import { paths } from '@/config/paths';
import { formatINR } from '@/lib/format';
import { useOwnerProperties } from '../api/owner';
import type { ListingSummary } from '../api/owner-types';
import { dashboardError } from '../lib-errors';
import { fieldLabel } from '../editor/field-meta';
import { ListingStatusBadge } from './ListingStatusBadge';
import { canPublish, canSubmit, canUnlist, unlistedText } from './status';
import { UnlistDialog } from './UnlistDialog';
import { useListingActions, type ListingAction } from './use-listing-actions';

export function YourListings() {
  const id = useId();
  const listings = useOwnerProperties();
  const { run, busy } = useListingActions();
  /** What stopped a submit, per listing, until the next try. */
  const [notReady, setNotReady] = useState<Record<number, Record<string, string>>>({});

  async function act(listing: ListingSummary, action: ListingAction, reason?: string) {
    const result = await run(listing.id, action, reason);
    setNotReady(({ [listing.id]: _dropped, ...rest }) => (!result.ok && result.missing ? { ...rest, [listing.id]: result.missing } : rest));
    return result.ok;
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-900">
          Your listings
        </h2>
        <Link to={ownerPaths.createListing} className="btn-primary">
          <CirclePlus aria-hidden="true" className="size-4" />
          List a new farmhouse
        </Link>
      </div>
      {listings.isError ? (
        <p role="alert" className="mt-4 flex gap-2 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {(() => {
            const e = dashboardError(listings.error, 'load your listings');
            return e.description ? `${e.title}: ${e.description}` : e.title;
          })()}
        </p>
      ) : !listings.data ? (
        <div role="status" className="mt-4">
          <span className="sr-only">Loading your listings…</span>
          <div className="skeleton h-24 w-full" />
        </div>
      ) : listings.data.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-sand-200 bg-white p-4 text-ink-700">
          No listings yet. Add your first farmhouse to start taking bookings.
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {listings.data.map((listing) => (
            <li key={listing.id}>
              <ListingCard
                listing={listing}
                busy={busy?.id === listing.id}
                notReady={notReady[listing.id]}
                onAct={(action, reason) => act(listing, action, reason)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface ListingCardProps {
  listing: ListingSummary;
  busy: boolean;
  notReady?: Record<string, string>;
  onAct: (action: ListingAction, reason?: string) => Promise<boolean>;
}

function ListingCard({ listing, busy, notReady, onAct }: ListingCardProps) {
  const titleId = useId();
  const title = listing.title || 'Untitled listing';
  const preview = listing.status === 'published' ? paths.property(listing.slug) : ownerPaths.editListing(listing.id, 'review');
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-sand-200 bg-white p-3 sm:p-4">
      <div className="flex gap-3">
        {listing.cover ? (
          <img src={listing.cover} alt="" width={96} height={72} loading="lazy" decoding="async" className="h-18 w-24 shrink-0 rounded-xl bg-sand-200 object-cover" />
        ) : (
          <div aria-hidden="true" className="flex h-18 w-24 shrink-0 items-center justify-center rounded-xl bg-sand-100">
            <ImageMinus className="size-6 text-ink-500" />
          </div>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
            <h3 id={titleId} className="font-sans text-base font-semibold break-words text-ink-900">
              {title}
            </h3>
            <ListingStatusBadge status={listing.status} />
          </div>
          <p className="mt-0.5 text-sm text-ink-700">
            {listing.locality}
            {listing.locality ? ' · ' : ''}
            <span className="tabular-nums">{formatINR(listing.halfDayPrice)}</span> per half day
          </p>
        </div>
      </div>

      {listing.status === 'changes_requested' && (
        <p className="mt-3 rounded-xl bg-danger-50 p-3 text-sm text-ink-900">
          <span className="font-semibold text-danger-600">Changes requested by our team: </span>
          {listing.statusReason || 'See the editor for what to change.'}
        </p>
      )}
      {listing.status === 'unlisted' && (
        <p className={listing.unlistedBy === 'admin' ? 'mt-3 rounded-xl bg-danger-50 p-3 text-sm text-ink-900' : 'mt-3 text-sm text-ink-700'}>
          {unlistedText(listing)}
        </p>
      )}
      {notReady && (
        <div role="alert" className="mt-3 rounded-xl bg-yellow-50 p-3 text-sm text-ink-900">
          <p className="font-semibold">Not ready for review yet:</p>
          <ul className="mt-1 list-disc pl-5">
            {Object.entries(notReady).map(([key, message]) => (
              <li key={key}>
                {fieldLabel(key)}: {message}
              </li>
            ))}
          </ul>
          <Link to={ownerPaths.editListing(listing.id, 'review')} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            Finish {title} in the editor
          </Link>
        </div>
      )}

      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={ownerPaths.editListing(listing.id)} className="btn-secondary" aria-label={`Edit ${title}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Link>
        {canSubmit(listing) && (
          <button type="button" className="btn-primary" disabled={busy} aria-label={`Submit ${title} for review`} onClick={() => void onAct('submit')}>
            Submit for review
          </button>
        )}
        {canUnlist(listing) && <UnlistDialog title={title} busy={busy} onUnlist={(reason) => onAct('unlist', reason)} />}
        {canPublish(listing) && (
          <button type="button" className="btn-primary" disabled={busy} aria-label={`Publish ${title}`} onClick={() => void onAct('publish')}>
            Publish
          </button>
        )}
        <Link to={preview} className="btn-ghost" aria-label={`Preview ${title}`}>
          <Eye aria-hidden="true" className="size-4" />
          Preview
        </Link>
      </div>
    </article>
  );
}
