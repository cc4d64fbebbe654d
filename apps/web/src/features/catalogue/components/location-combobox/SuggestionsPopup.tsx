// The instant-search list under the location field, in two groups: Localities (name, how many
// farmhouses) and Farmhouses (title, locality, half-day price). Loaded on the field's first focus;
// the field (./LocationCombobox) keeps focus and the keys, this only draws. A failed request is
// thrown to the surrounding "instant search" error area, which offers Try Again.
import { i18n, messageId } from '@/i18n';
import { useLingui } from '@/i18n/react';
import './messages';
import { useEffect } from 'react';
import clsx from 'clsx';
import { Home, MapPin } from 'lucide-react';
import { formatINR } from '@/lib/format';
import type { SuggestionOption } from './options';

export type PopupView = 'list' | 'loading' | 'empty' | 'error';

export interface SuggestionsPopupProps {
  listId: string;
  view: PopupView;
  options: readonly SuggestionOption[];
  activeIndex: number;
  optionId: (option: SuggestionOption) => string;
  typed: string;
  error: unknown;
  onPick: (option: SuggestionOption) => void;
}

function optionLabel(option: SuggestionOption): string {
  return option.kind === 'locality'
    ? i18n._('g.optLocality', { name: option.name, count: option.count })
    : i18n._('g.optFarm', { title: option.title, location: option.location, price: formatINR(option.halfDayPrice) });
}

export default function SuggestionsPopup({
  listId,
  view,
  options,
  activeIndex,
  optionId,
  typed,
  error,
  onPick,
}: SuggestionsPopupProps) {
  const { _ } = useLingui();
  const activeId = activeIndex >= 0 && options[activeIndex] ? optionId(options[activeIndex]) : null;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  if (view === 'error') throw error instanceof Error ? error : new Error('Suggestions failed to load');
  if (view === 'loading') return <p className="px-4 py-3 text-sm text-ink-600">{_('g.searching')}</p>;
  if (view === 'empty') {
    return <p className="px-4 py-3 text-sm text-ink-700">{_('g.noMatch', { typed })}</p>;
  }

  const indexed = options.map((option, index) => ({ option, index }));
  const groups = [
    {
      key: 'localities',
      label: messageId('g.localities'),
      items: indexed.filter(({ option }) => option.kind === 'locality'),
    },
    {
      key: 'farmhouses',
      label: messageId('g.farmhouses'),
      items: indexed.filter(({ option }) => option.kind === 'farmhouse'),
    },
  ].filter((group) => group.items.length > 0);

  return (
    <div role="listbox" id={listId} aria-label={_('g.list')} className="max-h-[min(24rem,60vh)] overflow-y-auto p-2">
      {groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`} className="py-1">
          <div
            id={`${listId}-${group.key}`}
            role="presentation"
            className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-ink-600"
          >
            {_(group.label)}
          </div>
          {group.items.map(({ option, index }) => (
            // Keys are handled by the field (aria-activedescendant); a click picks too.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={option.key}
              id={optionId(option)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              aria-label={optionLabel(option)}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-ink-900 hover:bg-sand-100',
                index === activeIndex && 'bg-brand-50 outline-2 outline-brand-600 hover:bg-brand-50',
              )}
              // Keeps focus (and the on-screen keyboard) in the field.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(option)}
            >
              {option.kind === 'locality' ? (
                <>
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  <span className="min-w-0 flex-1 truncate font-medium">{option.name}</span>
                  <span className="shrink-0 text-sm text-ink-600">{_('g.farms', { count: option.count })}</span>
                </>
              ) : (
                <>
                  <Home aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  {/* The title gets the whole width: a 360 px phone has little to spare. */}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{option.title}</span>
                    <span className="block truncate text-sm text-ink-600">
                      {_('g.locFrom', { location: option.location, price: formatINR(option.halfDayPrice) })}
                    </span>
                  </span>
                </>
              )}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
