// The price calculator: duration, date, slot, days, guests and a coupon give a quote from the
// server with every line of the price, and a Book now link once the slot is free.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Info, X } from 'lucide-react';
import clsx from 'clsx';
import { FIRST_BOOKING_OFFER_AMOUNT_INR, FIRST_BOOKING_OFFER_CODE } from '@/config/constants';
import { addDays, formatINR, todayInKolkata } from '@/lib/format';
import type { Property } from '@/types/api';
import { MAX_FULL_DAYS } from '@/config/policy';
import { isSlotFree, MIN_FULL_DAYS, type BookingSelection } from '@/lib/stay/booking';
import { SLOT_NAMES } from '@/lib/stay/dates';
import type { BookingQuote } from '@/lib/stay/use-booking-quote';
import {
  GuestStepper,
  SlotOption,
  segment,
  segmentDisabled,
  segmentOff,
  segmentOn,
} from '@/components/stay-picker/calculator-fields';
import { QuoteSummary } from '@/components/quote/QuoteBreakdown';
import { BookNowLink } from './BookNowLink';
import { PriceRates } from './PriceRates';
import { useLingui } from '@/i18n/react';
import '../messages';

export const BOOKING_DATE_INPUT_ID = 'booking-date';

interface PriceCalculatorProps {
  property: Pick<Property, 'halfDayPrice' | 'fullDayPrice' | 'maxGuests' | 'slots'> &
    Partial<Pick<Property, 'securityDeposit'>>;
  selection: BookingSelection;
  onChange: (patch: Partial<BookingSelection>) => void;
  booking: BookingQuote;
}

export function PriceCalculator({ property, selection, onChange, booking }: PriceCalculatorProps) {
  const ids = useId();
  const { _ } = useLingui();
  const today = todayInKolkata();
  const { fullDayPrice } = property;
  const fullDayOffered = fullDayPrice != null;
  const { day, quote, request, upToDate, couponError, bookHref } = booking;
  const [couponInput, setCouponInput] = useState(selection.couponCode);
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const dateInput = useRef<HTMLInputElement>(null);

  // A rejected coupon: say why next to the field (set during render when the answer changes)…
  const [answeredCouponError, setAnsweredCouponError] = useState<string | undefined>(undefined);
  if (couponError !== answeredCouponError) {
    setAnsweredCouponError(couponError);
    if (couponError) setCouponMessage(couponError);
  }
  // …and price the stay without it (the selection is the page's).
  useEffect(() => {
    if (couponError) onChange({ couponCode: '' });
  }, [couponError, onChange]);

  function applyCoupon(event: FormEvent) {
    event.preventDefault();
    const code = couponInput.trim().toUpperCase();
    setCouponInput(code);
    setCouponMessage(null);
    onChange({ couponCode: code });
  }

  function removeCoupon() {
    setCouponInput('');
    setCouponMessage(null);
    onChange({ couponCode: '' });
  }

  const appliedQuote = upToDate ? quote.data : undefined;
  const couponIgnored =
    appliedQuote &&
    selection.couponCode !== '' &&
    !appliedQuote.lines.some((line) => line.kind === 'discount' && line.code === selection.couponCode);

  return (
    <section
      id="book"
      aria-labelledby="price-heading"
      className="scroll-mt-24 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="price-heading" className="text-2xl font-semibold text-ink-900">
        {_('p.priceTitle')}
      </h2>
      <PriceRates property={property} />

      <div className="mt-5 flex flex-col gap-5">
        <fieldset>
          <legend className="field-label">{_('p.howLong')}</legend>
          <div className="grid grid-cols-2 gap-2">
            <label className={clsx(segment, selection.bookingType === 'half_day' ? segmentOn : segmentOff)}>
              <input
                type="radio"
                name={`${ids}-type`}
                value="half_day"
                className="sr-only"
                checked={selection.bookingType === 'half_day'}
                onChange={() => onChange({ bookingType: 'half_day' })}
              />
              <span>{_('p.half')}</span>
              <span className="text-xs font-normal">{_('p.hours', { count: 12 })}</span>
            </label>
            <label
              className={clsx(
                segment,
                !fullDayOffered ? segmentDisabled : selection.bookingType === 'full_day' ? segmentOn : segmentOff,
              )}
            >
              <input
                type="radio"
                name={`${ids}-type`}
                value="full_day"
                className="sr-only"
                disabled={!fullDayOffered}
                aria-describedby={!fullDayOffered ? `${ids}-no-full-day` : undefined}
                checked={selection.bookingType === 'full_day'}
                onChange={() => onChange({ bookingType: 'full_day' })}
              />
              <span>{_('p.full')}</span>
              <span className="text-xs font-normal">{_('p.hours', { count: 24 })}</span>
            </label>
          </div>
          {!fullDayOffered && (
            <p id={`${ids}-no-full-day`} className="mt-2 flex gap-2 text-sm text-ink-600">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {_('p.noFull')}
            </p>
          )}
        </fieldset>

        <div>
          <label htmlFor={BOOKING_DATE_INPUT_ID} className="field-label">
            {_('p.date')}
          </label>
          <input
            ref={dateInput}
            id={BOOKING_DATE_INPUT_ID}
            type="date"
            className="field-input"
            min={today}
            max={addDays(today, 365)}
            value={selection.date ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ date: value && value >= today ? value : null });
            }}
          />
        </div>

        <fieldset>
          <legend className="field-label">{_('p.start')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {SLOT_NAMES.map((slot) => (
              <SlotOption
                key={slot}
                slot={slot}
                time={property.slots[slot]}
                name={`${ids}-slot`}
                checked={selection.slot === slot}
                free={isSlotFree(day, slot, selection.bookingType)}
                known={day !== undefined}
                onSelect={() => onChange({ slot })}
              />
            ))}
          </div>
        </fieldset>

        <div className="flex flex-col gap-5">
          {selection.bookingType === 'full_day' && (
            <div>
              <label htmlFor={`${ids}-days`} className="field-label">
                {_('p.days')}
              </label>
              <select
                id={`${ids}-days`}
                className="field-input"
                value={selection.days}
                onChange={(event) => onChange({ days: Number(event.target.value) })}
              >
                {Array.from({ length: MAX_FULL_DAYS - MIN_FULL_DAYS + 1 }, (_, i) => i + MIN_FULL_DAYS).map((n) => (
                  <option key={n} value={n}>
                    {_('p.nDays', { count: n })}
                  </option>
                ))}
              </select>
            </div>
          )}
          <GuestStepper
            id={`${ids}-guests`}
            value={selection.guests}
            max={property.maxGuests}
            onChange={(guests) => onChange({ guests })}
          />
        </div>

        <form onSubmit={applyCoupon} noValidate>
          <label htmlFor={`${ids}-coupon`} className="field-label">
            {_('p.coupon')} <span className="font-normal text-ink-600">{_('p.optional')}</span>
          </label>
          <div className="flex gap-2">
            <input
              id={`${ids}-coupon`}
              className="field-input uppercase"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={couponInput}
              aria-invalid={couponMessage ? true : undefined}
              aria-describedby={`${ids}-coupon-help`}
              onChange={(event) => setCouponInput(event.target.value)}
            />
            {selection.couponCode && selection.couponCode === couponInput.trim().toUpperCase() ? (
              <button type="button" className="btn-secondary shrink-0" onClick={removeCoupon}>
                <X aria-hidden="true" className="size-4" />
                {_('p.remove')}
              </button>
            ) : (
              <button type="submit" className="btn-secondary shrink-0" disabled={couponInput.trim() === ''}>
                {_('p.apply')}
              </button>
            )}
          </div>
          <p id={`${ids}-coupon-help`} className={couponMessage ? 'field-error' : 'mt-1 text-sm text-ink-600'}>
            {couponMessage ??
              (couponIgnored
                ? _('p.couponNo', { code: selection.couponCode })
                : _('p.offer', { code: FIRST_BOOKING_OFFER_CODE, amount: formatINR(FIRST_BOOKING_OFFER_AMOUNT_INR) }))}
          </p>
        </form>
      </div>

      <div aria-live="polite" className="mt-6 border-t border-sand-200 pt-5">
        <QuoteSummary booking={booking} hasRequest={request !== null} />
      </div>

      <div className="mt-5">
        {bookHref ? (
          <BookNowLink href={bookHref} className="btn-primary w-full text-base">
            {_('p.book')}
          </BookNowLink>
        ) : request === null ? (
          <button type="button" className="btn-primary w-full text-base" onClick={() => dateInput.current?.focus()}>
            {_('p.chooseDate')}
          </button>
        ) : (
          <button type="button" className="btn-primary w-full text-base" disabled>
            {_('p.book')}
          </button>
        )}
        <p className="mt-2 text-center text-xs text-ink-600">{_('p.noCharge')}</p>
      </div>
    </section>
  );
}
