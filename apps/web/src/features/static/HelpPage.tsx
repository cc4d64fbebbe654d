// /help: how booking, payment and sign-in work, and how to reach support.
import { Link } from 'react-router';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import {
  BRAND_NAME,
  FIRST_BOOKING_OFFER_AMOUNT_INR,
  FIRST_BOOKING_OFFER_CODE,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_POSTAL_ADDRESS,
} from '@/config/constants';
import { getRuntimeConfig, telHref } from '@/config/runtime';
import { formatINR } from '@/lib/format';
import { PageSection, StaticPageLayout, type TocEntry } from './components/StaticPageLayout';
import { HELP_LAST_UPDATED } from './content/dates';
import { FULL_REFUND_HOURS_BEFORE } from '@/config/policy';

const toc: TocEntry[] = [
  { id: 'contact', title: 'Contact support' },
  { id: 'how-booking-works', title: 'How booking works' },
  { id: 'payment', title: 'Paying for a booking' },
  { id: 'sign-in', title: 'Signing in with a one-time code' },
  { id: 'manage', title: 'Changing or cancelling' },
  { id: 'owners', title: 'Help for owners' },
];

export default function HelpPage() {
  const supportPhone = getRuntimeConfig().supportPhone;
  return (
    <StaticPageLayout
      title="Help centre"
      lastUpdated={HELP_LAST_UPDATED}
      toc={toc}
      summary={
        <p>
          Everything you need to book a farmhouse near Hyderabad, pay for it and sign in — and how to reach a person
          when you need one.
        </p>
      }
    >
      <PageSection id="contact" title="Contact support">
        <p>
          Our team in Hyderabad answers calls, e-mails and chats every day from {SUPPORT_HOURS.opens} to{' '}
          {SUPPORT_HOURS.closes}, including Sundays and holidays. Keep your booking code (for example HE-7K3P9Q) ready
          so we can find your booking quickly.
        </p>
        <ul className="mt-4! list-none! space-y-3! pl-0!">
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <span>
              Phone: <a href={telHref(supportPhone)}>{supportPhone}</a>
            </span>
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <span>
              E-mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> — we reply within one working day
            </span>
          </li>
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <span>
              Hours: daily {SUPPORT_HOURS.opens}–{SUPPORT_HOURS.closes} IST
            </span>
          </li>
          <li className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <span>Office: {SUPPORT_POSTAL_ADDRESS}</span>
          </li>
        </ul>
        <p>
          In an emergency during your stay — an injury, a fire, a threat — call <a href="tel:112">112</a> first, then
          us. Our <Link to="/safety">Safety</Link> page lists the other emergency numbers.
        </p>
      </PageSection>

      <PageSection id="how-booking-works" title="How booking works">
        <ol>
          <li>
            <strong>Find a property.</strong> Search by locality — Moinabad, Shankarpally, Chevella, Gandipet,
            Shamirpet and more — with your date and number of guests.
          </li>
          <li>
            <strong>Check the calendar.</strong> On the property page each date shows whether the day slot (from
            09:00) and the night slot (from 21:00) are free.
          </li>
          <li>
            <strong>Choose half day or full day.</strong> A half day is 12 hours from the slot start; a full day is 24
            hours, and you can book several full days in a row where the owner offers them.
          </li>
          <li>
            <strong>See the full price.</strong> The price calculator lists the base price, discounts such as{' '}
            {FIRST_BOOKING_OFFER_CODE}, the cleaning fee and GST, with the total — before you book.
          </li>
          <li>
            <strong>Book and pay.</strong> Press Book now, sign in with a one-time code if you have not yet, and pay
            by UPI, card or cash.
          </li>
          <li>
            <strong>Get your confirmation.</strong> We send your booking code, the address and the owner’s or
            caretaker’s contact by SMS and e-mail. Directions are on the property page map.
          </li>
        </ol>
        <p>
          New to {BRAND_NAME}? Enter <strong>{FIRST_BOOKING_OFFER_CODE}</strong> in the coupon field for{' '}
          {formatINR(FIRST_BOOKING_OFFER_AMOUNT_INR)} off your first booking.
        </p>
      </PageSection>

      <PageSection id="payment" title="Paying for a booking">
        <ul>
          <li>
            <strong>UPI</strong> (any UPI app) and <strong>credit or debit cards</strong> are paid online when you
            book; the booking is confirmed as soon as the payment succeeds. While you pay, the slot is held for you
            for a short time.
          </li>
          <li>
            <strong>Cash</strong> is paid to the owner or caretaker when you arrive. A cash booking is confirmed by
            the owner, usually within a few hours; until then it shows as pending in Your Bookings.
          </li>
          <li>
            Money was taken but the booking still says pending? Wait 15 minutes — the bank’s confirmation can be
            slow — then call us with the UPI reference or the last four digits of your card.
          </li>
        </ul>
      </PageSection>

      <PageSection id="sign-in" title="Signing in with a one-time code">
        <p>
          {BRAND_NAME} has no passwords. To sign in, enter your 10-digit mobile number; we send a six-digit code by SMS
          (India, +91). When you create an account we also send a second code to your e-mail address to confirm it.
        </p>
        <ul>
          <li>Codes work once and expire after 10 minutes.</li>
          <li>
            No SMS? Check the number, wait for the countdown on the screen (30 or 60 seconds) and press Resend. Do
            Not Disturb settings do not block one-time codes.
          </li>
          <li>
            After several attempts you will see “Too many attempts”: wait 15 minutes before asking for another code.
          </li>
          <li>We never ask for your code by phone, chat or e-mail. Anyone who does is not from {BRAND_NAME}.</li>
          <li>Changed your phone number? Call us from the e-mail on your account and we will move it for you.</li>
        </ul>
      </PageSection>

      <PageSection id="manage" title="Changing or cancelling">
        <p>
          Open <strong>Your Bookings</strong> from the account menu to see each booking’s status — confirmed, pending,
          rejected or cancelled — and to cancel. Cancelling {FULL_REFUND_HOURS_BEFORE} hours or more before the slot
          start gets a full refund; the <Link to="/terms-of-service#cancellation">cancellation terms</Link> explain
          the rest. To change the date or number of guests, message the owner from the property page or call us.
        </p>
      </PageSection>

      <PageSection id="owners" title="Help for owners">
        <p>
          Want to list your farmhouse? Start at <Link to="/list-your-farmhouse">List your farmhouse</Link>. Once
          listed, your dashboard shows incoming bookings to confirm or reject, your calendar and messages from guests.
          Owners reach the same support team on {supportPhone}.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
