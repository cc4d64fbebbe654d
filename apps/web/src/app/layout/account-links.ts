// The signed-in user's menu entries by role (PRODUCT.md §2 Header, §6 Roles).
import type { UserRole } from '@/lib/session';
import { paths } from '@/config/paths';
import { ownerPaths } from '@/config/owner-paths';
import { messageId } from '@/i18n/catalogs';

export interface AccountLink {
  /** Message id (src/locales/en/layout.json). */
  label: string;
  to: string;
  /** Messages shows the unread count. */
  unread?: boolean;
  /** A page of another app (the admin console): a full page load, not a route of this one. */
  document?: boolean;
}

export function accountLinks(role: UserRole): AccountLink[] {
  const byRole: AccountLink[] =
    role === 'owner'
      ? [
          { label: messageId('account.dashboard'), to: ownerPaths.dashboard },
          { label: messageId('account.analytics'), to: paths.analytics },
          { label: messageId('account.earnings'), to: ownerPaths.earnings },
        ]
      : role === 'admin'
        ? // PRODUCT.md §6 "Admins see Analytics Dashboard": the console's screen, behind its admin sign-in.
          [{ label: messageId('account.adminAnalytics'), to: ownerPaths.adminAnalytics, document: true }]
        : [];
  return [
    ...byRole,
    { label: messageId('account.bookings'), to: paths.bookings },
    { label: messageId('account.messages'), to: paths.messages, unread: true },
    { label: messageId('account.saved'), to: paths.saved },
    { label: messageId('account.profile'), to: paths.profile },
    { label: messageId('account.settings'), to: paths.settings },
  ];
}
