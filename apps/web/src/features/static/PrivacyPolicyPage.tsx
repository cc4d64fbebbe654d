// /privacy-policy: how Hyderabad Escapes handles personal data under India's Digital Personal
// Data Protection Act, 2023 (DPDP Act).
import { Link } from 'react-router';
import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_POSTAL_ADDRESS } from '@/config/constants';
import { getRuntimeConfig, telHref } from '@/config/runtime';
import { messageId } from '@/i18n/catalogs';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import { Anchor } from './components/Anchor';
import { PageSection, StaticPageLayout, type TocEntry } from './components/StaticPageLayout';
import { LEGAL_LAST_UPDATED } from './content/dates';
import './privacy-messages';

type Translate = ReturnType<typeof useLingui>['_'];

function tocOf(_: Translate): TocEntry[] {
  return [
    { id: 'who-we-are', title: _('privacy.who.title') },
    { id: 'data-we-collect', title: _('privacy.collect.title') },
    { id: 'purposes', title: _('privacy.purposes.title') },
    { id: 'consent', title: _('privacy.consent.title') },
    { id: 'sharing', title: _('privacy.sharing.title') },
    { id: 'your-rights', title: _('privacy.rights.title') },
    { id: 'retention', title: _('privacy.retention.title') },
    { id: 'children', title: _('privacy.children.title') },
    { id: 'cross-border', title: _('privacy.crossBorder.title') },
    { id: 'security', title: _('privacy.security.title') },
    { id: 'grievance', title: _('privacy.grievance.title') },
    { id: 'changes', title: _('privacy.changes.title') },
  ];
}

const strong = <strong />;
const b = { 0: strong };

const retention = [
  [messageId('privacy.retention.otp'), messageId('privacy.retention.otpFor')],
  [messageId('privacy.retention.account'), messageId('privacy.retention.accountFor')],
  [messageId('privacy.retention.bookings'), messageId('privacy.retention.bookingsFor')],
  [messageId('privacy.retention.messages'), messageId('privacy.retention.messagesFor')],
  [messageId('privacy.retention.consent'), messageId('privacy.retention.consentFor')],
  [messageId('privacy.retention.analytics'), messageId('privacy.retention.analyticsFor')],
] as const;

export default function PrivacyPolicyPage() {
  const { _ } = useLingui();
  const supportPhone = getRuntimeConfig().supportPhone;
  const toc = tocOf(_);
  const title = (id: string) => toc.find((entry) => entry.id === id)!.title;
  const brand = { brand: BRAND_NAME };
  const mail = <Anchor href={`mailto:${SUPPORT_EMAIL}`} />;
  const tel = <Anchor href={telHref(supportPhone)} />;
  return (
    <StaticPageLayout
      title={_('privacy.title')}
      lastUpdated={LEGAL_LAST_UPDATED}
      toc={toc}
      legal
      summary={<p>{_('privacy.summary', brand)}</p>}
    >
      <PageSection id="who-we-are" title={title('who-we-are')}>
        <p>
          <Trans id="privacy.who.fiduciary" values={{ ...brand, km: 100 }} components={{ 0: strong, 1: strong }} />
        </p>
        <p>
          <Trans
            id="privacy.who.contact"
            values={{ address: SUPPORT_POSTAL_ADDRESS, email: SUPPORT_EMAIL, phone: supportPhone }}
            components={{ 0: mail, 1: tel }}
          />
        </p>
      </PageSection>

      <PageSection id="data-we-collect" title={title('data-we-collect')}>
        <p>{_('privacy.collect.intro')}</p>
        <ul>
          <li>
            <Trans id="privacy.collect.phone" components={b} />
          </li>
          <li>
            <Trans id="privacy.collect.email" components={b} />
          </li>
          <li>
            <Trans id="privacy.collect.name" components={b} />
          </li>
          <li>
            <Trans id="privacy.collect.bookings" components={b} />
          </li>
          <li>
            <Trans id="privacy.collect.messages" components={b} />
          </li>
          <li>
            <Trans id="privacy.collect.consent" components={b} />
          </li>
          <li>
            <Trans id="privacy.collect.analytics" components={b} />
          </li>
          <li>
            <Trans id="privacy.collect.reviews" components={b} />
          </li>
          <li>
            <Trans id="privacy.collect.technical" components={b} />
          </li>
        </ul>
        <p>{_('privacy.collect.noPasswords', { minutes: 10 })}</p>
        <p>{_('privacy.collect.owners')}</p>
      </PageSection>

      <PageSection id="purposes" title={title('purposes')}>
        <ul>
          <li>{_('privacy.purposes.account')}</li>
          <li>{_('privacy.purposes.bookings')}</li>
          <li>{_('privacy.purposes.messages')}</li>
          <li>{_('privacy.purposes.safety')}</li>
          <li>{_('privacy.purposes.legal')}</li>
          <li>{_('privacy.purposes.analytics')}</li>
        </ul>
        <p>{_('privacy.purposes.noSale')}</p>
      </PageSection>

      <PageSection id="consent" title={title('consent')}>
        <p>
          <Trans id="privacy.consent.notice" components={{ 0: <Link to="/terms-of-service" /> }} />
        </p>
        <p>
          <Trans
            id="privacy.consent.analytics"
            components={{ 0: strong, 1: strong, 2: <Link to="/cookie-policy" /> }}
          />
        </p>
        <p>
          <Trans id="privacy.consent.withdraw" values={{ email: SUPPORT_EMAIL }} components={{ 0: mail }} />
        </p>
      </PageSection>

      <PageSection id="sharing" title={title('sharing')}>
        <p>{_('privacy.sharing.intro')}</p>
        <ul>
          <li>
            <Trans id="privacy.sharing.owner" components={b} />
          </li>
          <li>
            <Trans id="privacy.sharing.processors" components={b} />
          </li>
          <li>
            <Trans id="privacy.sharing.maps" components={b} />
          </li>
          <li>
            <Trans id="privacy.sharing.authorities" components={b} />
          </li>
        </ul>
      </PageSection>

      <PageSection id="your-rights" title={title('your-rights')}>
        <p>{_('privacy.rights.intro')}</p>
        <ul>
          <li>
            <Trans id="privacy.rights.access" components={b} />
          </li>
          <li>
            <Trans id="privacy.rights.correction" components={b} />
          </li>
          <li>
            <Trans id="privacy.rights.erasure" components={b} />
          </li>
          <li>
            <Trans id="privacy.rights.grievance" components={b} />
          </li>
          <li>
            <Trans id="privacy.rights.nominate" components={b} />
          </li>
        </ul>
        <p>
          <Trans id="privacy.rights.how" values={{ email: SUPPORT_EMAIL }} components={{ 0: mail }} />
        </p>
        <p>{_('privacy.rights.duties')}</p>
      </PageSection>

      <PageSection id="retention" title={title('retention')}>
        <table>
          <caption className="sr-only">{_('privacy.retention.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{_('privacy.retention.data')}</th>
              <th scope="col">{_('privacy.retention.keptFor')}</th>
            </tr>
          </thead>
          <tbody>
            {retention.map(([data, keptFor]) => (
              <tr key={data}>
                <td>{_(data)}</td>
                <td>{_(keptFor, { minutes: 10, days: 30, years: 8, year: 1, months: 13 })}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{_('privacy.retention.end')}</p>
      </PageSection>

      <PageSection id="children" title={title('children')}>
        <p>{_('privacy.children.text', { age: 18 })}</p>
      </PageSection>

      <PageSection id="cross-border" title={title('cross-border')}>
        <p>{_('privacy.crossBorder.text')}</p>
      </PageSection>

      <PageSection id="security" title={title('security')}>
        <p>{_('privacy.security.text')}</p>
      </PageSection>

      <PageSection id="grievance" title={title('grievance')}>
        <p>{_('privacy.grievance.intro')}</p>
        <address className="mt-3 rounded-xl border border-sand-200 bg-white p-4 not-italic">
          <strong>{_('privacy.grievance.officer', brand)}</strong>
          <br />
          {SUPPORT_POSTAL_ADDRESS}
          <br />
          <Trans
            id="privacy.grievance.email"
            values={{ email: SUPPORT_EMAIL }}
            components={{ 0: <Anchor href={`mailto:${SUPPORT_EMAIL}?subject=Data%20protection%20grievance`} /> }}
          />
          <br />
          <Trans id="privacy.grievance.phone" values={{ phone: supportPhone }} components={{ 0: tel }} />
        </address>
        <p>
          <Trans id="privacy.grievance.timeline" values={{ hours: 24, days: 15 }} components={b} />
        </p>
      </PageSection>

      <PageSection id="changes" title={title('changes')}>
        <p>{_('privacy.changes.text')}</p>
      </PageSection>
    </StaticPageLayout>
  );
}
