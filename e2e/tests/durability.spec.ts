// Durability: a server killed with SIGKILL in the middle of a booking flood loses no booking it
// acknowledged (every 201 is there after a restart) and leaves no overlapping holds, on SQLite
// and on PostgreSQL. Not a browser test: plain HTTP against real `escapes serve` processes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { runCli, seededDataDir, startServer, type RunningServer } from '../support/server';
import { http, signIn, type Session } from '../support/realtime';

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const GUESTS = ['9000000101', '9000000102', '9000000103'];
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

interface Attempt {
  propertyId: number;
  start: string;
  total: number;
}

function kolkataDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** Half-day stays on the first farmhouses, far enough ahead that the demo has none, with their quotes. */
async function attempts(base: string): Promise<Attempt[]> {
  const list = await http<{ id: number; slug: string }[]>(base, 'GET', '/api/v1/properties?perPage=8');
  const out: Attempt[] = [];
  for (const p of list.body.data) {
    const detail = await http<{ slots: { day: string } }>(base, 'GET', `/api/v1/properties/${p.slug}`);
    for (let days = 200; days < 230; days++) {
      const start = `${kolkataDay(days)}T${detail.body.data.slots.day}:00+05:30`;
      const quote = await http<{ total: number }>(base, 'POST', `/api/v1/properties/${p.id}/quote`, {
        bookingType: 'half_day',
        start,
        guests: 2,
      });
      if (quote.status === 200) out.push({ propertyId: p.id, start, total: quote.body.data.total });
    }
  }
  return out;
}

async function book(
  base: string,
  session: Session,
  a: Attempt,
  key: string,
): Promise<{ status: number; code?: string }> {
  const response = await fetch(`${base}/api/v1/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}`, 'Idempotency-Key': key },
    body: JSON.stringify({
      propertyId: a.propertyId,
      bookingType: 'half_day',
      start: a.start,
      guests: 2,
      paymentMethod: 'cash',
      expectedTotal: a.total,
    }),
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: { code?: string } };
  return { status: response.status, code: body.data?.code };
}

/** Bookings of `session` by code, read through the API after the restart. */
async function codesOf(base: string, session: Session): Promise<Set<string>> {
  const codes = new Set<string>();
  for (let page = 1; page < 50; page++) {
    const res = await http<{ code: string }[]>(
      base,
      'GET',
      `/api/v1/users/me/bookings?perPage=100&page=${page}`,
      undefined,
      session.token,
    );
    expect(res.status).toBe(200);
    for (const b of res.body.data) codes.add(b.code);
    if (res.body.data.length < 100) break;
  }
  return codes;
}

const OVERLAPS = `SELECT count(*) FROM held_intervals a JOIN held_intervals b
  ON a.property_id = b.property_id AND a.id < b.id AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at`;

/** Floods `server` with bookings, kills it with SIGKILL mid-flood, restarts it, and checks. */
async function floodKillAndCheck(server: RunningServer, restart: () => Promise<RunningServer>, overlaps: () => number) {
  const sessions = await Promise.all(GUESTS.map((phone) => signIn(server.url, phone)));
  const plan = await attempts(server.url);
  expect(plan.length).toBeGreaterThan(100);
  const acknowledged: { guest: number; code: string }[] = [];
  let next = 0;
  let killed = false;
  // Eight requests in flight; each slot is tried by two guests, so some answers are SLOT_TAKEN.
  const worker = async (w: number) => {
    while (!killed) {
      const i = next++;
      const a = plan[Math.floor(i / 2) % plan.length];
      const guest = (i + w) % sessions.length;
      try {
        const r = await book(server.url, sessions[guest], a, `durable-${i}`);
        if (r.status === 201 && r.code) acknowledged.push({ guest, code: r.code });
        else expect([409, 429], `booking answered ${r.status}`).toContain(r.status);
      } catch {
        // The connection died with the server: not acknowledged.
      }
    }
  };
  const workers = Array.from({ length: 8 }, (_, w) => worker(w));
  while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));
  process.kill(server.pid, 'SIGKILL');
  killed = true;
  await Promise.all(workers);
  test.info().annotations.push({ type: 'acknowledged before SIGKILL', description: String(acknowledged.length) });
  const again = await restart();
  try {
    for (const [g, session] of sessions.entries()) {
      const stored = await codesOf(again.url, session);
      const mine = acknowledged.filter((a) => a.guest === g).map((a) => a.code);
      expect(
        mine.filter((code) => !stored.has(code)),
        'acknowledged bookings missing after SIGKILL',
      ).toEqual([]);
    }
    expect(overlaps()).toBe(0);
  } finally {
    await again.stop();
  }
}

test('SQLite: every acknowledged booking survives SIGKILL, and no holds overlap', async () => {
  const dataDir = seededDataDir();
  const first = await startServer({ dataDir });
  await floodKillAndCheck(
    first,
    () => startServer({ dataDir, removeDataDir: true }),
    () => {
      const run = spawnSync(
        'python3',
        [
          '-c',
          'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])',
          join(dataDir, 'escapes.db'),
          OVERLAPS,
        ],
        { encoding: 'utf8' },
      );
      if (run.status !== 0) throw new Error(run.stderr);
      return Number(run.stdout.trim());
    },
  );
});

test('PostgreSQL: every acknowledged booking survives SIGKILL, and no holds overlap', async () => {
  const database = `escapes_e2e_kill_${Date.now().toString(36)}`;
  const databaseUrl = ADMIN_URL.replace(/\/[^/?]*(\?.*)?$/, `/${database}$1`);
  const psql = (url: string, sql: string) => {
    const run = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-tAc', sql], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`psql ${sql}: ${run.stderr || run.error}`);
    return run.stdout.trim();
  };
  psql(ADMIN_URL, `CREATE DATABASE ${database}`);
  try {
    const env = { DATABASE_URL: databaseUrl };
    const dataDir = mkdtempSync(join(tmpdir(), 'escapes-kill-'));
    runCli(['--data-dir', dataDir, 'seed', '--demo'], env);
    const first = await startServer({ dataDir, env });
    await floodKillAndCheck(
      first,
      () => startServer({ dataDir, env, removeDataDir: true }),
      () => Number(psql(databaseUrl, OVERLAPS)),
    );
  } finally {
    psql(ADMIN_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
});
