// A real socket.io client (the official JavaScript one) and plain-HTTP helpers for the realtime
// specs, which talk to servers of their own rather than the browser tests' shared one.
import { io, type Socket } from 'socket.io-client';

export interface Session {
  token: string;
  refreshToken: string;
  user: { id: number; fullName: string; role: string };
}

export interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  error?: { code: string; message: string; fields?: Record<string, string> };
}

export interface Message {
  id: number;
  conversationId: number;
  senderId: number;
  recipientId: number;
  content: string;
  clientMessageId: string | null;
  deliveryStatus: string;
  isRead: boolean;
}

export async function http<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Envelope<T> };
}

/** Signs `phone` (a demo account, 10 digits) in with the code from the server's dev outbox. */
export async function signIn(base: string, phone: string): Promise<Session> {
  const sent = await http(base, 'POST', '/api/v1/auth/send-otp', { phone: `+91${phone}`, purpose: 'login' });
  if (sent.status !== 200) throw new Error(`send-otp ${phone} → ${sent.status} ${JSON.stringify(sent.body)}`);
  const outbox = await http<{ body: string }[]>(base, 'GET', `/api/dev/outbox?to=${encodeURIComponent(`+91${phone}`)}`);
  const otp = outbox.body.data[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!otp) throw new Error(`no code for ${phone} in the dev outbox`);
  const verified = await http<Session>(base, 'POST', '/api/v1/auth/verify-otp', { phone: `+91${phone}`, otp });
  if (verified.status !== 200) throw new Error(`verify-otp ${phone} → ${verified.status}`);
  return verified.body.data;
}

export interface ClientOptions {
  /** Answer the server's heartbeat_ping (default true); false plays a dead client. */
  answerPings?: boolean;
  /** Listeners to add before connecting, for events the server sends right after the handshake. */
  before?: (socket: Socket) => void;
}

/** A connected socket for `token`; rejects with the handshake's error. */
export function connect(base: string, token: string | undefined, options: ClientOptions = {}): Promise<Socket> {
  const socket = io(base, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 10_000,
  });
  options.before?.(socket);
  if (options.answerPings ?? true) {
    socket.on('heartbeat_ping', () => socket.emit('heartbeat_pong', { timestamp: Date.now() }));
  }
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` on `socket` whose payload passes `match`, or a timeout error. */
export function next<T = unknown>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Every `event` received from now on, for asserting what did not arrive. */
export function record<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Emits with an acknowledgement and resolves with the server's answer. */
export async function ask<T = unknown>(socket: Socket, event: string, ...args: unknown[]): Promise<Envelope<T>> {
  return (await socket.timeout(10_000).emitWithAck(event, ...args)) as Envelope<T>;
}

export function disconnected(socket: Socket, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.disconnected) return resolve('already');
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
