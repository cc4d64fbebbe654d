// /analytics (owners and admins, SPEC §2 and §6; the owners' menu links here): an owner sees their
// analytics, the same page as /owner/analytics; an admin is pointed to the admin console's.
import { useSession } from '@/lib/session';
import OwnerAnalyticsPage, { ConsoleAnalyticsNote } from '@/features/owner/analytics/OwnerAnalyticsPage';

export default function AnalyticsRoute() {
  const { user } = useSession();
  return user?.role === 'admin' ? <ConsoleAnalyticsNote /> : <OwnerAnalyticsPage />;
}
