import { useLingui } from '@/i18n/react';
import './widget-messages';

/** Previous / Next for a list paged in component state (links are the catalogue's Pagination). */
export interface PageStepsProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The nav's accessible name, distinct when a page holds more than one pager. */
  label: string;
  className?: string;
}

export function PageSteps({ page, pages, onPage, label, className = 'mt-6' }: PageStepsProps) {
  const { _ } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={`${className} flex items-center justify-between gap-3`}>
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {_('w.prev')}
      </button>
      <span className="text-ink-700">{_('w.page', { page, pages })}</span>
      <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {_('w.next')}
      </button>
    </nav>
  );
}
