// The signed-in user's menu entries by role (SPEC §2 Header, §6 Roles).
import type { UserRole } from '@/lib/session';
import { paths } from '@/config/paths';
import { ownerPaths } from '@/config/owner-paths';

export interface AccountLink {
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
          { label: 'Dashboard', to: ownerPaths.dashboard },
          { label: 'Analytics', to: paths.analytics },
        ]
      : role === 'admin'
        ? // SPEC §6 "Admins see Analytics Dashboard": the console's screen, behind its admin sign-in.
          [{ label: 'Analytics Dashboard', to: ownerPaths.adminAnalytics, document: true }]
        : [];
  return [
    ...byRole,
    { label: 'Your Bookings', to: paths.bookings },
    { label: 'Messages', to: paths.messages, unread: true },
    // Issue 17; `paths.saved` once config/paths.ts gains it.
    { label: 'Saved', to: '/saved' },
    { label: 'Profile', to: paths.profile },
    { label: 'Settings', to: paths.settings },
  ];
}
