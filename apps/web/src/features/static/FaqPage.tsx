// /faq: the questions guests ask support most, in an accessible accordion grouped by topic.
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import {
  FIRST_BOOKING_OFFER_AMOUNT_INR,
  FIRST_BOOKING_OFFER_CODE,
  FULL_DAY_HOURS,
  HALF_DAY_HOURS,
  PRICE_ALERT_SAVING_INR,
  SERVICE_AREA_KM,
  SUPPORT_EMAIL,
} from '@/config/constants';
import { getRuntimeConfig, telHref } from '@/config/runtime';
import { formatINR } from '@/lib/format';
import { Accordion, type AccordionItem } from './components/Accordion';
import { StaticPageLayout, type TocEntry } from './components/StaticPageLayout';
import { HELP_LAST_UPDATED } from './content/dates';
import {
  FULL_REFUND_HOURS_BEFORE,
  MAX_FULL_DAYS,
  PARTIAL_REFUND_HOURS_BEFORE,
  PARTIAL_REFUND_PERCENT,
  REFUND_WORKING_DAYS,
  TELANGANA_DRINKING_AGE,
} from '@/config/policy';

interface FaqGroup extends TocEntry {
  items: AccordionItem[];
}

function faqGroups(supportPhone: string): FaqGroup[] {
  return [
    {
      id: 'booking',
      title: 'Booking a stay',
      items: [
        {
          id: 'half-day-vs-full-day',
          question: 'What is the difference between a half day and a full day?',
          answer: (
            <p>
              A half day is {HALF_DAY_HOURS} hours from the slot start — for example 09:00 to 21:00, or 21:00 to
              09:00 the next morning. A full day is {FULL_DAY_HOURS} hours from the slot start, such as 09:00 on
              Saturday to 09:00 on Sunday. Full days are offered only where the owner has set a full-day price; the
              property page tells you when a place is half-day only.
            </p>
          ),
        },
        {
          id: 'slot-times',
          question: 'What time do the day and night slots start?',
          answer: (
            <p>
              Most properties start the day slot at 09:00 and the night slot at 21:00. Some owners set other times;
              the property page shows them under “Key facts”, and the calendar shows for each date whether each slot
              is still free.
            </p>
          ),
        },
        {
          id: 'several-days',
          question: 'Can I book several days in a row?',
          answer: (
            <p>
              Yes. Choose Full day in the price calculator and pick up to {MAX_FULL_DAYS} consecutive days. The
              booking runs from the slot start on your first day to the same time after the last day.
            </p>
          ),
        },
        {
          id: 'guests-limit',
          question: 'How many guests can we bring?',
          answer: (
            <p>
              Up to the maximum shown on the property page. Everyone counts — children, and friends who only drop in
              for a few hours. The caretaker may turn away people above the number booked, without a refund, so
              update the guest count before you arrive if your group grows.
            </p>
          ),
        },
        {
          id: 'area',
          question: 'Where are the properties?',
          answer: (
            <p>
              Within about {SERVICE_AREA_KM} km of Hyderabad — around Moinabad, Shankarpally, Chevella, Gandipet,
              Shamirpet, Medchal, Vikarabad and more. Each property page shows the distance from the city and a map.
            </p>
          ),
        },
      ],
    },
    {
      id: 'payments',
      title: 'Prices, payment and offers',
      items: [
        {
          id: 'payment-methods',
          question: 'How can I pay?',
          answer: (
            <p>
              By UPI, credit card or debit card when you book, or in cash to the owner or caretaker when you arrive.
              Online payments confirm the booking at once; a cash booking is confirmed by the owner. Never pay into a
              personal account someone sends you by chat.
            </p>
          ),
        },
        {
          id: 'first500',
          question: `How does the ${FIRST_BOOKING_OFFER_CODE} offer work?`,
          answer: (
            <p>
              If this is your first booking with us, type {FIRST_BOOKING_OFFER_CODE} in the coupon field of the price
              calculator. {formatINR(FIRST_BOOKING_OFFER_AMOUNT_INR)} comes off the price and shows as its own line in
              the breakdown. It works once per person and phone number and cannot be exchanged for cash.
            </p>
          ),
        },
        {
          id: 'price-alerts',
          question: 'What are price alerts?',
          answer: (
            <p>
              Sign in and turn on a price alert for a property you like. When its price drops or the owner runs an
              offer, we let you know by SMS or e-mail, so you can save up to {formatINR(PRICE_ALERT_SAVING_INR)} on a
              booking. You can turn alerts off at any time.
            </p>
          ),
        },
        {
          id: 'price-includes',
          question: 'Does the price include GST and fees?',
          answer: (
            <p>
              Yes. Before you book, the price calculator lists the base price, any discount, the cleaning fee and GST,
              and the total you will pay. Nothing is added later unless you agree extra hours with the owner or
              something is damaged.
            </p>
          ),
        },
      ],
    },
    {
      id: 'changes',
      title: 'Cancellations and changes',
      items: [
        {
          id: 'cancellation',
          question: 'What happens if I cancel?',
          answer: (
            <>
              <p>Cancel from Your Bookings. The refund depends on when you cancel:</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                <li>{FULL_REFUND_HOURS_BEFORE} hours or more before the slot start: full refund.</li>
                <li>
                  {PARTIAL_REFUND_HOURS_BEFORE} to {FULL_REFUND_HOURS_BEFORE} hours before: {PARTIAL_REFUND_PERCENT}%
                  refund.
                </li>
                <li>Less than {PARTIAL_REFUND_HOURS_BEFORE} hours before, or not turning up: no refund.</li>
              </ul>
              <p className="mt-2">
                Refunds reach your card or bank in {REFUND_WORKING_DAYS} working days. Full details are in the{' '}
                <Link to="/terms-of-service#cancellation">Terms of Service</Link>.
              </p>
            </>
          ),
        },
        {
          id: 'owner-cancels',
          question: 'What if the owner cancels, or the place is not as shown?',
          answer: (
            <p>
              If the owner cancels you get everything back and we help you find a similar farmhouse for the same
              date. If the property is unsafe or clearly different from the listing when you arrive, call us on{' '}
              <a href={telHref(supportPhone)}>{supportPhone}</a> within the first two hours and we will fix it, move
              you or refund the time you could not use.
            </p>
          ),
        },
      ],
    },
    {
      id: 'house-rules',
      title: 'House rules',
      items: [
        {
          id: 'pets',
          question: 'Can we bring our dog?',
          answer: (
            <p>
              Only where the property’s house rules say pets are welcome. If the listing does not mention pets,
              message the owner from the property page before you book. You are responsible for cleaning up after
              your pet and for any damage.
            </p>
          ),
        },
        {
          id: 'alcohol',
          question: 'Is alcohol allowed?',
          answer: (
            <p>
              Guests aged {TELANGANA_DRINKING_AGE} or over (the legal drinking age in Telangana) may bring alcohol for
              their own group where the house rules allow it. Selling alcohol, drugs of any kind, and swimming or
              driving after drinking are not allowed. Some owners do not allow alcohol at all — check the house rules.
            </p>
          ),
        },
        {
          id: 'music',
          question: 'Can we play music or have a party?',
          answer: (
            <p>
              Yes, at a volume that does not disturb neighbours, and no amplified music outdoors between 22:00 and
              06:00, as the noise rules require. Large events, DJs or paid entry need the owner’s written agreement
              in advance.
            </p>
          ),
        },
      ],
    },
    {
      id: 'account',
      title: 'Account and sign-in',
      items: [
        {
          id: 'no-password',
          question: 'Why is there no password?',
          answer: (
            <p>
              We sign you in with a six-digit one-time code sent by SMS to your mobile number (and, when you sign up,
              a second code to your e-mail). There is no password to forget or leak. Never share a code — we will
              never ask for it.
            </p>
          ),
        },
        {
          id: 'otp-not-received',
          question: 'My one-time code has not arrived. What can I do?',
          answer: (
            <p>
              Check the number, wait for the on-screen countdown to finish and press Resend. Codes expire after 10
              minutes. After too many attempts you will need to wait 15 minutes. Still stuck? Write to{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call{' '}
              <a href={telHref(supportPhone)}>{supportPhone}</a>.
            </p>
          ),
        },
      ],
    },
  ];
}

export default function FaqPage() {
  const supportPhone = getRuntimeConfig().supportPhone;
  const groups = useMemo(() => faqGroups(supportPhone), [supportPhone]);
  // A link such as /faq#pets opens that answer.
  const { hash } = useLocation();
  const linked = hash.slice(1);

  return (
    <StaticPageLayout
      title="Frequently asked questions"
      lastUpdated={HELP_LAST_UPDATED}
      toc={groups.map(({ id, title }) => ({ id, title }))}
      summary={
        <p>
          Quick answers about half-day and full-day stays, slot times, paying, cancelling and house rules. Select a
          question to see its answer.
        </p>
      }
    >
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="mt-10 first:mt-0">
          <h2 id={group.id} className="mb-4">
            {group.title}
          </h2>
          <Accordion
            items={group.items}
            headingLevel={3}
            defaultOpen={group.items.some((item) => item.id === linked) ? [linked] : []}
          />
        </section>
      ))}
    </StaticPageLayout>
  );
}
