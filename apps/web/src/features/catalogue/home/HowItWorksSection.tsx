// #how-it-works: the four steps from search to a day out, and the price-alert promise.
import { BellRing } from 'lucide-react';
import { HALF_DAY_HOURS, FULL_DAY_HOURS, PRICE_ALERT_SAVING_INR } from '@/config/constants';
import { homeAnchors } from '@/config/paths';
import { formatINR } from '@/lib/format';
import { useLingui } from '@/i18n/react';
import { messageId } from '@/i18n/catalogs';
import { SectionHeading } from './SectionHeading';
import './messages';

const steps = [
  { title: messageId('home.how.searchTitle'), text: messageId('home.how.searchText') },
  { title: messageId('home.how.chooseTitle'), text: messageId('home.how.chooseText') },
  { title: messageId('home.how.payTitle'), text: messageId('home.how.payText') },
  { title: messageId('home.how.arriveTitle'), text: messageId('home.how.arriveText') },
];

const stepValues = { halfDayHours: HALF_DAY_HOURS, fullDayHours: FULL_DAY_HOURS };

export function HowItWorksSection() {
  const { _ } = useLingui();
  return (
    <section id={homeAnchors.howItWorks} aria-labelledby="how-heading" className="container-page scroll-mt-20 py-14">
      <SectionHeading id="how-heading" eyebrow={_('home.how.eyebrow')} title={_('home.how.title')} />
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-3 font-sans text-base font-semibold text-ink-900">{_(step.title)}</h3>
            <p className="mt-1 text-sm text-ink-700">{_(step.text, stepValues)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex items-start gap-3 rounded-2xl bg-leaf-50 p-5 text-leaf-800 ring-1 ring-leaf-600/20">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">
          <strong className="font-semibold">
            {_('home.how.alertsTitle', { amount: formatINR(PRICE_ALERT_SAVING_INR) })}
          </strong>{' '}
          {_('home.how.alertsText')}
        </p>
      </div>
    </section>
  );
}
