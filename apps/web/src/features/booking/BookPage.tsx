// /book/{slug}: the stay the guest chose on the property page (date and slot in Asia/Kolkata,
// duration, guests, coupon) priced again by the server. Signed-out guests are asked to sign in
// first (hard gate; the link is kept). Confirming and paying arrive with the bookings feature.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { AlertCircle, CalendarDays, Clock, Lock, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { getRuntimeConfig, telHref } from '@/config/runtime';
import { BOOKING_ACTION, useAuthGate } from '@/features/auth/gate';
import { useSession } from '@/features/auth/session';
import { useProperty, isNotFound } from '@/features/property/api/get-property';
import { useQuote } from '@/features/property/api/get-quote';
import { ApiError } from '@/lib/api-client';
import { formatINR, formatInstant, formatInstantDate, plural } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Quote } from '@/types/api';
import { parseBookingQuery } from './booking-request';

const BOOK_PROMPT = {
  title: 'Sign in to book',
  description: 'Sign in or create an account with a one-time code to continue your booking.',
  benefit: 'Your date, slot and guests are kept.',
  icon: 'calendar',
  preserveData: true,
} as const;

export default function BookPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const request = parseBookingQuery(search);
  const property = useProperty(slug);
  const { status } = useSession();
  const { gate } = useAuthGate();
  const prompted = useRef(false);
  useDocumentTitle(property.data ? `Book ${property.data.title}` : 'Book');

  const here = `${location.pathname}${location.search}`;
  const askToSignIn = () =>
    gate({ level: 'hard', action: BOOKING_ACTION, prompt: BOOK_PROMPT, data: { href: here }, run: () => undefined });

  // A visitor who opened the link directly is asked once; closing the modal leaves the button.
  useEffect(() => {
    if (status !== 'signed-out' || prompted.current || !request) return;
    prompted.current = true;
    askToSignIn();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  if (property.isError) {
    return (
      <Frame>
        <Problem>
          {isNotFound(property.error) ? 'This farmhouse could not be found.' : 'The farmhouse could not be loaded.'}
        </Problem>
        <Link to={paths.search} className="btn-secondary mt-4">
          Browse farmhouses
        </Link>
      </Frame>
    );
  }
  if (!property.data) {
    return (
      <Frame>
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading…</span>
          <div className="skeleton h-8 w-2/3" />
          <div className="skeleton h-24 w-full" />
        </div>
      </Frame>
    );
  }

  const farmhouse = property.data;
  return (
    <Frame>
      <p className="text-sm font-semibold text-brand-700">Your booking</p>
      <h1 className="mt-1 font-display text-2xl font-semibold text-ink-900 sm:text-3xl">{farmhouse.title}</h1>
      <p className="mt-1 text-ink-700">{farmhouse.location}</p>

      {!request ? (
        <div className="mt-6">
          <Problem>The booking link is incomplete. Choose a date and slot on the farmhouse page.</Problem>
          <Link to={paths.property(farmhouse.slug)} className="btn-secondary mt-4">
            Back to {farmhouse.title}
          </Link>
        </div>
      ) : (
        <>
          <dl className="mt-6 grid gap-3 rounded-2xl border border-sand-200 bg-white p-4 text-ink-900">
            <Fact icon={CalendarDays} label="Date" value={formatInstantDate(request.start)} />
            <Fact
              icon={Clock}
              label="Starts"
              value={`${formatInstant(request.start)} · ${request.bookingType === 'full_day' ? plural(request.days ?? 1, 'full day') : 'Half day (12 hours)'}`}
            />
            <Fact icon={Users} label="Guests" value={plural(request.guests, 'guest')} />
            {request.couponCode && <Fact icon={CalendarDays} label="Coupon" value={request.couponCode} />}
          </dl>
          <PriceSection propertyId={farmhouse.id} request={request} />
          <NextStep signedIn={status === 'signed-in'} loading={status === 'loading'} onSignIn={askToSignIn} />
          <Link to={`${paths.property(farmhouse.slug)}`} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            Change date or guests
          </Link>
        </>
      )}
    </Frame>
  );
}

function PriceSection({ propertyId, request }: { propertyId: number; request: NonNullable<ReturnType<typeof parseBookingQuery>> }) {
  const quote = useQuote(propertyId, request);
  return (
    <section aria-labelledby="price-heading" className="mt-6 rounded-2xl border border-sand-200 bg-white p-4">
      <h2 id="price-heading" className="font-display text-lg font-semibold text-ink-900">
        Price
      </h2>
      <div className="mt-3">
        {quote.isError ? (
          <Problem>{quoteProblem(quote.error)}</Problem>
        ) : quote.data ? (
          <QuoteLines quote={quote.data} />
        ) : (
          <p role="status">Calculating price…</p>
        )}
      </div>
    </section>
  );
}

function quoteProblem(error: Error): string {
  if (error instanceof ApiError) return Object.values(error.fields)[0] ?? error.message;
  return 'The price could not be calculated.';
}

function QuoteLines({ quote }: { quote: Quote }) {
  return (
    <>
      {!quote.available && <Problem>Not available for this slot — pick another time</Problem>}
      <dl className="flex flex-col gap-2 text-ink-700">
        {quote.lines.map((line, i) => (
          <div key={`${line.kind}-${i}`} className="flex justify-between gap-4">
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{line.amount < 0 ? `−${formatINR(-line.amount)}` : formatINR(line.amount)}</dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-t border-sand-200 pt-3 text-lg font-semibold text-ink-900">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatINR(quote.total)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-ink-600">
        {formatInstant(quote.start)} to {formatInstant(quote.end)}
      </p>
    </>
  );
}

function NextStep({ signedIn, loading, onSignIn }: { signedIn: boolean; loading: boolean; onSignIn: () => void }) {
  const { supportPhone } = getRuntimeConfig();
  if (loading) return null;
  if (!signedIn) {
    return (
      <div className="mt-6 rounded-2xl bg-brand-50 p-4">
        <p className="flex gap-2 font-semibold text-ink-900">
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          Sign in to book this farmhouse.
        </p>
        <button type="button" className="btn-primary mt-3 w-full" onClick={onSignIn}>
          Sign in to continue
        </button>
      </div>
    );
  }
  return (
    <p className="mt-6 rounded-2xl bg-sand-100 p-4 text-ink-900">
      Online confirmation and payment are not open yet. To book this stay now, call us on{' '}
      <a href={telHref(supportPhone)} className="font-semibold text-brand-700 underline">
        {supportPhone}
      </a>
      .
    </p>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof Users; label: string; value: string }) {
  return (
    <div className="flex items-start gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <dt className="w-20 shrink-0 text-sm text-ink-600">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
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

function Frame({ children }: { children: ReactNode }) {
  return <div className="container-page max-w-2xl py-6 sm:py-10">{children}</div>;
}
