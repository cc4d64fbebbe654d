// "Your listings" on the owner dashboard: each listing with its cover, locality, price and status
// (with the reason when our team asked for changes or unlisted it), and what the owner can do next.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AlertCircle, CirclePlus, Eye, ImageMinus, Pencil } from 'lucide-react';
import { ownerPaths } from '@/config/owner-paths';
import { formatINR } from '@/lib/format';
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { Trans } from '@/i18n/Trans';
import { useOwnerProperties } from '../api/owner';
import type { ListingSummary } from '../api/owner-types';
import { dashboardErrorText } from '../lib-errors';
import '../messages';
import { fieldLabel } from '../editor/field-meta';
import { ListingStatusBadge } from './ListingStatusBadge';
import { canPublish, canSubmit, canUnlist, unlistedText } from './status';
import { UnlistDialog } from './UnlistDialog';
import { useListingActions, type ListingAction } from './use-listing-actions';

export function YourListings() {
  const id = useId();
  const listings = useOwnerProperties();
  const { run, busy } = useListingActions();
  const { _ } = useLingui();
  /** What stopped a submit, per listing, until the next try. */
  const [notReady, setNotReady] = useState<Record<number, Record<string, string>>>({});

  async function act(listing: ListingSummary, action: ListingAction, reason?: string) {
    const result = await run(listing.id, action, reason);
    setNotReady(({ [listing.id]: _dropped, ...rest }) =>
      !result.ok && result.missing ? { ...rest, [listing.id]: result.missing } : rest,
    );
    return result.ok;
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-900">
          {_('owner.listings.title')}
        </h2>
        <Link to={ownerPaths.createListing} className="btn-primary">
          <CirclePlus aria-hidden="true" className="size-4" />
          {_('owner.listings.new')}
        </Link>
      </div>
      {listings.isError ? (
        <p role="alert" className="mt-4 flex gap-2 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {dashboardErrorText(listings.error, messageId('owner.failed.loadListings'))}
        </p>
      ) : !listings.data ? (
        <div role="status" className="mt-4">
          <span className="sr-only">{_('owner.listings.loading')}</span>
          <div className="skeleton h-24 w-full" />
        </div>
      ) : listings.data.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-sand-200 bg-white p-4 text-ink-700">{_('owner.listings.empty')}</p>
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
  const { _ } = useLingui();
  const title = listing.title || _('owner.listings.untitled');
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-sand-200 bg-white p-3 sm:p-4">
      <div className="flex gap-3">
        {listing.cover ? (
          <img
            src={listing.cover}
            alt=""
            width={96}
            height={72}
            loading="lazy"
            decoding="async"
            className="h-18 w-24 shrink-0 rounded-xl bg-sand-200 object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex h-18 w-24 shrink-0 items-center justify-center rounded-xl bg-sand-100"
          >
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
            <Trans
              id="owner.listings.perHalfDay"
              values={{ price: formatINR(listing.halfDayPrice) }}
              components={{ 0: <span className="tabular-nums" /> }}
            />
          </p>
        </div>
      </div>

      {listing.status === 'changes_requested' && (
        <p className="mt-3 rounded-xl bg-danger-50 p-3 text-sm text-ink-900">
          <span className="font-semibold text-danger-600">{_('owner.listings.changesRequested')} </span>
          {listing.statusReason || _('owner.listings.seeEditor')}
        </p>
      )}
      {listing.status === 'unlisted' && (
        <p
          className={
            listing.unlistedBy === 'admin'
              ? 'mt-3 rounded-xl bg-danger-50 p-3 text-sm text-ink-900'
              : 'mt-3 text-sm text-ink-700'
          }
        >
          {unlistedText(listing)}
        </p>
      )}
      {notReady && (
        <div role="alert" className="mt-3 rounded-xl bg-yellow-50 p-3 text-sm text-ink-900">
          <p className="font-semibold">{_('owner.listings.notReady')}</p>
          <ul className="mt-1 list-disc pl-5">
            {Object.entries(notReady).map(([key, message]) => (
              <li key={key}>
                {fieldLabel(key)}: {message}
              </li>
            ))}
          </ul>
          <Link
            to={ownerPaths.editListing(listing.id, 'review')}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {_('owner.listings.finish', { title })}
          </Link>
        </div>
      )}

      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={ownerPaths.editListing(listing.id)}
          className="btn-secondary"
          aria-label={_('owner.listings.editLabel', { title })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {_('owner.listings.edit')}
        </Link>
        {canSubmit(listing) && (
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            aria-label={_('owner.listings.submitLabel', { title })}
            onClick={() => void onAct('submit')}
          >
            {_('owner.listings.submit')}
          </button>
        )}
        {canUnlist(listing) && (
          <UnlistDialog title={title} busy={busy} onUnlist={(reason) => onAct('unlist', reason)} />
        )}
        {canPublish(listing) && (
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            aria-label={_('owner.listings.publishLabel', { title })}
            onClick={() => void onAct('publish')}
          >
            {_('owner.listings.publish')}
          </button>
        )}
        <Link
          to={ownerPaths.previewListing(listing.id)}
          className="btn-ghost"
          aria-label={_('owner.listings.previewLabel', { title })}
        >
          <Eye aria-hidden="true" className="size-4" />
          {_('owner.listings.preview')}
        </Link>
      </div>
    </article>
  );
}
