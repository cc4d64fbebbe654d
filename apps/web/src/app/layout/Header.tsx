// Site header (PRODUCT.md §2 Header): brand, Home / Explore / About (and List your farmhouse for
// visitors and guests); visitors get Login (the auth modal)
// and Sign Up (/register); a signed-in user gets a menu named after them with the unread badge.
// On phones: the brand, the unread badge for signed-in users, and the menu button. "Chat with us"
// (PRODUCT.md §1 chat link) sits beside the account buttons; on phones it is in the menu.
import { Link } from 'react-router';
import { lazy, Suspense } from 'react';
import { ChevronDown } from 'lucide-react';
import { BrandMark } from '@/components/BrandMark';
import { SupportChatLink } from '@/components/SupportChatLink';
import { BRAND_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuthModalIfAny } from '@/features/auth/auth-modal-context';
import { preloadAuthModal } from '@/features/auth/AuthModalProvider';
import { firstName } from '@/features/auth/lib/names';
import { readStoredUser, useSessionIfAny, type SessionUser } from '@/lib/session';
import { readStoredToken } from '@/lib/api-client';
import { useLingui } from '@/i18n/react';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenuButton } from './MobileMenuButton';
import { withCatalogs } from '@/i18n';
import './messages';
import { requestAccountMenuOpen } from './account-menu-open';
import { hostLink, mainLinks, showsHostLink } from './nav-links';
import { UNREAD_UNKNOWN_TEXT, UnreadBadge } from './UnreadBadge';

// Radix's menu (popper, floating-ui) is for signed-in users only: its own chunk, not first load.
const AccountMenu = lazy(withCatalogs(() => import('./AccountMenu')));

export interface HeaderProps {
  /** Unread messages; 0 until the messaging feature reports it, null while it cannot be fetched. */
  unreadCount?: number | null;
}

export function Header({ unreadCount = 0 }: HeaderProps) {
  // The app shell paints the header before the providers exist: show the stored user meanwhile.
  const session = useSessionIfAny();
  const modal = useAuthModalIfAny();
  const user = session ? session.user : readStoredToken() ? readStoredUser() : null;
  const { _ } = useLingui();

  return (
    <header className="sticky top-0 z-30 border-b border-sand-200 bg-sand-50/95 backdrop-blur supports-[backdrop-filter]:bg-sand-50/80">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to={paths.home}
          className="flex min-w-0 items-center gap-2 rounded-lg font-display text-lg font-semibold text-brand-800 sm:text-xl"
        >
          <BrandMark className="size-8 shrink-0 text-brand-700" />
          <span className="truncate">{BRAND_NAME}</span>
        </Link>

        <nav aria-label={_('nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="rounded-full px-4 py-2 text-sm font-medium text-ink-700 hover:bg-sand-100 hover:text-ink-900"
                >
                  {_(link.label)}
                </Link>
              </li>
            ))}
            {showsHostLink(user?.role) && (
              <li>
                <Link
                  to={hostLink.to}
                  className="rounded-full px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-sand-100 hover:text-brand-800"
                >
                  {_(hostLink.label)}
                </Link>
              </li>
            )}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <LanguageSwitcher />
          {/* Icon only between md and lg, where the row is tight. */}
          <SupportChatLink source="header" className="btn-ghost px-3 lg:px-5" labelClassName="hidden lg:inline" />
          {user ? (
            session ? (
              <Suspense fallback={<AccountMenuPlaceholder user={user} unreadCount={unreadCount} />}>
                <AccountMenu user={user} unreadCount={unreadCount} />
              </Suspense>
            ) : (
              <span className="btn-ghost">{firstName(user)}</span>
            )
          ) : (
            <>
              <Link
                to={paths.login}
                className="btn-ghost"
                onPointerEnter={preloadAuthModal}
                onFocus={preloadAuthModal}
                onClick={(event) => {
                  // The link still works opened in a new tab; a plain click opens the modal here.
                  if (!modal || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  modal.openAuthModal({ step: 'login-form' });
                }}
              >
                {_('header.login')}
              </Link>
              <Link to={paths.register} className="btn-primary">
                {_('header.signUp')}
              </Link>
            </>
          )}
        </div>

        <div className="flex items-center gap-1 md:hidden">
          {user && (unreadCount === null || unreadCount > 0) && (
            <Link
              to={paths.messages}
              className="rounded-full p-1"
              aria-label={
                unreadCount === null
                  ? _('header.messagesUnknown', { status: UNREAD_UNKNOWN_TEXT })
                  : _('header.messagesUnread', { count: unreadCount })
              }
            >
              <UnreadBadge count={unreadCount} />
            </Link>
          )}
          <MobileMenuButton unreadCount={unreadCount} />
        </div>
      </div>
    </header>
  );
}

const triggerClass = 'btn-ghost border border-sand-300 bg-white';

/**
 * The menu's button as it looks once loaded, so nothing moves when the chunk arrives; a click
 * meanwhile opens the menu as soon as it is there.
 */
function AccountMenuPlaceholder({ user, unreadCount }: { user: SessionUser; unreadCount: number | null }) {
  return (
    <button type="button" className={triggerClass} aria-haspopup="menu" onClick={requestAccountMenuOpen}>
      <span>{firstName(user)}</span>
      <UnreadBadge count={unreadCount} />
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );
}
