// #become-host: invites owners to list their farmhouse.
import { ArrowRight, CalendarCheck, IndianRupee, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { homeAnchors, paths } from '@/config/paths';
import { useLingui } from '@/i18n/react';
import { messageId } from '@/i18n/catalogs';
import './messages';

const reasons = [
  { Icon: CalendarCheck, text: messageId('home.host.calendar') },
  { Icon: IndianRupee, text: messageId('home.host.prices') },
  { Icon: ShieldCheck, text: messageId('home.host.support') },
];

export function BecomeHostSection() {
  const { _ } = useLingui();
  return (
    <section id={homeAnchors.becomeHost} aria-labelledby="host-heading" className="container-page scroll-mt-20 py-14">
      <div className="grid gap-8 overflow-hidden rounded-3xl bg-brand-800 p-6 text-white sm:p-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">{_('home.host.eyebrow')}</p>
          <h2 id="host-heading" className="mt-1 text-3xl font-semibold sm:text-4xl">
            {_('home.host.title')}
          </h2>
          <p className="mt-3 max-w-xl text-brand-100">{_('home.host.text')}</p>
          <Link to={paths.listYourFarmhouse} className="btn mt-6 bg-white text-brand-800 hover:bg-brand-50">
            {_('home.host.cta')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="space-y-3">
          {reasons.map(({ Icon, text }) => (
            <li key={text} className="flex gap-3 rounded-2xl bg-white/10 p-4 text-sm">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-200" />
              {_(text)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
