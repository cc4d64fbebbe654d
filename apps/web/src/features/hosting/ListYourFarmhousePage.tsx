// /list-your-farmhouse: what listing with us means for an owner, and how to start.
import { CalendarCheck, Camera, Home, IndianRupee, Mail, Phone, ShieldCheck, Star, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import {
  BRAND_NAME,
  FULL_DAY_HOURS,
  HALF_DAY_HOURS,
  SERVICE_AREA_KM,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
} from '@/config/constants';
import { ownerPaths } from '@/config/owner-paths';
import { paths } from '@/config/paths';
import { getRuntimeConfig, telHref } from '@/config/runtime';
import { useSessionIfAny } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

const benefits = [
  {
    Icon: IndianRupee,
    title: 'Your prices, two ways to sell',
    text: `Set a half-day price (${HALF_DAY_HOURS} hours) and, if you like, a full-day price (${FULL_DAY_HOURS} hours). Guests see the full total before they book.`,
  },
  {
    Icon: CalendarCheck,
    title: 'A calendar that never double-books',
    text: 'Day and night slots at the times you choose. Block dates for family visits or bookings you take yourself.',
  },
  {
    Icon: ShieldCheck,
    title: 'Guests who are who they say',
    text: 'Every guest signs in with a verified mobile number, and reviews come only from real stays.',
  },
  {
    Icon: Star,
    title: 'Seen by people looking for you',
    text: `Families, teams and friends search by locality within ${SERVICE_AREA_KM} km of Hyderabad, by date and by group size.`,
  },
];

const steps = [
  { Icon: UserPlus, title: 'Create an owner account', text: 'Sign up with your mobile number and choose “List my property as an owner”.' },
  { Icon: Camera, title: 'Add your farmhouse', text: 'Photos, rooms, amenities, house rules, slot times and prices — it takes about 20 minutes.' },
  { Icon: Home, title: 'We visit and verify', text: 'Our team checks the property and the address before the listing goes live.' },
  { Icon: CalendarCheck, title: 'Welcome your first guests', text: 'Confirm bookings, message guests and follow your earnings from the owner dashboard.' },
];

const needs = [
  'Clear daylight photos of the pool, lawn, rooms and entrance',
  'The full address and a map pin guests can follow',
  'Your half-day price and, if offered, your full-day price',
  'Maximum number of guests, bedrooms and bathrooms',
  'House rules (music, pets, outside food) and check-in notes',
];

export default function ListYourFarmhousePage() {
  useDocumentTitle('List your farmhouse');
  const { supportPhone } = getRuntimeConfig();
  // A signed-in owner goes straight to the editor; everyone else starts with an owner account.
  const session = useSessionIfAny();
  const isOwner = session?.status === 'signed-in' && session.user?.role === 'owner';

  return (
    <>
      <section className="bg-gradient-to-b from-brand-100 to-sand-50 py-12 sm:py-20">
        <div className="container-page">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">For farmhouse owners</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-semibold leading-tight text-ink-900 sm:text-5xl">
            List your farmhouse on {BRAND_NAME}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-700">
            Turn quiet weekdays and open weekends into bookings, with a calendar that keeps itself straight and a team
            that answers the phone.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {isOwner ? (
              <Link to={ownerPaths.createListing} className="btn-primary">
                <Home aria-hidden="true" className="size-4" />
                List your farmhouse now
              </Link>
            ) : (
              <Link to={paths.register} className="btn-primary">
                <UserPlus aria-hidden="true" className="size-4" />
                Create an owner account
              </Link>
            )}
            <a href={telHref(supportPhone)} className="btn-secondary">
              <Phone aria-hidden="true" className="size-4" />
              Talk to our host team
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="container-page py-14">
        <h2 id="benefits-heading" className="text-3xl font-semibold text-ink-900">
          Why owners list with us
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {benefits.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 font-sans text-base font-semibold text-ink-900">{title}</h3>
              <p className="mt-1 text-sm text-ink-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="bg-white py-14">
        <div className="container-page">
          <h2 id="steps-heading" className="text-3xl font-semibold text-ink-900">
            How listing works
          </h2>
          <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map(({ Icon, title, text }, index) => (
              <li key={title} className="rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200">
                <span className="flex items-center gap-2 text-sm font-semibold text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                  Step {index + 1}
                </span>
                <h3 className="mt-2 font-sans text-base font-semibold text-ink-900">{title}</h3>
                <p className="mt-1 text-sm text-ink-700">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="needs-heading" className="container-page grid gap-8 py-14 lg:grid-cols-2">
        <div>
          <h2 id="needs-heading" className="text-3xl font-semibold text-ink-900">
            What to have ready
          </h2>
          <ul className="mt-6 space-y-3">
            {needs.map((need) => (
              <li key={need} className="flex gap-3 text-ink-700">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-700" />
                {need}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-brand-800 p-6 text-white sm:p-8">
          <h2 className="text-2xl font-semibold">Questions before you start?</h2>
          <p className="mt-2 text-brand-100">
            Our host team is available every day, {SUPPORT_HOURS.opens}–{SUPPORT_HOURS.closes}.
          </p>
          <ul className="mt-6 space-y-3">
            <li>
              <a href={telHref(supportPhone)} className="flex items-center gap-3 rounded-xl bg-white/10 p-4 font-semibold hover:bg-white/20">
                <Phone aria-hidden="true" className="size-5 text-brand-200" />
                {supportPhone}
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className="flex items-center gap-3 rounded-xl bg-white/10 p-4 font-semibold hover:bg-white/20">
                <Mail aria-hidden="true" className="size-5 text-brand-200" />
                {SUPPORT_EMAIL}
              </a>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
