// /messages: any signed-in user's conversations (PRODUCT.md §2 "Guest messages").
import { paths } from '@/config/paths';
import { ownerPaths } from '@/config/owner-paths';
import { RequireSignIn } from '@/components/RequireSignIn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLingui } from '@/i18n/react';
import { Inbox } from './components/Inbox';
import './messages';

export default function MessagesPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('messaging.title'));
  return (
    <RequireSignIn>
      {(user) => (
        <Inbox
          user={user}
          variant="guest"
          basePath={paths.messages}
          title={_('messaging.title')}
          aside={user.role === 'owner' ? { to: ownerPaths.messages, label: _('messaging.ownerInboxLink') } : undefined}
        />
      )}
    </RequireSignIn>
  );
}
