// Sort order for a results list (recommended, price, rating, distance from Hyderabad).
import { useId } from 'react';
import type { SearchSort } from '@/types/api';
import { SORT_OPTIONS } from '../search-state';
import { useLingui } from '@/i18n/react';
import '../search-messages';

export function SortSelect({
  value,
  onChange,
  error,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
  error?: string;
}) {
  const id = useId();
  const { _ } = useLingui();
  return (
    <div className="flex flex-col">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="shrink-0 text-sm font-medium text-ink-700">
          {_('sr.sortBy')}
        </label>
        <select
          id={id}
          className="field-input min-w-0 py-0 sm:w-56"
          value={value}
          onChange={(event) => onChange(event.target.value as SearchSort)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {_(option.label)}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
