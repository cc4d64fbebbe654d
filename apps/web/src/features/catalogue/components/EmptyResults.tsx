// What a search with no matches shows: why, and the ways out.
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLingui } from '@/i18n/react';
import '../search-messages';

export function EmptyResults({ onClearFilters, hasFilters }: { onClearFilters?: () => void; hasFilters: boolean }) {
  const { _ } = useLingui();
  return (
    <div className="rounded-3xl border border-dashed border-sand-300 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h2 className="mt-4 text-2xl font-semibold text-ink-900">{_('sr.emptyTitle')}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-700">{_('sr.emptyText')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {hasFilters && onClearFilters && (
          <button type="button" className="btn-primary" onClick={onClearFilters}>
            {_('sr.clear')}
          </button>
        )}
        <Link to={paths.search} className="btn-secondary">
          {_('sr.all')}
        </Link>
      </div>
    </div>
  );
}
