// Who is online, from user_status events (docs/REALTIME.md), and who is typing where, from
// user_typing. Kept for the session so a thread opened later still knows.
import type { UserStatus, UserTyping } from '../api/types';
import type { RealtimeConnection } from './connection';

/** A typing indicator with no update for this long is dropped (a lost typing_stop). */
export const TYPING_EXPIRY_MS = 6_000;

export class PresenceStore {
  private readonly status = new Map<number, UserStatus['status']>();
  private readonly typing = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  bind(connection: RealtimeConnection): () => void {
    const offs = [
      connection.on('user_status', (event: UserStatus) => {
        if (typeof event?.userId !== 'number') return;
        this.status.set(event.userId, event.status);
        this.changed();
      }),
      connection.on('user_typing', (event: UserTyping) => {
        if (typeof event?.userId !== 'number') return;
        this.setTyping(event.conversationId, event.userId, event.isTyping);
      }),
    ];
    return () => {
      offs.forEach((off) => off());
      for (const timer of this.typing.values()) clearTimeout(timer);
      this.typing.clear();
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  statusOf(userId: number): UserStatus['status'] | undefined {
    return this.status.get(userId);
  }

  isTyping(conversationId: number, userId: number): boolean {
    return this.typing.has(`${conversationId}:${userId}`);
  }

  private setTyping(conversationId: number, userId: number, isTyping: boolean) {
    const key = `${conversationId}:${userId}`;
    clearTimeout(this.typing.get(key));
    if (isTyping) {
      this.typing.set(
        key,
        setTimeout(() => {
          this.typing.delete(key);
          this.changed();
        }, TYPING_EXPIRY_MS),
      );
    } else {
      this.typing.delete(key);
    }
    this.changed();
  }

  private changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
