#!/usr/bin/env node
// Realtime benchmark (issue 5): 1,000 socket.io clients (the official client) connected to one
// `escapes serve` (SQLite), then to two instances sharing PostgreSQL and Redis. Measures messages
// per second through `send_message` (stored, acknowledged, fanned out), send-to-receive latency at
// a steady pace, and the server's memory with every client connected. Writes bench/out/realtime.md.
//
// Sessions: one owner and 19 guests signed in with dev-outbox codes (20 sends: the per-IP limit),
// each holding many sockets (the server runs with --max-sockets-per-user raised for this).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = process.env.ESCAPES_BIN ?? join(repo, 'target/release/escapes');
const OUT = join(repo, 'bench/out');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? 100);
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const OWNER = '9000000001';
const GUESTS = Array.from({ length: 19 }, (_, i) => String(9000000101 + i));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

function cli(args, env = {}) {
  const run = spawnSync(BIN, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  if (run.status !== 0) throw new Error(`escapes ${args.join(' ')}: ${run.stderr}`);
}

async function serve(dataDir, env = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = openSync(join(dataDir, `server-${port}.log`), 'a');
  const child = spawn(BIN, ['--data-dir', dataDir, 'serve', '--listen', `127.0.0.1:${port}`, '--max-sockets-per-user', '200', '--messages-per-user-per-minute', '1000000'], {
    stdio: ['ignore', log, log],
    env: { ...process.env, RUST_LOG: 'warn', ...env },
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, pid: child.pid };
    } catch {}
    await sleep(100);
  }
  throw new Error('server did not start');
}

async function stop(server) {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
}

function rssKb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
}

async function http(base, method, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

async function signIn(base, phone) {
  const sent = await http(base, 'POST', '/api/v1/auth/send-otp', { phone: `+91${phone}`, purpose: 'login' });
  if (sent.status !== 200) throw new Error(`send-otp ${phone}: ${sent.status}`);
  const outbox = await http(base, 'GET', `/api/dev/outbox?to=${encodeURIComponent(`+91${phone}`)}`);
  const otp = outbox.body.data[0].body.match(/\b(\d{6})\b/)[1];
  return (await http(base, 'POST', '/api/v1/auth/verify-otp', { phone: `+91${phone}`, otp })).body.data;
}

function connect(base, token) {
  const socket = io(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 30_000 });
  socket.on('heartbeat_ping', () => socket.emit('heartbeat_pong', { timestamp: Date.now() }));
  return new Promise((res, rej) => {
    socket.once('connect', () => res(socket));
    socket.once('connect_error', rej);
  });
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One scenario: guests' sockets on `guestBase`, the owner's on `ownerBase`. */
async function scenario(name, guestBase, ownerBase, serverPids) {
  const rssIdle = serverPids.map(rssKb);
  const owner = await signIn(ownerBase, OWNER);
  const guests = [];
  for (const phone of GUESTS) guests.push(await signIn(guestBase, phone));
  const property = (await http(ownerBase, 'GET', '/api/v1/owner/properties', null, owner.token)).body.data[0].id;
  const conversations = [];
  for (const g of guests) conversations.push((await http(guestBase, 'POST', '/api/v1/conversations', { propertyId: property }, g.token)).body.data.id);

  // 1,000 sockets: about 50 per guest, the rest (about 30) the owner's.
  const perGuest = Math.floor((CLIENTS - 30) / guests.length);
  const ownerSockets = CLIENTS - perGuest * guests.length;
  const sockets = { owner: [], guests: guests.map(() => []) };
  const started = Date.now();
  for (let i = 0; i < ownerSockets; i++) sockets.owner.push(await connect(ownerBase, owner.token));
  for (let round = 0; round < perGuest; round++) {
    await Promise.all(guests.map(async (g, i) => sockets.guests[i].push(await connect(guestBase, g.token))));
  }
  const total = sockets.owner.length + sockets.guests.reduce((n, s) => n + s.length, 0);
  const connectSeconds = (Date.now() - started) / 1000;
  await sleep(1000);
  const rssConnected = serverPids.map(rssKb);

  const receiver = sockets.owner[0];
  const sentAt = new Map();
  const latencies = [];
  receiver.on('new_message', (m) => {
    const t = sentAt.get(m.clientMessageId);
    if (t !== undefined) latencies.push(performance.now() - t);
  });
  let seq = 0;
  const send = async (i) => {
    const id = `${name}-${i}-${seq++}`;
    sentAt.set(id, performance.now());
    const ack = await sockets.guests[i][0].timeout(30_000).emitWithAck('send_message', { clientMessageId: id, conversationId: conversations[i], content: `bench ${id}` });
    if (!ack.success) throw new Error(`send refused: ${JSON.stringify(ack.error)}`);
  };

  // Throughput: every guest keeps 4 sends in flight for SECONDS.
  latencies.length = 0;
  let acked = 0;
  const until = Date.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    guests.flatMap((_, i) =>
      Array.from({ length: 4 }, async () => {
        while (Date.now() < until) {
          await send(i);
          acked++;
        }
      }),
    ),
  );
  const elapsed = (performance.now() - t0) / 1000;
  await sleep(1000);
  const maxRun = { rate: acked / elapsed, received: latencies.length, p50: percentile([...latencies].sort((a, b) => a - b), 50), p99: percentile([...latencies].sort((a, b) => a - b), 99) };

  // Latency at a steady pace well under the maximum.
  latencies.length = 0;
  const pacedCount = PACED_RATE * SECONDS;
  const pending = [];
  const t1 = performance.now();
  for (let k = 0; k < pacedCount; k++) {
    const due = t1 + (k * 1000) / PACED_RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(send(k % guests.length));
  }
  await Promise.all(pending);
  await sleep(1000);
  const paced = [...latencies].sort((a, b) => a - b);
  const pacedRun = { rate: PACED_RATE, sent: pacedCount, received: paced.length, p50: percentile(paced, 50), p99: percentile(paced, 99), max: paced[paced.length - 1] };

  for (const s of [...sockets.owner, ...sockets.guests.flat()]) s.close();
  await sleep(500);
  return { name, total, connectSeconds, rssIdle, rssConnected, perGuest, ownerSockets, maxRun, pacedRun };
}

function row(r) {
  const mb = (kb) => (kb / 1024).toFixed(0);
  return [
    `### ${r.name}`,
    '',
    `- Connected: ${r.total} clients in ${r.connectSeconds.toFixed(1)} s; server memory (RSS) ${r.rssIdle.map(mb).join(' + ')} MB before, ${r.rssConnected.map(mb).join(' + ')} MB with every client connected.`,
    `- Each message reaches ${r.perGuest + r.ownerSockets} sockets: the sender's ${r.perGuest} and the owner's ${r.ownerSockets}.`,
    `- Maximum: **${r.maxRun.rate.toFixed(0)} messages/s** stored, acknowledged and fanned out (19 senders × 4 in flight, ${SECONDS} s); p50 ${r.maxRun.p50.toFixed(1)} ms, p99 ${r.maxRun.p99.toFixed(1)} ms send-to-receive at that load.`,
    `- Paced at ${r.pacedRun.rate} messages/s: ${r.pacedRun.received}/${r.pacedRun.sent} received; send-to-receive **p50 ${r.pacedRun.p50.toFixed(1)} ms, p99 ${r.pacedRun.p99.toFixed(1)} ms**, max ${r.pacedRun.max.toFixed(1)} ms.`,
    '',
  ].join('\n');
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const results = [];

  const single = mkdtempSync(join(tmpdir(), 'bench-rt-'));
  cli(['--data-dir', single, 'seed', '--demo']);
  const one = await serve(single);
  try {
    results.push(await scenario('One instance (SQLite)', one.url, one.url, [one.pid]));
  } finally {
    await stop(one);
    rmSync(single, { recursive: true, force: true });
  }

  const db = `escapes_bench_${Date.now().toString(36)}`;
  const dbUrl = ADMIN_URL.replace(/\/[^/?]*(\?.*)?$/, `/${db}$1`);
  spawnSync('psql', [ADMIN_URL, '-c', `CREATE DATABASE ${db}`], { stdio: 'ignore' });
  const shared = mkdtempSync(join(tmpdir(), 'bench-rt2-'));
  const env = { DATABASE_URL: dbUrl, REDIS_URL, ESCAPES_SECRET: `bench-${db}-0123456789abcdef0123` };
  cli(['--data-dir', shared, 'seed', '--demo'], env);
  const a = await serve(shared, env);
  const b = await serve(shared, env);
  try {
    results.push(await scenario('Two instances (PostgreSQL + Redis): guests on A, the owner on B', a.url, b.url, [a.pid, b.pid]));
  } finally {
    await stop(a);
    await stop(b);
    rmSync(shared, { recursive: true, force: true });
    spawnSync('psql', [ADMIN_URL, '-c', `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`], { stdio: 'ignore' });
  }

  const md = results.map(row).join('\n');
  writeFileSync(join(OUT, 'realtime.md'), md);
  console.log(md);
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
