// Search filters: half-day price range, property type and amenities (from GET /api/v1/catalogue/filters).
// Each change is applied at once through `onChange`, which writes it to the URL.
import { lazy, Suspense, useId } from 'react';
import { amenityOption } from '@/lib/amenity-names';
import { formatINR } from '@/lib/format';
import type { CatalogueFilters } from '@/types/api';
import type { SearchFieldErrors, SearchFilters as Filters } from '../search-state';
import { priceBounds } from './price-range-bounds';
import { useLingui } from '@/i18n/react';
import '../search-messages';
import '../browse-messages';

export interface SearchFiltersProps {
  value: Pick<Filters, 'minPrice' | 'maxPrice' | 'amenities' | 'propertyType'>;
  options: CatalogueFilters | undefined;
  optionsError?: boolean;
  errors?: SearchFieldErrors;
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
  /**
   * Whether the filters are on screen: until they are (on a phone, behind the Filters button) the
   * price range is drawn without its slider, whose code is then not fetched.
   */
  visible?: boolean;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

const PriceRange = lazy(() => import('./PriceRange'));

/** The range as the slider shows it, without the thumbs: same height, so nothing moves when it loads. */
function PriceRangePlaceholder({
  range,
  minPrice,
  maxPrice,
}: {
  range: { min: number; max: number };
  minPrice: number | null;
  maxPrice: number | null;
}) {
  const { low, high } = priceBounds(range);
  const from = Math.min(Math.max(minPrice ?? low, low), high);
  const to = Math.max(Math.min(maxPrice ?? high, high), low);
  return (
    <div>
      <p className="text-sm text-ink-700">
        {formatINR(from)} – {formatINR(to)}
        {to === high ? '+' : ''}
      </p>
      <div className="relative mt-3 flex h-6 items-center" aria-hidden="true">
        <div className="relative h-1.5 grow rounded-full bg-sand-300" />
      </div>
      <div className="mt-1 flex justify-between text-xs text-ink-600" aria-hidden="true">
        <span>{formatINR(low)}</span>
        <span>{formatINR(high)}+</span>
      </div>
    </div>
  );
}

export function SearchFilters({
  value,
  options,
  optionsError,
  errors = {},
  onChange,
  onClear,
  visible = true,
}: SearchFiltersProps) {
  const id = useId();
  const { _ } = useLingui();
  const priceErrorId = `${id}-price-error`;
  const priceError = errors.minPrice ?? errors.maxPrice;
  const hasFilters =
    value.minPrice !== null || value.maxPrice !== null || value.amenities.length > 0 || value.propertyType !== '';

  if (optionsError) {
    return <p className="rounded-xl bg-sand-100 p-4 text-sm text-ink-700">{_('sr.filtersFailed')}</p>;
  }
  if (!options) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">{_('sr.loadingFilters')}</span>
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
        <legend className="text-sm font-semibold text-ink-900">{_('sr.price')}</legend>
        <div className="mt-2">
          {visible ? (
            <Suspense
              fallback={
                <PriceRangePlaceholder range={options.priceRange} minPrice={value.minPrice} maxPrice={value.maxPrice} />
              }
            >
              <PriceRange
                range={options.priceRange}
                minPrice={value.minPrice}
                maxPrice={value.maxPrice}
                errorIds={priceError ? priceErrorId : undefined}
                onCommit={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
              />
            </Suspense>
          ) : (
            <PriceRangePlaceholder range={options.priceRange} minPrice={value.minPrice} maxPrice={value.maxPrice} />
          )}
        </div>
        <FieldError id={priceErrorId} message={priceError} />
      </fieldset>

      <div>
        <label htmlFor={`${id}-type`} className="text-sm font-semibold text-ink-900">
          {_('sr.type')}
        </label>
        <select
          id={`${id}-type`}
          className="field-input mt-2"
          value={value.propertyType}
          onChange={(event) => onChange({ propertyType: event.target.value })}
          aria-invalid={errors.propertyType ? true : undefined}
          aria-describedby={errors.propertyType ? `${id}-type-error` : undefined}
        >
          <option value="">{_('sr.anyType')}</option>
          {options.propertyTypes.map((type) => (
            <option key={type.slug} value={type.slug}>
              {_('b.ptype', { type: type.slug, name: type.name })}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-type-error`} message={errors.propertyType} />
      </div>

      <fieldset aria-describedby={errors.amenities ? `${id}-amenities-error` : undefined}>
        <legend className="text-sm font-semibold text-ink-900">{_('sr.amenities')}</legend>
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
                  {amenityOption(amenity)}
                </label>
              </li>
            );
          })}
        </ul>
        <FieldError id={`${id}-amenities-error`} message={errors.amenities} />
      </fieldset>

      {hasFilters && (
        <button type="button" className="btn-secondary w-full" onClick={onClear}>
          {_('sr.clear')}
        </button>
      )}
    </div>
  );
}
