// /cookie-policy: what the app keeps in the browser, split into the two choices of the consent
// banner ("Essential Only" and "Accept All").
import { Link } from 'react-router';
import { BRAND_NAME, SUPPORT_EMAIL } from '@/config/constants';
import { PageSection, StaticPageLayout, type TocEntry } from './components/StaticPageLayout';
import { LEGAL_LAST_UPDATED } from './content/dates';

const toc: TocEntry[] = [
  { id: 'what-are-cookies', title: 'Cookies and browser storage' },
  { id: 'your-choice', title: 'Your choice: Essential Only or Accept All' },
  { id: 'essential', title: 'Essential storage (always on)' },
  { id: 'analytics', title: 'Analytics (only with Accept All)' },
  { id: 'third-parties', title: 'Other services on our pages' },
  { id: 'change', title: 'Changing your choice' },
];

interface StorageRow {
  what: string;
  why: string;
  kept: string;
}

const essentialRows: StorageRow[] = [
  {
    what: 'Sign-in tokens (token, refreshToken)',
    why: 'Keep you signed in after you enter your one-time code, and renew the session without a new code.',
    kept: 'Until you sign out or the session expires',
  },
  {
    what: 'Your account summary (user)',
    why: 'Show your name and phone in the menu without asking the server on every page.',
    kept: 'Until you sign out',
  },
  {
    what: 'Pending action (pending_action, session storage)',
    why: 'Remember the booking or message you started when we asked you to sign in, so you do not lose it.',
    kept: 'Until the tab is closed',
  },
  {
    what: 'Your cookie choice and consent flag',
    why: 'Remember whether you chose Essential Only or Accept All, so we do not ask again.',
    kept: 'Until you change it',
  },
  {
    what: 'Favourites',
    why: 'The list of properties you saved with the heart button.',
    kept: 'Until you remove them or clear site data',
  },
  {
    what: 'Scroll positions',
    why: 'Return you to the same place on a page when you go back.',
    kept: '30 minutes',
  },
  {
    what: 'App files (service worker cache)',
    why: 'Load the app quickly and tell you when a new version is available.',
    kept: 'Until the next update',
  },
];

const analyticsRows: StorageRow[] = [
  {
    what: 'Analytics session id',
    why: 'Group the pages you view in one visit, without identifying you to anyone else.',
    kept: 'The visit',
  },
  {
    what: 'Analytics event queue',
    why: 'Events such as “search submitted” or “property viewed” wait here and are sent in small batches; up to 50 that failed to send are kept to retry.',
    kept: 'Until sent',
  },
  {
    what: 'Performance measurements',
    why: 'How long pages take to load and respond on your device, so we can make slow pages faster.',
    kept: 'Until sent',
  },
];

function StorageTable({ caption, rows }: { caption: string; rows: StorageRow[] }) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="min-w-[32rem]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Why</th>
            <th scope="col">Kept</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.what}>
              <th scope="row" className="font-medium">
                {row.what}
              </th>
              <td>{row.why}</td>
              <td>{row.kept}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function CookiePolicyPage() {
  return (
    <StaticPageLayout
      title="Cookie Policy"
      lastUpdated={LEGAL_LAST_UPDATED}
      toc={toc}
      summary={
        <p>
          What {BRAND_NAME} keeps in your browser, and what changes when you choose “Essential Only” or “Accept All”
          in the cookie banner.
        </p>
      }
    >
      <PageSection id="what-are-cookies" title="Cookies and browser storage">
        <p>
          Cookies are small files a website keeps in your browser. We mostly use the browser’s local storage and
          session storage, which work the same way for you: they keep small pieces of information on your device.
          This policy covers all of them; we call them “storage” below.
        </p>
      </PageSection>

      <PageSection id="your-choice" title="Your choice: Essential Only or Accept All">
        <p>
          After you sign in, a banner asks how we may use storage. It has two buttons:
        </p>
        <ul>
          <li>
            <strong>Essential Only</strong> — we keep only what the site needs to work: signing you in, remembering
            your favourites and your booking in progress. No analytics.
          </li>
          <li>
            <strong>Accept All</strong> — the essential storage, plus analytics that show us how the site is used.
          </li>
        </ul>
        <p>
          Analytics scripts load only after you choose Accept All. Until you choose — including when you close the
          banner with its × button — and whenever you are not signed in, no analytics are loaded at all. Your choice is
          saved for your account, so it follows you to other devices where you sign in.
        </p>
      </PageSection>

      <PageSection id="essential" title="Essential storage (always on)">
        <p>
          This storage is needed for the service you ask for, so it does not need your consent and cannot be
          switched off. We never use it for advertising.
        </p>
        <StorageTable caption="Essential storage" rows={essentialRows} />
      </PageSection>

      <PageSection id="analytics" title="Analytics (only with Accept All)">
        <p>
          With your consent we record how the site is used — pages viewed, searches run, properties opened, calls and
          chat links clicked — together with your browser type, page address and the page you came from. It is sent
          only to {BRAND_NAME}, not to advertising networks, and kept for 13 months.
        </p>
        <StorageTable caption="Analytics storage" rows={analyticsRows} />
      </PageSection>

      <PageSection id="third-parties" title="Other services on our pages">
        <ul>
          <li>
            <strong>Payment provider</strong> — on booking pages, the card payment provider’s checkout script loads so
            you can pay by card or UPI. It may set its own cookies to detect fraud; they are part of the payment you
            ask for.
          </li>
          <li>
            <strong>Map tiles</strong> — maps on property pages load images from OpenStreetMap. These requests send
            your IP address, as any web request does, but no cookies from us.
          </li>
        </ul>
      </PageSection>

      <PageSection id="change" title="Changing your choice">
        <p>
          You can change your choice at any time in Settings, or by writing to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Moving from Accept All to Essential Only stops
          analytics from that moment. You can also delete all storage for this site in your browser’s settings; you
          will then be signed out and your saved favourites on that device will be lost.
        </p>
        <p>
          How we handle the personal data behind all this is explained in our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
