// The analytics page's figures per listing: one row each, whose title opens that listing's
// figures alone. On a phone the table scrolls sideways inside its own region (focusable, so a
// keyboard can scroll it too) with the listing column held in place; the page itself never widens.
import { useId } from 'react';
import { Link } from 'react-router';
import { formatINR, formatNumber } from '@/lib/format';
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import type { ListingFigures } from '../api/analytics';
import { formatShare } from './figures';
import './messages';

const COLUMNS: { label: string; value: (l: ListingFigures) => string }[] = [
  { label: messageId('analytics.views'), value: (l) => formatNumber(l.views) },
  { label: messageId('analytics.contactClicks'), value: (l) => formatNumber(l.contactClicks) },
  { label: messageId('analytics.inquiries'), value: (l) => formatNumber(l.inquiries) },
  { label: messageId('analytics.bookings'), value: (l) => formatNumber(l.bookings) },
  { label: messageId('analytics.conversion'), value: (l) => formatShare(l.conversion) },
  { label: messageId('analytics.revenue'), value: (l) => formatINR(l.revenue) },
  { label: messageId('analytics.cancellations'), value: (l) => formatNumber(l.cancellations) },
];

export function ListingTable({
  listings,
  caption,
  hrefFor,
}: {
  listings: readonly ListingFigures[];
  caption: string;
  /** Where a listing's title leads: the page with that listing picked. */
  hrefFor: (id: number) => string;
}) {
  const captionId = useId();
  const { _ } = useLingui();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so the keyboard can scroll it (WCAG 2.1.1)
      tabIndex={0}
      className="-mx-4 overflow-x-auto px-4 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="text-ink-700">
          <tr>
            <th scope="col" className="sticky left-0 bg-white py-2 pr-3 font-medium">
              {_('analytics.listing')}
            </th>
            {COLUMNS.map((column) => (
              <th key={column.label} scope="col" className="px-2 py-2 text-right font-medium whitespace-nowrap">
                {_(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-ink-900">
          {listings.map((listing) => (
            <tr key={listing.id} className="border-t border-sand-200">
              <th scope="row" className="sticky left-0 max-w-40 bg-white py-2 pr-3 font-normal">
                <Link to={hrefFor(listing.id)} className="font-semibold text-brand-700 underline underline-offset-2">
                  {listing.title}
                </Link>
              </th>
              {COLUMNS.map((column) => (
                <td key={column.label} className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                  {column.value(listing)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
