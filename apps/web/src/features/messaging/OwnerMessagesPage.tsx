// /owner/messages (owners, behind RequireRole): the conversations about the owner's farmhouses
// and the inquiries (GET /api/v1/messages?messageType=inquiry).
import { ownerPaths } from '@/config/owner-paths';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLingui } from '@/i18n/react';
import { Inbox } from './components/Inbox';
import './messages';

export default function OwnerMessagesPage() {
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
    />
  );
}
