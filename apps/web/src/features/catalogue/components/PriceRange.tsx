// The half-day price range of the search filters on Radix Slider, its own chunk (SearchFilters.tsx
// loads it once the filter options are there and the filters are on screen), so the slider is not
// part of the first load.
import { useState } from 'react';
import * as Slider from '@radix-ui/react-slider';
import { formatINR } from '@/lib/format';
import { PRICE_STEP, priceBounds } from './price-range-bounds';
import { useLingui } from '@/i18n/react';
import '../search-messages';

export default function PriceRange({
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
  const { _ } = useLingui();
  const { low, high } = priceBounds(range);
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
        {[_('sr.min'), _('sr.max')].map((label, index) => (
          <Slider.Thumb
            key={index}
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
