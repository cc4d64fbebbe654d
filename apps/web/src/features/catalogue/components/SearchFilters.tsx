// Search filters: half-day price range, property type and amenities (from GET /api/v1/catalogue/filters).
// Each change is applied at once through `onChange`, which writes it to the URL.
import { useId, useState } from 'react';
import * as Slider from '@radix-ui/react-slider';
import { formatINR } from '@/lib/format';
import type { CatalogueFilters } from '@/types/api';
import type { SearchFieldErrors, SearchFilters as Filters } from '../search-state';

export interface SearchFiltersProps {
  value: Pick<Filters, 'minPrice' | 'maxPrice' | 'amenities' | 'propertyType'>;
  options: CatalogueFilters | undefined;
  optionsError?: boolean;
  errors?: SearchFieldErrors;
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
}

const PRICE_STEP = 500;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

function PriceRange({
  range,
  minPrice,
  maxPrice,
  onCommit,
  errorIds,
}: {
  range: { min: number; max: number };
  minPrice: number | null;
  maxPrice: number | null;
  onCommit: (min: number | null, max: number | null) => void;
  errorIds?: string;
}) {
  const low = Math.floor(range.min / PRICE_STEP) * PRICE_STEP;
  const high = Math.max(low + PRICE_STEP, Math.ceil(range.max / PRICE_STEP) * PRICE_STEP);
  // The thumbs inside the range, where the URL puts them.
  const fromUrl = (): [number, number] => [
    Math.min(Math.max(minPrice ?? low, low), high),
    Math.max(Math.min(maxPrice ?? high, high), low),
  ];
  const [values, setValues] = useState(fromUrl);
  // Follow the URL (Back, Clear filters): adjusted during render when it or the range changes;
  // in between, the thumbs show the drag.
  const followed = `${minPrice}:${maxPrice}:${low}:${high}`;
  const [valuesOf, setValuesOf] = useState(followed);
  if (valuesOf !== followed) {
    setValuesOf(followed);
    setValues(fromUrl());
  }

  return (
    <div>
      <p className="text-sm text-ink-700" aria-live="polite">
        {formatINR(values[0])} – {formatINR(values[1])}
        {values[1] === high ? '+' : ''}
      </p>
      <Slider.Root
        className="relative mt-3 flex h-6 touch-none select-none items-center"
        min={low}
        max={high}
        step={PRICE_STEP}
        minStepsBetweenThumbs={1}
        value={values}
        onValueChange={(next) => setValues([next[0], next[1]])}
        onValueCommit={([min, max]) => onCommit(min <= low ? null : min, max >= high ? null : max)}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-sand-300">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
        </Slider.Track>
        {(['Minimum price per half day', 'Maximum price per half day'] as const).map((label, index) => (
          <Slider.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={formatINR(values[index])}
            aria-describedby={errorIds}
            className="block size-6 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
        ))}
      </Slider.Root>
      <div className="mt-1 flex justify-between text-xs text-ink-600" aria-hidden="true">
        <span>{formatINR(low)}</span>
        <span>{formatINR(high)}+</span>
      </div>
    </div>
  );
}

export function SearchFilters({ value, options, optionsError, errors = {}, onChange, onClear }: SearchFiltersProps) {
  const id = useId();
  const priceErrorId = `${id}-price-error`;
  const priceError = errors.minPrice ?? errors.maxPrice;
  const hasFilters =
    value.minPrice !== null || value.maxPrice !== null || value.amenities.length > 0 || value.propertyType !== '';

  if (optionsError) {
    return (
      <p className="rounded-xl bg-sand-100 p-4 text-sm text-ink-700">
        Filters could not be loaded right now. Your search still works — try the filters again in a moment.
      </p>
    );
  }
  if (!options) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading filters…</span>
        <div className="skeleton h-5 w-24" />
        <div className="skeleton h-6 w-full" />
        <div className="skeleton h-5 w-32" />
        <div className="skeleton h-24 w-full" />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">Price per half day</legend>
        <div className="mt-2">
          <PriceRange
            range={options.priceRange}
            minPrice={value.minPrice}
            maxPrice={value.maxPrice}
            errorIds={priceError ? priceErrorId : undefined}
            onCommit={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
          />
        </div>
        <FieldError id={priceErrorId} message={priceError} />
      </fieldset>

      <div>
        <label htmlFor={`${id}-type`} className="text-sm font-semibold text-ink-900">
          Property type
        </label>
        <select
          id={`${id}-type`}
          className="field-input mt-2"
          value={value.propertyType}
          onChange={(event) => onChange({ propertyType: event.target.value })}
          aria-invalid={errors.propertyType ? true : undefined}
          aria-describedby={errors.propertyType ? `${id}-type-error` : undefined}
        >
          <option value="">Any type</option>
          {options.propertyTypes.map((type) => (
            <option key={type.slug} value={type.slug}>
              {type.name}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-type-error`} message={errors.propertyType} />
      </div>

      <fieldset aria-describedby={errors.amenities ? `${id}-amenities-error` : undefined}>
        <legend className="text-sm font-semibold text-ink-900">Amenities</legend>
        <ul className="mt-2 grid grid-cols-1 gap-1 min-[400px]:grid-cols-2 lg:grid-cols-1">
          {options.amenities.map((amenity) => {
            const checked = value.amenities.includes(amenity.slug);
            return (
              <li key={amenity.slug}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-ink-900 hover:bg-sand-100">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={checked}
                    onChange={() =>
                      onChange({
                        amenities: checked
                          ? value.amenities.filter((slug) => slug !== amenity.slug)
                          : [...value.amenities, amenity.slug],
                      })
                    }
                  />
                  {amenity.name}
                </label>
              </li>
            );
          })}
        </ul>
        <FieldError id={`${id}-amenities-error`} message={errors.amenities} />
      </fieldset>

      {hasFilters && (
        <button type="button" className="btn-secondary w-full" onClick={onClear}>
          Clear filters
        </button>
      )}
    </div>
  );
}
