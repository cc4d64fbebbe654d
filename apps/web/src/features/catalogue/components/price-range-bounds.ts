// The price slider's step and ends, shared by the slider (PriceRange.tsx) and its placeholder.
export const PRICE_STEP = 500;

/** The catalogue's price range rounded out to whole steps. */
export function priceBounds(range: { min: number; max: number }): { low: number; high: number } {
  const low = Math.floor(range.min / PRICE_STEP) * PRICE_STEP;
  const high = Math.max(low + PRICE_STEP, Math.ceil(range.max / PRICE_STEP) * PRICE_STEP);
  return { low, high };
}
