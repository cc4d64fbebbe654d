// Messaging test harness: the app's providers with the realtime link on a fake socket, the header
// (for the unread badge), sample conversations and messages shaped like docs/API.md, and MSW
// handlers for the conversation calls.
import { act, render } from '@testing-library/react';
import { expect, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Header } from '@/app/layout/Header';
import { ToastProvider } from '@/components/toast';
import { guestUser, owner, storeCredentials } from '@/testing/auth-harness';
import { AuthProviders } from '@/features/auth';
import type { SessionUser } from '@/lib/session';
import { queryClient } from '@/lib/react-query';
import { fakeSocketFactory } from '@/testing/fake-socket';
import { server } from '@/testing/msw-server';
import { useUnreadCount } from '../api/messages';
import type { Conversation, Message } from '../api/types';
import { setSocketFactory } from '../realtime/factory';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import MessagesPage from '../MessagesPage';
import OwnerMessagesPage from '../OwnerMessagesPage';

export { guestUser, owner };

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 31,
    property: { id: 12, slug: 'banyan-grove-farmhouse-moinabad', title: 'Banyan Grove Farmhouse', image: null },
    otherParty: { id: owner.id, fullName: owner.fullName, role: 'owner' },
    myRole: 'guest',
    guestId: guestUser.id,
    ownerId: owner.id,
    unreadCount: 0,
    archived: false,
    lastMessage: null,
    lastMessageAt: '2026-11-20T10:00:00+05:30',
    blockedByMe: false,
    blockedByThem: false,
    createdAt: '2026-11-20T09:00:00+05:30',
    ...overrides,
  };
}

export function message(overrides: Partial<Message> & Pick<Message, 'id'>): Message {
  return {
    conversationId: 31,
    senderId: guestUser.id,
    recipientId: owner.id,
    propertyId: 12,
    content: `Message ${overrides.id}`,
    messageType: 'text',
    mediaUrl: null,
    clientMessageId: null,
    isRead: false,
    readAt: null,
    readBy: null,
    deliveredAt: '2026-11-20T10:00:00+05:30',
    deliveryStatus: 'delivered',
    createdAt: '2026-11-20T10:00:00+05:30',
    ...overrides,
  };
}

export interface Seen {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs the conversation list, the conversation and its thread; records every messaging call. */
export function stubMessaging({
  conversations = [conversation()],
  thread = [] as Message[],
  unreadCount = 0,
}: { conversations?: Conversation[]; thread?: Message[]; unreadCount?: number } = {}) {
  const seen: Seen[] = [];
  const note = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    seen.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body: text ? JSON.parse(text) : undefined,
    });
  };
  server.use(
    http.get('/api/v1/messages/unread-count', async ({ request }) => {
      await note(request);
      return HttpResponse.json({ success: true, data: { unreadCount } });
    }),
    http.get('/api/v1/conversations', async ({ request }) => {
      await note(request);
      return HttpResponse.json({
        success: true,
        data: conversations,
        meta: { page: 1, perPage: 100, total: conversations.length },
      });
    }),
    http.get('/api/v1/conversations/archived', async ({ request }) => {
      await note(request);
      return HttpResponse.json({ success: true, data: [], meta: { page: 1, perPage: 100, total: 0 } });
    }),
    http.get('/api/v1/conversations/:id', async ({ request, params }) => {
      await note(request);
      const found = conversations.find((c) => c.id === Number(params.id));
      return found
        ? HttpResponse.json({ success: true, data: found })
        : HttpResponse.json(
            { success: false, message: 'Not found', error: { code: 'NOT_FOUND', message: 'Not found' } },
            { status: 404 },
          );
    }),
    http.get('/api/v1/conversations/:id/messages', async ({ request, params }) => {
      await note(request);
      const data = thread.filter((m) => m.conversationId === Number(params.id));
      return HttpResponse.json({ success: true, data, meta: { limit: 100, hasMore: false, nextCursor: null } });
    }),
    http.post('/api/v1/conversations/:id/read', async ({ request }) => {
      await note(request);
      return HttpResponse.json({
        success: true,
        data: {
          messageIds: [],
          readBy: guestUser.id,
          readAt: '2026-11-20T10:05:00+05:30',
          unreadCount: 0,
          conversations: [],
        },
      });
    }),
    http.get('/api/v1/users/blocked/check/:id', async ({ request, params }) => {
      await note(request);
      return HttpResponse.json({
        success: true,
        data: { userId: Number(params.id), isBlocked: false, blockedByMe: false, blockedByThem: false, reason: null },
      });
    }),
  );
  return seen;
}

function Shell() {
  const unread = useUnreadCount();
  const location = useLocation();
  return (
    <>
      <Header unreadCount={unread} />
      <Outlet />
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
    </>
  );
}

export const messagingRoutes: RouteObject[] = [
  { path: '/messages', element: <MessagesPage /> },
  { path: '/owner/messages', element: <OwnerMessagesPage /> },
];

/**
 * Signs `user` in, renders `path` with the realtime link on a fake socket (connected unless told).
 * `waitForLink: false` for a session that ends before the link opens (it opens after first paint).
 */
export async function renderMessaging(
  path: string,
  {
    user = guestUser,
    connect = true,
    routes = messagingRoutes,
    waitForLink = true,
  }: { user?: SessionUser; connect?: boolean; routes?: RouteObject[]; waitForLink?: boolean } = {},
) {
  storeCredentials(user);
  server.use(http.get('/api/v1/auth/me', () => HttpResponse.json({ success: true, user, data: { user } })));
  const sockets = fakeSocketFactory();
  setSocketFactory(sockets.factory);
  const router = createMemoryRouter(
    [
      {
        element: (
          <ToastProvider>
            <AuthProviders>
              <RealtimeProvider>
                <Shell />
              </RealtimeProvider>
            </AuthProviders>
          </ToastProvider>
        ),
        children: [...routes, { path: '*', element: <h1>Somewhere else</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  if (waitForLink) {
    // The session checks the stored token, then the link is made.
    await vi.waitFor(() => expect(sockets.sockets.length).toBeGreaterThan(0));
    if (connect) act(() => sockets.latest.acceptConnection());
  }
  return {
    router,
    get socket() {
      return sockets.latest;
    },
    sockets,
    user: userEvent.setup(),
    ...utils,
  };
}
