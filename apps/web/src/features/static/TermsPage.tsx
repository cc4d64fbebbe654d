// /terms-of-service: the agreement between guests, owners and Hyderabad Escapes.
import { Link } from 'react-router';
import {
  BRAND_NAME,
  FIRST_BOOKING_OFFER_AMOUNT_INR,
  FIRST_BOOKING_OFFER_CODE,
  FULL_DAY_HOURS,
  HALF_DAY_HOURS,
  SUPPORT_EMAIL,
  SUPPORT_POSTAL_ADDRESS,
} from '@/config/constants';
import { getRuntimeConfig, telHref } from '@/config/runtime';
import { formatINR } from '@/lib/format';
import { PageSection, StaticPageLayout, type TocEntry } from './components/StaticPageLayout';
import { LEGAL_LAST_UPDATED } from './content/dates';
import {
  FULL_REFUND_HOURS_BEFORE,
  MAX_FULL_DAYS,
  PARTIAL_REFUND_HOURS_BEFORE,
  PARTIAL_REFUND_PERCENT,
  REFUND_WORKING_DAYS,
  TELANGANA_DRINKING_AGE,
} from '@/config/policy';

const toc: TocEntry[] = [
  { id: 'about', title: 'About these terms' },
  { id: 'accounts', title: 'Accounts and sign-in' },
  { id: 'stays', title: 'Half-day and full-day stays' },
  { id: 'booking', title: 'Booking and confirmation' },
  { id: 'prices', title: 'Prices and offers' },
  { id: 'payments', title: 'Payments' },
  { id: 'cancellation', title: 'Cancellation and refunds' },
  { id: 'guests', title: 'Number of guests' },
  { id: 'house-rules', title: 'House rules and conduct' },
  { id: 'owners', title: "Owners' obligations" },
  { id: 'reviews', title: 'Reviews and messages' },
  { id: 'liability', title: 'Our role and liability' },
  { id: 'suspension', title: 'Suspension and termination' },
  { id: 'law', title: 'Governing law and courts' },
  { id: 'contact', title: 'Contact' },
];

export default function TermsPage() {
  const supportPhone = getRuntimeConfig().supportPhone;
  return (
    <StaticPageLayout
      title="Terms of Service"
      lastUpdated={LEGAL_LAST_UPDATED}
      toc={toc}
      summary={
        <p>
          The rules for booking and listing farmhouses on {BRAND_NAME}: how stays are timed, how you pay, what
          happens when plans change, and what guests and owners can expect from each other.
        </p>
      }
    >
      <PageSection id="about" title="About these terms">
        <p>
          These terms apply when you use the {BRAND_NAME} website or app, whether you are a guest booking a stay or
          an owner listing a property. By creating an account or making a booking you accept them, together with
          our <Link to="/privacy-policy">Privacy Policy</Link> and <Link to="/cookie-policy">Cookie Policy</Link>.
        </p>
        <p>
          {BRAND_NAME} is a marketplace. The owner lists and runs the property; when a booking is confirmed, the
          agreement for the stay is between the guest and the owner, and we arrange the booking, take payments on the
          owner’s behalf and help when something goes wrong.
        </p>
      </PageSection>

      <PageSection id="accounts" title="Accounts and sign-in">
        <ul>
          <li>You must be 18 or older to create an account and make a booking.</li>
          <li>
            There are no passwords: you sign in with a six-digit one-time code (OTP) sent by SMS to your Indian mobile
            number. Never share a code with anyone — our staff will never ask for it.
          </li>
          <li>Give your real name and a phone number and e-mail address that you use; one account per person.</li>
          <li>You are responsible for bookings and messages made from your account.</li>
        </ul>
      </PageSection>

      <PageSection id="stays" title="Half-day and full-day stays">
        <p>Every property is booked from a slot start, in one of two durations:</p>
        <ul>
          <li>
            <strong>Half day</strong> — {HALF_DAY_HOURS} hours from the slot start. A day slot that starts at 09:00
            ends at 21:00; a night slot that starts at 21:00 ends at 09:00 the next morning.
          </li>
          <li>
            <strong>Full day</strong> — {FULL_DAY_HOURS} hours from the slot start, for example 09:00 to 09:00 the
            next day. You can book up to {MAX_FULL_DAYS} consecutive full days in one booking. Full days are offered
            only where the owner has set a full-day price.
          </li>
        </ul>
        <p>
          Most properties start their slots at 09:00 (day) and 21:00 (night); an owner may set other times, and the
          listing always shows the times that apply. All times are Indian Standard Time. Please leave the property by
          the end of your booking; staying longer needs the owner’s agreement and may be charged.
        </p>
      </PageSection>

      <PageSection id="booking" title="Booking and confirmation">
        <ol>
          <li>
            Choose a date, a slot and the number of guests. The price calculator shows the full price with every line
            — base price, discounts, fees and taxes — before you book.
          </li>
          <li>
            When you book, the slot is held for you while the booking is <strong>pending</strong>. For card and UPI
            payments it is held for a short time, shown at checkout, while you pay; if the payment does not complete,
            the slot is released.
          </li>
          <li>
            The booking becomes <strong>confirmed</strong> when payment succeeds or, for cash, when the owner
            confirms it. You get a booking code (such as HE-7K3P9Q) by SMS and e-mail; quote it when you call us.
          </li>
          <li>
            An owner may <strong>reject</strong> a pending booking, for example if the property cannot take your
            group. Anything you paid for a rejected booking is refunded in full.
          </li>
        </ol>
      </PageSection>

      <PageSection id="prices" title="Prices and offers">
        <p>
          Prices are in Indian rupees (₹) and include the taxes shown in the breakdown. A cleaning or service fee is
          shown as its own line before you book; nothing is added later, except charges for damage or for extra
          hours you agree with the owner.
        </p>
        <p>
          New guests get {formatINR(FIRST_BOOKING_OFFER_AMOUNT_INR)} off their first booking with the code{' '}
          <strong>{FIRST_BOOKING_OFFER_CODE}</strong>. It works once per person and phone number, cannot be exchanged
          for cash, and is not returned if the booking is cancelled.
        </p>
      </PageSection>

      <PageSection id="payments" title="Payments">
        <p>You can pay in four ways:</p>
        <ul>
          <li>
            <strong>UPI</strong>, <strong>credit card</strong> or <strong>debit card</strong> — online at booking,
            through our payment provider. The booking is confirmed as soon as the payment succeeds.
          </li>
          <li>
            <strong>Cash</strong> — paid to the owner or caretaker at check-in, against the booking code. A cash
            booking stays pending until the owner confirms it.
          </li>
        </ul>
        <p>
          Pay only through {BRAND_NAME} or in cash against a confirmed booking code. Never send money to a personal
          account because someone asked you to by phone or chat; report it to us instead.
        </p>
      </PageSection>

      <PageSection id="cancellation" title="Cancellation and refunds">
        <h3>If you cancel</h3>
        <p>You can cancel from Your Bookings. The refund depends on how long before the slot start you cancel:</p>
        <table>
          <caption className="sr-only">Refund by time of cancellation</caption>
          <thead>
            <tr>
              <th scope="col">When you cancel</th>
              <th scope="col">Refund</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{FULL_REFUND_HOURS_BEFORE} hours or more before the slot start</td>
              <td>Full refund</td>
            </tr>
            <tr>
              <td>
                Between {PARTIAL_REFUND_HOURS_BEFORE} and {FULL_REFUND_HOURS_BEFORE} hours before
              </td>
              <td>{PARTIAL_REFUND_PERCENT}% of the amount paid</td>
            </tr>
            <tr>
              <td>Less than {PARTIAL_REFUND_HOURS_BEFORE} hours before, or no-show</td>
              <td>No refund</td>
            </tr>
          </tbody>
        </table>
        <p>
          Cash bookings cost nothing to cancel, but please cancel as early as you can so the owner can take another
          group; repeated no-shows may lead us to limit cash bookings on your account.
        </p>
        <h3>If the owner cancels</h3>
        <p>
          You get a full refund, including any discount value you would have lost, and our team helps you find a
          similar property for the same date.
        </p>
        <h3>If the property is not as described</h3>
        <p>
          If on arrival the property is unsafe, has no water or power, or is clearly different from the listing
          (for example the pool advertised is not usable), call us straight away, within the first two hours. We
          will try to fix it with the owner or move you, and if neither works we refund you for the time you could
          not use.
        </p>
        <h3>How refunds are paid</h3>
        <p>
          Refunds go back to the card or UPI account you paid from, usually within {REFUND_WORKING_DAYS} working days
          of the cancellation (UPI is often faster).
        </p>
      </PageSection>

      <PageSection id="guests" title="Number of guests">
        <p>
          Each listing shows a maximum number of guests. Everyone who comes to the property during your booking
          counts, including children and friends who visit for a few hours. The owner or caretaker may refuse entry
          to people above the number booked, and the booking is not refunded in that case. If your group grows, change
          the guest count before you arrive — the price may change.
        </p>
      </PageSection>

      <PageSection id="house-rules" title="House rules and conduct">
        <p>
          Each property lists its own house rules, which form part of your booking. In addition, on every property:
        </p>
        <ul>
          <li>
            No amplified music outdoors between 22:00 and 06:00, as the Noise Pollution (Regulation and Control) Rules,
            2000 require; keep music at a level that does not disturb neighbours at any time.
          </li>
          <li>
            Alcohol only for guests aged {TELANGANA_DRINKING_AGE} or over, only where the house rules allow it, and
            never for sale. No illegal drugs, weapons or firecrackers.
          </li>
          <li>Use the pool only as described on our <Link to="/safety">Safety</Link> page; children must be
            watched by an adult at all times.</li>
          <li>Fires only in the fire pit or barbecue the owner provides.</li>
          <li>
            Pets only where the listing says pets are welcome. The lead guest is responsible for the group and must be
            present at check-in with a photo ID.
          </li>
          <li>
            You pay for damage beyond normal wear. The owner must report damage to us with photos within 24 hours
            after your stay ends; we share it with you and decide fairly before any charge.
          </li>
        </ul>
      </PageSection>

      <PageSection id="owners" title="Owners' obligations">
        <p>Owners who list on {BRAND_NAME} agree to:</p>
        <ul>
          <li>Have the legal right to rent the property and hold any local permission it needs.</li>
          <li>
            Describe the property truthfully, with current photos, the real number of bedrooms and bathrooms, the
            maximum number of guests and all house rules.
          </li>
          <li>Keep the calendar up to date and honour every confirmed booking.</li>
          <li>
            Keep the property safe: pool depth marked and the pool area lit at night, a working fire extinguisher and
            first-aid kit, safe wiring and a reachable caretaker during every stay.
          </li>
          <li>
            Respect guests’ privacy: no cameras inside rooms or bathrooms; any outdoor camera must be disclosed in the
            listing.
          </li>
          <li>Not ask guests to pay outside {BRAND_NAME}, except cash at check-in for a cash booking.</li>
          <li>Answer guests’ messages promptly and pay the taxes due on their income.</li>
        </ul>
      </PageSection>

      <PageSection id="reviews" title="Reviews and messages">
        <p>
          Guests can review a property after a stay. Reviews must be honest and about the stay; we remove reviews and
          messages that are abusive, share someone’s personal data, or were written in exchange for a benefit.
        </p>
      </PageSection>

      <PageSection id="liability" title="Our role and liability">
        <p>
          The owner is responsible for the property, its condition and its safety. We check owners and listings
          before they go live, but we do not run the properties ourselves. Guests are responsible for their own
          group’s safety and conduct, especially around water, fire and alcohol.
        </p>
        <p>
          As far as the law allows, we are not liable for indirect or consequential losses, and our total liability
          for a booking is limited to the amount paid for it. Nothing in these terms limits your rights under the
          Consumer Protection Act, 2019, or any liability that cannot be limited by law.
        </p>
      </PageSection>

      <PageSection id="suspension" title="Suspension and termination">
        <p>
          We may suspend or close an account that breaks these terms, gives false information or puts others at
          risk, and cancel its future bookings with the refunds due. You can close your account at any time by
          writing to us.
        </p>
      </PageSection>

      <PageSection id="law" title="Governing law and courts">
        <p>
          These terms are governed by the laws of India. Any dispute will first be discussed with our support team;
          if it cannot be settled, the courts at Hyderabad, Telangana, have exclusive jurisdiction.
        </p>
      </PageSection>

      <PageSection id="contact" title="Contact">
        <p>
          {BRAND_NAME}, {SUPPORT_POSTAL_ADDRESS}. Phone <a href={telHref(supportPhone)}>{supportPhone}</a> (daily
          09:00–21:00), e-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
