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
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import './messages';

const benefits = [
  {
    Icon: IndianRupee,
    title: messageId('hosting.benefit.prices'),
    text: messageId('hosting.benefit.pricesText'),
  },
  {
    Icon: CalendarCheck,
    title: messageId('hosting.benefit.calendar'),
    text: messageId('hosting.benefit.calendarText'),
  },
  {
    Icon: ShieldCheck,
    title: messageId('hosting.benefit.guests'),
    text: messageId('hosting.benefit.guestsText'),
  },
  {
    Icon: Star,
    title: messageId('hosting.benefit.seen'),
    text: messageId('hosting.benefit.seenText'),
  },
];

const steps = [
  { Icon: UserPlus, title: messageId('hosting.step.account'), text: messageId('hosting.step.accountText') },
  { Icon: Camera, title: messageId('hosting.step.add'), text: messageId('hosting.step.addText') },
  { Icon: Home, title: messageId('hosting.step.verify'), text: messageId('hosting.step.verifyText') },
  { Icon: CalendarCheck, title: messageId('hosting.step.welcome'), text: messageId('hosting.step.welcomeText') },
];

const needs = [
  messageId('hosting.need.photos'),
  messageId('hosting.need.address'),
  messageId('hosting.need.prices'),
  messageId('hosting.need.guests'),
  messageId('hosting.need.rules'),
];

export default function ListYourFarmhousePage() {
  const { _ } = useLingui();
  useDocumentTitle(_('hosting.pageTitle'));
  // Figures the benefits' texts name.
  const values = { halfDay: HALF_DAY_HOURS, fullDay: FULL_DAY_HOURS, km: SERVICE_AREA_KM, minutes: 20 };
  const { supportPhone } = getRuntimeConfig();
  // A signed-in owner goes straight to the editor; everyone else starts with an owner account.
  const session = useSessionIfAny();
  const isOwner = session?.status === 'signed-in' && session.user?.role === 'owner';

  return (
    <>
      <section className="bg-gradient-to-b from-brand-100 to-sand-50 py-12 sm:py-20">
        <div className="container-page">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{_('hosting.eyebrow')}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-semibold leading-tight text-ink-900 sm:text-5xl">
            {_('hosting.title', { brand: BRAND_NAME })}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-700">{_('hosting.intro')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {isOwner ? (
              <Link to={ownerPaths.createListing} className="btn-primary">
                <Home aria-hidden="true" className="size-4" />
                {_('hosting.listNow')}
              </Link>
            ) : (
              <Link to={`${paths.register}?role=owner`} className="btn-primary">
                <UserPlus aria-hidden="true" className="size-4" />
                {_('hosting.step.account')}
              </Link>
            )}
            <a href={telHref(supportPhone)} className="btn-secondary">
              <Phone aria-hidden="true" className="size-4" />
              {_('hosting.talk')}
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="container-page py-14">
        <h2 id="benefits-heading" className="text-3xl font-semibold text-ink-900">
          {_('hosting.whyTitle')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {benefits.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 font-sans text-base font-semibold text-ink-900">{_(title)}</h3>
              <p className="mt-1 text-sm text-ink-700">{_(text, values)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="bg-white py-14">
        <div className="container-page">
          <h2 id="steps-heading" className="text-3xl font-semibold text-ink-900">
            {_('hosting.howTitle')}
          </h2>
          <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map(({ Icon, title, text }, index) => (
              <li key={title} className="rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200">
                <span className="flex items-center gap-2 text-sm font-semibold text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                  {_('hosting.stepNumber', { number: index + 1 })}
                </span>
                <h3 className="mt-2 font-sans text-base font-semibold text-ink-900">{_(title)}</h3>
                <p className="mt-1 text-sm text-ink-700">{_(text, values)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* grid-cols-1 (minmax(0, 1fr)): an implicit column would grow to the e-mail's width. */}
      <section aria-labelledby="needs-heading" className="container-page grid grid-cols-1 gap-8 py-14 lg:grid-cols-2">
        <div>
          <h2 id="needs-heading" className="text-3xl font-semibold text-ink-900">
            {_('hosting.needsTitle')}
          </h2>
          <ul className="mt-6 space-y-3">
            {needs.map((need) => (
              <li key={need} className="flex gap-3 text-ink-700">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-700" />
                {_(need)}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-brand-800 p-6 text-white sm:p-8">
          <h2 className="text-2xl font-semibold">{_('hosting.questions')}</h2>
          <p className="mt-2 text-brand-100">
            {_('hosting.hours', { opens: SUPPORT_HOURS.opens, closes: SUPPORT_HOURS.closes })}
          </p>
          <ul className="mt-6 space-y-3">
            <li>
              <a
                href={telHref(supportPhone)}
                className="flex items-center gap-3 rounded-xl bg-white/10 p-4 font-semibold hover:bg-white/20"
              >
                <Phone aria-hidden="true" className="size-5 text-brand-200" />
                {supportPhone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="flex items-center gap-3 rounded-xl bg-white/10 p-4 font-semibold hover:bg-white/20"
              >
                <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-200" />
                <span className="min-w-0 [overflow-wrap:anywhere]">{SUPPORT_EMAIL}</span>
              </a>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
