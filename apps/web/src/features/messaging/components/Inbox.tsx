// The messages screen shared by /messages and /owner/messages: the list (inbox, archived, and for
// owners the inquiries) and the open thread, two steps on a phone and side by side from md up.
// While realtime is down the lists refresh every 3 s, else every 10 s as a backup (PRODUCT.md §9).
import { useEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { Link, useSearchParams } from 'react-router';
import { AlertCircle, MessageSquare } from 'lucide-react';
import { paths } from '@/config/paths';
import { MESSAGES_REFRESH_DOWN_MS, MESSAGES_REFRESH_UP_MS } from '@/config/constants';
import { useLingui } from '@/i18n/react';
import type { SessionUser } from '@/lib/session';
import { useConversation, useConversations } from '../api/conversations';
import { useInquiries } from '../api/messages';
import type { Conversation, Message } from '../api/types';
import { formatMessageTime } from '../lib/time';
import { usePresence, useRealtime, useRealtimeStatus } from '../realtime/RealtimeProvider';
import { ConnectionBanner } from './ConnectionBanner';
import { ConversationList } from './ConversationList';
import { Thread } from './Thread';
import '../messages';

export type InboxVariant = 'guest' | 'owner';

/** PRODUCT.md §9 "Message list refresh (/messages only)": every 3 s while realtime is down, else every 10 s. */
export function messagesRefreshInterval(connected: boolean): number {
  return connected ? MESSAGES_REFRESH_UP_MS : MESSAGES_REFRESH_DOWN_MS;
}
type View = 'inbox' | 'archived' | 'inquiries';

export interface InboxProps {
  user: SessionUser;
  variant: InboxVariant;
  basePath: string;
  title: string;
  /** A link shown under the title (the owner's inbox from /messages and back). */
  aside?: { to: string; label: string };
  /** Shown in an open thread under its header (the owner's: the guest's bookings). */
  threadAside?: (conversation: Conversation) => ReactNode;
}

export function Inbox({ user, variant, basePath, title, aside, threadAside }: InboxProps) {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const rawView = params.get('view');
  const view: View =
    rawView === 'archived' ? 'archived' : rawView === 'inquiries' && variant === 'owner' ? 'inquiries' : 'inbox';
  const selectedId = Number(params.get('conversation')) || null;
  // A thread opened after the first paint was opened by the user: it takes focus. The thread asks
  // when it opens, from its own effect, which on the first commit runs before this one.
  const painted = useRef(false);
  useEffect(() => {
    painted.current = true;
    // StrictMode's second run in development starts from the first paint again.
    return () => {
      painted.current = false;
    };
  }, []);

  const { connection } = useRealtime();
  const status = useRealtimeStatus();
  const presence = usePresence();
  const connected = status.state === 'connected';
  const refetchInterval = messagesRefreshInterval(connected);

  const list = useConversations(view === 'archived', refetchInterval);
  const inquiries = useInquiries(variant === 'owner' && view === 'inquiries', refetchInterval);
  const one = useConversation(selectedId);
  const conversations = (list.data ?? []).filter((c) => variant === 'guest' || c.myRole === 'owner');
  const selected = one.data ?? list.data?.find((c) => c.id === selectedId) ?? null;

  const href = (next: { view?: View; conversation?: number | null }) => {
    const search = new URLSearchParams();
    const v = next.view ?? view;
    if (v !== 'inbox') search.set('view', v);
    const c = next.conversation === undefined ? selectedId : next.conversation;
    if (c) search.set('conversation', String(c));
    const text = search.toString();
    return text ? `${basePath}?${text}` : basePath;
  };

  const views: { id: View; label: string }[] = [
    { id: 'inbox', label: _('messaging.view.inbox') },
    ...(variant === 'owner' ? [{ id: 'inquiries' as const, label: _('messaging.view.inquiries') }] : []),
    { id: 'archived', label: _('messaging.view.archived') },
  ];

  return (
    <div className="container-page py-6 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-display text-2xl font-semibold text-ink-900 sm:text-3xl">{title}</h1>
        {aside && (
          <Link to={aside.to} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {aside.label}
          </Link>
        )}
      </div>
      <ConnectionBanner status={status} />

      {/* grid-cols-1 (minmax(0, 1fr)) keeps a long name or message from widening a phone screen. */}
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
        <div className={clsx('min-w-0', selectedId ? 'hidden md:block' : 'block')}>
          <nav aria-label={_('messaging.folders')} className="mb-3">
            <ul className="flex gap-1 rounded-full bg-sand-100 p-1">
              {views.map((v) => (
                <li key={v.id} className="flex-1">
                  <Link
                    to={href({ view: v.id, conversation: null })}
                    aria-current={view === v.id ? 'page' : undefined}
                    className={clsx(
                      'flex min-h-11 items-center justify-center rounded-full px-3 text-sm font-semibold',
                      view === v.id ? 'bg-white text-ink-900 shadow' : 'text-ink-700 hover:text-ink-900',
                    )}
                  >
                    {v.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {view === 'inquiries' ? (
            <InquiryList
              query={inquiries}
              conversations={list.data ?? []}
              hrefOf={(id) => href({ view: 'inbox', conversation: id })}
            />
          ) : list.isError ? (
            <LoadError text={_('messaging.conversationsFailed')} />
          ) : !list.data ? (
            <ListSkeleton label={_('messaging.loadingConversations')} />
          ) : (
            <ConversationList
              conversations={conversations}
              selectedId={selectedId}
              hrefOf={(id) => href({ conversation: id })}
              emptyText={view === 'archived' ? _('messaging.emptyArchived') : _('messaging.empty')}
              emptyAction={
                variant === 'guest' && view === 'inbox' ? (
                  <>
                    <p className="mt-1 text-sm text-ink-700">{_('messaging.emptyHowTo')}</p>
                    <Link to={paths.bookings} className="btn-secondary mt-3">
                      {_('messaging.toBookings')}
                    </Link>
                  </>
                ) : undefined
              }
            />
          )}
        </div>

        <div className={clsx('min-w-0', selectedId ? 'block' : 'hidden md:block')}>
          {selectedId === null ? (
            <div className="flex min-h-[60dvh] flex-col items-center justify-center rounded-2xl border border-dashed border-sand-300 p-6 text-center text-ink-700">
              <MessageSquare aria-hidden="true" className="size-8 text-brand-700" />
              <p className="mt-2">{_('messaging.choose')}</p>
            </div>
          ) : selected ? (
            <Thread
              key={selected.id}
              conversation={selected}
              myId={user.id}
              backHref={href({ conversation: null })}
              connection={connection}
              connected={connected}
              presence={presence}
              refetchInterval={refetchInterval}
              takeFocus={() => painted.current}
              aside={threadAside?.(selected)}
            />
          ) : one.isError ? (
            <LoadError text={_('messaging.conversationNotFound')} />
          ) : (
            <ListSkeleton label={_('messaging.loadingConversation')} />
          )}
        </div>
      </div>
    </div>
  );
}

function InquiryList({
  query,
  conversations,
  hrefOf,
}: {
  query: { data?: Message[]; isError: boolean };
  conversations: Conversation[];
  hrefOf: (conversationId: number) => string;
}) {
  const { _ } = useLingui();
  if (query.isError) return <LoadError text={_('messaging.messagesFailed')} />;
  if (!query.data) return <ListSkeleton label={_('messaging.loadingInquiries')} />;
  if (query.data.length === 0) {
    return (
      <p className="rounded-2xl border border-sand-200 bg-white p-6 text-center text-ink-700">
        {_('messaging.noInquiries')}
      </p>
    );
  }
  const byId = new Map(conversations.map((c) => [c.id, c]));
  return (
    <ul className="flex flex-col gap-2">
      {query.data.map((m) => {
        const c = byId.get(m.conversationId);
        return (
          <li key={m.id}>
            <Link
              to={hrefOf(m.conversationId)}
              className="block min-h-16 rounded-2xl border border-sand-200 bg-white p-3 hover:bg-sand-100"
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className={clsx('truncate text-ink-900', m.isRead ? 'font-semibold' : 'font-bold')}>
                  {c ? c.otherParty.fullName : _('messaging.guest')}
                </span>
                <time dateTime={m.createdAt} className="shrink-0 text-xs text-ink-600">
                  {formatMessageTime(m.createdAt)}
                </time>
              </span>
              {c && <span className="block truncate text-sm text-ink-700">{c.property.title}</span>}
              <span className="block truncate text-sm text-ink-600">{m.content}</span>
              {!m.isRead && <span className="text-xs font-semibold text-brand-700">{_('messaging.unread')}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function LoadError({ text }: { text: string }) {
  return (
    <p role="alert" className="flex gap-2 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {text}
    </p>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{label}</span>
      <div className="skeleton h-16 w-full" />
      <div className="skeleton h-16 w-full" />
    </div>
  );
}
