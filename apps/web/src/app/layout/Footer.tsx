// Site footer (SPEC §2 Footer): about text, social links, support e-mail and postal address,
// Explore anchors, Support and legal links, and the newsletter box.
import type { ReactNode } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/BrandMark';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from '@/components/SocialIcons';
import {
  BRAND_NAME,
  SERVICE_AREA_KM,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_POSTAL_ADDRESS,
} from '@/config/constants';
import { homeAnchors, paths } from '@/config/paths';
import { getRuntimeConfig, telHref } from '@/config/runtime';
import { track } from '@/lib/analytics';
import { NewsletterForm } from './NewsletterForm';

const social = [
  { label: 'Instagram', href: 'https://www.instagram.com/hyderabadescapes', Icon: InstagramIcon },
  { label: 'Facebook', href: 'https://www.facebook.com/hyderabadescapes', Icon: FacebookIcon },
  { label: 'X (Twitter)', href: 'https://x.com/hydescapes', Icon: XIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/@hyderabadescapes', Icon: YouTubeIcon },
];

const exploreLinks = [
  { label: 'Featured farmhouses', hash: homeAnchors.properties },
  { label: 'Popular locations', hash: homeAnchors.locations },
  { label: 'How it works', hash: homeAnchors.howItWorks },
  { label: 'About us', hash: homeAnchors.about },
  { label: 'Become a host', hash: homeAnchors.becomeHost },
];

const supportLinks = [
  { label: 'Help Centre', to: paths.help },
  { label: 'Safety', to: paths.safety },
  { label: 'FAQ', to: paths.faq },
];

const legalLinks = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'Cookie Policy', to: paths.cookiePolicy },
];

const linkClass = 'rounded text-sand-100 underline-offset-4 hover:text-white hover:underline';

function LinkColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-brand-200">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </nav>
  );
}

export function Footer() {
  const { supportPhone } = getRuntimeConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-ink-900 text-sand-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <Link to={paths.home} className="inline-flex items-center gap-2 rounded-lg font-display text-xl font-semibold text-white">
            <BrandMark className="size-8 text-brand-600" />
            {BRAND_NAME}
          </Link>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-sand-200">
            Verified farmhouses within about {SERVICE_AREA_KM} km of Hyderabad, booked by the half day or the full day.
            Pools, lawns, bonfires and quiet mornings — with transparent prices in rupees and a real team on the phone.
          </p>
          <ul className="mt-4 flex gap-2" aria-label="Social media">
            {social.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  aria-label={`${BRAND_NAME} on ${label} (opens in a new tab)`}
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid grid-cols-2 gap-8 lg:contents">
          <LinkColumn title="Explore">
            {exploreLinks.map((link) => (
              <li key={link.hash}>
                <Link to={{ pathname: paths.home, hash: `#${link.hash}` }} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </LinkColumn>
          <div className="space-y-8">
            <LinkColumn title="Support">
              {supportLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </LinkColumn>
            <LinkColumn title="Legal">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </LinkColumn>
          </div>
        </div>

        <div className="space-y-6">
          <NewsletterForm />
          <address className="space-y-2 text-sm not-italic text-sand-100">
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-200" />
              <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                {SUPPORT_EMAIL}
              </a>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-200" />
              <span>
                <a href={telHref(supportPhone)} className={linkClass} onClick={() => track('phone_call_clicked', { source: 'footer' })}>
                  {supportPhone}
                </a>{' '}
                (daily {SUPPORT_HOURS.opens}–{SUPPORT_HOURS.closes})
              </span>
            </p>
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-200" />
              <span>{SUPPORT_POSTAL_ADDRESS}</span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-4 text-xs text-sand-200">
          © {year} {BRAND_NAME}. Prices in Indian rupees (₹), inclusive of the fees shown before you book.
        </p>
      </div>
    </footer>
  );
}
