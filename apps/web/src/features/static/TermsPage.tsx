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
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import { formatINR } from '@/lib/format';
import { Anchor } from './components/Anchor';
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
import './terms-messages';

type Translate = ReturnType<typeof useLingui>['_'];

function tocOf(_: Translate): TocEntry[] {
  return [
    { id: 'about', title: _('terms.about.title') },
    { id: 'accounts', title: _('terms.accounts.title') },
    { id: 'stays', title: _('terms.stays.title') },
    { id: 'booking', title: _('terms.booking.title') },
    { id: 'prices', title: _('terms.prices.title') },
    { id: 'payments', title: _('terms.payments.title') },
    { id: 'cancellation', title: _('terms.cancellation.title') },
    { id: 'guests', title: _('terms.guests.title') },
    { id: 'house-rules', title: _('terms.rules.title') },
    { id: 'owners', title: _('terms.owners.title') },
    { id: 'reviews', title: _('terms.reviews.title') },
    { id: 'liability', title: _('terms.liability.title') },
    { id: 'suspension', title: _('terms.suspension.title') },
    { id: 'law', title: _('terms.law.title') },
    { id: 'contact', title: _('terms.contact.title') },
  ];
}

const strong = <strong />;
const b = { 0: strong };

export default function TermsPage() {
  const { _ } = useLingui();
  const supportPhone = getRuntimeConfig().supportPhone;
  const toc = tocOf(_);
  const title = (id: string) => toc.find((entry) => entry.id === id)!.title;
  const brand = { brand: BRAND_NAME };
  return (
    <StaticPageLayout
      title={_('terms.title')}
      lastUpdated={LEGAL_LAST_UPDATED}
      toc={toc}
      legal
      summary={<p>{_('terms.summary', brand)}</p>}
    >
      <PageSection id="about" title={title('about')}>
        <p>
          <Trans
            id="terms.about.apply"
            values={brand}
            components={{ 0: <Link to="/privacy-policy" />, 1: <Link to="/cookie-policy" /> }}
          />
        </p>
        <p>{_('terms.about.marketplace', brand)}</p>
      </PageSection>

      <PageSection id="accounts" title={title('accounts')}>
        <ul>
          <li>{_('terms.accounts.age', { age: 18 })}</li>
          <li>{_('terms.accounts.otp')}</li>
          <li>{_('terms.accounts.real')}</li>
          <li>{_('terms.accounts.responsible')}</li>
        </ul>
      </PageSection>

      <PageSection id="stays" title={title('stays')}>
        <p>{_('terms.stays.intro')}</p>
        <ul>
          <li>
            <Trans id="terms.stays.half" values={{ hours: HALF_DAY_HOURS }} components={b} />
          </li>
          <li>
            <Trans id="terms.stays.full" values={{ hours: FULL_DAY_HOURS, maxDays: MAX_FULL_DAYS }} components={b} />
          </li>
        </ul>
        <p>{_('terms.stays.times')}</p>
      </PageSection>

      <PageSection id="booking" title={title('booking')}>
        <ol>
          <li>{_('terms.booking.choose')}</li>
          <li>
            <Trans id="terms.booking.pending" components={b} />
          </li>
          <li>
            <Trans id="terms.booking.confirmed" values={{ example: 'HE-7K3P9Q' }} components={b} />
          </li>
          <li>
            <Trans id="terms.booking.rejected" components={b} />
          </li>
        </ol>
      </PageSection>

      <PageSection id="prices" title={title('prices')}>
        <p>{_('terms.prices.rupees')}</p>
        <p>
          <Trans
            id="terms.prices.offer"
            values={{ amount: formatINR(FIRST_BOOKING_OFFER_AMOUNT_INR), code: FIRST_BOOKING_OFFER_CODE }}
            components={b}
          />
        </p>
      </PageSection>

      <PageSection id="payments" title={title('payments')}>
        <p>{_('terms.payments.intro')}</p>
        <ul>
          <li>
            <Trans id="terms.payments.online" components={{ 0: strong, 1: strong, 2: strong }} />
          </li>
          <li>
            <Trans id="terms.payments.cash" components={b} />
          </li>
        </ul>
        <p>{_('terms.payments.only', brand)}</p>
      </PageSection>

      <PageSection id="cancellation" title={title('cancellation')}>
        <h3>{_('terms.cancellation.guest')}</h3>
        <p>{_('terms.cancellation.intro')}</p>
        <table>
          <caption className="sr-only">{_('terms.cancellation.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{_('terms.cancellation.when')}</th>
              <th scope="col">{_('terms.cancellation.refund')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{_('terms.cancellation.fullWhen', { hours: FULL_REFUND_HOURS_BEFORE })}</td>
              <td>{_('terms.cancellation.full')}</td>
            </tr>
            <tr>
              <td>
                {_('terms.cancellation.partialWhen', {
                  from: PARTIAL_REFUND_HOURS_BEFORE,
                  to: FULL_REFUND_HOURS_BEFORE,
                })}
              </td>
              <td>{_('terms.cancellation.partial', { percent: PARTIAL_REFUND_PERCENT })}</td>
            </tr>
            <tr>
              <td>{_('terms.cancellation.noneWhen', { hours: PARTIAL_REFUND_HOURS_BEFORE })}</td>
              <td>{_('terms.cancellation.none')}</td>
            </tr>
          </tbody>
        </table>
        <p>{_('terms.cancellation.cash')}</p>
        <h3>{_('terms.cancellation.owner')}</h3>
        <p>{_('terms.cancellation.ownerText')}</p>
        <h3>{_('terms.cancellation.notDescribed')}</h3>
        <p>{_('terms.cancellation.notDescribedText')}</p>
        <h3>{_('terms.cancellation.how')}</h3>
        <p>{_('terms.cancellation.howText', { days: REFUND_WORKING_DAYS })}</p>
      </PageSection>

      <PageSection id="guests" title={title('guests')}>
        <p>{_('terms.guests.text')}</p>
      </PageSection>

      <PageSection id="house-rules" title={title('house-rules')}>
        <p>{_('terms.rules.intro')}</p>
        <ul>
          <li>{_('terms.rules.music')}</li>
          <li>{_('terms.rules.alcohol', { age: TELANGANA_DRINKING_AGE })}</li>
          <li>
            <Trans id="terms.rules.pool" components={{ 0: <Link to="/safety" /> }} />
          </li>
          <li>{_('terms.rules.fires')}</li>
          <li>{_('terms.rules.pets')}</li>
          <li>{_('terms.rules.damage', { hours: 24 })}</li>
        </ul>
      </PageSection>

      <PageSection id="owners" title={title('owners')}>
        <p>{_('terms.owners.intro', brand)}</p>
        <ul>
          <li>{_('terms.owners.right')}</li>
          <li>{_('terms.owners.truthful')}</li>
          <li>{_('terms.owners.calendar')}</li>
          <li>{_('terms.owners.safe')}</li>
          <li>{_('terms.owners.privacy')}</li>
          <li>{_('terms.owners.noOutside', brand)}</li>
          <li>{_('terms.owners.answer')}</li>
        </ul>
      </PageSection>

      <PageSection id="reviews" title={title('reviews')}>
        <p>{_('terms.reviews.text')}</p>
      </PageSection>

      <PageSection id="liability" title={title('liability')}>
        <p>{_('terms.liability.owner')}</p>
        <p>{_('terms.liability.limit')}</p>
      </PageSection>

      <PageSection id="suspension" title={title('suspension')}>
        <p>{_('terms.suspension.text')}</p>
      </PageSection>

      <PageSection id="law" title={title('law')}>
        <p>{_('terms.law.text')}</p>
      </PageSection>

      <PageSection id="contact" title={title('contact')}>
        <p>
          <Trans
            id="terms.contact.text"
            values={{ ...brand, address: SUPPORT_POSTAL_ADDRESS, phone: supportPhone, email: SUPPORT_EMAIL }}
            components={{ 0: <Anchor href={telHref(supportPhone)} />, 1: <Anchor href={`mailto:${SUPPORT_EMAIL}`} /> }}
          />
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
