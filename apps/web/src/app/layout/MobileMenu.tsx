// Mobile menu sheet (PRODUCT.md §2 Header): Home, Explore, About (and List your farmhouse for visitors
// and guests), a My Account group, the new-user offer for visitors, and an always-shown Call Us
// link with the support number (tapping it records PRODUCT.md §7 "phone call clicked", source
// mobile_menu), with the WhatsApp chat link (PRODUCT.md §1) beside it. A signed-in user sees their
// avatar initial, name and phone or e-mail, and their account entries. Loaded on first use (see
// MobileMenuButton) so the dialog code stays out of the first download.
import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Gift, LogIn, LogOut, Phone, UserPlus, X } from 'lucide-react';
import { Link } from 'react-router';
import { useAuthModalIfAny } from '@/features/auth/auth-modal-context';
import { contactLine, displayName, initial } from '@/features/auth/lib/names';
import { useSessionIfAny } from '@/lib/session';
import { SupportChatLink } from '@/components/SupportChatLink';
import { accountLinks } from './account-links';
import { UnreadBadge } from './UnreadBadge';
import { FIRST_BOOKING_OFFER_AMOUNT_INR, FIRST_BOOKING_OFFER_CODE, SUPPORT_HOURS } from '@/config/constants';
import { paths } from '@/config/paths';
import { getRuntimeConfig, telHref } from '@/config/runtime';
import { track } from '@/lib/analytics';
import { formatINR } from '@/lib/format';
import { hostLink, mainLinks, showsHostLink } from './nav-links';
import { useLingui } from '@/i18n/react';
import { LanguageButtons } from './LanguageButtons';
import './messages';
import './menu-messages';

const itemClass =
  'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-medium text-ink-900 hover:bg-sand-100';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu gets focus back when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** Null while it cannot be fetched. */
  unreadCount?: number | null;
}

export default function MobileMenu({ open, onOpenChange, returnFocusTo, unreadCount = 0 }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  const { supportPhone } = getRuntimeConfig();
  // Null only in the app shell painted before the root layout loads: the menu then acts as for a visitor.
  const session = useSessionIfAny();
  const modal = useAuthModalIfAny();
  const user = session?.user ?? null;
  const { _ } = useLingui();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-900/50 data-[state=open]:animate-in" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white shadow-2xl focus:outline-none"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex items-center justify-between border-b border-sand-200 px-4 py-3">
            <Dialog.Title className="font-display text-lg font-semibold text-ink-900">{_('menu.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="btn-ghost -mr-2 px-3" aria-label={_('menu.close')}>
                <X aria-hidden="true" className="size-6" />
              </button>
            </Dialog.Close>
          </div>

          <div className="flex flex-1 flex-col gap-5 px-4 py-4">
            {user ? (
              <div className="flex items-center gap-3 rounded-2xl bg-sand-100 p-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                >
                  {initial(user)}
                </span>
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink-900">{displayName(user)}</p>
                  {contactLine(user) && <p className="truncate text-sm text-ink-700">{contactLine(user)}</p>}
                </div>
              </div>
            ) : (
              <p className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-sm font-semibold text-brand-900">
                <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  {_('menu.offer', {
                    amount: formatINR(FIRST_BOOKING_OFFER_AMOUNT_INR),
                    code: FIRST_BOOKING_OFFER_CODE,
                  })}
                </span>
              </p>
            )}

            <nav aria-label={_('nav.mobile')}>
              <ul className="space-y-1">
                {mainLinks.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={itemClass} onClick={close}>
                      {_(link.label)}
                    </Link>
                  </li>
                ))}
                {showsHostLink(user?.role) && (
                  <li>
                    <Link to={hostLink.to} className={`${itemClass} text-brand-800`} onClick={close}>
                      {_(hostLink.label)}
                    </Link>
                  </li>
                )}
              </ul>
            </nav>

            <section aria-labelledby="mobile-menu-account">
              <h2
                id="mobile-menu-account"
                className="px-3 font-sans text-xs font-semibold uppercase tracking-wider text-ink-600"
              >
                {_('menu.myAccount')}
              </h2>
              {user ? (
                <ul className="mt-2 space-y-1">
                  {accountLinks(user.role).map((link) => (
                    <li key={link.label}>
                      <Link to={link.to} reloadDocument={link.document} className={itemClass} onClick={close}>
                        <span className="flex-1">{_(link.label)}</span>
                        {link.unread && <UnreadBadge count={unreadCount} />}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      className={`${itemClass} w-full text-left`}
                      onClick={() => {
                        close();
                        void session?.signOut();
                      }}
                    >
                      <LogOut aria-hidden="true" className="size-5 text-brand-700" />
                      {_('account.signOut')}
                    </button>
                  </li>
                </ul>
              ) : (
                <ul className="mt-2 space-y-1">
                  <li>
                    <Link
                      to={paths.login}
                      className={itemClass}
                      onClick={(event) => {
                        if (!modal || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
                          close();
                          return;
                        }
                        event.preventDefault();
                        close();
                        modal.openAuthModal({ step: 'login-form' });
                      }}
                    >
                      <LogIn aria-hidden="true" className="size-5 text-brand-700" />
                      {_('header.login')}
                    </Link>
                  </li>
                  <li>
                    <Link to={paths.register} className={itemClass} onClick={close}>
                      <UserPlus aria-hidden="true" className="size-5 text-brand-700" />
                      {_('header.signUp')}
                    </Link>
                  </li>
                </ul>
              )}
            </section>

            <LanguageButtons />

            <div className="mt-auto rounded-2xl border border-sand-200 p-4">
              <a
                href={telHref(supportPhone)}
                className="btn-primary w-full"
                onClick={() => track('phone_call_clicked', { source: 'mobile_menu' })}
              >
                <Phone aria-hidden="true" className="size-4" />
                {_('menu.callUs')}
              </a>
              <SupportChatLink source="mobile_menu" className="btn-secondary mt-2 w-full" onClick={close} />
              <p className="mt-2 text-center text-sm text-ink-700">
                <span className="font-semibold">{supportPhone}</span>
                <br />
                {_('menu.hours', { opens: SUPPORT_HOURS.opens, closes: SUPPORT_HOURS.closes })}
              </p>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
