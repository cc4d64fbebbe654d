// PRODUCT.md §2 "Update prompt": a new app version is ready; Update lets it take over (the page then
// reloads), Later puts it off. Not modal: it takes no focus and hides nothing.
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useLingui } from '@/i18n/react';
import './messages';

export function UpdatePrompt({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  const id = useId();
  const { _ } = useLingui();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-2xl border border-sand-200 bg-white p-4 shadow-[0_8px_24px_rgba(28,25,23,0.18)]"
    >
      <div className="flex gap-3">
        <RefreshCw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="font-semibold text-ink-900">
            {_('pwa.update.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-700">{_('pwa.update.text')}</p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onLater}>
          {_('pwa.update.later')}
        </button>
        <button type="button" className="btn-primary" onClick={onUpdate}>
          {_('pwa.update.update')}
        </button>
      </div>
    </section>
  );
}
