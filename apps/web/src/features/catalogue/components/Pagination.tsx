// Page links for a paged list; each page is a real link so it can be opened, shared and gone back to.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, type To } from 'react-router';
import clsx from 'clsx';
import { useLingui } from '@/i18n/react';
import '../search-messages';

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  hrefFor: (page: number) => To;
}

/** Page numbers to show: first, last, and the neighbours of the current page, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((p, index) => {
    if (index > 0 && p - sorted[index - 1] > 1) result.push(null);
    result.push(p);
  });
  return result;
}

const itemClass = 'flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold';

export function Pagination({ page, perPage, total, hrefFor }: PaginationProps) {
  const { _ } = useLingui();
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={_('sr.pagination')} className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={clsx(itemClass, 'text-ink-900 hover:bg-sand-100')} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {_('sr.prev')}
        </Link>
      ) : (
        <span className={clsx(itemClass, 'text-ink-500')} aria-disabled="true">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {_('sr.prev')}
        </span>
      )}
      <ul className="flex items-center gap-1">
        {pageWindow(page, pageCount).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-600">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-label={_('sr.page', { page: p })}
                aria-current={p === page ? 'page' : undefined}
                className={clsx(itemClass, p === page ? 'bg-brand-700 text-white' : 'text-ink-900 hover:bg-sand-100')}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={clsx(itemClass, 'text-ink-900 hover:bg-sand-100')} rel="next">
          {_('sr.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span className={clsx(itemClass, 'text-ink-500')} aria-disabled="true">
          {_('sr.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
