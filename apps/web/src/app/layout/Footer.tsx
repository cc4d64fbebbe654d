// Site footer (PRODUCT.md §2 Footer): about text, social links, support e-mail and postal address,
// Explore anchors, Support and legal links, and the newsletter box.
import type { ReactNode } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/BrandMark';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from '@/components/SocialIcons';
import { BRAND_NAME, SERVICE_AREA_KM, SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_POSTAL_ADDRESS } from '@/config/constants';
import { homeAnchors, paths } from '@/config/paths';
import { getRuntimeConfig, telHref } from '@/config/runtime';
import { track } from '@/lib/analytics';
import { useLingui } from '@/i18n/react';
import { messageId } from '@/i18n/catalogs';
import { NewsletterForm } from './NewsletterForm';
import './footer-messages';

const social = [
  { label: 'Instagram', href: 'https://www.instagram.com/hyderabadescapes', Icon: InstagramIcon },
  { label: 'Facebook', href: 'https://www.facebook.com/hyderabadescapes', Icon: FacebookIcon },
  { label: 'X (Twitter)', href: 'https://x.com/hydescapes', Icon: XIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/@hyderabadescapes', Icon: YouTubeIcon },
];

const exploreLinks = [
  { label: messageId('footer.featured'), hash: homeAnchors.properties },
  { label: messageId('footer.locations'), hash: homeAnchors.locations },
  { label: messageId('footer.howItWorks'), hash: homeAnchors.howItWorks },
  { label: messageId('footer.aboutUs'), hash: homeAnchors.about },
  { label: messageId('footer.becomeHost'), hash: homeAnchors.becomeHost },
];

const supportLinks = [
  { label: messageId('footer.help'), to: paths.help },
  { label: messageId('footer.safety'), to: paths.safety },
  { label: messageId('footer.faq'), to: paths.faq },
];

const legalLinks = [
  { label: messageId('footer.privacy'), to: paths.privacyPolicy },
  { label: messageId('footer.terms'), to: paths.termsOfService },
  { label: messageId('footer.cookies'), to: paths.cookiePolicy },
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
  const { _ } = useLingui();
  return (
    <footer className="mt-16 bg-ink-900 text-sand-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <Link
            to={paths.home}
            className="inline-flex items-center gap-2 rounded-lg font-display text-xl font-semibold text-white"
          >
            <BrandMark className="size-8 text-brand-600" />
            {BRAND_NAME}
          </Link>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-sand-200">
            {_('footer.about', { km: SERVICE_AREA_KM })}
          </p>
          <ul className="mt-4 flex gap-2" aria-label={_('footer.social')}>
            {social.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  aria-label={_('footer.socialLink', { brand: BRAND_NAME, network: label })}
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid grid-cols-2 gap-8 lg:contents">
          <LinkColumn title={_('footer.explore')}>
            {exploreLinks.map((link) => (
              <li key={link.hash}>
                <Link to={{ pathname: paths.home, hash: `#${link.hash}` }} className={linkClass}>
                  {_(link.label)}
                </Link>
              </li>
            ))}
          </LinkColumn>
          <div className="space-y-8">
            <LinkColumn title={_('footer.support')}>
              {supportLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {_(link.label)}
                  </Link>
                </li>
              ))}
            </LinkColumn>
            <LinkColumn title={_('footer.legal')}>
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {_(link.label)}
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
                <a
                  href={telHref(supportPhone)}
                  className={linkClass}
                  onClick={() => track('phone_call_clicked', { source: 'footer' })}
                >
                  {supportPhone}
                </a>{' '}
                {_('footer.hours', { opens: SUPPORT_HOURS.opens, closes: SUPPORT_HOURS.closes })}
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
          {_('footer.copyright', { year, brand: BRAND_NAME })}
        </p>
      </div>
    </footer>
  );
}
