// /owner/messages (owners, behind RequireRole): the conversations about the owner's farmhouses
// and the inquiries (GET /api/v1/messages?messageType=inquiry).
import { ownerPaths } from '@/config/owner-paths';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Inbox } from './components/Inbox';

export default function OwnerMessagesPage() {
  useDocumentTitle('Owner messages');
  const { user } = useSession();
  if (!user) return null;
  return (
    <Inbox
      user={user}
      variant="owner"
      basePath={ownerPaths.messages}
      title="Owner messages"
      aside={{ to: ownerPaths.dashboard, label: 'Back to dashboard' }}
    />
  );
}
