// A small stand-in for a socket.io client socket: on/off/emit with acknowledgements, driven by the
// test as if it were the server (`serverEmit`, `acceptConnection`, `refuseConnection`).
import type {
  RealtimeSocket,
  SocketFactory,
  SocketListener,
  SocketOptions,
} from '@/features/messaging/realtime/socket';

export interface EmittedEvent {
  event: string;
  payload: unknown;
  ack?: (response: unknown) => void;
}

export class FakeSocket implements RealtimeSocket {
  connected = false;
  readonly emitted: EmittedEvent[] = [];
  connectCalls = 0;
  disconnectCalls = 0;
  /** Answers client events with acknowledgements; return undefined to leave the ack pending. */
  onClientEvent: ((event: EmittedEvent) => unknown) | null = null;
  private readonly listeners = new Map<string, Set<SocketListener>>();

  constructor(readonly options?: SocketOptions) {}

  on(event: string, listener: SocketListener) {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener?: SocketListener) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (r: unknown) => void) : undefined;
    const entry: EmittedEvent = { event, payload: args[0], ack };
    this.emitted.push(entry);
    const answer = this.onClientEvent?.(entry);
    if (ack && answer !== undefined) queueMicrotask(() => ack(answer));
    return this;
  }

  connect() {
    this.connectCalls += 1;
    return this;
  }

  disconnect() {
    this.disconnectCalls += 1;
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }

  /** The handshake token the client would send now. */
  token(): string | null {
    let token: string | null = null;
    this.options?.auth((data) => (token = data.token));
    return token;
  }

  // ---- the server's side ----

  /** Tokens each accepted handshake carried, oldest first. */
  readonly handshakeTokens: (string | null)[] = [];

  acceptConnection() {
    // Like socket.io, every handshake asks `auth` for the token afresh.
    this.handshakeTokens.push(this.token());
    this.connected = true;
    this.fire('connect');
  }

  refuseConnection(message: string) {
    this.fire('connect_error', new Error(message));
  }

  dropConnection(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  serverEmit(event: string, payload?: unknown) {
    this.fire(event, payload);
  }

  /** Client events with this name, oldest first. */
  sent(event: string): EmittedEvent[] {
    return this.emitted.filter((e) => e.event === event);
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

/** A factory that records every socket it makes; `latest` is the current one. */
export function fakeSocketFactory() {
  const sockets: FakeSocket[] = [];
  const factory: SocketFactory = (options) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  };
  return {
    factory,
    sockets,
    get latest(): FakeSocket {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error('no socket was made');
      return socket;
    },
  };
}
