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
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import { formatINR } from '@/lib/format';
import { Anchor } from './components/Anchor';
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
import './faq-messages';

interface FaqGroup extends TocEntry {
  items: AccordionItem[];
}

type Translate = ReturnType<typeof useLingui>['_'];

function faqGroups(_: Translate, supportPhone: string): FaqGroup[] {
  const offer = { code: FIRST_BOOKING_OFFER_CODE };
  return [
    {
      id: 'booking',
      title: _('faq.group.booking'),
      items: [
        {
          id: 'half-day-vs-full-day',
          question: _('faq.halfFull.q'),
          answer: <p>{_('faq.halfFull.a', { halfDayHours: HALF_DAY_HOURS, fullDayHours: FULL_DAY_HOURS })}</p>,
        },
        {
          id: 'slot-times',
          question: _('faq.slots.q'),
          answer: <p>{_('faq.slots.a')}</p>,
        },
        {
          id: 'several-days',
          question: _('faq.severalDays.q'),
          answer: <p>{_('faq.severalDays.a', { maxDays: MAX_FULL_DAYS })}</p>,
        },
        {
          id: 'guests-limit',
          question: _('faq.guests.q'),
          answer: <p>{_('faq.guests.a')}</p>,
        },
        {
          id: 'area',
          question: _('faq.area.q'),
          answer: <p>{_('faq.area.a', { km: SERVICE_AREA_KM })}</p>,
        },
      ],
    },
    {
      id: 'payments',
      title: _('faq.group.payments'),
      items: [
        {
          id: 'payment-methods',
          question: _('faq.pay.q'),
          answer: <p>{_('faq.pay.a')}</p>,
        },
        {
          id: 'first500',
          question: _('faq.offer.q', offer),
          answer: <p>{_('faq.offer.a', { ...offer, amount: formatINR(FIRST_BOOKING_OFFER_AMOUNT_INR) })}</p>,
        },
        {
          id: 'price-alerts',
          question: _('faq.alerts.q'),
          answer: <p>{_('faq.alerts.a', { amount: formatINR(PRICE_ALERT_SAVING_INR) })}</p>,
        },
        {
          id: 'price-includes',
          question: _('faq.includes.q'),
          answer: <p>{_('faq.includes.a')}</p>,
        },
      ],
    },
    {
      id: 'changes',
      title: _('faq.group.changes'),
      items: [
        {
          id: 'cancellation',
          question: _('faq.cancel.q'),
          answer: (
            <>
              <p>{_('faq.cancel.intro')}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                <li>{_('faq.cancel.full', { hours: FULL_REFUND_HOURS_BEFORE })}</li>
                <li>
                  {_('faq.cancel.partial', {
                    from: PARTIAL_REFUND_HOURS_BEFORE,
                    to: FULL_REFUND_HOURS_BEFORE,
                    percent: PARTIAL_REFUND_PERCENT,
                  })}
                </li>
                <li>{_('faq.cancel.none', { hours: PARTIAL_REFUND_HOURS_BEFORE })}</li>
              </ul>
              <p className="mt-2">
                <Trans
                  id="faq.cancel.refunds"
                  values={{ days: REFUND_WORKING_DAYS }}
                  components={{ 0: <Link to="/terms-of-service#cancellation" /> }}
                />
              </p>
            </>
          ),
        },
        {
          id: 'owner-cancels',
          question: _('faq.ownerCancels.q'),
          answer: (
            <p>
              <Trans
                id="faq.ownerCancels.a"
                values={{ phone: supportPhone }}
                components={{ 0: <Anchor href={telHref(supportPhone)} /> }}
              />
            </p>
          ),
        },
      ],
    },
    {
      id: 'house-rules',
      title: _('faq.group.rules'),
      items: [
        {
          id: 'pets',
          question: _('faq.pets.q'),
          answer: <p>{_('faq.pets.a')}</p>,
        },
        {
          id: 'alcohol',
          question: _('faq.alcohol.q'),
          answer: <p>{_('faq.alcohol.a', { age: TELANGANA_DRINKING_AGE })}</p>,
        },
        {
          id: 'music',
          question: _('faq.music.q'),
          answer: <p>{_('faq.music.a')}</p>,
        },
      ],
    },
    {
      id: 'account',
      title: _('faq.group.account'),
      items: [
        {
          id: 'no-password',
          question: _('faq.noPassword.q'),
          answer: <p>{_('faq.noPassword.a')}</p>,
        },
        {
          id: 'otp-not-received',
          question: _('faq.otp.q'),
          answer: (
            <p>
              <Trans
                id="faq.otp.a"
                values={{ codeMinutes: 10, waitMinutes: 15, email: SUPPORT_EMAIL, phone: supportPhone }}
                components={{
                  0: <Anchor href={`mailto:${SUPPORT_EMAIL}`} />,
                  1: <Anchor href={telHref(supportPhone)} />,
                }}
              />
            </p>
          ),
        },
      ],
    },
  ];
}

export default function FaqPage() {
  const { _ } = useLingui();
  const supportPhone = getRuntimeConfig().supportPhone;
  const groups = useMemo(() => faqGroups(_, supportPhone), [_, supportPhone]);
  // A link such as /faq#pets opens that answer.
  const { hash } = useLocation();
  const linked = hash.slice(1);

  return (
    <StaticPageLayout
      title={_('faq.title')}
      lastUpdated={HELP_LAST_UPDATED}
      toc={groups.map(({ id, title }) => ({ id, title }))}
      summary={<p>{_('faq.summary')}</p>}
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
