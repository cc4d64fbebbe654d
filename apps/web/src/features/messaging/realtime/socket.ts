// The part of a socket.io client socket the realtime connection uses, so tests can hand it a small
// fake (src/testing/fake-socket.ts) and production a real `io()` socket (io-socket.ts).
import { SOCKET_RECONNECTION_DELAY_MAX_MS, SOCKET_RECONNECTION_DELAY_MS, SOCKET_TIMEOUT_MS } from '@/config/constants';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SocketListener = (...args: any[]) => void;

export interface RealtimeSocket {
  readonly connected: boolean;
  on(event: string, listener: SocketListener): unknown;
  off(event: string, listener?: SocketListener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** The handshake payload of docs/REALTIME.md "Connecting": the REST access token. */
export interface SocketAuth {
  token: string | null;
}

export interface SocketOptions {
  path: string;
  /** Asked before every (re)connection, so a refreshed token is always the one sent. */
  auth: (callback: (data: SocketAuth) => void) => void;
  reconnectionDelay: number;
  reconnectionDelayMax: number;
  timeout: number;
}

/** Makes the session's socket; may load the client library first. */
export type SocketFactory = (options: SocketOptions) => RealtimeSocket | Promise<RealtimeSocket>;

export const SOCKET_PATH = '/socket.io';

/** docs/REALTIME.md "Connecting" with the PRODUCT.md §9 socket defaults. */
export function socketOptions(getToken: () => string | null): SocketOptions {
  return {
    path: SOCKET_PATH,
    auth: (callback) => callback({ token: getToken() }),
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MAX_MS,
    timeout: SOCKET_TIMEOUT_MS,
  };
}

/** socket.io's own event names, which an app may not emit (PRODUCT.md §5, docs/REALTIME.md). */
export const RESERVED_EVENT_NAMES: readonly string[] = [
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
];

export class ReservedEventError extends Error {
  constructor(event: string) {
    super(`"${event}" is a reserved event name and cannot be emitted`);
    this.name = 'ReservedEventError';
  }
}

export function assertEmittable(event: string): void {
  if (RESERVED_EVENT_NAMES.includes(event)) throw new ReservedEventError(event);
}

/** Server → client events of docs/REALTIME.md that the app listens to. */
export const SERVER_EVENTS = [
  'new_message',
  'room_message',
  'message_delivered',
  'unread_count_changed',
  'user_typing',
  'user_status',
  'message_read_receipt',
  'messages_read_receipts',
  'message_read',
  'user_blocked',
  'user_unblocked',
  'booking_update',
  'property_update',
  'notification',
  'alert_fired',
] as const;

export type ServerEvent = (typeof SERVER_EVENTS)[number];
