// /search: the search bar, filters, sort and paged results. Everything the guest chooses is kept in
// the URL, so a search can be shared and Back returns to the previous one.
import { useState } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import clsx from 'clsx';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { useCatalogueFilters } from '../api/get-catalogue-filters';
import { useLocationStatistics } from '../api/get-location-statistics';
import { useSearchProperties } from '../api/search-properties';
import { EmptyResults } from '../components/EmptyResults';
import { Pagination } from '../components/Pagination';
import { PropertyGrid, PropertyGridSkeleton } from '../components/PropertyGrid';
import { ResultsSummary } from '../components/ResultsSummary';
import { SearchBar } from '../components/SearchBar';
import { SearchFilters } from '../components/SearchFilters';
import { searchSummary } from '../components/SearchSummary';
import { SortSelect } from '../components/SortSelect';
import {
  activeFilterCount,
  toApiQuery,
  toSearchParams,
  type SearchFieldErrors,
  type SearchState,
} from '../search-state';
import { useUrlSearchState } from '../use-url-search-state';
import { useLingui } from '@/i18n/react';
import '../search-messages';

const SEARCH_BAR_FIELDS = ['location', 'checkIn', 'checkOut', 'guests', 'bookingType'];

/** Fields that have a control on this page; other field errors are listed above the results. */
const FIELDS_WITH_CONTROLS = new Set([
  'location',
  'checkIn',
  'checkOut',
  'guests',
  'bookingType',
  'minPrice',
  'maxPrice',
  'amenities',
  'propertyType',
  'sort',
]);

/** Query string for the property page: the dates and guests the guest searched with. */
function propertyLinkSearch(state: SearchState): string | undefined {
  const params = toSearchParams({
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    guests: state.guests,
    bookingType: state.bookingType,
  }).toString();
  return params || undefined;
}

function SearchResults({
  state,
  validation,
  fieldErrors,
  onClearFilters,
}: {
  state: SearchState;
  validation: ApiError | null;
  fieldErrors: SearchFieldErrors;
  onClearFilters: () => void;
}) {
  const results = useSearchProperties(toApiQuery(state));
  const otherErrors = Object.entries(fieldErrors).filter(([field]) => !FIELDS_WITH_CONTROLS.has(field));
  const data = results.data;
  const { _ } = useLingui();

  if (validation) {
    return (
      <div role="alert" className="rounded-2xl border border-danger-600/30 bg-danger-50 p-5 text-ink-900">
        <p className="font-semibold">{_('sr.check')}</p>
        <p className="mt-1 text-sm text-ink-700">
          {otherErrors.length > 0
            ? otherErrors.map(([, message]) => message).join('. ')
            : Object.keys(fieldErrors).length > 0
              ? _('sr.fix')
              : validation.message}
        </p>
      </div>
    );
  }
  if (results.isPending) return <PropertyGridSkeleton />;
  if (!data) return null;
  if (data.items.length === 0) {
    return <EmptyResults hasFilters={activeFilterCount(state) > 0} onClearFilters={onClearFilters} />;
  }
  return (
    <>
      <div className="mb-4">
        <ResultsSummary meta={data.meta} shown={data.items.length} />
      </div>
      <PropertyGrid
        properties={data.items}
        priorityCount={2}
        linkSearch={propertyLinkSearch(state)}
        stale={results.isPlaceholderData}
      />
      <Pagination
        page={data.meta.page}
        perPage={data.meta.perPage}
        total={data.meta.total}
        hrefFor={(page) => ({ search: `?${toSearchParams({ ...state, page }).toString()}` })}
      />
    </>
  );
}

export function SearchPage() {
  const { urlState: state, view, update, searchParams } = useUrlSearchState();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The filters are beside the results from Tailwind's lg breakpoint (1024px) up, and behind the
  // Filters button below it: their price slider's code comes once they are first on screen.
  const sideBySide = useMediaQuery('(min-width: 1024px)');
  const [filtersShown, setFiltersShown] = useState(false);
  if ((filtersOpen || sideBySide) && !filtersShown) setFiltersShown(true);
  const { _ } = useLingui();
  const [searchOpen, setSearchOpen] = useState(false);

  // A second observer of the same query that never throws: it only reads validation errors.
  const results = useSearchProperties(toApiQuery(state), { throwOnError: false });
  const filterOptions = useCatalogueFilters();
  const stats = useLocationStatistics();

  const knownName = stats.data?.find((stat) => stat.slug === state.location)?.name;
  const locationName = state.location ? (knownName ?? state.location) : 'Hyderabad';
  const title = _('sr.title', { location: locationName });
  useDocumentTitle(title);

  const validation = results.error instanceof ApiError && results.error.status === 400 ? results.error : null;
  const fieldErrors: SearchFieldErrors = validation?.fields ?? {};

  // On phones the search bar folds into a summary; it opens by itself when one of its fields has an error.
  const searchBarExpanded = searchOpen || SEARCH_BAR_FIELDS.some((field) => field in fieldErrors);

  const clearFilters = () => update({ minPrice: null, maxPrice: null, amenities: [], propertyType: '' });
  const filterCount = activeFilterCount(view);
  const submissionKey = [state.location, state.checkIn, state.checkOut, state.guests, state.bookingType].join('|');

  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">{title}</h1>

      <div className="mt-5">
        <button
          type="button"
          className={clsx(
            'flex w-full items-center gap-3 rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-sand-200 lg:hidden',
            searchBarExpanded && 'hidden',
          )}
          aria-expanded={searchBarExpanded}
          aria-controls="search-bar"
          onClick={() => setSearchOpen(true)}
        >
          <Search aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold text-ink-900">
              {searchSummary(state, state.location ? locationName : _('sr.anywhere'))}
            </span>
            <span className="block text-xs text-ink-600">{_('sr.edit')}</span>
          </span>
        </button>
        <div id="search-bar" className={clsx('lg:block', !searchBarExpanded && 'hidden')}>
          <ErrorBoundary area="searchBar">
            <SearchBar
              key={submissionKey}
              initial={state}
              serverErrors={fieldErrors}
              onSearch={(values) => {
                setSearchOpen(false);
                update(values, { keepScroll: false });
              }}
            />
          </ErrorBoundary>
        </div>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[17rem_1fr]">
        <aside aria-label={_('sr.filters')} className="lg:sticky lg:top-24 lg:self-start">
          <button
            type="button"
            className="btn-secondary w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {filtersOpen ? _('sr.hide') : _('sr.filters')}
            {filterCount > 0 && (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                {filterCount}
                <span className="sr-only"> {_('sr.active')}</span>
              </span>
            )}
          </button>
          <div
            id="search-filters"
            className={clsx(
              'mt-4 rounded-3xl bg-white p-5 ring-1 ring-sand-200 lg:mt-0 lg:block',
              !filtersOpen && 'hidden',
            )}
          >
            <h2 className="mb-4 hidden font-sans text-base font-semibold text-ink-900 lg:block">{_('sr.filters')}</h2>
            <SearchFilters
              value={view}
              options={filterOptions.data}
              optionsError={filterOptions.isError}
              errors={fieldErrors}
              onChange={(change) => update(change)}
              onClear={clearFilters}
              visible={filtersShown}
            />
          </div>
        </aside>

        <section aria-labelledby="results-heading">
          <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="results-heading" className="font-sans text-lg font-semibold text-ink-900">
              {_('sr.farmhouses')}
            </h2>
            <SortSelect value={view.sort} onChange={(sort) => update({ sort })} error={fieldErrors.sort} />
          </div>
          <ErrorBoundary area="search" resetKeys={[searchParams.toString()]}>
            <SearchResults
              state={state}
              validation={validation}
              fieldErrors={fieldErrors}
              onClearFilters={clearFilters}
            />
          </ErrorBoundary>
        </section>
      </div>
    </div>
  );
}

export default SearchPage;
