// The listing's rates under the price heading: the half-day price, and the full-day price when
// the owner offers one. Shared by the price calculator and the owner's preview of the page.
import { formatINR } from '@/lib/format';
import type { Property } from '@/types/api';
import { useLingui } from '@/i18n/react';
import { around, SLOT } from '../lib/split-message';
import '../messages';

export function PriceRates({ property }: { property: Pick<Property, 'halfDayPrice' | 'fullDayPrice'> }) {
  const { _ } = useLingui();
  const [halfBefore, halfAfter] = around(_('p.perHalf', { price: SLOT }));
  const [fullBefore, fullAfter] = around(_('p.perFull', { price: SLOT }));
  const { fullDayPrice } = property;
  return (
    <p className="mt-1 text-ink-700">
      {halfBefore}
      <span className="text-xl font-semibold text-ink-900">{formatINR(property.halfDayPrice)}</span>
      {halfAfter}
      {fullDayPrice != null && (
        <>
          {' · '}
          {fullBefore}
          <span className="font-semibold text-ink-900">{formatINR(fullDayPrice)}</span>
          {fullAfter}
        </>
      )}
    </p>
  );
}
