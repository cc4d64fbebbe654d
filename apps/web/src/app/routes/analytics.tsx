// /analytics (owners and admins, PRODUCT.md §2 and §6; the owners' menu links here): an owner sees their
// analytics, the same page as /owner/analytics. An admin's Analytics Dashboard is the admin
// console's Analytics screen: it needs the console's own admin token and CSRF token (PRODUCT.md §6),
// which this app never holds, so the admin is sent there (the console asks them to sign in first
// when it has no session).
import { useEffect } from 'react';
import { ownerPaths } from '@/config/owner-paths';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import OwnerAnalyticsPage from '@/features/owner/analytics/OwnerAnalyticsPage';

/** Full-page navigation into the console (another app); a seam for tests. */
export const browser = {
  replace(url: string) {
    window.location.replace(url);
  },
};

function ToConsoleAnalytics() {
  useDocumentTitle('Analytics Dashboard');
  useEffect(() => browser.replace(ownerPaths.adminAnalytics), []);
  // Shown for the moment the console takes to load, or if the navigation is blocked.
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="font-display text-2xl font-semibold text-ink-900 sm:text-3xl">Analytics Dashboard</h1>
      <p role="status" className="mt-3 text-ink-700">
        Opening the Analytics Dashboard in the admin console…
      </p>
      <a href={ownerPaths.adminAnalytics} className="btn-primary mt-5">
        Open the Analytics Dashboard
      </a>
    </div>
  );
}

export default function AnalyticsRoute() {
  const { user } = useSession();
  return user?.role === 'admin' ? <ToConsoleAnalytics /> : <OwnerAnalyticsPage />;
}
