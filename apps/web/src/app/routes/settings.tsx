// /settings: cookie consent, notification preferences, signing out everywhere and deleting the
// account; for owners also where their earnings are paid (the owner feature's Payouts section,
// its own chunk, so other users' settings never download it).
import { Suspense } from 'react';
import SettingsPage from '@/features/account/SettingsPage';
import { page } from '@/lib/lazy-page';

const PayoutSettings = page(() => import('@/features/owner/payouts/PayoutSettings'));

export default function SettingsRoute() {
  return (
    <SettingsPage
      extra={(user) =>
        user.role === 'owner' ? (
          <Suspense fallback={<div className="skeleton h-40 w-full rounded-2xl" />}>
            <PayoutSettings />
          </Suspense>
        ) : null
      }
    />
  );
}
