// Two `escapes serve` instances on two ports sharing one PostgreSQL database and one Redis
// (REDIS_URL): events reach a client connected to the other instance (issue 5, item 3).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Socket } from 'socket.io-client';
import { runCli, startServer, type RunningServer } from '../support/server';
import { ask, connect, http, next, signIn, type Message, type Session } from '../support/realtime';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

// The same services CI runs (.ci/run exports this URL); Redis is on its standard port.
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.ESCAPES_TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const database = `escapes_e2e_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
const databaseUrl = `${ADMIN_URL.replace(/\/[^/?]*(\?.*)?$/, `/${database}$1`)}`;

function psql(sql: string) {
  const run = spawnSync('psql', [ADMIN_URL, '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`psql ${sql}: ${run.stderr || run.error}`);
}

let a: RunningServer;
let b: RunningServer;
let guest: Session;
let owner: Session;
let conversationId: number;
const sockets: Socket[] = [];

test.beforeAll(async () => {
  // Seeding makes every demo picture's WebP and JPEG copies: about two minutes in a debug build.
  test.setTimeout(300_000);
  psql(`CREATE DATABASE ${database}`);
  // Both instances must sign tokens with the same secret, as a real deployment does.
  const env = { DATABASE_URL: databaseUrl, REDIS_URL, ESCAPES_SECRET: `e2e-${database}-secret-0123456789abcdef` };
  const dataDir = mkdtempSync(join(tmpdir(), 'escapes-two-'));
  runCli(['--data-dir', dataDir, 'seed', '--demo'], env);
  a = await startServer({ dataDir, env });
  b = await startServer({ dataDir, env, removeDataDir: true });
  guest = await signIn(a.url, '9000000101');
  owner = await signIn(b.url, '9000000002');
  const properties = await http<{ id: number }[]>(b.url, 'GET', '/api/v1/owner/properties', undefined, owner.token);
  const opened = await http<{ id: number }>(
    a.url,
    'POST',
    '/api/v1/conversations',
    { propertyId: properties.body.data[0].id },
    guest.token,
  );
  expect([200, 201]).toContain(opened.status);
  conversationId = opened.body.data.id;
});

test.afterAll(async () => {
  for (const s of sockets) s.close();
  await a?.stop();
  await b?.stop();
  psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

test('a message sent on one instance reaches the recipient connected to the other, with typing, receipts and unread counts', async () => {
  const onA = await connect(a.url, guest.token);
  const onB = await connect(b.url, owner.token);
  sockets.push(onA, onB);

  const typing = next<{ userId: number; isTyping: boolean }>(onB, 'user_typing');
  await ask(onA, 'typing_start', { conversationId });
  expect(await typing).toMatchObject({ userId: guest.user.id, isTyping: true });

  const arrived = next<Message>(onB, 'new_message', (m) => m.content === 'Hello from instance A');
  const unread = next<{ conversationUnreadCount: number }>(onB, 'unread_count_changed');
  const delivered = next<{ messageId: number }>(onA, 'message_delivered');
  const ack = await ask<Message>(onA, 'send_message', {
    clientMessageId: `two-${Date.now()}`,
    conversationId,
    content: 'Hello from instance A',
  });
  expect(ack.success).toBe(true);
  expect((await arrived).id).toBe(ack.data.id);
  expect((await unread).conversationUnreadCount).toBeGreaterThanOrEqual(1);
  // The sender's instance saw the recipient's socket on the other instance.
  expect((await delivered).messageId).toBe(ack.data.id);

  const receipt = next<{ messageId: number; readBy: number }>(
    onA,
    'message_read_receipt',
    (r) => r.messageId === ack.data.id,
  );
  await ask(onB, 'mark_message_read', { messageId: ack.data.id });
  expect((await receipt).readBy).toBe(owner.user.id);

  // And the other way, through REST on B.
  const back = next<Message>(onA, 'new_message', (m) => m.content === 'Hello from instance B');
  const sent = await http<Message>(
    b.url,
    'POST',
    `/api/v1/conversations/${conversationId}/messages`,
    { content: 'Hello from instance B' },
    owner.token,
  );
  expect(sent.status).toBe(201);
  expect((await back).id).toBe(sent.body.data.id);
});

test('the socket limit counts a user’s sockets on every instance', async () => {
  const session = await signIn(b.url, '9000000102');
  const open: Socket[] = [];
  for (let i = 0; i < 5; i++) open.push(await connect(i % 2 ? b.url : a.url, session.token));
  sockets.push(...open);
  let forced!: Promise<{ reason: string }>;
  const sixth = await connect(b.url, session.token, {
    before: (s) => (forced = next<{ reason: string }>(s, 'force_disconnect')),
  });
  sockets.push(sixth);
  expect((await forced).reason).toBe('CONNECTION_LIMIT_EXCEEDED');
  expect(open.every((s) => s.connected)).toBe(true);
});
