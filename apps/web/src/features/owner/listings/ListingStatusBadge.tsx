// A listing's status as a pill with its word (colour is never the only signal).
import clsx from 'clsx';
import { useLingui } from '@/i18n/react';
import type { ListingStatus } from '../api/owner-types';
import { LISTING_STATUS_CLASSES, listingStatusLabel } from './status';

export function ListingStatusBadge({ status, className }: { status: ListingStatus | undefined; className?: string }) {
  useLingui(); // re-render on a language change
  return (
    <span
      data-status={status}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
        LISTING_STATUS_CLASSES[status as ListingStatus] ?? LISTING_STATUS_CLASSES.draft,
        className,
      )}
    >
      {listingStatusLabel(status)}
    </span>
  );
}
