// Phone-only bar stuck to the bottom of the screen: the starting price and the Book button.
// Until a free slot is priced, the button takes the guest to the price calculator.
import { BookNowLink } from './BookNowLink';
import { formatINR } from '@/lib/format';
import { BOOKING_DATE_INPUT_ID } from './PriceCalculator';
import { useLingui } from '@/i18n/react';
import { around, SLOT } from '../lib/split-message';
import '../messages';

interface MobileBookBarProps {
  halfDayPrice: number;
  bookHref: string | null;
  total: number | null;
}

export function MobileBookBar({ halfDayPrice, bookHref, total }: MobileBookBarProps) {
  const { _ } = useLingui();
  const [before, after] = around(_('p.fromHalf', { price: SLOT }));
  // The calculator renders just after the rest of the page (PropertyPage): a tap before that
  // waits for it (a second at most).
  function goToCalculator(tries = 90) {
    const calculator = document.getElementById('book');
    if (!calculator) {
      if (tries > 0) requestAnimationFrame(() => goToCalculator(tries - 1));
      return;
    }
    calculator.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.getElementById(BOOKING_DATE_INPUT_ID)?.focus({ preventScroll: true });
  }
  return (
    <div className="sticky bottom-0 z-20 -mx-4 mt-8 border-t border-sand-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-ink-700">
          {bookHref && total !== null ? (
            <>
              <span className="block text-lg font-semibold text-ink-900">{formatINR(total)}</span>
              {_('p.total')}
            </>
          ) : (
            <>
              {before}
              <span className="text-lg font-semibold text-ink-900">{formatINR(halfDayPrice)}</span>
              {after}
            </>
          )}
        </p>
        {bookHref ? (
          <BookNowLink href={bookHref} className="btn-primary shrink-0 px-6 text-base">
            {_('p.book')}
          </BookNowLink>
        ) : (
          <button type="button" className="btn-primary shrink-0 px-6 text-base" onClick={() => goToCalculator()}>
            {_('p.book')}
          </button>
        )}
      </div>
    </div>
  );
}
