// /owner/dashboard (owners only, guarded by RequireRole): links to messages and earnings, the
// owner's listings with what to do next, incoming bookings to accept or reject, guests' reviews to
// answer, and the calendar where an owner blocks dates.
import { Link } from 'react-router';
import { IndianRupee, MessageSquare } from 'lucide-react';
import { ownerPaths } from '@/config/owner-paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { useLingui } from '@/i18n/react';
import { IncomingBookings } from './components/IncomingBookings';
import { OwnerCalendar } from './components/OwnerCalendar';
import { YourListings } from './listings/YourListings';
import { OwnerReviews } from './reviews/OwnerReviews';
import './messages';

export default function DashboardPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('owner.dashboard.title'));
  const { user } = useSession();
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="font-display text-2xl font-semibold text-ink-900 sm:text-3xl">{_('owner.dashboard.title')}</h1>
      {user?.fullName && (
        <p className="mt-1 text-ink-700">{_('owner.dashboard.welcome', { name: user.fullName.split(' ')[0] })}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={ownerPaths.messages} className="btn-secondary">
          <MessageSquare aria-hidden="true" className="size-4" />
          {_('owner.dashboard.messages')}
        </Link>
        <Link to={ownerPaths.earnings} className="btn-secondary">
          <IndianRupee aria-hidden="true" className="size-4" />
          {_('owner.dashboard.earnings')}
        </Link>
      </div>
      <YourListings />
      <IncomingBookings />
      <OwnerReviews />
      <OwnerCalendar />
    </div>
  );
}
