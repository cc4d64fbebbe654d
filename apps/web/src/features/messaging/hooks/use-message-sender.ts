// Optimistic sending (PRODUCT.md §8 "Sending a conversation message"): the message shows at once with a
// fresh clientMessageId, goes over the socket's send_message with an acknowledgement, or over REST
// (POST /api/v1/messages) when the link is down; both carry its messageType (text, or image/file
// with the mediaUrl of the picture or file). A DUPLICATE_MESSAGE answer is the stored message, so it counts as sent;
// anything else marks the message failed, with "Failed to send message" and a retry that reuses
// the same clientMessageId (so a message that did arrive is never stored twice). Sending too fast
// (RATE_LIMITED) says so instead, with the same retry.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/toast';
import { i18n } from '@/i18n/catalogs';
import { ApiError } from '@/lib/api-client';
import { invalidateConversations, upsertThreadMessage } from '../api/cache';
import { messagingKeys } from '../api/keys';
import { DUPLICATE_MESSAGE, sendMessageRest } from '../api/messages';
import type { Message, SendMessageBody } from '../api/types';
import { RealtimeUnavailableError, TOKEN_EXPIRED, type RealtimeConnection } from '../realtime/connection';

/** The server's per-user message limit (REST 429 or the socket's acknowledgement). */
export const RATE_LIMITED = 'RATE_LIMITED';

/** What a message carries besides its text: a picture or file already uploaded. */
export interface Attachment {
  messageType: 'image' | 'file';
  /** https://… or /uploads/… */
  mediaUrl: string;
}

export interface OutgoingMessage {
  clientMessageId: string;
  content: string;
  attachment?: Attachment;
  status: 'sending' | 'failed';
  /** The server's refusal, when it gave one (e.g. blocked). */
  error?: string;
  /** Refused for sending too fast: `error` says so, and there is nothing else to report. */
  rateLimited?: boolean;
  createdAt: string;
}

/** A new id per message; crypto.randomUUID needs a secure context, so fall back to random bytes. */
export function newClientMessageId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A send the server refused (not a transport problem). */
export class SendRefusedError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SendRefusedError';
  }
}

/** Sends over the socket when it is up, else over REST; resolves to the stored message. */
export async function deliverMessage(
  connection: RealtimeConnection | null,
  conversationId: number,
  body: SendMessageBody & { clientMessageId: string },
): Promise<Message> {
  if (connection?.getSnapshot().state === 'connected') {
    try {
      const ack = await connection.request<Message>('send_message', { ...body, conversationId });
      if (ack.success) return ack.data;
      if (ack.error?.code === DUPLICATE_MESSAGE && ack.data) return ack.data;
      // The socket's sign-in lapsed (it is being renewed); REST refreshes the token itself. Not
      // RATE_LIMITED: REST counts against the same limit, so it would only be a second refusal.
      if (ack.error?.code === TOKEN_EXPIRED) throw new RealtimeUnavailableError(TOKEN_EXPIRED);
      throw new SendRefusedError(ack.error?.message ?? ack.message ?? i18n._('messaging.sendFailed'), ack.error?.code);
    } catch (error) {
      // A link that dropped or stayed silent: REST with the same clientMessageId is safe.
      if (!(error instanceof RealtimeUnavailableError)) throw error;
    }
  }
  return sendMessageRest(conversationId, body);
}

/** What to tell the user when the send was refused for going too fast; null for other failures. */
function rateLimitText(error: unknown): string | null {
  const code = error instanceof SendRefusedError || error instanceof ApiError ? error.code : undefined;
  // The server's text for RATE_LIMITED, else ours (an answer that carries none).
  if (code === RATE_LIMITED) return (error as Error).message || i18n._('messaging.rateLimited');
  // A 429 without the API's body (a proxy's) carries only a status text.
  return error instanceof ApiError && error.status === 429 ? i18n._('messaging.rateLimited') : null;
}

export function useMessageSender(conversationId: number, connection: RealtimeConnection | null) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);

  const deliver = useCallback(
    async (item: OutgoingMessage) => {
      try {
        const message = await deliverMessage(connection, conversationId, {
          content: item.content,
          clientMessageId: item.clientMessageId,
          messageType: item.attachment?.messageType ?? 'text',
          ...(item.attachment ? { mediaUrl: item.attachment.mediaUrl } : {}),
        });
        upsertThreadMessage(queryClient, message);
        setOutbox((list) => list.filter((m) => m.clientMessageId !== item.clientMessageId));
        invalidateConversations(queryClient);
        void queryClient.invalidateQueries({ queryKey: messagingKeys.messages });
      } catch (error) {
        const limit = rateLimitText(error);
        const rateLimited = limit !== null;
        const reason =
          limit ??
          (error instanceof SendRefusedError || (error instanceof ApiError && error.status !== 0)
            ? error.message
            : undefined);
        setOutbox((list) =>
          list.map((m) =>
            m.clientMessageId === item.clientMessageId ? { ...m, status: 'failed', error: reason, rateLimited } : m,
          ),
        );
        toast(
          limit !== null
            ? { title: limit, variant: 'warning' }
            : { title: i18n._('messaging.sendFailed'), description: reason, variant: 'error' },
        );
      }
    },
    [connection, conversationId, queryClient, toast],
  );

  const send = useCallback(
    (content: string, attachment?: Attachment) => {
      const item: OutgoingMessage = {
        clientMessageId: newClientMessageId(),
        content,
        attachment,
        status: 'sending',
        createdAt: new Date().toISOString(),
      };
      setOutbox((list) => [...list, item]);
      void deliver(item);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const item = outbox.find((m) => m.clientMessageId === clientMessageId);
      if (!item) return;
      const again: OutgoingMessage = { ...item, status: 'sending', error: undefined, rateLimited: false };
      setOutbox((list) => list.map((m) => (m.clientMessageId === clientMessageId ? again : m)));
      void deliver(again);
    },
    [outbox, deliver],
  );

  return { outbox, send, retry };
}
