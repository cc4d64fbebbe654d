// The signed-in user's menu entries by role (SPEC §2 Header, §6 Roles).
import type { UserRole } from '@/lib/session';
import { paths } from '@/config/paths';

export interface AccountLink {
  label: string;
  to: string;
  /** Messages shows the unread count. */
  unread?: boolean;
}

export function accountLinks(role: UserRole): AccountLink[] {
  const byRole: AccountLink[] =
    role === 'owner'
      ? [
          { label: 'Dashboard', to: paths.ownerDashboard },
          { label: 'Analytics', to: paths.analytics },
        ]
      : role === 'admin'
        ? [{ label: 'Analytics Dashboard', to: paths.analytics }]
        : [];
  return [
    ...byRole,
    { label: 'Your Bookings', to: paths.bookings },
    { label: 'Messages', to: paths.messages, unread: true },
    { label: 'Profile', to: paths.profile },
    { label: 'Settings', to: paths.settings },
  ];
}
