// What a search with no matches shows: why, and the ways out.
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function EmptyResults({ onClearFilters, hasFilters }: { onClearFilters?: () => void; hasFilters: boolean }) {
  return (
    <div className="rounded-3xl border border-dashed border-sand-300 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h2 className="mt-4 text-2xl font-semibold text-ink-900">No farmhouses match your search</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-700">
        Try other dates, fewer guests or fewer filters — or look at every farmhouse near Hyderabad.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {hasFilters && onClearFilters && (
          <button type="button" className="btn-primary" onClick={onClearFilters}>
            Clear filters
          </button>
        )}
        <Link to={paths.search} className="btn-secondary">
          Show all farmhouses
        </Link>
      </div>
    </div>
  );
}
