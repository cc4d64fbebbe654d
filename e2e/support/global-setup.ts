// Starts a fresh `escapes` server for the run: a new temporary data directory holding a copy of
// the demo seed, then `serve` on a free port with the built web and admin apps. Readiness is
// polled on /healthz.
// The URL and PID travel to the tests and to global-teardown through environment variables.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoSeed } from '../../scripts/demo-seed.mjs';
import { freePort, repo, serverBinary, waitForHealth } from './server';

export default async function globalSetup(): Promise<void> {
  // A server the caller already runs (e.g. while writing tests): use it as is.
  if (process.env.ESCAPES_E2E_BASE_URL && !process.env.ESCAPES_E2E_PID) return;

  const bin = serverBinary();
  const webDir = join(repo, 'apps/web/dist');
  const adminDir = join(repo, 'apps/admin/dist');
  for (const [what, path] of [
    ['server binary (cargo build -p escapes-cli)', bin],
    ['web build (npm run build -w @escapes/web)', join(webDir, 'index.html')],
    ['admin build (npm run build -w @escapes/admin)', join(adminDir, 'index.html')],
  ]) {
    if (!existsSync(path)) throw new Error(`Missing ${what}: ${path}`);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'escapes-e2e-'));
  const log = join(dataDir, 'server.log');
  // The server keeps index.html from start-up while the assets are read per request: serve a copy
  // of the builds, so a rebuild of apps/*/dist during the run cannot break the pages under test.
  const servedWeb = join(dataDir, 'web');
  const servedAdmin = join(dataDir, 'admin');
  cpSync(webDir, servedWeb, { recursive: true });
  cpSync(adminDir, servedAdmin, { recursive: true });

  const started = Date.now();
  // A copy of the demo data seeded for this binary today (the bundle-size check may have seeded it).
  const seed = demoSeed(bin);
  cpSync(seed, dataDir, { recursive: true });
  const seeded = Date.now();

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const out = openSync(log, 'a');
  const server = spawn(
    bin,
    [
      '--data-dir',
      dataDir,
      'serve',
      '--listen',
      `127.0.0.1:${port}`,
      '--web-dir',
      servedWeb,
      '--admin-dir',
      servedAdmin,
    ],
    {
      stdio: ['ignore', out, out],
      env: {
        ...process.env,
        RUST_LOG: process.env.RUST_LOG ?? 'warn',
        // listing.spec imports an iCal feed from a server of its own on 127.0.0.1, which the
        // server refuses to fetch otherwise (private hosts): only ever set for a local run.
        ESCAPES_ALLOW_PRIVATE_CALENDAR_HOSTS: 'true',
      },
    },
  );
  if (!server.pid) throw new Error(`could not start ${bin}`);
  server.unref();

  process.env.ESCAPES_E2E_BASE_URL = baseURL;
  process.env.ESCAPES_E2E_PID = String(server.pid);
  process.env.ESCAPES_E2E_DATA_DIR = dataDir;
  // Specs that run servers of their own copy the same seed (support/server.ts, seededDataDir).
  process.env.ESCAPES_E2E_SEED_DIR = seed;

  await waitForHealth(baseURL, server.pid, log, 60_000);
  console.log(
    `escapes: seeded in ${((seeded - started) / 1000).toFixed(1)} s, serving ${baseURL} (pid ${server.pid}, data ${dataDir})`,
  );
}
