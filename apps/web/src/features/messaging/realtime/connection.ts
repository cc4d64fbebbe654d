// One realtime link per signed-in session (PRODUCT.md §4 "Realtime connection", docs/REALTIME.md): it
// answers heartbeats, treats a link without one for twice the interval as stale and reconnects
// it (after 5 s, at most 3 attempts, then the "Connection Error" text), refreshes the token when
// the handshake is refused, keeps the socket's sign-in renewed (`authenticate`) so the server does
// not close it when the access token expires, shows the force-disconnect toasts, and hands server
// events to whoever subscribed. Framework-free, so its timing can be tested with fake timers and a
// fake socket.
import type { ToastOptions } from '@/components/toast';
import {
  HEARTBEAT_STALE_MS,
  MANUAL_RECONNECT_PAUSE_MS,
  SOCKET_TIMEOUT_MS,
  STALE_RECONNECT_DELAY_MS,
  STALE_RECONNECT_MAX_ATTEMPTS,
} from '@/config/constants';
import {
  SERVER_EVENTS,
  assertEmittable,
  socketOptions,
  type RealtimeSocket,
  type SocketFactory,
  type SocketListener,
} from './socket';
import { connectionErrorToast, forceDisconnectToast } from './toasts';
import { tokenTimes } from './token-expiry';

/** PRODUCT.md §4: disconnected or connected; `failed` once the reconnect attempts are used up. */
export type ConnectionState = 'disconnected' | 'connected';

export interface ConnectionSnapshot {
  state: ConnectionState;
  failed: boolean;
}

/** The acknowledgement envelope (docs/REALTIME.md "Acknowledgements"). */
export type Ack<T> =
  | { success: true; data: T }
  | { success: false; message?: string; error?: { code?: string; message?: string }; data?: T };

/** The link is down or did not answer in time: the caller may fall back to REST. */
export class RealtimeUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RealtimeUnavailableError';
  }
}

export interface ConnectionDeps {
  factory: SocketFactory;
  getToken: () => string | null;
  /**
   * The session's refresh (api-client refreshSession): the new access token, or null. Given the
   * token that is running out, a newer stored one is answered without another refresh.
   */
  refreshToken: (expiring?: string | null) => Promise<string | null>;
  /** Tells of every refresh of the session's access token (api-client onSessionChange). */
  onTokenRefreshed?: (listener: (token: string) => void) => () => void;
  /** Signs out everywhere without asking the server (api-client endSession). */
  endSession: () => void;
  notify: (toast: ToastOptions) => void;
  /** True while this tab signs itself out: its own SESSION_REVOKED then needs no toast. */
  signingOut?: () => boolean;
}

/** How long an acknowledgement may take before the caller treats the link as down. */
export const ACK_TIMEOUT_MS = 10_000;

/** The socket's sign-in is renewed this long before its access token expires. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

/** The server closes the sockets of a session it ended (sign-out, support). */
const SESSION_REVOKED = 'SESSION_REVOKED';

/** The server closes a socket whose access token expired (docs/REALTIME.md). */
export const TOKEN_EXPIRED = 'TOKEN_EXPIRED';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'focus'] as const;

type Mode =
  /** Connecting or connected; socket.io handles short drops itself. */
  | 'live'
  /** Stale or dropped by the server: our own reconnect attempts. */
  | 'recovering'
  /** Closed for inactivity: reconnects when the user is back. */
  | 'idle'
  /** Closed because the token expired: refreshing it, then connecting again. */
  | 'renewing'
  /** Too many connections, attempts used up, or refused twice: stays down. */
  | 'stopped';

export class RealtimeConnection {
  private readonly deps: ConnectionDeps;
  private socket: RealtimeSocket | null = null;
  private closed = false;
  private mode: Mode = 'live';
  private snapshot: ConnectionSnapshot = { state: 'disconnected', failed: false };
  private readonly stateListeners = new Set<() => void>();
  private readonly handlers = new Map<string, Set<SocketListener>>();
  private readonly socketListeners: [string, SocketListener][] = [];
  private staleTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private attemptTimer: ReturnType<typeof setTimeout> | undefined;
  private renewTimer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  /** The token the last handshake sent, and the one the open socket is signed in with. */
  private handshakeToken: string | null = null;
  private socketToken: string | null = null;
  private offTokenRefreshed: (() => void) | null = null;
  private refreshedSinceConnect = false;
  private removeActivityListeners: (() => void) | null = null;

  constructor(deps: ConnectionDeps) {
    this.deps = deps;
  }

  /** Creates the socket (loading socket.io-client in production) and starts watching it. */
  async start(): Promise<void> {
    const socket = await this.deps.factory(
      socketOptions(() => {
        this.handshakeToken = this.deps.getToken();
        return this.handshakeToken;
      }),
    );
    if (this.closed) {
      socket.disconnect();
      return;
    }
    this.socket = socket;
    this.offTokenRefreshed = this.deps.onTokenRefreshed?.((token) => this.authenticate(token, true)) ?? null;
    const listen = (event: string, listener: SocketListener) => {
      socket.on(event, listener);
      this.socketListeners.push([event, listener]);
    };
    listen('connect', () => this.onConnect());
    listen('disconnect', (reason: unknown) => this.onDisconnect(reason));
    listen('connect_error', (error: unknown) => this.onConnectError(error));
    listen('heartbeat_ping', (payload: { timestamp?: unknown } | undefined) => this.onHeartbeat(payload));
    listen('force_disconnect', (payload: { reason?: unknown } | undefined) => this.onForceDisconnect(payload));
    for (const event of SERVER_EVENTS) listen(event, (...args: unknown[]) => this.dispatch(event, args));
    if (socket.connected) this.onConnect();
    else this.armStaleTimer();
  }

  /** Ends the link for good (sign-out, PRODUCT.md §4 "Session"). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.clearTimers();
    this.removeActivityListeners?.();
    this.offTokenRefreshed?.();
    const socket = this.socket;
    if (socket) {
      for (const [event, listener] of this.socketListeners) socket.off(event, listener);
      socket.disconnect();
    }
    this.setSnapshot({ state: 'disconnected', failed: false });
    this.handlers.clear();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  getSnapshot = (): ConnectionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Listens to a server event (or `connect`, to rejoin rooms after a reconnect). */
  on(event: string, handler: SocketListener): () => void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Fire-and-forget emit; false when the link is down. Reserved names throw. */
  emit(event: string, payload?: unknown): boolean {
    assertEmittable(event);
    if (!this.socket?.connected) return false;
    this.socket.emit(event, payload);
    return true;
  }

  /** Emits with an acknowledgement; rejects with RealtimeUnavailableError when down or silent. */
  request<T>(event: string, payload: unknown, timeoutMs = ACK_TIMEOUT_MS): Promise<Ack<T>> {
    assertEmittable(event);
    const socket = this.socket;
    if (!socket?.connected) return Promise.reject(new RealtimeUnavailableError('not connected'));
    return new Promise<Ack<T>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new RealtimeUnavailableError('no acknowledgement')), timeoutMs);
      socket.emit(event, payload, (ack: Ack<T>) => {
        clearTimeout(timer);
        if (ack && typeof ack === 'object' && 'success' in ack) resolve(ack);
        else reject(new RealtimeUnavailableError('malformed acknowledgement'));
      });
    });
  }

  /** Disconnects and connects again after the PRODUCT.md §9 pause (100 ms). */
  reconnect(): void {
    if (this.closed || !this.socket) return;
    this.clearTimers();
    this.mode = 'live';
    this.socket.disconnect();
    this.setSnapshot({ state: 'disconnected', failed: false });
    this.retryTimer = setTimeout(() => {
      if (this.closed || !this.socket) return;
      this.armStaleTimer();
      this.socket.connect();
    }, MANUAL_RECONNECT_PAUSE_MS);
  }

  // ---- socket events ----

  private onConnect() {
    this.clearTimers();
    this.mode = 'live';
    this.attempts = 0;
    this.refreshedSinceConnect = false;
    this.socketToken = this.handshakeToken;
    this.setSnapshot({ state: 'connected', failed: false });
    this.armStaleTimer();
    this.scheduleRenewal(false);
    this.dispatch('connect', []);
  }

  private onDisconnect(reason: unknown) {
    if (this.closed) return;
    this.setSnapshot({ ...this.snapshot, state: 'disconnected' });
    this.dispatch('disconnect', [reason]);
    // The server closed the socket without force_disconnect: socket.io will not come back by itself.
    if (reason === 'io server disconnect' && this.mode === 'live') this.recover();
  }

  private onConnectError(error: unknown) {
    if (this.closed) return;
    const message = error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error);
    if (message === 'UNAUTHORIZED') {
      this.socket?.disconnect();
      if (this.refreshedSinceConnect) {
        // A fresh token was refused too: the session is over, the sign-out will close us.
        this.stop();
        return;
      }
      this.refreshedSinceConnect = true;
      this.clearTimers();
      this.deps.refreshToken().then(
        (token) => (token && !this.closed ? this.reconnect() : this.stop()),
        () => this.stop(),
      );
      return;
    }
    if (this.mode === 'recovering') this.attemptFailed();
    // Otherwise socket.io retries with its own backoff; the stale timer still watches.
  }

  private onHeartbeat(payload: { timestamp?: unknown } | undefined) {
    if (this.mode === 'live') this.armStaleTimer();
    this.socket?.emit('heartbeat_pong', { timestamp: payload?.timestamp ?? Date.now() });
  }

  private onForceDisconnect(payload: { reason?: unknown } | undefined) {
    const reason = payload?.reason;
    // Routine (tokens live 15 minutes): renewed without telling the user.
    if (reason === TOKEN_EXPIRED) {
      this.renewAndReconnect();
      return;
    }
    // One's own Sign Out revokes the session too: nothing to tell the person who chose it.
    if (!(reason === SESSION_REVOKED && this.deps.signingOut?.())) this.deps.notify(forceDisconnectToast(reason));
    this.clearTimers();
    // Close our side now, so socket.io's own reconnection does not run either.
    this.socket?.disconnect();
    this.setSnapshot({ state: 'disconnected', failed: false });
    if (reason === 'CONNECTION_LIMIT_EXCEEDED') {
      this.mode = 'stopped';
    } else if (reason === 'IDLE_TIMEOUT') {
      this.waitForActivity();
    } else if (reason === 'ACCOUNT_SUSPENDED' || reason === 'SESSION_REVOKED') {
      // Staff ended every session: sign out here and in the other tabs, keeping the toast above
      // (a refresh would only be refused and replace it with "refresh failed").
      this.mode = 'stopped';
      this.deps.endSession();
    } else {
      this.recover();
    }
  }

  // ---- the socket's sign-in (docs/REALTIME.md "authenticate") ----

  /** Arms the renewal RENEW_BEFORE_EXPIRY_MS before the socket's token expires. */
  private scheduleRenewal(fresh: boolean) {
    clearTimeout(this.renewTimer);
    const times = tokenTimes(this.socketToken);
    if (!times) return;
    let left = times.exp * 1000 - Date.now();
    // The device clock may be off: no token has more than its lifetime left, and one just issued
    // has all of it (else a clock running ahead would renew in a loop).
    const lifetime = times.iat !== undefined ? (times.exp - times.iat) * 1000 : undefined;
    if (lifetime !== undefined && (left > lifetime || (fresh && left <= RENEW_BEFORE_EXPIRY_MS))) left = lifetime;
    this.renewTimer = setTimeout(() => this.renewBeforeExpiry(), Math.max(0, left - RENEW_BEFORE_EXPIRY_MS));
  }

  private renewBeforeExpiry() {
    if (this.closed || !this.socket?.connected) return;
    const expiring = this.socketToken;
    this.deps.refreshToken(expiring).then(
      // A null refresh ends the session, and the sign-out closes this link.
      (token) => token && this.authenticate(token, true),
      () => {}, // Offline: the server's TOKEN_EXPIRED close renews on reconnect.
    );
  }

  /** Signs the open socket in with a newer token, which moves the server's deadline. */
  private authenticate(token: string, fresh: boolean) {
    if (this.closed || !this.socket?.connected || token === this.socketToken) return;
    this.socketToken = token;
    this.request<{ expiresAt?: string }>('authenticate', { token }).then(
      (ack) => {
        // A refusal changes nothing here: the server's TOKEN_EXPIRED close comes next and renews.
        if (ack.success && this.socketToken === token) this.scheduleRenewal(fresh);
      },
      () => {},
    );
  }

  /** The server closed the socket at its token's expiry: refresh, then connect again at once. */
  private renewAndReconnect() {
    this.clearTimers();
    this.mode = 'renewing';
    this.socket?.disconnect();
    this.setSnapshot({ state: 'disconnected', failed: false });
    this.deps.refreshToken(this.socketToken).then(
      (token) => {
        if (this.closed || this.mode !== 'renewing') return;
        // Null: the refresh was refused and the session provider signs out.
        if (!token) return this.stop();
        this.mode = 'live';
        // If the handshake refuses this token as well, stop rather than refresh again.
        this.refreshedSinceConnect = true;
        this.armStaleTimer();
        this.socket?.connect();
      },
      () => {
        // Offline or a server error: the usual attempts, whose UNAUTHORIZED refreshes again.
        if (!this.closed && this.mode === 'renewing') this.recover();
      },
    );
  }

  // ---- stale link and reconnect attempts (PRODUCT.md §4) ----

  private armStaleTimer() {
    clearTimeout(this.staleTimer);
    this.staleTimer = setTimeout(() => this.onStale(), HEARTBEAT_STALE_MS);
  }

  private onStale() {
    if (this.closed || this.mode !== 'live') return;
    this.socket?.disconnect();
    this.setSnapshot({ ...this.snapshot, state: 'disconnected' });
    this.recover();
  }

  private recover() {
    this.clearTimers();
    this.mode = 'recovering';
    this.attempts = 0;
    this.scheduleAttempt();
  }

  private scheduleAttempt() {
    this.retryTimer = setTimeout(() => this.attempt(), STALE_RECONNECT_DELAY_MS);
  }

  private attempt() {
    if (this.closed || !this.socket) return;
    this.attempts += 1;
    this.attemptTimer = setTimeout(() => this.attemptFailed(), SOCKET_TIMEOUT_MS);
    this.socket.connect();
  }

  private attemptFailed() {
    clearTimeout(this.attemptTimer);
    if (this.closed || this.mode !== 'recovering') return;
    this.socket?.disconnect();
    if (this.attempts >= STALE_RECONNECT_MAX_ATTEMPTS) {
      this.mode = 'stopped';
      this.setSnapshot({ state: 'disconnected', failed: true });
      this.deps.notify(connectionErrorToast());
      return;
    }
    this.scheduleAttempt();
  }

  private stop() {
    this.clearTimers();
    this.mode = 'stopped';
    this.setSnapshot({ ...this.snapshot, state: 'disconnected' });
  }

  /** After an idle close, the next sign of the user (a tap, a key, the tab shown) reconnects. */
  private waitForActivity() {
    this.mode = 'idle';
    if (typeof window === 'undefined') return;
    const onActivity = () => {
      if (document.visibilityState === 'hidden') return;
      this.removeActivityListeners?.();
      if (!this.closed && this.mode === 'idle') this.reconnect();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity);
    document.addEventListener('visibilitychange', onActivity);
    this.removeActivityListeners = () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
      document.removeEventListener('visibilitychange', onActivity);
      this.removeActivityListeners = null;
    };
  }

  private clearTimers() {
    clearTimeout(this.staleTimer);
    clearTimeout(this.retryTimer);
    clearTimeout(this.attemptTimer);
    clearTimeout(this.renewTimer);
  }

  private setSnapshot(next: ConnectionSnapshot) {
    if (next.state === this.snapshot.state && next.failed === this.snapshot.failed) return;
    this.snapshot = next;
    for (const listener of this.stateListeners) listener();
  }

  private dispatch(event: string, args: unknown[]) {
    const set = this.handlers.get(event);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(...args);
      } catch (error) {
        console.error(`[realtime] ${event} handler failed`, error);
      }
    }
  }
}
