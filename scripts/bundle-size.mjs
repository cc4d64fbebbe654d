#!/usr/bin/env node
// First-load JavaScript of the guest routes, gzipped, held to a budget (run by `make test-web`).
//
//   node scripts/bundle-size.mjs [--json] [--dist apps/web/dist] [--budget-kib 150]
//
// For home, search, property and location: every script the built index.html names for that
// route (the entry script and its modulepreloads, which the inline early-request script starts
// and its plan names as `entry` and `preload`, any module <script> or <link rel="modulepreload">
// left in the HTML, and the route's chunks in the plan), plus anything those import statically (from Vite's manifest), each file
// gzipped (-9) on its own as the server sends it. Fails (exit 1) when a route is over the budget,
// when a route has no chunks in the plan, or when any of those files carries admin-console,
// owner-area, messaging-UI or chart code.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const json = args.includes('--json');
const option = (name, fallback) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : fallback);
const dist = resolve(option('--dist', join(repo, 'apps/web/dist')));
const budgetKib = Number(option('--budget-kib', '150'));
const budget = budgetKib * 1024;

/** Route → the early-request plan's name for it (vite.config.ts EARLY_ROUTES). */
const ROUTES = [
  { route: 'home', path: '/' },
  { route: 'search', path: '/search' },
  { route: 'property', path: '/property/{slug}' },
  { route: 'location', path: '/farmhouses/{slug}' },
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

const htmlPath = join(dist, 'index.html');
if (!existsSync(htmlPath)) {
  console.error(`No build at ${dist}: run \`npm run build -w @escapes/web\` first.`);
  process.exit(1);
}
const html = readFileSync(htmlPath, 'utf8');

/** `/assets/x.js` → `assets/x.js` (paths in dist). */
const local = (href) => href.replace(/^\//, '');

// The inline early-request script ends `(window,{plan JSON})</script>`.
const planMatch = /\)\(window,(\{.*?\})\)<\/script>/s.exec(html);
if (!planMatch) {
  console.error(`No early-request plan in ${htmlPath}.`);
  process.exit(1);
}
const plan = JSON.parse(planMatch[1]);

const named = [
  ...(plan.entry ? [plan.entry] : []),
  ...(plan.preload ?? []),
  ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
].map(local);
if (named.length === 0) {
  console.error(`${htmlPath} names no entry script (neither a module <script> nor the plan's \`entry\`).`);
  process.exit(1);
}

// Static imports from the manifest: a file the HTML names pulls these in too.
const manifestPath = join(dist, '.vite/manifest.json');
const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
function withStaticImports(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const key of byFile.get(file)?.imports ?? []) if (manifest[key]) visit(manifest[key].file);
  };
  files.forEach(visit);
  return [...seen].filter((file) => file.endsWith('.js'));
}

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}
const sum = (files, kind) => files.reduce((total, file) => total + size(file)[kind], 0);

const entryFiles = withStaticImports(named);
const entry = { files: entryFiles.length, rawBytes: sum(entryFiles, 'raw'), gzipBytes: sum(entryFiles, 'gzip') };

const rows = ROUTES.map(({ route, path }) => {
  const routeChunks = (plan.chunks?.[route] ?? []).map(local);
  if (routeChunks.length === 0) return { route, path, missing: true, over: true, foreign: [] };
  const files = withStaticImports([...named, ...routeChunks]);
  const foreign = [];
  for (const file of files) {
    const text = readFileSync(join(dist, file), 'utf8');
    for (const [label, pattern] of FOREIGN_MARKERS) if (pattern.test(text)) foreign.push(`${label} in ${file}`);
  }
  const gzipBytes = sum(files, 'gzip');
  return {
    route,
    path,
    files: files.length,
    rawBytes: sum(files, 'raw'),
    gzipBytes,
    routeOnlyGzipBytes: gzipBytes - entry.gzipBytes,
    over: gzipBytes > budget,
    foreign,
  };
});

const ok = rows.every((row) => !row.missing && !row.over && row.foreign.length === 0);

if (json) {
  console.log(JSON.stringify({ dist, budgetBytes: budget, entry, routes: rows, ok }, null, 2));
} else {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`First-load JavaScript of the guest routes (each file gzip -9), from ${htmlPath}; budget ${kib(budget)}\n`);
  console.log('| route | path | files | raw | gzip | of which route-only | within budget | admin/owner/messaging/chart code |');
  console.log('|---|---|---:|---:|---:|---:|---|---|');
  console.log(`| (entry) | all | ${entry.files} | ${kib(entry.rawBytes)} | ${kib(entry.gzipBytes)} | — | — | — |`);
  for (const row of rows) {
    if (row.missing) {
      console.log(`| ${row.route} | ${row.path} | — | — | — | — | no | route chunks missing from the early-request plan |`);
      continue;
    }
    const foreign = row.foreign.length === 0 ? 'none' : row.foreign.join('; ');
    console.log(
      `| ${row.route} | ${row.path} | ${row.files} | ${kib(row.rawBytes)} | ${kib(row.gzipBytes)} | ${kib(row.routeOnlyGzipBytes)} | ${row.over ? `NO (+${kib(row.gzipBytes - budget)})` : 'yes'} | ${foreign} |`,
    );
  }
  console.log(ok ? `\nEvery guest route within ${kib(budget)}, with no foreign code.` : '\nFAILED: see the table above.');
}
process.exit(ok ? 0 : 1);
