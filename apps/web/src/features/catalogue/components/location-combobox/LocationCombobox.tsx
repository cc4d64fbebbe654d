// The search bar's location field as a WAI-ARIA 1.2 combobox (APG "list autocomplete"): as the
// guest types, localities and farmhouses from the instant-search endpoint appear in a listbox.
// ArrowDown/ArrowUp move through them (aria-activedescendant; focus stays in the field), Enter
// picks, Escape closes, leaving the field closes. A locality fills the field; a farmhouse opens its
// page. Free text still searches with the form's button. This part holds the state and the keys;
// the list itself is drawn by a chunk fetched when the field is first focused.
import { withCatalogs } from '@/i18n';
import { useLingui } from '@/i18n/react';
import '../../browse-messages';
import { lazy, Suspense, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { LocationStat } from '@/types/api';
import { SUGGEST_QUERY_MAX_CHARS, useSearchSuggestions } from '../../api/get-search-suggestions';
import { toOptions, type PickedLocality, type SuggestionOption } from './options';
import type { PopupView } from './SuggestionsPopup';

const loadPopup = withCatalogs(() => import('./SuggestionsPopup'));

/** A request per pause in typing, not per keystroke. */
export const SUGGESTIONS_DEBOUNCE_MS = 150;

/** `state.from` of the property page (PRODUCT.md §7 "property viewed" source). */
export const INSTANT_SEARCH_SOURCE = 'instant_search';

export interface LocationComboboxProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  onPickLocality: (locality: PickedLocality) => void;
  /** Every locality (location statistics), offered while nothing is typed. */
  localities: readonly LocationStat[];
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
}

export function LocationCombobox({
  id,
  value,
  onChange,
  onPickLocality,
  localities,
  invalid,
  describedBy,
  placeholder,
}: LocationComboboxProps) {
  const listId = `${useId()}-suggestions`;
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A new lazy component after Try Again, so a chunk that failed to load is asked for again.
  const [Popup, setPopup] = useState(() => lazy(loadPopup));
  // The failure Try Again answered: the list shows "Searching…" again until the next answer.
  const [dismissedError, setDismissedError] = useState(0);

  const typed = value.trim();
  const query = useDebouncedValue(typed, SUGGESTIONS_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(query, open);
  const tooLong = typed.length > SUGGEST_QUERY_MAX_CHARS;
  // The answer is for what is typed now (not the previous answer kept on screen meanwhile).
  const settled = typed !== '' && query === typed && suggestions.isSuccess && !suggestions.isPlaceholderData;

  let options: SuggestionOption[] = [];
  if (typed === '') {
    // Nothing typed yet: every locality, as the old drop-down offered.
    options = toOptions(
      localities.filter((l) => l.count > 0),
      [],
    );
  } else if (!tooLong && suggestions.data) {
    options = toOptions(suggestions.data.locations, suggestions.data.properties);
  }

  let view: PopupView | null = null;
  const failed = suggestions.isError && !suggestions.isFetching && suggestions.errorUpdatedAt !== dismissedError;
  if (typed !== '' && !tooLong && failed) view = 'error';
  else if (options.length > 0) view = 'list';
  else if (typed === '' || tooLong) view = null;
  else view = settled ? 'empty' : 'loading';

  const shown = open && view !== null;
  const expanded = shown && view === 'list';
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (option: SuggestionOption) => `${listId}-${option.key}`;

  let announcement = '';
  const { _ } = useLingui();
  if (expanded && (typed === '' || settled)) {
    announcement = _('b.suggestions', { count: options.length });
  } else if (shown && view === 'empty') {
    announcement = _('b.noSuggestions');
  }

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (option: SuggestionOption) => {
    close();
    if (option.kind === 'locality') onPickLocality({ slug: option.slug, name: option.name });
    else void navigate(paths.property(option.slug), { state: { from: INSTANT_SEARCH_SOURCE } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(event.altKey || count === 0 ? -1 : 0);
        } else if (count > 0) {
          setActive((activeIndex + 1) % count);
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(count - 1);
        } else if (count > 0) {
          setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        }
        break;
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault(); // picks instead of submitting the form
          pick(options[activeIndex]);
        } else {
          close(); // the form submits what is typed
        }
        break;
      case 'Escape':
        if (shown) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
    }
  };

  // Tab, or a click elsewhere, closes the list; focus on its Try Again button keeps it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const retry = () => {
    setPopup(() => lazy(loadPopup));
    if (suggestions.isError) {
      setDismissedError(suggestions.errorUpdatedAt);
      void suggestions.refetch();
    }
    inputRef.current?.focus();
  };

  return (
    <div className="relative" onBlur={onBlur}>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(options[activeIndex]) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        className="field-input"
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(true)}
        onFocus={() => void loadPopup()}
      />
      {shown && (
        <div className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-sand-200">
          {/* Keyed by the text: typing on after a failure starts afresh. */}
          <ErrorBoundary key={query} area="instantSearch" onReset={retry}>
            <Suspense fallback={<p className="px-4 py-3 text-sm text-ink-600">{_('b.loadingSugg')}</p>}>
              <Popup
                listId={listId}
                view={view!}
                options={options}
                activeIndex={activeIndex}
                optionId={optionId}
                typed={typed}
                error={suggestions.error}
                onPick={pick}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
