// The conversation list: the other party, the property, the last message and my unread count.
import clsx from 'clsx';
import { Link } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { UnreadBadge } from '@/components/UnreadBadge';
import { useLingui } from '@/i18n/react';
import type { Conversation } from '../api/types';
import { formatMessageTime } from '../lib/time';
import '../messages';

export function ConversationList({
  conversations,
  selectedId,
  hrefOf,
  emptyText,
  emptyAction,
}: {
  conversations: Conversation[];
  selectedId: number | null;
  hrefOf: (id: number) => string;
  emptyText: string;
  /** A way in from an empty inbox (the guest's: to Your Bookings, where each booking has "Message owner"). */
  emptyAction?: React.ReactNode;
}) {
  const { _ } = useLingui();
  if (conversations.length === 0) {
    return (
      <div className="rounded-2xl border border-sand-200 bg-white p-6 text-center">
        <MessageSquare aria-hidden="true" className="mx-auto size-8 text-brand-700" />
        <p className="mt-2 text-ink-700">{emptyText}</p>
        {emptyAction}
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {conversations.map((c) => {
        const selected = c.id === selectedId;
        const last = c.lastMessage;
        return (
          <li key={c.id}>
            <Link
              to={hrefOf(c.id)}
              aria-current={selected ? 'true' : undefined}
              aria-describedby={`conversation-${c.id}-last`}
              aria-label={
                c.unreadCount > 0
                  ? _('messaging.itemUnread', {
                      name: c.otherParty.fullName,
                      property: c.property.title,
                      count: c.unreadCount,
                    })
                  : _('messaging.item', { name: c.otherParty.fullName, property: c.property.title })
              }
              className={clsx(
                'flex min-h-16 items-start gap-3 rounded-2xl border p-3 text-left hover:bg-sand-100',
                selected ? 'border-brand-600 bg-brand-50' : 'border-sand-200 bg-white',
              )}
            >
              {c.property.image ? (
                <img src={c.property.image} alt="" className="size-12 shrink-0 rounded-xl object-cover" />
              ) : (
                <span aria-hidden="true" className="size-12 shrink-0 rounded-xl bg-sand-200" />
              )}
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={clsx('truncate text-ink-900', c.unreadCount > 0 ? 'font-bold' : 'font-semibold')}>
                    {c.otherParty.fullName}
                  </span>
                  {c.lastMessageAt && (
                    <span className="shrink-0 text-xs text-ink-600">{formatMessageTime(c.lastMessageAt)}</span>
                  )}
                </span>
                <span className="block truncate text-sm text-ink-700">{c.property.title}</span>
                <span className="flex items-center justify-between gap-2">
                  <span id={`conversation-${c.id}-last`} className="truncate text-sm text-ink-600">
                    {last ? last.content : _('messaging.noMessagesYet')}
                  </span>
                  <UnreadBadge count={c.unreadCount} />
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
