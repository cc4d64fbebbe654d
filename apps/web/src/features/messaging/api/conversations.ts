// Conversation calls (docs/API.md "Messaging"): the lists (active and archived), one conversation,
// get-or-open for a property, archive/unarchive, mark read, and the thread pages.
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { messagingKeys } from './keys';
import type { Conversation, MarkedRead, Message, ThreadMeta } from './types';

/** The lists show one page of the newest conversations (the server allows up to 100). */
export const CONVERSATIONS_PER_PAGE = 100;
/** Thread page size (server: 1–100). */
export const THREAD_PAGE_SIZE = 100;

export async function listConversations(archived: boolean, signal?: AbortSignal): Promise<Conversation[]> {
  const path = archived ? '/api/v1/conversations/archived' : '/api/v1/conversations';
  const { data } = await apiRequest<Conversation[]>(path, {
    params: { page: 1, perPage: CONVERSATIONS_PER_PAGE },
    signal,
  });
  return data;
}

export function useConversations(archived: boolean, refetchInterval: number | false) {
  return useQuery({
    queryKey: messagingKeys.conversationList(archived),
    queryFn: ({ signal }) => listConversations(archived, signal),
    refetchInterval,
    staleTime: 0,
  });
}

export function useConversation(id: number | null) {
  return useQuery({
    queryKey: messagingKeys.conversation(id ?? 0),
    queryFn: ({ signal }) => apiGet<Conversation>(`/api/v1/conversations/${id}`, undefined, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** POST /api/v1/conversations: 201 when opened, 200 when it was there. */
export async function openConversation(propertyId: number): Promise<Conversation> {
  const { data } = await apiRequest<Conversation>('/api/v1/conversations', { method: 'POST', body: { propertyId } });
  return data;
}

export async function setArchived(id: number, archived: boolean): Promise<Conversation> {
  const { data } = await apiRequest<Conversation>(`/api/v1/conversations/${id}/${archived ? 'archive' : 'unarchive'}`, {
    method: 'POST',
  });
  return data;
}

export async function markConversationReadRest(id: number): Promise<MarkedRead> {
  const { data } = await apiRequest<MarkedRead>(`/api/v1/conversations/${id}/read`, { method: 'POST' });
  return data;
}

export interface ThreadPage {
  messages: Message[];
  meta: ThreadMeta;
}

export type ThreadData = InfiniteData<ThreadPage, string | null>;

/**
 * One page of the thread, oldest to newest. The server pages forward: no cursor is the first
 * messages, `nextCursor` the ones after them; so the client reads on until `hasMore` is false.
 */
export async function fetchThreadPage(id: number, cursor: string | null, signal?: AbortSignal): Promise<ThreadPage> {
  const { data, meta } = await apiRequest<Message[]>(`/api/v1/conversations/${id}/messages`, {
    params: { cursor, limit: THREAD_PAGE_SIZE },
    signal,
  });
  const threadMeta = (meta as unknown as ThreadMeta | undefined) ?? {
    limit: THREAD_PAGE_SIZE,
    hasMore: false,
    nextCursor: null,
  };
  return { messages: data, meta: threadMeta };
}

export function useThread(id: number, refetchInterval: number | false) {
  return useInfiniteQuery({
    queryKey: messagingKeys.thread(id),
    queryFn: ({ pageParam, signal }) => fetchThreadPage(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.meta.hasMore && last.meta.nextCursor ? last.meta.nextCursor : undefined),
    refetchInterval,
    staleTime: 0,
  });
}

/** The thread's messages once, oldest first (pages may overlap after live inserts). */
export function flattenThread(data: { pages: ThreadPage[] } | undefined): Message[] {
  if (!data) return [];
  const byId = new Map<number, Message>();
  for (const page of data.pages) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
