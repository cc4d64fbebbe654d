// /cookie-policy: what the app keeps in the browser, split into the two choices of the consent
// banner ("Essential Only" and "Accept All").
import { Link } from 'react-router';
import { BRAND_NAME, SUPPORT_EMAIL } from '@/config/constants';
import { messageId } from '@/i18n/catalogs';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import { Anchor } from './components/Anchor';
import { PageSection, StaticPageLayout, type TocEntry } from './components/StaticPageLayout';
import { LEGAL_LAST_UPDATED } from './content/dates';
import './cookies-messages';

type Translate = ReturnType<typeof useLingui>['_'];

function tocOf(_: Translate): TocEntry[] {
  return [
    { id: 'what-are-cookies', title: _('cookies.what.title') },
    { id: 'your-choice', title: _('cookies.choice.title') },
    { id: 'essential', title: _('cookies.essential.title') },
    { id: 'analytics', title: _('cookies.analytics.title') },
    { id: 'third-parties', title: _('cookies.third.title') },
    { id: 'change', title: _('cookies.change.title') },
  ];
}

/** Message ids of a row; `key` names the storage keys, shown as they are. */
interface StorageRow {
  what: string;
  why: string;
  kept: string;
  key?: string;
}

const essentialRows: StorageRow[] = [
  {
    what: messageId('cookies.row.tokens'),
    key: 'token, refreshToken',
    why: messageId('cookies.row.tokensWhy'),
    kept: messageId('cookies.row.tokensKept'),
  },
  {
    what: messageId('cookies.row.user'),
    key: 'user',
    why: messageId('cookies.row.userWhy'),
    kept: messageId('cookies.row.userKept'),
  },
  {
    what: messageId('cookies.row.pending'),
    key: 'pending_action',
    why: messageId('cookies.row.pendingWhy'),
    kept: messageId('cookies.row.pendingKept'),
  },
  {
    what: messageId('cookies.row.choice'),
    why: messageId('cookies.row.choiceWhy'),
    kept: messageId('cookies.row.choiceKept'),
  },
  {
    what: messageId('cookies.row.favourites'),
    why: messageId('cookies.row.favouritesWhy'),
    kept: messageId('cookies.row.favouritesKept'),
  },
  {
    what: messageId('cookies.row.scroll'),
    why: messageId('cookies.row.scrollWhy'),
    kept: messageId('cookies.row.scrollKept'),
  },
  {
    what: messageId('cookies.row.language'),
    key: `${LANGUAGE_STORAGE_KEY}, cookie ${LANGUAGE_COOKIE}`,
    why: messageId('cookies.row.languageWhy'),
    kept: messageId('cookies.row.languageKept'),
  },
  {
    what: messageId('cookies.row.notices'),
    why: messageId('cookies.row.noticesWhy'),
    kept: messageId('cookies.row.favouritesKept'),
  },
  {
    what: messageId('cookies.row.keptAlerts'),
    // features/alerts/kept-key.ts (another feature's, so named here as the other keys are).
    key: 'keptAlerts:v1',
    why: messageId('cookies.row.keptAlertsWhy'),
    kept: messageId('cookies.row.keptAlertsKept'),
  },
  {
    what: messageId('cookies.row.app'),
    why: messageId('cookies.row.appWhy'),
    kept: messageId('cookies.row.appKept'),
  },
];

const analyticsRows: StorageRow[] = [
  {
    what: messageId('cookies.row.session'),
    why: messageId('cookies.row.sessionWhy'),
    kept: messageId('cookies.row.sessionKept'),
  },
  {
    what: messageId('cookies.row.queue'),
    why: messageId('cookies.row.queueWhy'),
    kept: messageId('cookies.row.untilSent'),
  },
  {
    what: messageId('cookies.row.performance'),
    why: messageId('cookies.row.performanceWhy'),
    kept: messageId('cookies.row.untilSent'),
  },
];

function StorageTable({ caption, rows }: { caption: string; rows: StorageRow[] }) {
  const { _ } = useLingui();
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="min-w-[32rem]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{_('cookies.table.what')}</th>
            <th scope="col">{_('cookies.table.why')}</th>
            <th scope="col">{_('cookies.table.kept')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.what}>
              <th scope="row" className="font-medium">
                {_(row.what, { key: row.key, minutes: 30 })}
              </th>
              <td>{_(row.why, { count: 50 })}</td>
              <td>{_(row.kept, { minutes: 30 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const strong = <strong />;

export default function CookiePolicyPage() {
  const { _ } = useLingui();
  const toc = tocOf(_);
  const title = (id: string) => toc.find((entry) => entry.id === id)!.title;
  const brand = { brand: BRAND_NAME };
  return (
    <StaticPageLayout
      title={_('cookies.title')}
      lastUpdated={LEGAL_LAST_UPDATED}
      toc={toc}
      legal
      summary={<p>{_('cookies.summary', brand)}</p>}
    >
      <PageSection id="what-are-cookies" title={title('what-are-cookies')}>
        <p>{_('cookies.what.text')}</p>
      </PageSection>

      <PageSection id="your-choice" title={title('your-choice')}>
        <p>{_('cookies.choice.intro')}</p>
        <ul>
          <li>
            <Trans id="cookies.choice.essential" components={{ 0: strong }} />
          </li>
          <li>
            <Trans id="cookies.choice.all" components={{ 0: strong }} />
          </li>
        </ul>
        <p>{_('cookies.choice.when')}</p>
      </PageSection>

      <PageSection id="essential" title={title('essential')}>
        <p>{_('cookies.essential.text')}</p>
        <StorageTable caption={_('cookies.essential.caption')} rows={essentialRows} />
      </PageSection>

      <PageSection id="analytics" title={title('analytics')}>
        <p>{_('cookies.analytics.text', { ...brand, months: 13 })}</p>
        <StorageTable caption={_('cookies.analytics.caption')} rows={analyticsRows} />
      </PageSection>

      <PageSection id="third-parties" title={title('third-parties')}>
        <ul>
          <li>
            <Trans id="cookies.third.payment" components={{ 0: strong }} />
          </li>
          <li>
            <Trans id="cookies.third.maps" components={{ 0: strong }} />
          </li>
        </ul>
      </PageSection>

      <PageSection id="change" title={title('change')}>
        <p>
          <Trans
            id="cookies.change.text"
            values={{ email: SUPPORT_EMAIL }}
            components={{ 0: <Anchor href={`mailto:${SUPPORT_EMAIL}`} /> }}
          />
        </p>
        <p>
          <Trans id="cookies.change.privacy" components={{ 0: <Link to="/privacy-policy" /> }} />
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
