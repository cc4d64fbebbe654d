// /privacy-policy: how Hyderabad Escapes handles personal data under India's Digital Personal
// Data Protection Act, 2023 (DPDP Act).
import { Link } from 'react-router';
import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_POSTAL_ADDRESS } from '@/config/constants';
import { getRuntimeConfig, telHref } from '@/config/runtime';
import { PageSection, StaticPageLayout, type TocEntry } from './components/StaticPageLayout';
import { LEGAL_LAST_UPDATED } from './content/dates';

const toc: TocEntry[] = [
  { id: 'who-we-are', title: 'Who we are' },
  { id: 'data-we-collect', title: 'Personal data we collect' },
  { id: 'purposes', title: 'Why we use it' },
  { id: 'consent', title: 'Consent and withdrawing it' },
  { id: 'sharing', title: 'Who we share it with' },
  { id: 'your-rights', title: 'Your rights' },
  { id: 'retention', title: 'How long we keep it' },
  { id: 'children', title: "Children's data" },
  { id: 'cross-border', title: 'Transfers outside India' },
  { id: 'security', title: 'Security and breaches' },
  { id: 'grievance', title: 'Grievance officer and complaints' },
  { id: 'changes', title: 'Changes to this policy' },
];

export default function PrivacyPolicyPage() {
  const supportPhone = getRuntimeConfig().supportPhone;
  return (
    <StaticPageLayout
      title="Privacy Policy"
      lastUpdated={LEGAL_LAST_UPDATED}
      toc={toc}
      summary={
        <p>
          What we collect when you search, sign in and book a farmhouse with {BRAND_NAME}, why we need it, and
          how you use your rights under the Digital Personal Data Protection Act, 2023.
        </p>
      }
    >
      <PageSection id="who-we-are" title="Who we are">
        <p>
          {BRAND_NAME} (“we”, “us”) runs a marketplace where guests book farmhouses and similar properties within
          about 100 km of Hyderabad, and where owners list those properties. For the personal data described here we
          are the <strong>data fiduciary</strong> under the Digital Personal Data Protection Act, 2023 (the “DPDP
          Act”): we decide why and how it is processed. You, the person the data is about, are the{' '}
          <strong>data principal</strong>.
        </p>
        <p>
          Our address is {SUPPORT_POSTAL_ADDRESS}. You can reach us at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or <a href={telHref(supportPhone)}>{supportPhone}</a>,
          every day from 09:00 to 21:00.
        </p>
      </PageSection>

      <PageSection id="data-we-collect" title="Personal data we collect">
        <p>We collect only what the marketplace needs to work:</p>
        <ul>
          <li>
            <strong>Mobile phone number</strong> — your sign-in identity. We send one-time codes (OTP) to it by SMS.
          </li>
          <li>
            <strong>E-mail address</strong> — given at sign-up and verified with a second one-time code; we use it
            for booking confirmations and receipts.
          </li>
          <li>
            <strong>Name</strong> — shown to the owner of a property you book or message, and on your receipts.
          </li>
          <li>
            <strong>Bookings</strong> — property, dates, slot (day or night), number of guests, price, coupon codes
            used, payment method and payment status. We do not see or store full card numbers or UPI PINs; the
            payment provider handles them.
          </li>
          <li>
            <strong>Messages</strong> — what you write to owners or to us through in-app messaging, with the time it
            was sent, delivered and read.
          </li>
          <li>
            <strong>Your consent choice</strong> — whether you chose “Essential Only” or “Accept All” in the cookie
            banner, and when, kept as a record of consent.
          </li>
          <li>
            <strong>Analytics, only after consent</strong> — if you choose “Accept All”, the pages you view, searches
            you run (locality, dates, guests, half-day or full day), properties you open, your browser type and page
            load timings. With “Essential Only” none of this is collected.
          </li>
          <li>
            <strong>Reviews</strong> you write after a stay, published with your first name and last initial.
          </li>
          <li>
            <strong>Technical data</strong> needed to keep the service safe: IP address, device and browser, and
            sign-in attempts, used to stop OTP abuse and fraud.
          </li>
        </ul>
        <p>
          There are no passwords. You sign in with a six-digit code sent to your phone (and, at sign-up, a second
          code to your e-mail). Codes are stored only in a scrambled (hashed) form, expire after 10 minutes and work
          once.
        </p>
        <p>
          Owners also give us their identity details, property address, photos and bank or UPI details for payouts;
          these are used to verify the owner and pay them.
        </p>
      </PageSection>

      <PageSection id="purposes" title="Why we use it">
        <ul>
          <li>To create your account and sign you in with one-time codes.</li>
          <li>
            To take and manage bookings: hold the slot, take payment, send confirmations, and let the owner prepare
            for your arrival.
          </li>
          <li>To carry your messages between you and owners, and to answer you when you contact support.</li>
          <li>To keep the marketplace safe: prevent fraud, fake bookings and misuse of OTPs, and resolve disputes.</li>
          <li>To meet legal duties such as tax invoices, accounting records and lawful requests from authorities.</li>
          <li>
            With your consent only: to understand how the site is used (analytics) so we can make search and booking
            easier.
          </li>
        </ul>
        <p>We do not sell your personal data and we do not use it for advertising by other companies.</p>
      </PageSection>

      <PageSection id="consent" title="Consent and withdrawing it">
        <p>
          Before you create an account we show a notice with what we collect and why, and ask you to accept our{' '}
          <Link to="/terms-of-service">Terms of Service</Link> and this policy. Data needed to run a booking you ask
          for (your phone, name, e-mail and booking details) is processed because you asked for that booking.
        </p>
        <p>
          Analytics are optional. After you sign in, a banner asks you to choose <strong>Essential Only</strong> or{' '}
          <strong>Accept All</strong>. Analytics load only if you choose Accept All; see the{' '}
          <Link to="/cookie-policy">Cookie Policy</Link>.
        </p>
        <p>
          You can withdraw consent at any time, as easily as you gave it: change your cookie choice to Essential
          Only, or write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Withdrawing consent stops future
          processing based on it; it does not undo processing that already happened lawfully. If you withdraw
          consent for data a booking needs, we may not be able to complete that booking.
        </p>
      </PageSection>

      <PageSection id="sharing" title="Who we share it with">
        <p>We share personal data only where needed, and only the part that is needed:</p>
        <ul>
          <li>
            <strong>The property owner</strong> of a booking or conversation: your name, phone number, dates, slot
            and number of guests, so they can receive you.
          </li>
          <li>
            <strong>Data processors working for us</strong> under written contracts: the SMS gateway and e-mail
            service that deliver codes and confirmations, the payment provider that processes card and UPI payments,
            and our hosting provider. They may use the data only to provide their service to us.
          </li>
          <li>
            <strong>Map tiles</strong>: property maps load image tiles from OpenStreetMap’s servers, which receive
            your IP address as with any web request. No account data is sent.
          </li>
          <li>
            <strong>Authorities</strong>, when Indian law requires it, for example a lawful request from the police
            or a court.
          </li>
        </ul>
      </PageSection>

      <PageSection id="your-rights" title="Your rights">
        <p>As a data principal under the DPDP Act you have the right:</p>
        <ul>
          <li>
            <strong>To access information</strong> — a summary of the personal data we hold about you, what we do
            with it, and the other data fiduciaries and processors we have shared it with.
          </li>
          <li>
            <strong>To correction and completion</strong> — fix a wrong or incomplete name, e-mail or phone number.
            Most of this you can edit yourself in your profile.
          </li>
          <li>
            <strong>To erasure</strong> — ask us to delete your account and personal data. We erase it unless the law
            requires us to keep part of it (for example invoices), and we tell you what we kept and why.
          </li>
          <li>
            <strong>To grievance redressal</strong> — complain to our grievance officer and get an answer within the
            time stated below.
          </li>
          <li>
            <strong>To nominate</strong> — name another person who may use these rights for you if you die or become
            unable to act. Send the nominee’s name and contact details to our grievance officer.
          </li>
        </ul>
        <p>
          To use any of these rights, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from the
          e-mail address on your account, or call us from your registered phone number. We may ask you to confirm a
          one-time code so that nobody else can request your data.
        </p>
        <p>
          The Act also asks data principals not to give false information, not to impersonate others, and not to
          file frivolous complaints.
        </p>
      </PageSection>

      <PageSection id="retention" title="How long we keep it">
        <table>
          <caption className="sr-only">Retention periods by kind of data</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Kept for</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>One-time sign-in codes</td>
              <td>10 minutes (hashed), then useless</td>
            </tr>
            <tr>
              <td>Account (name, phone, e-mail)</td>
              <td>While your account is open; erased within 30 days of an erasure request or account closure</td>
            </tr>
            <tr>
              <td>Bookings, invoices and payment records</td>
              <td>8 years, as Indian tax and accounting law requires</td>
            </tr>
            <tr>
              <td>Messages</td>
              <td>While the account is open, and 1 year after closure in case of a dispute about a stay</td>
            </tr>
            <tr>
              <td>Consent records</td>
              <td>As long as we rely on the consent, and afterwards as long as the law needs us to prove it</td>
            </tr>
            <tr>
              <td>Analytics events (only with consent)</td>
              <td>13 months</td>
            </tr>
          </tbody>
        </table>
        <p>When a period ends the data is deleted or made anonymous so it no longer identifies you.</p>
      </PageSection>

      <PageSection id="children" title="Children's data">
        <p>
          Accounts are for adults. You must be 18 or older to sign up and book; under the DPDP Act, a child is anyone
          under 18. We do not knowingly collect children’s personal data, and we never track children’s behaviour or
          show them targeted advertising. Children may of course come along on a stay booked by an adult, who counts
          them in the number of guests. If you believe a child has created an account, tell us and we will delete it.
        </p>
      </PageSection>

      <PageSection id="cross-border" title="Transfers outside India">
        <p>
          Some of our processors, such as the e-mail service, may store or process data outside India. The DPDP Act
          allows this except to countries the Government of India restricts by notification. We do not transfer
          personal data to any such country, and our contracts require processors abroad to protect it as carefully
          as we do here.
        </p>
      </PageSection>

      <PageSection id="security" title="Security and breaches">
        <p>
          We protect data with encrypted connections (HTTPS), hashed one-time codes, short-lived sign-in tokens,
          access limited to staff who need it, and logs of who accessed what. If a personal data breach happens we
          will inform the Data Protection Board of India and every affected person, as the Act requires, with what
          happened, what it means for you and what you can do.
        </p>
      </PageSection>

      <PageSection id="grievance" title="Grievance officer and complaints">
        <p>Questions or complaints about your personal data go to our grievance officer:</p>
        <address className="mt-3 rounded-xl border border-sand-200 bg-white p-4 not-italic">
          <strong>Grievance Officer, {BRAND_NAME}</strong>
          <br />
          {SUPPORT_POSTAL_ADDRESS}
          <br />
          E-mail: <a href={`mailto:${SUPPORT_EMAIL}?subject=Data%20protection%20grievance`}>{SUPPORT_EMAIL}</a>{' '}
          (subject “Data protection grievance”)
          <br />
          Phone: <a href={telHref(supportPhone)}>{supportPhone}</a>, daily 09:00–21:00
        </address>
        <p>
          We acknowledge a grievance within 24 hours and resolve it within 15 days. If you are not satisfied with our
          answer, you may complain to the <strong>Data Protection Board of India</strong>, set up under the DPDP Act.
          The Act asks you to use our grievance process first.
        </p>
      </PageSection>

      <PageSection id="changes" title="Changes to this policy">
        <p>
          When we change this policy we update the date at the top. If a change affects how we use data you have
          already given us, we tell you by e-mail or in the app before it takes effect and, where consent is needed,
          ask again.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
