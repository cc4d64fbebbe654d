// /messages: any signed-in user's conversations (SPEC §2 "Guest messages").
import { paths } from '@/config/paths';
import { ownerPaths } from '@/config/owner-paths';
import { RequireSignIn } from '@/components/RequireSignIn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Inbox } from './components/Inbox';

export default function MessagesPage() {
  useDocumentTitle('Messages');
  return (
    <RequireSignIn>
      {(user) => (
        <Inbox
          user={user}
          variant="guest"
          basePath={paths.messages}
          title="Messages"
          aside={user.role === 'owner' ? { to: ownerPaths.messages, label: 'Owner inbox and inquiries' } : undefined}
        />
      )}
    </RequireSignIn>
  );
}
