// The booking form of /book/{slug}: duration, a date with only its free start times, days, guests,
// coupon, an optional business GSTIN for the tax invoice, the live price from the server's quote,
// payment method, the cancellation rule, and Confirm. Confirm sends one Idempotency-Key per attempt (kept while the guest retries the same
// choice) and the quote's total; a taken slot or a changed price is explained and refreshed.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Info, Lock, ShieldCheck, X } from 'lucide-react';
import clsx from 'clsx';
import { FIRST_BOOKING_OFFER_AMOUNT_INR, FIRST_BOOKING_OFFER_CODE } from '@/config/constants';
import { useBookingQuote } from '@/lib/stay/use-booking-quote';
import { MAX_FULL_DAYS } from '@/config/policy';
import { isSlotFree, MIN_FULL_DAYS, type BookingSelection } from '@/lib/stay/booking';
import { SLOT_NAMES } from '@/lib/stay/dates';
import {
  GuestStepper,
  SlotOption,
  segment,
  segmentDisabled,
  segmentOff,
  segmentOn,
} from '@/components/stay-picker/calculator-fields';
import { QuoteSummary } from '@/components/quote/QuoteBreakdown';
import '@/components/stay-picker/messages';
import { ApiError } from '@/lib/api-client';
import { addDays, formatINR, todayInKolkata } from '@/lib/format';
import type { Property, QuoteRequest } from '@/types/api';
import { cancelBooking, createBooking, type Booking, type PaymentMethod } from '../api/bookings';
import { checkGstin } from '@/lib/gstin';
import { cancellationRule } from '../lib/policy';
import { newIdempotencyKey, parsePaymentMethod, selectionFromRequest, selectionHref } from '../lib/selection';
import { isOnlineMethod, paymentMethodLabel, PAYMENT_METHODS } from '../lib/status';
import { confirmationHref, usePayment } from '../lib/use-payment';
import { i18n } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import '../messages';

/** The English note (tests read it); shown through the catalog as 'booking.form.scriptFailed'. */
export const SCRIPT_FAILED_NOTE =
  'The card and UPI payment window could not be loaded. You can pay at the property instead (cash on arrival), or try again.';

type BookingProperty = Pick<
  Property,
  'id' | 'slug' | 'title' | 'slots' | 'maxGuests' | 'halfDayPrice' | 'fullDayPrice'
>;

export function BookingForm({
  property,
  request,
  signedIn,
  onSignIn,
}: {
  property: BookingProperty;
  request: QuoteRequest | null;
  signedIn: boolean;
  onSignIn: () => void;
}) {
  const ids = useId();
  const { _ } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [selection, setSelection] = useState(() => selectionFromRequest(property, request));
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(() => parsePaymentMethod(searchParams.get('pay')));
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [held, setHeld] = useState<Booking | null>(null);
  const [couponProblem, setCouponProblem] = useState<string | undefined>(undefined);
  const [business, setBusiness] = useState<Business>({ open: false, gstin: '', name: '' });
  const [businessProblem, setBusinessProblem] = useState<BusinessProblem>({});
  const attempt = useRef<{ choice: string; key: string } | null>(null);
  const payment = usePayment();

  const onChange = useCallback((patch: Partial<BookingSelection>) => {
    setSelection((current) => ({ ...current, ...patch }));
    setProblem(null);
    if ('couponCode' in patch) setCouponProblem(undefined);
  }, []);
  // Moves the page makes by itself (off a slot that turned out taken) keep the message saying why.
  const adjust = useCallback(
    (patch: Partial<BookingSelection>) => setSelection((current) => ({ ...current, ...patch })),
    [],
  );
  const booking = useBookingQuote(property, selection, adjust);
  const { day, quote, upToDate, slotTaken, couponError } = booking;

  // Keep the link in step with the choice: a reload or the sign-in gate brings it all back.
  const href = selectionHref(property, selection, paymentMethod);
  useEffect(() => {
    if (!href) return;
    const next = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    if (next.toString() !== searchParams.toString()) setSearchParams(next, { replace: true });
  }, [href, searchParams, setSearchParams]);

  const current = upToDate ? quote.data : undefined;
  const ready = Boolean(current?.available && !slotTaken && booking.request);

  async function book(
    method: PaymentMethod,
    choice: QuoteRequest,
    total: number,
    forceNewKey = false,
  ): Promise<Booking> {
    const body = {
      ...choice,
      propertyId: property.id,
      paymentMethod: method,
      expectedTotal: total,
      ...businessFields(business),
    };
    const fingerprint = JSON.stringify(body);
    if (forceNewKey || attempt.current?.choice !== fingerprint)
      attempt.current = { choice: fingerprint, key: newIdempotencyKey() };
    return createBooking(body, attempt.current.key);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!signedIn) {
      onSignIn();
      return;
    }
    if (!ready || !current || !booking.request || submitting) return;
    const checked = checkBusiness(business);
    setBusinessProblem(checked);
    if (checked.gstin || checked.name) return;
    setSubmitting(true);
    setProblem(null);
    try {
      const created = await book(paymentMethod, booking.request, current.total);
      attempt.current = null;
      if (isOnlineMethod(paymentMethod)) {
        setHeld(created);
        await payment.pay(created);
      } else {
        navigate(confirmationHref(property.slug, created.id));
      }
    } catch (error) {
      const couponReason = error instanceof ApiError ? (error.fields.couponCode ?? error.fields.coupon) : undefined;
      const businessReason =
        error instanceof ApiError && (error.fields.gstin || error.fields.businessName)
          ? { gstin: error.fields.gstin, name: error.fields.businessName }
          : null;
      if (businessReason) setBusinessProblem(businessReason);
      else if (couponReason) setCouponProblem(couponReason);
      else setProblem(bookingProblem(error));
      if (error instanceof ApiError && (error.code === 'SLOT_TAKEN' || error.code === 'PRICE_CHANGED')) {
        void queryClient.invalidateQueries({ queryKey: ['properties', property.id] });
      }
    } finally {
      setSubmitting(false);
    }
  }

  /** The provider's window did not load: let go of the card/UPI hold and book the same stay for cash. */
  async function payAtProperty() {
    if (!held || !booking.request || !current) return;
    setSubmitting(true);
    setProblem(null);
    try {
      await cancelBooking(held.id, 'Paying at the property instead'); // for the owner's records, in English
      const cash = await book('cash', booking.request, current.total, true);
      navigate(confirmationHref(property.slug, cash.id));
    } catch (error) {
      setProblem(bookingProblem(error));
    } finally {
      setSubmitting(false);
    }
  }

  const couponFieldError = couponError ?? couponProblem;

  return (
    <form onSubmit={confirm} noValidate className="mt-6 flex flex-col gap-6">
      <section aria-labelledby={`${ids}-when`} className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-6">
        <h2 id={`${ids}-when`} className="font-display text-lg font-semibold text-ink-900">
          {_('booking.form.whenWho')}
        </h2>
        <div className="mt-4 flex flex-col gap-5">
          <DurationField property={property} selection={selection} onChange={onChange} name={`${ids}-type`} />
          <div>
            <label htmlFor={`${ids}-date`} className="field-label">
              {_('booking.form.date')}
            </label>
            <input
              id={`${ids}-date`}
              type="date"
              className="field-input"
              min={todayInKolkata()}
              max={addDays(todayInKolkata(), 365)}
              value={selection.date ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                onChange({ date: value && value >= todayInKolkata() ? value : null, slot: selection.slot ?? 'day' });
              }}
            />
          </div>
          <SlotPicker
            property={property}
            selection={selection}
            onChange={onChange}
            known={day !== undefined}
            loading={booking.availability.isFetching && day === undefined}
            day={day}
            name={`${ids}-slot`}
          />
          {selection.bookingType === 'full_day' && (
            <div>
              <label htmlFor={`${ids}-days`} className="field-label">
                {_('booking.form.days')}
              </label>
              <select
                id={`${ids}-days`}
                className="field-input"
                value={selection.days}
                onChange={(event) => onChange({ days: Number(event.target.value) })}
              >
                {Array.from({ length: MAX_FULL_DAYS - MIN_FULL_DAYS + 1 }, (_, i) => i + MIN_FULL_DAYS).map((n) => (
                  <option key={n} value={n}>
                    {_('booking.form.dayCount', { count: n })}
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
          <CouponField
            selection={selection}
            onChange={onChange}
            serverError={couponFieldError}
            quoteLines={current?.lines}
          />
          <BusinessField
            business={business}
            problem={businessProblem}
            onChange={(patch) => {
              setBusiness((now) => ({ ...now, ...patch }));
              setBusinessProblem({});
            }}
          />
        </div>
      </section>

      <section aria-labelledby={`${ids}-price`} className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-6">
        <h2 id={`${ids}-price`} className="font-display text-lg font-semibold text-ink-900">
          {_('booking.form.price')}
        </h2>
        <div aria-live="polite" className="mt-3">
          <QuoteSummary booking={booking} hasRequest={booking.request !== null} />
          {/* Refundable, so never a line of the price or part of the total. */}
          {(booking.quote.data?.securityDeposit ?? 0) > 0 && (
            <p className="mt-2 text-sm text-ink-700">
              {_('s.deposit', { amount: formatINR(booking.quote.data!.securityDeposit) })}
            </p>
          )}
        </div>
      </section>

      <fieldset className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-6">
        <legend className="sr-only">{_('booking.form.payment')}</legend>
        <p aria-hidden="true" className="font-display text-lg font-semibold text-ink-900">
          {_('booking.form.payment')}
        </p>
        <div className="mt-3 grid grid-cols-2 gap-2">
          {PAYMENT_METHODS.map((method) => (
            <label key={method} className={clsx(segment, paymentMethod === method ? segmentOn : segmentOff)}>
              <input
                type="radio"
                name={`${ids}-pay`}
                value={method}
                className="sr-only"
                checked={paymentMethod === method}
                onChange={() => {
                  setPaymentMethod(method);
                  setProblem(null);
                }}
              />
              <span>{paymentMethodLabel(method)}</span>
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm text-ink-600">
          {isOnlineMethod(paymentMethod) ? _('booking.form.payOnline') : _('booking.form.payCash')}
        </p>
      </fieldset>

      <section aria-labelledby={`${ids}-rule`} className="rounded-2xl bg-sand-100 p-4">
        <h2 id={`${ids}-rule`} className="flex items-center gap-2 font-semibold text-ink-900">
          <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
          {_('booking.rule.heading')}
        </h2>
        <p className="mt-1 text-ink-700">{cancellationRule()}</p>
      </section>

      {problem && <Problem>{problem}</Problem>}
      {payment.phase === 'error' && payment.message && <Problem>{payment.message}</Problem>}
      {payment.phase === 'script-failed' && held && (
        <div role="alert" className="rounded-2xl border border-star bg-brand-50 p-4 text-ink-900">
          <p className="flex gap-2 font-semibold">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {_('booking.form.scriptFailed')}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn-primary" disabled={submitting} onClick={() => void payAtProperty()}>
              {_('booking.form.payAtProperty')}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={submitting}
              onClick={() => void payment.pay(held)}
            >
              {_('booking.tryAgain')}
            </button>
          </div>
        </div>
      )}

      {signedIn ? (
        <button
          type="submit"
          className="btn-primary w-full text-base"
          disabled={!ready || submitting || payment.phase === 'working'}
          aria-busy={submitting}
        >
          {submitting || payment.phase === 'working'
            ? _('booking.form.confirming')
            : current && ready
              ? _('booking.form.confirmTotal', { total: formatINR(current.total) })
              : _('booking.form.confirm')}
        </button>
      ) : (
        <div className="rounded-2xl bg-brand-50 p-4">
          <p className="flex gap-2 font-semibold text-ink-900">
            <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {_('booking.form.signInToBook')}
          </p>
          <button type="submit" className="btn-primary mt-3 w-full">
            {_('booking.form.signInContinue')}
          </button>
        </div>
      )}
    </form>
  );
}

function bookingProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'VALIDATION_FAILED') return Object.values(error.fields)[0] ?? error.message;
    return error.message;
  }
  return i18n._('booking.form.sendFailed');
}

function DurationField({
  property,
  selection,
  onChange,
  name,
}: {
  property: BookingProperty;
  selection: BookingSelection;
  onChange: (patch: Partial<BookingSelection>) => void;
  name: string;
}) {
  const { _ } = useLingui();
  const fullDayOffered = property.fullDayPrice != null;
  return (
    <fieldset>
      <legend className="field-label">{_('booking.form.howLong')}</legend>
      <div className="grid grid-cols-2 gap-2">
        <label className={clsx(segment, selection.bookingType === 'half_day' ? segmentOn : segmentOff)}>
          <input
            type="radio"
            name={name}
            value="half_day"
            className="sr-only"
            checked={selection.bookingType === 'half_day'}
            onChange={() => onChange({ bookingType: 'half_day' })}
          />
          <span>{_('booking.form.halfDay')}</span>
          <span className="text-xs font-normal">
            {_('booking.form.hoursPrice', { hours: 12, price: formatINR(property.halfDayPrice) })}
          </span>
        </label>
        {fullDayOffered ? (
          <label className={clsx(segment, selection.bookingType === 'full_day' ? segmentOn : segmentOff)}>
            <input
              type="radio"
              name={name}
              value="full_day"
              className="sr-only"
              checked={selection.bookingType === 'full_day'}
              onChange={() => onChange({ bookingType: 'full_day' })}
            />
            <span>{_('booking.form.fullDay')}</span>
            <span className="text-xs font-normal">
              {_('booking.form.hoursPrice', { hours: 24, price: formatINR(property.fullDayPrice!) })}
            </span>
          </label>
        ) : (
          <p className={clsx(segment, segmentDisabled, 'cursor-default')}>{_('booking.form.halfDayOnly')}</p>
        )}
      </div>
    </fieldset>
  );
}

/** Only the start times that are free on the chosen date for the chosen duration are offered. */
function SlotPicker({
  property,
  selection,
  onChange,
  known,
  loading,
  day,
  name,
}: {
  property: BookingProperty;
  selection: BookingSelection;
  onChange: (patch: Partial<BookingSelection>) => void;
  known: boolean;
  loading: boolean;
  day: Parameters<typeof isSlotFree>[0];
  name: string;
}) {
  const { _ } = useLingui();
  const free = SLOT_NAMES.filter((slot) => isSlotFree(day, slot, selection.bookingType));
  return (
    <fieldset>
      <legend className="field-label">{_('booking.form.startTime')}</legend>
      {!selection.date ? (
        <p className="text-sm text-ink-600">{_('booking.form.chooseDate')}</p>
      ) : loading || !known ? (
        <p role="status" className="text-sm text-ink-600">
          {_('booking.form.checking')}
        </p>
      ) : free.length === 0 ? (
        <p role="alert" className="flex gap-2 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {_('booking.form.noneFree')}
        </p>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          {free.map((slot) => (
            <SlotOption
              key={slot}
              slot={slot}
              time={property.slots[slot]}
              name={name}
              checked={selection.slot === slot}
              free
              known
              onSelect={() => onChange({ slot })}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

function CouponField({
  selection,
  onChange,
  serverError,
  quoteLines,
}: {
  selection: BookingSelection;
  onChange: (patch: Partial<BookingSelection>) => void;
  serverError: string | undefined;
  quoteLines: { kind: string; code?: string | null }[] | undefined;
}) {
  const id = useId();
  const { _ } = useLingui();
  const [input, setInput] = useState(selection.couponCode);
  const [message, setMessage] = useState<string | null>(null);

  // The server refused the code (unknown or already used): say why (set during render when the
  // answer changes)…
  const [answeredError, setAnsweredError] = useState<string | undefined>(undefined);
  if (serverError !== answeredError) {
    setAnsweredError(serverError);
    if (serverError) setMessage(serverError);
  }
  // …and price without it (the selection is the form's).
  useEffect(() => {
    if (serverError) onChange({ couponCode: '' });
  }, [serverError, onChange]);

  const apply = () => {
    const code = input.trim().toUpperCase();
    setInput(code);
    setMessage(null);
    onChange({ couponCode: code });
  };
  const ignored =
    quoteLines &&
    selection.couponCode !== '' &&
    !quoteLines.some((line) => line.kind === 'discount' && line.code === selection.couponCode);

  return (
    <div>
      <label htmlFor={id} className="field-label">
        {_('booking.form.coupon')} <span className="font-normal text-ink-600">{_('booking.optional')}</span>
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="field-input uppercase"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={input}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-help`}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (input.trim()) apply();
            }
          }}
        />
        {selection.couponCode && selection.couponCode === input.trim().toUpperCase() ? (
          <button
            type="button"
            className="btn-secondary shrink-0"
            onClick={() => {
              setInput('');
              setMessage(null);
              onChange({ couponCode: '' });
            }}
          >
            <X aria-hidden="true" className="size-4" />
            {_('booking.form.remove')}
          </button>
        ) : (
          <button type="button" className="btn-secondary shrink-0" disabled={input.trim() === ''} onClick={apply}>
            {_('booking.form.apply')}
          </button>
        )}
      </div>
      <p id={`${id}-help`} className={message ? 'field-error' : 'mt-1 text-sm text-ink-600'}>
        {message ??
          (ignored
            ? _('booking.form.couponIgnored', { code: selection.couponCode })
            : _('booking.form.couponHint', {
                code: FIRST_BOOKING_OFFER_CODE,
                amount: formatINR(FIRST_BOOKING_OFFER_AMOUNT_INR),
              }))}
      </p>
    </div>
  );
}

interface Business {
  open: boolean;
  gstin: string;
  name: string;
}

interface BusinessProblem {
  gstin?: string;
  name?: string;
}

/** What the request carries of the business: both fields when the guest opened it and typed. */
function businessFields({ open, gstin, name }: Business): { gstin?: string; businessName?: string } {
  if (!open || (gstin.trim() === '' && name.trim() === '')) return {};
  return { gstin: gstin.trim().toUpperCase(), businessName: name.trim() };
}

/** The form's own check before sending (the server checks again): a valid GSTIN and a name. */
function checkBusiness(business: Business): BusinessProblem {
  const fields = businessFields(business);
  if (!fields.gstin && !fields.businessName) return {};
  return {
    gstin: fields.gstin && checkGstin(fields.gstin) ? undefined : i18n._('booking.business.invalid'),
    name: fields.businessName ? undefined : i18n._('booking.business.nameRequired'),
  };
}

/** "Add business GSTIN": a closed disclosure until the guest wants a tax invoice in a business's name. */
function BusinessField({
  business,
  problem,
  onChange,
}: {
  business: Business;
  problem: BusinessProblem;
  onChange: (patch: Partial<Business>) => void;
}) {
  const id = useId();
  const { _ } = useLingui();
  return (
    <details
      open={business.open}
      onToggle={(event) => {
        const open = (event.currentTarget as HTMLDetailsElement).open;
        if (open !== business.open) onChange({ open });
      }}
    >
      <summary className="cursor-pointer font-semibold text-brand-700">
        {_('booking.business.add')} <span className="font-normal text-ink-600">{_('booking.optional')}</span>
      </summary>
      <p className="mt-1 text-sm text-ink-600">{_('booking.business.hint')}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-gstin`} className="field-label">
            {_('booking.business.gstin')}
          </label>
          <input
            id={`${id}-gstin`}
            className="field-input uppercase"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={15}
            value={business.gstin}
            aria-invalid={problem.gstin ? true : undefined}
            aria-describedby={problem.gstin ? `${id}-gstin-error` : undefined}
            onChange={(event) => onChange({ gstin: event.target.value })}
          />
          {problem.gstin && (
            <p id={`${id}-gstin-error`} className="field-error">
              {problem.gstin}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-name`} className="field-label">
            {_('booking.business.name')}
          </label>
          <input
            id={`${id}-name`}
            className="field-input"
            autoComplete="organization"
            maxLength={100}
            value={business.name}
            aria-invalid={problem.name ? true : undefined}
            aria-describedby={problem.name ? `${id}-name-error` : undefined}
            onChange={(event) => onChange({ name: event.target.value })}
          />
          {problem.name && (
            <p id={`${id}-name-error`} className="field-error">
              {problem.name}
            </p>
          )}
        </div>
      </div>
    </details>
  );
}

function Problem({ children }: { children: string }) {
  return (
    <p role="alert" className="flex gap-2 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {children}
    </p>
  );
}
