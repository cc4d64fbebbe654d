// /owner/analytics and, for owners, /analytics (PRODUCT.md §2, §6): how the owner's listings did over
// the last 7, 30 or 90 days, all of them or one: summary figures, views and bookings per day,
// revenue per day, stays by weekday, occupancy, the rating by month, each listing's figures and,
// for one listing, where its price stands in its locality. The period and listing live in the
// address (?days=&listing=).
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorFallback, createErrorId } from '@/components/ErrorBoundary';
import { formatINR, formatNumber, formatRating } from '@/lib/format';
import { i18n } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { formatMonth } from '@/lib/format-month';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  periodRange,
  useOwnerAnalytics,
  type AnalyticsPeriod,
  type OwnerAnalytics,
} from '../api/analytics';
import { useOwnerProperties } from '../api/owner';
import { formatShare, formatShortDate, priceRankSentence, ratingTrendSentence, weekdayName } from './figures';
import { ListingTable } from './ListingTable';
import './messages';

// The charts' module (recharts) is asked for once, whichever chart needs it first.
let chartsModule: Promise<typeof import('./charts')> | undefined;
const loadCharts = () => (chartsModule ??= import('./charts'));
const ViewsBookingsChart = lazy(() => loadCharts().then((m) => ({ default: m.ViewsBookingsChart })));
const RevenueChart = lazy(() => loadCharts().then((m) => ({ default: m.RevenueChart })));
const WeekdayChart = lazy(() => loadCharts().then((m) => ({ default: m.WeekdayChart })));
const RatingTrendChart = lazy(() => loadCharts().then((m) => ({ default: m.RatingTrendChart })));

function readPeriod(value: string | null): AnalyticsPeriod {
  const days = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(days) ? (days as AnalyticsPeriod) : DEFAULT_ANALYTICS_PERIOD;
}

function readListing(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

export default function OwnerAnalyticsPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('analytics.pageTitle'));
  const id = useId();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params.get('days'));
  const propertyId = readListing(params.get('listing'));
  const range = periodRange(period);
  const analytics = useOwnerAnalytics({ ...range, propertyId });
  const properties = useOwnerProperties();
  const [errorId, setErrorId] = useState(() => createErrorId());

  function searchWith(next: { days?: AnalyticsPeriod; listing?: number | null }): URLSearchParams {
    const days = next.days ?? period;
    const listing = next.listing === undefined ? propertyId : next.listing;
    const search = new URLSearchParams(params);
    if (days === DEFAULT_ANALYTICS_PERIOD) search.delete('days');
    else search.set('days', String(days));
    if (listing === null) search.delete('listing');
    else search.set('listing', String(listing));
    return search;
  }

  function choose(next: { days?: AnalyticsPeriod; listing?: number | null }) {
    setParams(searchWith(next), { replace: true });
  }

  const data = analytics.data;
  const listingTitle =
    propertyId === null
      ? _('analytics.allListingsLower')
      : (properties.data?.find((p) => p.id === propertyId)?.title ?? _('analytics.thisListing'));

  return (
    <div className="container-page max-w-4xl py-6 sm:py-10">
      <h1 className="font-display text-2xl font-semibold text-ink-900 sm:text-3xl">{_('analytics.title')}</h1>
      <p className="mt-1 text-ink-700">
        {_('analytics.rangeFor', {
          from: formatShortDate(range.from),
          to: formatShortDate(range.to),
          listing: listingTitle,
        })}
      </p>

      <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-end">
        <fieldset>
          <legend className="field-label">{_('analytics.period')}</legend>
          <div className="inline-flex rounded-full border border-sand-300 bg-white p-1">
            {ANALYTICS_PERIODS.map((days) => (
              <label
                key={days}
                className="cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-ink-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
              >
                <input
                  type="radio"
                  name={`${id}-period`}
                  value={days}
                  checked={period === days}
                  onChange={() => choose({ days })}
                  className="sr-only"
                />
                {_('analytics.days', { days })}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:min-w-64">
          <label htmlFor={`${id}-listing`} className="field-label">
            {_('analytics.listing')}
          </label>
          <select
            id={`${id}-listing`}
            className="field-input"
            value={propertyId ?? ''}
            onChange={(event) => choose({ listing: readListing(event.target.value) })}
          >
            <option value="">{_('analytics.allListings')}</option>
            {properties.data?.map((property) => (
              <option key={property.id} value={property.id}>
                {property.title}
              </option>
            ))}
            {/* A listing in the address that the list does not hold (yet): still selectable. */}
            {propertyId !== null && properties.data && !properties.data.some((p) => p.id === propertyId) && (
              <option value={propertyId}>{_('analytics.listingNumber', { id: propertyId })}</option>
            )}
          </select>
        </div>
      </div>

      {analytics.isError ? (
        <ErrorFallback
          area="generic"
          errorId={errorId}
          onRetry={() => {
            setErrorId(createErrorId());
            void analytics.refetch();
          }}
        />
      ) : !data ? (
        <div role="status" className="mt-6 flex flex-col gap-3">
          <span className="sr-only">{_('analytics.loading')}</span>
          <div className="skeleton h-24 w-full" />
          <div className="skeleton h-56 w-full" />
        </div>
      ) : (
        <div
          aria-busy={analytics.isPlaceholderData}
          className={analytics.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        >
          <Figures data={data} listingHref={(listing) => `?${searchWith({ listing }).toString()}`} />
        </div>
      )}
    </div>
  );
}

function Figures({ data, listingHref }: { data: OwnerAnalytics; listingHref: (id: number) => string }) {
  const { totals } = data;
  const { _ } = useLingui();
  const quiet = data.daily.every((day) => day.views === 0 && day.bookings === 0);
  const stays = data.byWeekday.reduce((sum, day) => sum + day.stays, 0);
  const from = formatShortDate(data.from);
  const to = formatShortDate(data.to);
  return (
    <>
      {data.priceRank && (
        <p className="mt-6 rounded-2xl border border-sand-200 bg-sand-50 p-4 text-ink-900">
          <span className="font-semibold">{_('analytics.priceInLocality')} </span>
          {_('analytics.sentence', { sentence: priceRankSentence(data.priceRank) })}
        </p>
      )}

      <section aria-label={_('analytics.summary')} className="mt-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Card label={_('analytics.views')} value={formatNumber(totals.views)} />
          <Card label={_('analytics.contactClicks')} value={formatNumber(totals.contactClicks)} />
          <Card label={_('analytics.inquiries')} value={formatNumber(totals.inquiries)} />
          <Card label={_('analytics.bookings')} value={formatNumber(totals.bookings)} />
          <Card
            label={_('analytics.conversion')}
            value={formatShare(totals.conversion)}
            hint={_('analytics.conversionHint')}
          />
          <Card
            label={_('analytics.revenue')}
            value={formatINR(totals.revenue)}
            hint={_('analytics.confirmedStays', { count: totals.confirmed })}
          />
          <Card label={_('analytics.cancellations')} value={formatNumber(totals.cancellations)} />
        </dl>
      </section>

      <Panel title={_('analytics.viewsPanel')}>
        {quiet ? (
          <Empty>{_('analytics.noViews')}</Empty>
        ) : (
          <ChartFigure
            caption={_('analytics.viewsCaption', {
              views: formatNumber(totals.views),
              bookings: formatNumber(totals.bookings),
              from,
              to,
            })}
            chart={<ViewsBookingsChart daily={data.daily} />}
            table={
              <DataTable
                caption={_('analytics.viewsTable')}
                head={[_('analytics.date'), _('analytics.views'), _('analytics.bookings')]}
                rows={data.daily.map((day) => [
                  formatShortDate(day.date),
                  formatNumber(day.views),
                  formatNumber(day.bookings),
                ])}
              />
            }
          />
        )}
      </Panel>

      <Panel title={_('analytics.revenuePanel')}>
        {totals.revenue === 0 ? (
          <Empty>{_('analytics.noRevenue')}</Empty>
        ) : (
          <ChartFigure
            caption={_('analytics.revenueCaption', {
              revenue: formatINR(totals.revenue),
              count: totals.confirmed,
              from,
              to,
            })}
            chart={<RevenueChart daily={data.daily} />}
            table={
              <DataTable
                caption={_('analytics.revenueTable')}
                head={[_('analytics.date'), _('analytics.revenue')]}
                rows={data.daily
                  .filter((day) => day.revenue > 0)
                  .map((day) => [formatShortDate(day.date), formatINR(day.revenue)])}
              />
            }
          />
        )}
      </Panel>

      <Panel title={_('analytics.weekdayPanel')}>
        {stays === 0 ? (
          <Empty>{_('analytics.noStays')}</Empty>
        ) : (
          <ChartFigure
            caption={weekdayCaption(data.byWeekday)}
            chart={<WeekdayChart byWeekday={data.byWeekday} />}
            table={
              <DataTable
                caption={_('analytics.weekdayTable')}
                head={[_('analytics.weekday'), _('analytics.stays')]}
                rows={data.byWeekday.map((day) => [weekdayName(day.weekday), formatNumber(day.stays)])}
              />
            }
          />
        )}
      </Panel>

      <Panel title={_('analytics.occupancy')}>
        <p className="text-sm text-ink-700">{_('analytics.occupancyText')}</p>
        <ul className="mt-3 flex flex-col gap-3">
          <OccupancyBar label={_('analytics.daySlots')} share={data.occupancy.day} />
          <OccupancyBar label={_('analytics.nightSlots')} share={data.occupancy.night} />
        </ul>
      </Panel>

      <Panel title={_('analytics.ratingPanel')}>
        {data.ratingTrend.length === 0 ? (
          <Empty>{_('analytics.noReviews')}</Empty>
        ) : (
          <ChartFigure
            caption={_('analytics.sentence', { sentence: ratingTrendSentence(data.ratingTrend) })}
            chart={<RatingTrendChart ratingTrend={data.ratingTrend} />}
            table={
              <DataTable
                caption={_('analytics.ratingTable')}
                head={[_('analytics.month'), _('analytics.average'), _('analytics.reviews')]}
                rows={data.ratingTrend.map((point) => [
                  formatMonth(point.month),
                  _('analytics.outOf5', { rating: formatRating(point.average) }),
                  formatNumber(point.count),
                ])}
              />
            }
          />
        )}
      </Panel>

      {/* All listings: each one's figures side by side (one listing's are the cards above). */}
      {data.propertyId == null && (
        <Panel title={_('analytics.byListing')}>
          {data.listings.length === 0 ? (
            <Empty>{_('analytics.noListings')}</Empty>
          ) : (
            <>
              <p className="mb-2 text-sm text-ink-700">{_('analytics.chooseListing')}</p>
              <ListingTable
                listings={data.listings}
                caption={_('analytics.listingTable', { from, to })}
                hrefFor={listingHref}
              />
            </>
          )}
        </Panel>
      )}
    </>
  );
}

function weekdayCaption(byWeekday: OwnerAnalytics['byWeekday']): string {
  const busiest = byWeekday.reduce((best, day) => (day.stays > best.stays ? day : best), byWeekday[0]!);
  return i18n._('analytics.busiest', { weekday: weekdayName(busiest.weekday), stays: formatNumber(busiest.stays) });
}

function Card({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-3 sm:p-4">
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-ink-900 sm:text-2xl">{value}</dd>
      {hint && <dd className="text-xs text-ink-600">{hint}</dd>}
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 rounded-2xl border border-sand-200 bg-white p-4">
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-ink-700">{children}</p>;
}

/** A chart with its figures as text: a visible caption and a table for screen readers. */
function ChartFigure({ caption, chart, table }: { caption: string; chart: ReactNode; table: ReactNode }) {
  return (
    <figure>
      <figcaption className="text-sm text-ink-700">{caption}</figcaption>
      <div aria-hidden="true" className="mt-3" data-chart>
        <Suspense fallback={<div className="skeleton h-[220px] w-full" />}>{chart}</Suspense>
      </div>
      {table}
    </figure>
  );
}

function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  // The wrapper hides it: a table does not shrink to sr-only's 1 px and would widen the page.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {rest.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OccupancyBar({ label, share }: { label: string; share: number }) {
  const percent = Math.max(0, Math.min(100, share * 100));
  return (
    <li>
      <div className="flex justify-between text-sm">
        <span className="text-ink-700">{label}</span>
        <span className="font-semibold text-ink-900">{formatShare(share)}</span>
      </div>
      <div aria-hidden="true" className="mt-1 h-3 rounded-full border border-sand-300 bg-sand-50">
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}

/** For an admin on /analytics: the marketplace's figures are in the admin console. */
export function ConsoleAnalyticsNote() {
  const { _ } = useLingui();
  useDocumentTitle(_('analytics.title'));
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="font-display text-2xl font-semibold text-ink-900 sm:text-3xl">{_('analytics.title')}</h1>
      <p className="mt-3 text-ink-700">{_('analytics.console')}</p>
      <a href="/admin/" className="btn-primary mt-5">
        {_('analytics.openConsole')}
      </a>
    </div>
  );
}
