// The editor's steps as a list the owner can jump through (a row that scrolls sideways on a
// phone). Before the listing exists only Basics can be opened.
import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import { AlertCircle } from 'lucide-react';
import type { ListingStepId } from '@/config/owner-paths';
import { useLingui } from '@/i18n/react';
import { STEPS } from './steps';
import './messages';

interface StepNavProps {
  current: ListingStepId;
  /** Steps that can be opened now. */
  enabled: (step: ListingStepId) => boolean;
  /** Steps holding something that stops the listing from going to review. */
  needsWork: Set<ListingStepId>;
  onSelect: (step: ListingStepId) => void;
}

export function StepNav({ current, enabled, needsWork, onSelect }: StepNavProps) {
  // On a phone the row scrolls: keep the open step in sight.
  const active = useRef<HTMLButtonElement>(null);
  const { _ } = useLingui();
  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);
  return (
    <nav aria-label={_('editor.steps')} className="-mx-4 mt-5 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <ol className="flex min-w-max gap-2">
        {STEPS.map((step, index) => {
          const isCurrent = step.id === current;
          const open = enabled(step.id);
          const attention = needsWork.has(step.id);
          return (
            <li key={step.id}>
              <button
                type="button"
                ref={isCurrent ? active : undefined}
                disabled={!open}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onSelect(step.id)}
                className={clsx(
                  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60',
                  isCurrent
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-sand-300 bg-white text-ink-900 hover:border-brand-300',
                )}
              >
                <span aria-hidden="true" className="tabular-nums">
                  {index + 1}.
                </span>
                {_(step.label)}
                {attention && (
                  <>
                    <AlertCircle
                      aria-hidden="true"
                      className={clsx('size-4', isCurrent ? 'text-white' : 'text-danger-600')}
                    />
                    <span className="sr-only"> {_('editor.needsAttention')}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
