// One conversation: who and which farmhouse, online status, the messages oldest to newest with
// ✓ delivered / ✓✓ read on mine, the other side's typing, and the composer. Joins the
// conversation's room when the link is up (again after every reconnect) and marks it read while
// it is on screen.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { AlertCircle, ArrowLeft, Check, CheckCheck, Clock, RotateCw, Send } from 'lucide-react';
import { paths } from '@/config/paths';
import { useLingui } from '@/i18n/react';
import { flattenThread, useThread } from '../api/conversations';
import type { Conversation, Message } from '../api/types';
import { useMarkRead } from '../hooks/use-mark-read';
import { useMessageSender, type OutgoingMessage } from '../hooks/use-message-sender';
import { useTypingEmitter } from '../hooks/use-typing';
import { formatMessageTime } from '../lib/time';
import type { RealtimeConnection } from '../realtime/connection';
import type { PresenceStore } from '../realtime/presence';
import { ConversationActions } from './ConversationActions';
import '../messages';

/** SendMessage: 1–4,000 characters after trimming (docs/API.md). */
export const MESSAGE_MAX_LENGTH = 4000;

export interface ThreadProps {
  conversation: Conversation;
  myId: number;
  backHref: string;
  connection: RealtimeConnection | null;
  connected: boolean;
  presence: PresenceStore | null;
  refetchInterval: number;
  /** Asked when the thread opens: move focus to its heading? (Opened by the user, not on page load.) */
  takeFocus?: () => boolean;
  /** Shown under the header (the owner's: the guest's bookings with Accept and Decline). */
  aside?: ReactNode;
}

export function Thread({
  conversation,
  myId,
  backHref,
  connection,
  connected,
  presence,
  refetchInterval,
  takeFocus,
  aside,
}: ThreadProps) {
  const { _ } = useLingui();
  const id = conversation.id;
  const other = conversation.otherParty;
  const thread = useThread(id, refetchInterval);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  const messages = flattenThread(thread.data);
  const { outbox, send, retry } = useMessageSender(id, connection);
  const typingEmitter = useTypingEmitter(id, connection);
  useMarkRead(id, myId, messages, conversation.unreadCount, connection);

  // The server pages forward from the first message: read on to the newest.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // docs/REALTIME.md: join_conversation when a thread opens; rooms are per socket, so again after a reconnect.
  useEffect(() => {
    if (!connection || !connected) return;
    connection.request('join_conversation', { conversationId: id }).catch(() => {});
  }, [connection, connected, id]);

  const announcement = useIncomingAnnouncement(messages, myId, other.fullName);
  const status = presence?.statusOf(other.id);
  const otherTyping = presence?.isTyping(id, other.id) ?? false;
  const sentIds = new Set(messages.filter((m) => m.senderId === myId).map((m) => m.clientMessageId));
  const pending = outbox.filter((m) => !sentIds.has(m.clientMessageId));
  const blocked = conversation.blockedByMe;

  // On a phone the list that held focus is hidden now: take focus to the thread.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus?.()) heading.current?.focus();
    // Only when the thread opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const listEnd = useRef<HTMLLIElement>(null);
  const count = messages.length + pending.length;
  useEffect(() => {
    listEnd.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  return (
    <section
      aria-labelledby="thread-title"
      className="flex min-h-[60dvh] flex-col rounded-2xl border border-sand-200 bg-white md:h-[calc(100dvh-13rem)]"
    >
      {/* The names wrap, never cut: on a phone the actions go below them when the row is short. */}
      <header className="flex flex-wrap items-start gap-2 border-b border-sand-200 p-3">
        <Link to={backHref} className="btn-ghost -ml-1 px-2 md:hidden" aria-label={_('messaging.backToConversations')}>
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <div className="min-w-0 flex-1 basis-40">
          <h2
            id="thread-title"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-ink-900 [overflow-wrap:anywhere] focus:outline-none"
          >
            {other.fullName}
          </h2>
          <p className="text-sm text-ink-700 [overflow-wrap:anywhere]">
            <Link to={paths.property(conversation.property.slug)} className="underline-offset-2 hover:underline">
              {conversation.property.title}
            </Link>
            {status && (
              <span className="ml-2 inline-flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className={clsx(
                    'inline-block size-2 rounded-full',
                    status === 'online' ? 'bg-leaf-600' : 'bg-ink-400',
                  )}
                />
                {status === 'online' ? _('messaging.online') : _('messaging.offline')}
              </span>
            )}
          </p>
        </div>
        <ConversationActions conversation={conversation} />
      </header>
      {aside}

      <div className="flex-1 overflow-y-auto p-3">
        {thread.isError ? (
          <p role="alert" className="flex gap-2 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {_('messaging.messagesFailed')}
          </p>
        ) : thread.isPending ? (
          <div role="status" className="space-y-2">
            <span className="sr-only">{_('messaging.loadingMessages')}</span>
            <div className="skeleton h-10 w-2/3" />
            <div className="skeleton ml-auto h-10 w-1/2" />
          </div>
        ) : (
          <ol aria-label={_('messaging.messagesWith', { name: other.fullName })} className="flex flex-col gap-2">
            {messages.length === 0 && pending.length === 0 && (
              <li className="py-6 text-center text-ink-700">{_('messaging.sayHello')}</li>
            )}
            {messages.map((m) => (
              <MessageBubble key={m.id} message={m} mine={m.senderId === myId} />
            ))}
            {pending.map((m) => (
              <PendingBubble key={m.clientMessageId} message={m} onRetry={() => retry(m.clientMessageId)} />
            ))}
            <li ref={listEnd} aria-hidden="true" />
          </ol>
        )}
      </div>

      <p className="min-h-6 px-3 text-sm italic text-ink-700" aria-live="polite">
        {otherTyping ? _('messaging.typing', { name: other.fullName }) : ''}
      </p>
      {/* New messages from the other side are read out once each. */}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {blocked ? (
        <p className="border-t border-sand-200 p-3 text-sm text-ink-700">
          {_('messaging.youBlocked', { name: other.fullName })}
        </p>
      ) : (
        <Composer
          onTyping={typingEmitter.onInput}
          onSend={(content) => {
            typingEmitter.stop();
            send(content);
          }}
        />
      )}
    </section>
  );
}

/** The newest message from the other side that arrived while the thread was open. */
function useIncomingAnnouncement(messages: Message[], myId: number, name: string): string {
  const { i18n } = useLingui();
  const newestSeen = useRef<number | null>(null);
  const [text, setText] = useState('');
  const newest = messages[messages.length - 1];
  useEffect(() => {
    if (!newest) return;
    if (newestSeen.current !== null && newest.id > newestSeen.current && newest.senderId !== myId) {
      setText(i18n._('messaging.newMessage', { name, content: newest.content }));
    }
    newestSeen.current = Math.max(newestSeen.current ?? 0, newest.id);
  }, [newest, myId, name, i18n]);
  return text;
}

function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  const { _ } = useLingui();
  const read = message.deliveryStatus === 'read';
  return (
    <li className={clsx('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[70%]',
          mine ? 'bg-brand-700 text-white' : 'bg-sand-100 text-ink-900',
        )}
      >
        <p className="whitespace-pre-wrap break-words">{message.content}</p>
        <p
          className={clsx('mt-1 flex items-center justify-end gap-1 text-xs', mine ? 'text-brand-50' : 'text-ink-600')}
        >
          <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
          {mine &&
            (read ? (
              <span className="inline-flex items-center" data-delivery="read">
                <CheckCheck aria-hidden="true" className="size-4" />
                <span className="sr-only">{_('messaging.read')}</span>
              </span>
            ) : (
              <span className="inline-flex items-center" data-delivery="delivered">
                <Check aria-hidden="true" className="size-4" />
                <span className="sr-only">{_('messaging.delivered')}</span>
              </span>
            ))}
        </p>
      </div>
    </li>
  );
}

function PendingBubble({ message, onRetry }: { message: OutgoingMessage; onRetry: () => void }) {
  const { _ } = useLingui();
  const failed = message.status === 'failed';
  return (
    <li className="flex justify-end">
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[70%]',
          failed ? 'border border-danger-600 bg-danger-50 text-ink-900' : 'bg-brand-700/80 text-white',
        )}
      >
        <p className="whitespace-pre-wrap break-words">{message.content}</p>
        {failed ? (
          <div className="mt-1 text-xs text-danger-600">
            {/* Sending too fast is not a failure to explain: the server's text says what to do. */}
            {message.rateLimited ? (
              <p className="font-semibold">{message.error}</p>
            ) : (
              <>
                <p className="font-semibold">{_('messaging.sendFailed')}</p>
                {message.error && <p>{message.error}</p>}
              </>
            )}
            <button
              type="button"
              className="mt-1 inline-flex min-h-8 items-center gap-1 font-semibold underline"
              onClick={onRetry}
            >
              <RotateCw aria-hidden="true" className="size-3" />
              {_('messaging.retry')}
            </button>
          </div>
        ) : (
          <p className="mt-1 flex items-center justify-end gap-1 text-xs text-brand-50" data-delivery="sending">
            <Clock aria-hidden="true" className="size-3" />
            {_('messaging.sending')}
          </p>
        )}
      </div>
    </li>
  );
}

function Composer({ onSend, onTyping }: { onSend: (content: string) => void; onTyping: () => void }) {
  const { _ } = useLingui();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    onSend(trimmed);
    setText('');
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-sand-200 p-3">
      <label htmlFor="message-input" className="sr-only">
        {_('messaging.messageLabel')}
      </label>
      <textarea
        id="message-input"
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        placeholder={_('messaging.placeholder')}
        className="min-h-11 min-w-0 flex-1 resize-none rounded-xl border border-sand-300 px-3 py-2 text-base text-ink-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/40"
        onChange={(event) => {
          setText(event.target.value);
          onTyping();
        }}
        onKeyDown={(event) => {
          // Enter sends, Shift+Enter is a new line.
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
        }}
      />
      <button type="submit" className="btn-primary min-h-11 px-4" disabled={!trimmed}>
        <Send aria-hidden="true" className="size-4" />
        {_('messaging.send')}
      </button>
    </form>
  );
}
