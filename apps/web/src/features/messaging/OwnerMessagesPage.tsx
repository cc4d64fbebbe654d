// /owner/messages (owners, behind RequireRole): the conversations about the owner's farmhouses
// and the inquiries (GET /api/v1/messages?messageType=inquiry). The route gives the open thread's
// extra panel (the guest's bookings with Accept and Decline, from the owner feature).
import { ownerPaths } from '@/config/owner-paths';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLingui } from '@/i18n/react';
import { Inbox, type InboxProps } from './components/Inbox';
import './messages';

export default function OwnerMessagesPage({ threadAside }: { threadAside?: InboxProps['threadAside'] }) {
  const { _ } = useLingui();
  useDocumentTitle(_('messaging.ownerTitle'));
  const { user } = useSession();
  if (!user) return null;
  return (
    <Inbox
      user={user}
      variant="owner"
      basePath={ownerPaths.messages}
      title={_('messaging.ownerTitle')}
      aside={{ to: ownerPaths.dashboard, label: _('messaging.backToDashboard') }}
      threadAside={threadAside}
    />
  );
}
