// The listing's rates under the price heading: the half-day price, the full-day price when the
// owner offers one, and the refundable security deposit when the listing asks one (never a
// price). Shared by the price calculator and the owner's preview of the page.
import { formatINR } from '@/lib/format';
import type { Property } from '@/types/api';
import { useLingui } from '@/i18n/react';
import { around, SLOT } from '../lib/split-message';
import '../messages';
// The deposit reads as the quote says it (one message, already loaded with the price calculator).
import '@/components/stay-picker/messages';

export function PriceRates({
  property,
}: {
  property: Pick<Property, 'halfDayPrice' | 'fullDayPrice'> & Partial<Pick<Property, 'securityDeposit'>>;
}) {
  const { _ } = useLingui();
  const [halfBefore, halfAfter] = around(_('p.perHalf', { price: SLOT }));
  const [fullBefore, fullAfter] = around(_('p.perFull', { price: SLOT }));
  const { fullDayPrice } = property;
  const deposit = property.securityDeposit ?? 0;
  return (
    <>
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
      {deposit > 0 && <p className="mt-1 text-sm text-ink-700">{_('s.deposit', { amount: formatINR(deposit) })}</p>}
    </>
  );
}
