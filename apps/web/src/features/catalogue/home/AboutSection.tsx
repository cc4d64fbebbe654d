// #about: who we are and why guests trust the listings.
import { BadgeCheck, Clock, IndianRupee, MapPinned } from 'lucide-react';
import { BRAND_NAME, SERVICE_AREA_KM, SUPPORT_HOURS } from '@/config/constants';
import { homeAnchors } from '@/config/paths';
import { SectionHeading } from './SectionHeading';

const promises = [
  {
    Icon: BadgeCheck,
    title: 'Every farmhouse visited',
    text: 'Our team checks the pool, the rooms and the road before a listing goes live.',
  },
  {
    Icon: IndianRupee,
    title: 'Prices you can trust',
    text: 'The total — cleaning fee and GST included — is shown before you book. No surprises at the gate.',
  },
  {
    Icon: MapPinned,
    title: `Within ${SERVICE_AREA_KM} km of Hyderabad`,
    text: 'Moinabad, Shankarpally, Chevella, Gandipet, Shamirpet and more — most under 90 minutes away.',
  },
  {
    Icon: Clock,
    title: `People on the phone, ${SUPPORT_HOURS.opens}–${SUPPORT_HOURS.closes}`,
    text: 'Call us every day of the week for directions, changes or anything on the day.',
  },
];

export function AboutSection() {
  return (
    <section id={homeAnchors.about} aria-labelledby="about-heading" className="scroll-mt-20 bg-white py-14">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-start">
        <SectionHeading id="about-heading" eyebrow={`About ${BRAND_NAME}`} title="Weekends outside the city, made simple">
          <p>
            We started {BRAND_NAME} because booking a farmhouse for a family day out meant a dozen phone calls, blurry
            photos and a price that changed at the gate. Today we list verified farmhouses around Hyderabad you can book
            by the half day (12 hours) or the full day (24 hours), with honest photos and reviews from real guests.
          </p>
        </SectionHeading>
        <ul className="grid gap-4 sm:grid-cols-2">
          {promises.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 font-sans text-base font-semibold text-ink-900">{title}</h3>
              <p className="mt-1 text-sm text-ink-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
