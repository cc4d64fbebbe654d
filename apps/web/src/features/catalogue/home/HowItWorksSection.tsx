// #how-it-works: the four steps from search to a day out, and the price-alert promise.
import { BellRing } from 'lucide-react';
import { HALF_DAY_HOURS, FULL_DAY_HOURS, PRICE_ALERT_SAVING_INR } from '@/config/constants';
import { homeAnchors } from '@/config/paths';
import { formatINR } from '@/lib/format';
import { SectionHeading } from './SectionHeading';

const steps = [
  { title: 'Search', text: 'Pick a place, your date and how many of you are coming.' },
  {
    title: 'Choose half or full day',
    text: `A half day is ${HALF_DAY_HOURS} hours from the day or night slot; a full day is ${FULL_DAY_HOURS} hours, and you can add more days.`,
  },
  { title: 'Book and pay your way', text: 'Cash, UPI, credit card or debit card. You see the full price first.' },
  { title: 'Arrive and unwind', text: 'Directions and check-in notes come with your booking. We are a call away.' },
];

export function HowItWorksSection() {
  return (
    <section id={homeAnchors.howItWorks} aria-labelledby="how-heading" className="container-page scroll-mt-20 py-14">
      <SectionHeading id="how-heading" eyebrow="How it works" title="From search to swimming pool in four steps" />
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-3 font-sans text-base font-semibold text-ink-900">{step.title}</h3>
            <p className="mt-1 text-sm text-ink-700">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex items-start gap-3 rounded-2xl bg-leaf-50 p-5 text-leaf-800 ring-1 ring-leaf-600/20">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">
          <strong className="font-semibold">Price alerts — save up to {formatINR(PRICE_ALERT_SAVING_INR)}.</strong>{' '}
          Sign in and turn on alerts for a farmhouse you like; we tell you when its price drops for your dates.
        </p>
      </div>
    </section>
  );
}
