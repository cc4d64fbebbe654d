// /help: how booking, payment and sign-in work, and how to reach support.
import { Link } from 'react-router';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import {
  BRAND_NAME,
  FIRST_BOOKING_OFFER_AMOUNT_INR,
  FIRST_BOOKING_OFFER_CODE,
  FULL_DAY_HOURS,
  HALF_DAY_HOURS,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_POSTAL_ADDRESS,
} from '@/config/constants';
import { getRuntimeConfig, telHref } from '@/config/runtime';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import { formatINR } from '@/lib/format';
import { Anchor } from './components/Anchor';
import { PageSection, StaticPageLayout, type TocEntry } from './components/StaticPageLayout';
import { HELP_LAST_UPDATED } from './content/dates';
import { FULL_REFUND_HOURS_BEFORE } from '@/config/policy';
import './help-messages';

function tocOf(_: ReturnType<typeof useLingui>['_']): TocEntry[] {
  return [
    { id: 'contact', title: _('help.contact.title') },
    { id: 'how-booking-works', title: _('help.how.title') },
    { id: 'payment', title: _('help.payment.title') },
    { id: 'sign-in', title: _('help.signIn.title') },
    { id: 'manage', title: _('help.manage.title') },
    { id: 'owners', title: _('help.owners.title') },
  ];
}

const strong = <strong />;

export default function HelpPage() {
  const { _ } = useLingui();
  const supportPhone = getRuntimeConfig().supportPhone;
  const toc = tocOf(_);
  const [contact, how, payment, signIn, manage, owners] = toc;
  const brand = { brand: BRAND_NAME };
  return (
    <StaticPageLayout
      title={_('help.title')}
      lastUpdated={HELP_LAST_UPDATED}
      toc={toc}
      summary={<p>{_('help.summary')}</p>}
    >
      <PageSection id="contact" title={contact.title}>
        <p>
          {_('help.contact.intro', { opens: SUPPORT_HOURS.opens, closes: SUPPORT_HOURS.closes, example: 'HE-7K3P9Q' })}
        </p>
        <ul className="mt-4! list-none! space-y-3! pl-0!">
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <span>
              <Trans
                id="help.contact.phone"
                values={{ phone: supportPhone }}
                components={{ 0: <Anchor href={telHref(supportPhone)} /> }}
              />
            </span>
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <span>
              <Trans
                id="help.contact.email"
                values={{ email: SUPPORT_EMAIL }}
                components={{ 0: <Anchor href={`mailto:${SUPPORT_EMAIL}`} /> }}
              />
            </span>
          </li>
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <span>{_('help.contact.hours', { opens: SUPPORT_HOURS.opens, closes: SUPPORT_HOURS.closes })}</span>
          </li>
          <li className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <span>{_('help.contact.office', { address: SUPPORT_POSTAL_ADDRESS })}</span>
          </li>
        </ul>
        <p>
          <Trans
            id="help.contact.emergency"
            values={{ number: '112' }}
            components={{ 0: <Anchor href="tel:112" />, 1: <Link to="/safety" /> }}
          />
        </p>
      </PageSection>

      <PageSection id="how-booking-works" title={how.title}>
        <ol>
          <li>
            <Trans id="help.how.find" components={{ 0: strong }} />
          </li>
          <li>
            <Trans id="help.how.calendar" components={{ 0: strong }} />
          </li>
          <li>
            <Trans
              id="help.how.duration"
              values={{ halfDayHours: HALF_DAY_HOURS, fullDayHours: FULL_DAY_HOURS }}
              components={{ 0: strong }}
            />
          </li>
          <li>
            <Trans id="help.how.price" values={{ code: FIRST_BOOKING_OFFER_CODE }} components={{ 0: strong }} />
          </li>
          <li>
            <Trans id="help.how.book" components={{ 0: strong }} />
          </li>
          <li>
            <Trans id="help.how.confirmation" components={{ 0: strong }} />
          </li>
        </ol>
        <p>
          <Trans
            id="help.how.offer"
            values={{ ...brand, code: FIRST_BOOKING_OFFER_CODE, amount: formatINR(FIRST_BOOKING_OFFER_AMOUNT_INR) }}
            components={{ 0: strong }}
          />
        </p>
      </PageSection>

      <PageSection id="payment" title={payment.title}>
        <ul>
          <li>
            <Trans id="help.payment.online" components={{ 0: strong, 1: strong }} />
          </li>
          <li>
            <Trans id="help.payment.cash" components={{ 0: strong }} />
          </li>
          <li>{_('help.payment.pending', { minutes: 15 })}</li>
        </ul>
      </PageSection>

      <PageSection id="sign-in" title={signIn.title}>
        <p>{_('help.signIn.intro', brand)}</p>
        <ul>
          <li>{_('help.signIn.expiry', { minutes: 10 })}</li>
          <li>{_('help.signIn.noSms')}</li>
          <li>{_('help.signIn.tooMany', { minutes: 15 })}</li>
          <li>{_('help.signIn.neverAsk', brand)}</li>
          <li>{_('help.signIn.phoneChanged')}</li>
        </ul>
      </PageSection>

      <PageSection id="manage" title={manage.title}>
        <p>
          <Trans
            id="help.manage.text"
            values={{ hours: FULL_REFUND_HOURS_BEFORE }}
            components={{ 0: strong, 1: <Link to="/terms-of-service#cancellation" /> }}
          />
        </p>
      </PageSection>

      <PageSection id="owners" title={owners.title}>
        <p>
          <Trans
            id="help.owners.text"
            values={{ phone: supportPhone }}
            components={{ 0: <Link to="/list-your-farmhouse" /> }}
          />
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
