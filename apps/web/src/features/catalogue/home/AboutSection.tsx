// #about: who we are and why guests trust the listings.
import { BadgeCheck, Clock, IndianRupee, MapPinned } from 'lucide-react';
import { BRAND_NAME, SERVICE_AREA_KM, SUPPORT_HOURS } from '@/config/constants';
import { homeAnchors } from '@/config/paths';
import { useLingui } from '@/i18n/react';
import { messageId } from '@/i18n/catalogs';
import { SectionHeading } from './SectionHeading';
import './messages';

const promises = [
  {
    Icon: BadgeCheck,
    title: messageId('home.about.visitedTitle'),
    text: messageId('home.about.visitedText'),
  },
  {
    Icon: IndianRupee,
    title: messageId('home.about.pricesTitle'),
    text: messageId('home.about.pricesText'),
  },
  {
    Icon: MapPinned,
    title: messageId('home.about.nearTitle'),
    text: messageId('home.about.nearText'),
  },
  {
    Icon: Clock,
    title: messageId('home.about.phoneTitle'),
    text: messageId('home.about.phoneText'),
  },
];

/** The values the promises' messages may name. */
const promiseValues = { km: SERVICE_AREA_KM, opens: SUPPORT_HOURS.opens, closes: SUPPORT_HOURS.closes };

export function AboutSection() {
  const { _ } = useLingui();
  return (
    <section id={homeAnchors.about} aria-labelledby="about-heading" className="scroll-mt-20 bg-white py-14">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-start">
        <SectionHeading
          id="about-heading"
          eyebrow={_('home.about.eyebrow', { brand: BRAND_NAME })}
          title={_('home.about.title')}
        >
          <p>{_('home.about.text', { brand: BRAND_NAME })}</p>
        </SectionHeading>
        <ul className="grid gap-4 sm:grid-cols-2">
          {promises.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 font-sans text-base font-semibold text-ink-900">{_(title, promiseValues)}</h3>
              <p className="mt-1 text-sm text-ink-700">{_(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
