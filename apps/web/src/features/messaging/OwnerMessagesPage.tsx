// /owner/messages (owners, behind RequireRole): the conversations about the owner's farmhouses
// and the inquiries (GET /api/v1/messages?messageType=inquiry).
import { paths } from '@/config/paths';
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
      basePath={paths.ownerMessages}
      title="Owner messages"
      aside={{ to: paths.ownerDashboard, label: 'Back to dashboard' }}
    />
  );
}
