#!/usr/bin/env node
// First-load JavaScript of the guest routes, as a phone downloads it, held to a budget (run by
// `make test-web`).
//
//   node scripts/bundle-size.mjs [--json] [--dist apps/web/dist] [--budget-kib 150]
//        [--base URL] [--only home,property]
//
// Serves the built app with the real server (ESCAPES_BIN, default target/debug/escapes) over a
// fresh copy of the demo data, then opens each guest route in a new headless Chromium context
// (/usr/bin/chromium or CHROME_PATH; service workers blocked, so nothing is precached behind the
// page's back) and waits until the network has been idle, then a while longer: a chunk fetched
// after paint (at the load event, at idle, on a timer) costs a phone as much as the entry does.
// Every script response is counted twice: at its transfer size as served to this browser (the
// body's encoded bytes: Brotli, which Chromium asks for over HTTPS and from localhost, from the
// copies the build writes beside each file), and at what the same file weighs served as gzip:
// what a phone gets over plain HTTP or through a proxy that asks only for gzip. The budget holds
// on the gzip weight, the larger. Fails (exit 1) when a route's gzip weight is over the budget,
// when a route fetched no script at all, or when any script carries admin-console, owner-area,
// messaging-UI or chart code. --base measures a server that is already running instead.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSeed } from './demo-seed.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const json = args.includes('--json');
const option = (name, fallback) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : fallback);
const dist = resolve(option('--dist', join(repo, 'apps/web/dist')));
const budgetKib = Number(option('--budget-kib', '150'));
const budget = budgetKib * 1024;
const only = option('--only', '').split(',').filter(Boolean);
const givenBase = option('--base', '');

/** Quiet time after which a page counts as done: no request started or running for this long. */
const QUIET_MS = 1_500;
/** A page that never goes quiet (a poll every second) is a failure, not a hang. */
const PAGE_LIMIT_MS = 30_000;
/** Pages measured at once: each is a renderer process on a machine with two cores. */
const PARALLEL = 2;

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Text that only admin-console, owner-area, messaging-UI or chart code would carry. */
const FOREIGN_MARKERS = [
  ['react-admin store', /RaStore/],
  ['react-admin messages', /["']ra\.(action|auth|navigation|page)\./],
  ['Material UI', /Mui(Button|Paper|Typography|Toolbar)/],
  ['admin API', /\/api\/v1\/admin/],
  ['admin session', /adminToken/],
  ['owner routes', /\/owner\/(dashboard|analytics|messages|property)/],
  ['charts (owner analytics)', /recharts/],
  ['socket.io client', /engine\.io|socket\.io-client/],
  ['messaging UI', /Write a message|Back to conversations/],
];

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Playwright from wherever npm put the e2e workspace's dependencies. */
function playwright() {
  const require = createRequire(join(repo, 'e2e/package.json'));
  for (const name of ['playwright-core', '@playwright/test']) {
    try {
      return require(name);
    } catch {
      // try the next
    }
  }
  fail('Neither playwright-core nor @playwright/test is installed: run `npm ci` at the repository root.');
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A server of our own on a copy of the demo data; returns its URL and how to stop it. */
async function startServer() {
  if (!existsSync(join(dist, 'index.html'))) fail(`No build at ${dist}: run \`npm run build -w @escapes/web\` first.`);
  const bin = process.env.ESCAPES_BIN ?? join(repo, 'target/debug/escapes');
  if (!existsSync(bin)) fail(`No server binary at ${bin}: run \`cargo build -p escapes-cli\` (or set ESCAPES_BIN).`);
  let seeded;
  try {
    seeded = demoSeed(bin);
  } catch (e) {
    fail(e.message);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'escapes-bundle-size-'));
  cpSync(seeded, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = join(dataDir, 'server.log');
  const admin = join(repo, 'apps/admin/dist');
  const child = spawn(
    bin,
    [
      '--data-dir',
      dataDir,
      'serve',
      '--listen',
      `127.0.0.1:${port}`,
      '--web-dir',
      dist,
      ...(existsSync(admin) ? ['--admin-dir', admin] : []),
    ],
    {
      stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
      env: { ...process.env, RUST_LOG: 'warn', ESCAPES_LOG: 'warn' },
    },
  );
  const pid = child.pid;
  child.unref();
  const stop = async () => {
    if (alive(pid)) {
      process.kill(pid, 'SIGTERM');
      const deadline = Date.now() + 10_000;
      while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!alive(pid)) {
      const text = readFileSync(log, 'utf8');
      await stop();
      fail(`escapes serve exited before it was ready:\n${text.split('\n').slice(-30).join('\n')}`);
    }
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })
      .then(async (r) => r.ok && (await r.text()).trim() === 'ok')
      .catch(() => false);
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  fail(`escapes serve did not answer /healthz within 60 s (log: ${log}).`);
}

/** The guest routes: every page a visitor who is not signed in can open. */
async function guestRoutes(origin) {
  const featured = await fetch(`${origin}/api/properties/featured`).then((r) => r.json());
  const property = featured?.data?.[0];
  if (!property) throw new Error('No featured property: the demo seed did not run.');
  const locality = encodeURIComponent(property.locationSlug);
  return [
    { route: 'home', path: '/' },
    { route: 'search', path: `/search?location=${locality}&guests=10` },
    { route: 'property', path: `/property/${encodeURIComponent(property.slug)}` },
    { route: 'location', path: `/farmhouses/${locality}` },
    { route: 'login', path: '/login' },
    { route: 'register', path: '/register' },
    { route: 'saved', path: '/saved' },
    // The owners' landing page links into the owner area: its paths, not its code.
    { route: 'list-your-farmhouse', path: '/list-your-farmhouse', allow: ['owner routes'] },
    { route: 'help', path: '/help' },
    { route: 'faq', path: '/faq' },
    { route: 'safety', path: '/safety' },
    { route: 'privacy-policy', path: '/privacy-policy' },
    { route: 'terms-of-service', path: '/terms-of-service' },
    { route: 'cookie-policy', path: '/cookie-policy' },
    { route: 'not-found', path: '/no-such-page' },
  ].filter(({ route }) => only.length === 0 || only.includes(route));
}

const gzipSizes = new Map();
/** Bytes of `path` as the server sends it to a client that accepts only gzip. */
function gzipSize(origin, path) {
  if (!gzipSizes.has(path)) {
    gzipSizes.set(
      path,
      new Promise((resolveSize, reject) => {
        httpGet(`${origin}${path}`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk) => (bytes += chunk.length));
          response.on('end', () => resolveSize(bytes));
          response.on('error', reject);
        }).on('error', reject);
      }),
    );
  }
  return gzipSizes.get(path);
}

/** Opens one route in a fresh context and counts every script it fetched until it went quiet. */
async function measure(browser, origin, { route, path, allow = [] }) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const scripts = [];
  const pending = new Set();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    pending.add(request);
    lastActivity = Date.now();
  });
  const settle = (request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', async (request) => {
    try {
      if (request.resourceType() === 'script') {
        const response = await request.response();
        const sizes = await request.sizes();
        const url = new URL(request.url());
        scripts.push({
          url: url.origin === origin ? url.pathname : url.href,
          bytes: sizes.responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        });
      }
    } finally {
      settle(request);
    }
  });
  const started = Date.now();
  const response = await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: PAGE_LIMIT_MS });
  while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) {
    if (Date.now() - started > PAGE_LIMIT_MS) {
      await context.close();
      return { route, path, error: `still fetching after ${PAGE_LIMIT_MS / 1000} s` };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await context.close();
  const foreign = [];
  for (const { url } of scripts) {
    const file = url.startsWith('/') ? join(dist, url) : null;
    if (!file || !existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const [label, pattern] of FOREIGN_MARKERS) {
      if (!allow.includes(label) && pattern.test(text)) foreign.push(`${label} in ${url}`);
    }
  }
  const bytes = scripts.reduce((total, s) => total + s.bytes, 0);
  for (const script of scripts)
    script.gzipBytes = script.url.startsWith('/') ? await gzipSize(origin, script.url) : script.bytes;
  const gzipBytes = scripts.reduce((total, s) => total + s.gzipBytes, 0);
  return {
    route,
    path,
    status: response?.status() ?? 0,
    files: scripts.length,
    bytes,
    gzipBytes,
    uncompressed: scripts.filter((s) => s.encoding === 'identity').map((s) => s.url),
    scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
    over: gzipBytes > budget,
    foreign,
  };
}

const server = givenBase ? { url: givenBase.replace(/\/+$/, ''), stop: async () => {} } : await startServer();
let rows;
try {
  const { chromium } = playwright();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
  });
  try {
    const routes = await guestRoutes(server.url);
    rows = [];
    const queue = [...routes];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) rows.push(await measure(browser, server.url, next));
      }),
    );
    rows.sort((a, b) => routes.findIndex((r) => r.route === a.route) - routes.findIndex((r) => r.route === b.route));
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

const bad = (row) => row.error || row.files === 0 || row.over || row.foreign.length > 0;
const ok = rows.every((row) => !bad(row));

if (json) {
  console.log(JSON.stringify({ dist, budgetBytes: budget, routes: rows, ok }, null, 2));
} else {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `JavaScript each guest route fetches for its first view in headless Chromium (until the network is idle, service worker blocked), as served to Chromium and as gzip; budget ${kib(budget)} as gzip\n`,
  );
  console.log(
    '| route | path | scripts | as served to Chromium | as gzip | within budget (gzip) | largest (gzip) | admin/owner/messaging/chart code |',
  );
  console.log('|---|---|---:|---:|---:|---|---|---|');
  for (const row of rows) {
    if (row.error) {
      console.log(`| ${row.route} | ${row.path} | — | — | no | — | ${row.error} | — |`);
      continue;
    }
    const largest = row.scripts
      .slice(0, 3)
      .map((s) => `${s.url.replace(/^\/assets\//, '')} ${kib(s.gzipBytes)}`)
      .join(', ');
    const foreign = row.foreign.length === 0 ? 'none' : row.foreign.join('; ');
    const within =
      row.files === 0 ? 'no (no script fetched)' : row.over ? `NO (+${kib(row.gzipBytes - budget)})` : 'yes';
    console.log(
      `| ${row.route} | ${row.path} | ${row.files} | ${kib(row.bytes)} | ${kib(row.gzipBytes)} | ${within} | ${largest} | ${foreign} |`,
    );
  }
  const encodings = [...new Set(rows.flatMap((row) => row.scripts ?? []).map((s) => s.encoding))];
  console.log(`\nEncodings the browser got: ${encodings.join(', ')}.`);
  const plain = [...new Set(rows.flatMap((row) => row.uncompressed ?? []))];
  if (plain.length > 0) console.log(`\nServed without compression: ${plain.join(', ')}`);
  console.log(
    ok ? `\nEvery guest route within ${kib(budget)} as gzip, with no foreign code.` : '\nFAILED: see the table above.',
  );
}
process.exit(ok ? 0 : 1);
