// Everything one signed-in session's realtime link needs: the connection, the cache updates its
// events make, presence, and closing on sign-out. Loaded only once someone is signed in, so the
// guest routes' first download stays without it.
import type { QueryClient } from '@tanstack/react-query';
import type { ToastOptions } from '@/components/toast';
import { onSignOut, signingOut } from '@/lib/session';
import { endSession, onSessionChange, readStoredToken, refreshSession } from '@/lib/api-client';
import { bindCacheSync } from './cache-sync';
import { RealtimeConnection } from './connection';
import { PresenceStore } from './presence';
import type { SocketFactory } from './socket';

export interface SessionLink {
  connection: RealtimeConnection;
  presence: PresenceStore;
  dispose(): void;
}

export function openSessionLink({
  factory,
  queryClient,
  notify,
}: {
  factory: SocketFactory;
  queryClient: QueryClient;
  notify: (toast: ToastOptions) => void;
}): SessionLink {
  const connection = new RealtimeConnection({
    factory,
    getToken: readStoredToken,
    refreshToken: async (expiring) => (await refreshSession(expiring ?? readStoredToken()))?.token ?? null,
    onTokenRefreshed: (listener) =>
      onSessionChange((event) => {
        if (event.type === 'refreshed') listener(event.tokens.token);
      }),
    endSession,
    notify,
    signingOut,
  });
  const presence = new PresenceStore();
  const unbindCache = bindCacheSync(connection, queryClient, notify);
  const unbindPresence = presence.bind(connection);
  // PRODUCT.md §4 "Session": logout closes the realtime link (also a sign-out in another tab or a failed refresh).
  const offSignOut = onSignOut(() => connection.close());
  connection.start().catch((error: unknown) => console.error('[realtime] could not start', error));
  return {
    connection,
    presence,
    dispose() {
      offSignOut();
      unbindCache();
      unbindPresence();
      connection.close();
    },
  };
}
