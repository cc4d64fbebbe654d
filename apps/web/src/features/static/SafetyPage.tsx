// /safety: practical safety advice for farmhouse stays around Hyderabad, and how to get help.
import { Link } from 'react-router';
import { BRAND_NAME, SUPPORT_EMAIL } from '@/config/constants';
import { getRuntimeConfig, telHref } from '@/config/runtime';
import { messageId } from '@/i18n/catalogs';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import { Anchor } from './components/Anchor';
import { PageSection, StaticPageLayout, type TocEntry } from './components/StaticPageLayout';
import { HELP_LAST_UPDATED } from './content/dates';
import { TELANGANA_DRINKING_AGE } from '@/config/policy';
import './safety-messages';

function tocOf(_: Translate): TocEntry[] {
  return [
    { id: 'emergency', title: _('safety.emergency.title') },
    { id: 'verified-owners', title: _('safety.verified.title') },
    { id: 'pool', title: _('safety.pool.title') },
    { id: 'fire', title: _('safety.fire.title') },
    { id: 'driving', title: _('safety.driving.title') },
    { id: 'on-arrival', title: _('safety.arrival.title') },
    { id: 'reporting', title: _('safety.reporting.title') },
  ];
}

type Translate = ReturnType<typeof useLingui>['_'];

const emergencyNumbers = [
  { number: '112', label: messageId('safety.number.all'), detail: messageId('safety.number.allDetail') },
  { number: '100', label: messageId('safety.number.police'), detail: messageId('safety.number.policeDetail') },
  { number: '108', label: messageId('safety.number.ambulance'), detail: messageId('safety.number.ambulanceDetail') },
  { number: '101', label: messageId('safety.number.fire'), detail: messageId('safety.number.fireDetail') },
];

const li = (text: string) => <li>{text}</li>;

export default function SafetyPage() {
  const { _ } = useLingui();
  const supportPhone = getRuntimeConfig().supportPhone;
  const toc = tocOf(_);
  const [emergency, verified, pool, fire, driving, arrival, reporting] = toc;
  const brand = { brand: BRAND_NAME };
  return (
    <StaticPageLayout
      title={_('safety.title')}
      lastUpdated={HELP_LAST_UPDATED}
      toc={toc}
      summary={<p>{_('safety.summary')}</p>}
    >
      <PageSection id="emergency" title={emergency.title}>
        <p>{_('safety.emergency.intro')}</p>
        <ul className="mt-4! grid list-none! gap-3 pl-0! sm:grid-cols-2">
          {emergencyNumbers.map((entry) => (
            <li key={entry.number} className="rounded-2xl border border-sand-200 bg-white p-4 pl-4!">
              <a
                href={`tel:${entry.number}`}
                className="flex items-center gap-3 no-underline!"
                aria-label={_('safety.number.call', { number: entry.number, label: _(entry.label) })}
              >
                <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-danger-50 font-display text-xl font-bold text-danger-600">
                  {entry.number}
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold text-ink-900">{_(entry.label)}</span>
                  <span className="text-sm font-normal text-ink-600">{_(entry.detail)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p>
          <Trans
            id="safety.emergency.after"
            values={{ ...brand, phone: supportPhone }}
            components={{ 0: <Anchor href={telHref(supportPhone)} /> }}
          />
        </p>
      </PageSection>

      <PageSection id="verified-owners" title={verified.title}>
        <p>{_('safety.verified.intro', brand)}</p>
        <ul>
          {li(_('safety.verified.identity'))}
          {li(_('safety.verified.proof'))}
          {li(_('safety.verified.photos'))}
          {li(_('safety.verified.caretaker'))}
        </ul>
        <p>{_('safety.verified.pay', brand)}</p>
      </PageSection>

      <PageSection id="pool" title={pool.title}>
        <p>{_('safety.pool.intro')}</p>
        <ul>
          {li(_('safety.pool.children'))}
          {li(_('safety.pool.depth'))}
          {li(_('safety.pool.alcohol'))}
          {li(_('safety.pool.dark'))}
          {li(_('safety.pool.walk'))}
          <li>
            <Trans id="safety.pool.firstAid" values={{ number: '108' }} components={{ 0: <Anchor href="tel:108" /> }} />
          </li>
        </ul>
      </PageSection>

      <PageSection id="fire" title={fire.title}>
        <ul>
          {li(_('safety.fire.pit'))}
          {li(_('safety.fire.water'))}
          {li(_('safety.fire.fuel'))}
          {li(_('safety.fire.crackers'))}
          {li(_('safety.fire.drown'))}
          <li>
            <Trans
              id="safety.fire.extinguisher"
              values={{ fireNumber: '101', emergencyNumber: '112' }}
              components={{ 0: <Anchor href="tel:101" />, 1: <Anchor href="tel:112" /> }}
            />
          </li>
        </ul>
      </PageSection>

      <PageSection id="driving" title={driving.title}>
        <p>{_('safety.driving.intro')}</p>
        <ul>
          {li(_('safety.driving.drink'))}
          {li(_('safety.driving.expect'))}
          {li(_('safety.driving.fuel'))}
          {li(_('safety.driving.offline'))}
          {li(_('safety.driving.caretaker'))}
          {li(_('safety.driving.daylight'))}
        </ul>
      </PageSection>

      <PageSection id="on-arrival" title={arrival.title}>
        <ul>
          {li(_('safety.arrival.walk'))}
          {li(_('safety.arrival.locks'))}
          {li(_('safety.arrival.alcohol', { age: TELANGANA_DRINKING_AGE }))}
          {li(_('safety.arrival.supplies'))}
          {li(_('safety.arrival.cameras'))}
        </ul>
      </PageSection>

      <PageSection id="reporting" title={reporting.title}>
        <p>
          <Trans
            id="safety.reporting.text"
            values={{ phone: supportPhone, email: SUPPORT_EMAIL }}
            components={{
              0: <Anchor href={telHref(supportPhone)} />,
              1: <Anchor href={`mailto:${SUPPORT_EMAIL}?subject=Safety%20report`} />,
            }}
          />
        </p>
        <p>
          <Trans
            id="safety.reporting.more"
            components={{ 0: <Link to="/terms-of-service#house-rules" />, 1: <Link to="/help" /> }}
          />
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
