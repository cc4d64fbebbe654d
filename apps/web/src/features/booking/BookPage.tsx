// /book/{slug}: the booking form (free slots only, guests, coupon, live price, payment method,
// the cancellation rule, Confirm) started from the property page's link, and, with ?booking={id},
// the confirmation screen. Signed-out guests are asked to sign in first (hard gate; the link,
// which the form keeps in step with every choice, is preserved).
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { paths } from '@/config/paths';
import { BOOKING_ACTION, useAuthGate } from '@/features/auth';
import { useSession } from '@/lib/session';
import { useProperty, isNotFound } from '@/features/property';
import { useDocumentTitle } from '@/lib/use-document-title';
import { parseBookingQuery } from './booking-request';
import { BookingForm } from './components/BookingForm';
import { BookingConfirmation } from './components/BookingConfirmation';
import { preloadCheckout } from './lib/razorpay';
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import './messages';

const BOOK_PROMPT = {
  // Message ids: the sign-in modal shows them in the active language.
  title: messageId('booking.prompt.title'),
  description: messageId('booking.prompt.description'),
  benefit: messageId('booking.prompt.benefit'),
  icon: 'calendar',
  preserveData: true,
} as const;

export default function BookPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const bookingId = Number(search.get('booking'));
  const confirmation = Number.isInteger(bookingId) && bookingId > 0 ? bookingId : null;
  const request = parseBookingQuery(search);
  const property = useProperty(slug);
  const { status } = useSession();
  const { gate } = useAuthGate();
  const prompted = useRef(false);
  const { _ } = useLingui();
  useDocumentTitle(
    confirmation
      ? _('booking.yourBooking')
      : property.data
        ? _('booking.page.bookTitle', { title: property.data.title })
        : _('booking.page.book'),
  );

  // PRODUCT.md §1: the card provider's checkout script loads on booking pages, as they open.
  useEffect(preloadCheckout, []);

  const here = `${location.pathname}${location.search}`;
  const askToSignIn = () =>
    // Who books a stay is a guest: the sign-up does not ask the account type.
    gate({
      level: 'hard',
      action: BOOKING_ACTION,
      prompt: BOOK_PROMPT,
      signUpRole: 'user',
      data: { href: here },
      run: () => undefined,
    });

  // A visitor who opened the link directly is asked once; closing the modal leaves the button.
  useEffect(() => {
    if (status !== 'signed-out' || prompted.current || (!request && !confirmation)) return;
    prompted.current = true;
    askToSignIn();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  if (property.isError) {
    return (
      <Frame>
        <Problem>{isNotFound(property.error) ? _('booking.page.notFound') : _('booking.page.loadFailed')}</Problem>
        <Link to={paths.search} className="btn-secondary mt-4">
          {_('booking.page.browse')}
        </Link>
      </Frame>
    );
  }
  if (!property.data) {
    return (
      <Frame>
        <div role="status" className="space-y-3">
          <span className="sr-only">{_('booking.loading')}</span>
          <div className="skeleton h-8 w-2/3" />
          <div className="skeleton h-24 w-full" />
        </div>
      </Frame>
    );
  }

  const farmhouse = property.data;
  return (
    <Frame>
      <p className="text-sm font-semibold text-brand-700">{_('booking.yourBooking')}</p>
      <h1 className="mt-1 font-display text-2xl font-semibold text-ink-900 sm:text-3xl">{farmhouse.title}</h1>
      <p className="mt-1 text-ink-700">{farmhouse.location}</p>

      {confirmation ? (
        status === 'signed-in' ? (
          <BookingConfirmation bookingId={confirmation} payment={search.get('payment')} />
        ) : status === 'signed-out' ? (
          <button type="button" className="btn-primary mt-6 w-full" onClick={askToSignIn}>
            {_('booking.page.signInToSee')}
          </button>
        ) : null
      ) : (
        <>
          {!request && <p className="mt-6 rounded-xl bg-sand-100 p-3 text-ink-900">{_('booking.page.choose')}</p>}
          <BookingForm
            key={farmhouse.id}
            property={farmhouse}
            request={request}
            signedIn={status === 'signed-in'}
            onSignIn={askToSignIn}
          />
          <Link
            to={paths.property(farmhouse.slug)}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {_('booking.backTo', { title: farmhouse.title })}
          </Link>
        </>
      )}
    </Frame>
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
