// Shown while a page's code loads on the first visit.
import { useLingui } from '@/i18n/react';
import './messages';

export function PageLoading() {
  const { _ } = useLingui();
  return (
    <div className="container-page py-16" role="status" aria-live="polite">
      <span className="sr-only">{_('page.loading')}</span>
      <div className="skeleton h-8 w-2/3 max-w-md" />
      <div className="skeleton mt-4 h-4 w-full max-w-xl" />
      <div className="skeleton mt-2 h-4 w-5/6 max-w-lg" />
    </div>
  );
}
