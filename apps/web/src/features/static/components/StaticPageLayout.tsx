// Shared frame of the information pages (privacy, terms, cookies, help, safety, FAQ): one h1,
// a "Last updated" date, an "On this page" index and readable type on a 360 px phone.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Mail, Phone } from 'lucide-react';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '@/config/constants';
import { getRuntimeConfig, telHref } from '@/config/runtime';
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { dateFormatter } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import './messages';

export interface TocEntry {
  id: string;
  title: string;
}

interface StaticPageLayoutProps {
  title: string;
  /** `YYYY-MM-DD`. */
  lastUpdated: string;
  /** A sentence or two under the h1 that says what the page is for. */
  summary: ReactNode;
  toc?: TocEntry[];
  /** A legal text (privacy, terms, cookies): in Telugu or Hindi it says the English version prevails. */
  legal?: boolean;
  children: ReactNode;
}

const longDate: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/** "2026-11-21" → "21 November 2026" (in the active language). */
export function formatLongDate(isoDate: string): string {
  return dateFormatter('static-long', longDate).format(new Date(`${isoDate}T12:00:00Z`));
}

/**
 * Typography for long text. Tailwind's reset strips list bullets and heading sizes, so the
 * descendants are styled here once instead of on every paragraph.
 */
export const proseClass = [
  'text-base leading-7 text-ink-700',
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:leading-snug [&_h2]:text-ink-900 sm:[&_h2]:text-2xl',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-900',
  '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5',
  '[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5',
  '[&_li]:pl-1 [&_li::marker]:text-brand-700',
  '[&_strong]:font-semibold [&_strong]:text-ink-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a]:[overflow-wrap:anywhere] hover:[&_a]:text-brand-800',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-sand-300 [&_th]:py-2 [&_th]:pr-3 [&_th]:text-left [&_th]:align-bottom [&_th]:font-semibold [&_th]:text-ink-900',
  '[&_td]:border-b [&_td]:border-sand-200 [&_td]:py-2 [&_td]:pr-3 [&_td]:align-top',
].join(' ');

/** A titled part of a page; its id is the anchor the "On this page" index links to. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const infoLinks = [
  { to: '/help', label: messageId('staticPage.link.help') },
  { to: '/faq', label: messageId('staticPage.link.faq') },
  { to: '/safety', label: messageId('staticPage.link.safety') },
  { to: '/terms-of-service', label: messageId('staticPage.link.terms') },
  { to: '/privacy-policy', label: messageId('staticPage.link.privacy') },
  { to: '/cookie-policy', label: messageId('staticPage.link.cookies') },
];

export function StaticPageLayout({ title, lastUpdated, summary, toc, legal = false, children }: StaticPageLayoutProps) {
  const { _, i18n } = useLingui();
  useDocumentTitle(title);
  const supportPhone = getRuntimeConfig().supportPhone;

  return (
    <div className="container-page py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <header className="border-b border-sand-200 pb-6">
          <h1 className="text-3xl font-semibold leading-tight text-ink-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-ink-600">
            {_('staticPage.lastUpdated')} <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
          </p>
          {legal && i18n.locale !== 'en' && (
            <p className="mt-4 rounded-xl bg-sand-100 px-3 py-2 text-sm text-ink-700">
              {_('staticPage.englishPrevails')}
            </p>
          )}
          <div className="mt-4 text-lg leading-8 text-ink-700">{summary}</div>
        </header>

        {toc && toc.length > 0 && (
          <nav
            aria-label={_('staticPage.onThisPage')}
            className="mt-6 rounded-2xl border border-sand-200 bg-white p-4 sm:p-5"
          >
            <h2 className="font-sans text-sm font-semibold uppercase tracking-wide text-ink-600">
              {_('staticPage.onThisPage')}
            </h2>
            <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {toc.map((entry, index) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    className="inline-flex min-h-9 items-center gap-2 py-1 text-brand-700 underline-offset-2 hover:underline"
                  >
                    <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums text-ink-500">
                      {index + 1}.
                    </span>
                    {entry.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}

        <div className={`mt-8 ${proseClass}`}>{children}</div>

        <aside
          aria-label={_('staticPage.contactSupport')}
          className="mt-12 rounded-2xl bg-sand-100 p-5 text-ink-700 sm:p-6"
        >
          <h2 className="text-lg font-semibold text-ink-900">{_('staticPage.stillQuestion')}</h2>
          <p className="mt-1">{_('staticPage.hours', { opens: SUPPORT_HOURS.opens, closes: SUPPORT_HOURS.closes })}</p>
          <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <li>
              <a href={telHref(supportPhone)} className="btn-secondary w-full sm:w-auto">
                <Phone aria-hidden="true" className="size-4" />
                {_('staticPage.call', { phone: supportPhone })}
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className="btn-secondary w-full [overflow-wrap:anywhere] sm:w-auto">
                <Mail aria-hidden="true" className="size-4" />
                {SUPPORT_EMAIL}
              </a>
            </li>
          </ul>
          <nav aria-label={_('staticPage.moreInfo')} className="mt-5 border-t border-sand-300 pt-4">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {infoLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {_(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </div>
  );
}
