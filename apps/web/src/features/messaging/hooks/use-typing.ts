// typing_start when the user starts typing, typing_stop after a pause or on send (debounced, so
// one keystroke is not one event).
import { useCallback, useEffect, useRef } from 'react';
import type { RealtimeConnection } from '../realtime/connection';

/** No keystroke for this long ends "typing". */
export const TYPING_IDLE_MS = 2_000;

export function useTypingEmitter(conversationId: number, connection: RealtimeConnection | null) {
  const typing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    if (!typing.current) return;
    typing.current = false;
    connection?.emit('typing_stop', { conversationId });
  }, [connection, conversationId]);

  const onInput = useCallback(() => {
    if (!typing.current && connection?.emit('typing_start', { conversationId })) typing.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [connection, conversationId, stop]);

  useEffect(() => stop, [stop]);

  return { onInput, stop };
}
