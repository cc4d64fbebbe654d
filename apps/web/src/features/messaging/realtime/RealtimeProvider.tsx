// Opens the realtime link when a user is signed in and closes it when the session ends (PRODUCT.md §4
// "Session": logout closes the realtime link). The link's code, socket.io-client included, loads only then,
// and only after the page has painted.
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/toast';
import { useSessionIfAny } from '@/lib/session';
import { afterNextPaint } from '@/lib/after-paint';
import type { ConnectionSnapshot, RealtimeConnection } from './connection';
import { getSocketFactory } from './factory';
import type { PresenceStore } from './presence';

interface RealtimeContextValue {
  connection: RealtimeConnection | null;
  presence: PresenceStore | null;
}

const RealtimeContext = createContext<RealtimeContextValue>({ connection: null, presence: null });

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const session = useSessionIfAny();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const userId = session?.status === 'signed-in' ? (session.user?.id ?? null) : null;
  const [value, setValue] = useState<RealtimeContextValue>({ connection: null, presence: null });

  useEffect(() => {
    if (userId === null) return;
    let disposed = false;
    let dispose = () => {};
    const cancel = afterNextPaint(() => {
      void import('./session-link').then(({ openSessionLink }) => {
        if (disposed) return;
        const link = openSessionLink({ factory: getSocketFactory(), queryClient, notify: toast });
        dispose = link.dispose;
        setValue({ connection: link.connection, presence: link.presence });
      });
    });
    return () => {
      disposed = true;
      cancel();
      dispose();
      setValue({ connection: null, presence: null });
    };
  }, [userId, queryClient, toast]);

  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeContextValue {
  return useContext(RealtimeContext);
}

const DOWN: ConnectionSnapshot = { state: 'disconnected', failed: false };
const noSubscribe = () => () => {};

/** The link's state; "disconnected" without a link (signed out). */
export function useRealtimeStatus(): ConnectionSnapshot {
  const { connection } = useRealtime();
  return useSyncExternalStore(
    connection ? connection.subscribe : noSubscribe,
    connection ? connection.getSnapshot : () => DOWN,
    () => DOWN,
  );
}

/** Re-renders on presence and typing changes. */
export function usePresence(): PresenceStore | null {
  const { presence } = useRealtime();
  useSyncExternalStore(presence ? presence.subscribe : noSubscribe, presence ? presence.getVersion : () => 0, () => 0);
  return presence;
}
