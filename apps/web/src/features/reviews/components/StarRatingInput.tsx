// A 1–5 star rating as a native radio group: one tab stop, arrow keys move and choose, each star
// has its own label ("4 stars, Very good"), and the group is named by its legend.
import { forwardRef, useId } from 'react';
import { Star } from 'lucide-react';
import { RATING_WORDS } from '../lib/review-form';
import { useLingui } from '@/i18n/react';
import '../messages';

interface StarRatingInputProps {
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  name: string;
  legend: string;
  error?: string;
}

export const StarRatingInput = forwardRef<HTMLInputElement, StarRatingInputProps>(function StarRatingInput(
  { value, onChange, onBlur, name, legend, error },
  ref,
) {
  const id = useId();
  const { _ } = useLingui();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="relative cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
          >
            <input
              ref={stars === 1 ? ref : undefined}
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              className="peer sr-only"
            />
            <Star
              aria-hidden="true"
              className={`size-9 ${stars <= value ? 'fill-star text-star' : 'text-ink-500'}`}
              strokeWidth={1.75}
            />
            <span className="sr-only">{_('reviews.stars', { count: stars, word: _(RATING_WORDS[stars - 1]) })}</span>
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm font-medium text-ink-700">
          {value > 0 ? _(RATING_WORDS[value - 1]) : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
});
