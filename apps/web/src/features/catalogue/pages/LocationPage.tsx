// /farmhouses/{locationSlug}: one locality's header, then its farmhouses, sortable and paged
// (sort and page live in the URL). An unknown locality shows the not-found page.
import { useMemo, type ReactNode } from 'react';
import { ChevronRight, MapPin, Star } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDistanceKm, formatINR, formatRating } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Location } from '@/types/api';
import { useLocality } from '../api/get-location';
import { useSearchProperties } from '../api/search-properties';
import { EmptyResults } from '../components/EmptyResults';
import { Pagination } from '../components/Pagination';
import { PropertyGrid, PropertyGridSkeleton } from '../components/PropertyGrid';
import { ResultsSummary } from '../components/ResultsSummary';
import { SortSelect } from '../components/SortSelect';
import { EMPTY_SEARCH, parseSearchParams, searchHref, toApiQuery, toSearchParams } from '../search-state';
import { useLingui } from '@/i18n/react';
import '../search-messages';

function LocationHeader({ location }: { location: Location }) {
  const { _ } = useLingui();
  return (
    <header className="rounded-3xl bg-gradient-to-br from-brand-50 via-sand-100 to-sand-50 p-6 ring-1 ring-sand-200 sm:p-10">
      <nav aria-label={_('sr.crumbs')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-700">
          <li>
            <Link to={paths.home} className="underline-offset-4 hover:underline">
              {_('sr.home')}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li>
            <Link to={{ pathname: paths.home, hash: '#locations' }} className="underline-offset-4 hover:underline">
              {_('sr.locations')}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="font-semibold text-ink-900">
            {location.name}
          </li>
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-semibold text-ink-900 sm:text-5xl">
        {_('sr.in', { location: location.name })}
      </h1>
      <p className="mt-2 flex items-center gap-1 text-ink-700">
        <MapPin aria-hidden="true" className="size-4" />
        {_('sr.district', { district: location.district, distance: formatDistanceKm(location.distanceKm) })}
      </p>
      {location.description && <p className="mt-4 max-w-3xl leading-relaxed text-ink-700">{location.description}</p>}
      <dl className="mt-6 grid grid-cols-3 gap-3 sm:max-w-xl">
        <div className="rounded-2xl bg-white p-3 ring-1 ring-sand-200">
          <dt className="text-xs text-ink-600">{_('sr.farmhouses')}</dt>
          <dd className="text-lg font-bold text-ink-900">{location.count}</dd>
        </div>
        <div className="rounded-2xl bg-white p-3 ring-1 ring-sand-200">
          <dt className="text-xs text-ink-600">{_('sr.halfFrom')}</dt>
          <dd className="text-lg font-bold text-ink-900">
            {location.lowestHalfDayPrice != null ? formatINR(location.lowestHalfDayPrice) : '—'}
          </dd>
        </div>
        <div className="rounded-2xl bg-white p-3 ring-1 ring-sand-200">
          <dt className="text-xs text-ink-600">{_('sr.rating')}</dt>
          <dd className="flex items-center gap-1 text-lg font-bold text-ink-900">
            {location.averageRating != null ? (
              <>
                <Star aria-hidden="true" className="size-4 fill-star text-star" />
                {formatRating(location.averageRating)}
                <span className="sr-only"> {_('sr.outOf5')}</span>
              </>
            ) : (
              _('sr.new')
            )}
          </dd>
        </div>
      </dl>
      <Link to={searchHref({ location: location.slug })} className="btn-primary mt-6">
        {_('sr.checkDates', { location: location.name })}
      </Link>
    </header>
  );
}

function LocationHeaderSkeleton() {
  const { _ } = useLingui();
  return (
    <div role="status" className="rounded-3xl bg-sand-100 p-6 sm:p-10">
      <span className="sr-only">{_('sr.loadingLocality')}</span>
      <div className="skeleton h-4 w-40" />
      <div className="skeleton mt-5 h-10 w-3/4 max-w-md" />
      <div className="skeleton mt-3 h-4 w-1/2 max-w-xs" />
      <div className="skeleton mt-5 h-16 w-full max-w-2xl" />
    </div>
  );
}

function LocalityProperties({ slug, name }: { slug: string; name: string | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { _ } = useLingui();
  const { sort, page } = useMemo(() => parseSearchParams(searchParams), [searchParams]);
  const state = { ...EMPTY_SEARCH, location: slug, sort, page };
  const results = useSearchProperties(toApiQuery(state));
  const data = results.data;

  return (
    <section aria-labelledby="locality-results" className="mt-10">
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="locality-results" className="text-2xl font-semibold text-ink-900">
            {name === null ? _('sr.staysHere') : _('sr.stays', { location: name })}
          </h2>
          {data && <ResultsSummary meta={data.meta} shown={data.items.length} />}
        </div>
        <SortSelect
          value={sort}
          onChange={(next) => setSearchParams(toSearchParams({ sort: next }), { state: { keepScroll: true } })}
        />
      </div>
      {results.isPending ? (
        <PropertyGridSkeleton />
      ) : results.isError ? (
        <p role="alert" className="rounded-2xl bg-danger-50 p-5 text-ink-900">
          {results.error.message}
        </p>
      ) : data && data.items.length === 0 ? (
        <EmptyResults hasFilters={false} />
      ) : data ? (
        <>
          <PropertyGrid properties={data.items} stale={results.isPlaceholderData} />
          <Pagination
            page={data.meta.page}
            perPage={data.meta.perPage}
            total={data.meta.total}
            hrefFor={(p) => ({ search: `?${toSearchParams({ sort, page: p }).toString()}` })}
          />
        </>
      ) : null}
    </section>
  );
}

export interface LocationPageProps {
  /** What to show for an unknown locality (the app's not-found page, supplied by the route). */
  notFound: ReactNode;
}

export function LocationPage({ notFound }: LocationPageProps) {
  const { locationSlug = '' } = useParams();
  const locality = useLocality(locationSlug);
  const { _ } = useLingui();
  useDocumentTitle(locality.data ? _('sr.in', { location: locality.data.name }) : undefined);

  if (locality.error instanceof ApiError && locality.error.isNotFound) {
    return notFound;
  }
  if (locality.isError) throw locality.error;

  return (
    <div className="container-page py-6 sm:py-10">
      {locality.data ? <LocationHeader location={locality.data} /> : <LocationHeaderSkeleton />}
      <ErrorBoundary area="propertyList">
        <LocalityProperties slug={locationSlug} name={locality.data?.name ?? null} />
      </ErrorBoundary>
    </div>
  );
}
