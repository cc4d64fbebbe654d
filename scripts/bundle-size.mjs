#!/usr/bin/env node
// First-load JavaScript of the guest routes, gzipped.
//
//   node scripts/bundle-size.mjs [--json] [--dist apps/web/dist]
//
// For home, search, property and location: the entry chunk and its static imports, plus the
// route's lazy chunk and its static imports (what the browser must fetch before the page can
// render). Read from Vite's dist/.vite/manifest.json; without a manifest the static `import`
// statements of the built files are followed from index.html instead. Also checks that none of
// those files carries admin-console or owner-area code.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const json = args.includes('--json');
const distArg = args.indexOf('--dist');
const dist = resolve(distArg >= 0 ? args[distArg + 1] : join(repo, 'apps/web/dist'));

/** Route → the module that is its lazy chunk (manifest key) and a file-name prefix for the fallback. */
const ROUTES = [
  { route: 'home', path: '/', key: 'src/app/routes/home.tsx', prefix: 'home-' },
  { route: 'search', path: '/search', key: 'src/app/routes/search.tsx', prefix: 'search-' },
  { route: 'property', path: '/property/{slug}', key: 'src/app/routes/property.tsx', prefix: 'property-' },
  { route: 'location', path: '/farmhouses/{slug}', key: 'src/app/routes/location.tsx', prefix: 'location-' },
];

/** Text that only admin-console or owner-area code would carry. */
const FOREIGN_MARKERS = [
  ['react-admin store', /RaStore/],
  ['react-admin messages', /["']ra\.(action|auth|navigation|page)\./],
  ['Material UI', /Mui(Button|Paper|Typography|Toolbar)/],
  ['admin API', /\/api\/v1\/admin/],
  ['admin session', /adminToken/],
  ['owner routes', /\/owner\/(dashboard|analytics|messages|property)/],
  ['charts (owner analytics)', /recharts/],
];

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build at ${dist}: run \`npm run build -w @escapes/web\` first.`);
  process.exit(1);
}

const read = (file) => readFileSync(join(dist, file));
const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const bytes = read(file);
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

let entryFiles;
let routeFiles;
let source;

const manifestPath = join(dist, '.vite/manifest.json');
if (existsSync(manifestPath)) {
  source = 'manifest';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const files = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entryKeys = closure(entryKey);
  entryFiles = files(entryKeys);
  routeFiles = (route) => {
    const key = manifest[route.key] ? route.key : Object.keys(manifest).find((k) => k.endsWith(route.key.split('/').pop()));
    if (!key) return null;
    return files(closure(key, new Set(entryKeys)));
  };
} else {
  source = 'index.html + import statements';
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const start = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/?([^"]+)"/g)].map((m) => m[1]);
  const staticImports = (file) =>
    [...read(file).toString('utf8').matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
      (m) => join(dirname(file), m[1]),
    );
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const dep of staticImports(file)) closure(dep, seen);
    return seen;
  };
  const entrySet = new Set();
  for (const file of start) closure(file, entrySet);
  entryFiles = [...entrySet];
  const { readdirSync } = await import('node:fs');
  const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  routeFiles = (route) => {
    // The route chunk is the largest file with the route's name (an icon chunk may share it).
    const candidates = assets.filter((f) => f.startsWith(route.prefix)).map((f) => `assets/${f}`);
    if (candidates.length === 0) return null;
    const chunk = candidates.sort((a, b) => size(b).raw - size(a).raw)[0];
    return [...closure(chunk, new Set(entrySet))];
  };
}

const sum = (files, kind) => files.reduce((total, file) => total + size(file)[kind], 0);
const entry = { files: entryFiles.length, raw: sum(entryFiles, 'raw'), gzip: sum(entryFiles, 'gzip') };

const rows = [];
for (const route of ROUTES) {
  const files = routeFiles(route);
  if (!files) {
    rows.push({ route: route.route, path: route.path, missing: true });
    continue;
  }
  const foreign = [];
  for (const file of files) {
    const text = read(file).toString('utf8');
    for (const [label, pattern] of FOREIGN_MARKERS) if (pattern.test(text)) foreign.push(`${label} in ${file}`);
  }
  rows.push({
    route: route.route,
    path: route.path,
    files: files.length,
    rawBytes: sum(files, 'raw'),
    gzipBytes: sum(files, 'gzip'),
    routeOnlyGzipBytes: sum(files, 'gzip') - entry.gzip,
    adminOrOwnerCode: foreign,
  });
}

const clean = rows.every((row) => !row.missing && row.adminOrOwnerCode.length === 0);

if (json) {
  console.log(JSON.stringify({ dist, source, entry: { files: entry.files, rawBytes: entry.raw, gzipBytes: entry.gzip }, routes: rows, noAdminOrOwnerCode: clean }, null, 2));
} else {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(`First-load JavaScript of the guest routes (gzip -9), from ${source} in ${dist}\n`);
  console.log('| route | path | files | raw | gzip | of which route-only | admin/owner code |');
  console.log('|---|---|---:|---:|---:|---:|---|');
  console.log(`| (entry) | all | ${entry.files} | ${kb(entry.raw)} | ${kb(entry.gzip)} | — | — |`);
  for (const row of rows) {
    if (row.missing) {
      console.log(`| ${row.route} | ${row.path} | — | — | — | — | route chunk not found |`);
      continue;
    }
    const foreign = row.adminOrOwnerCode.length === 0 ? 'none' : row.adminOrOwnerCode.join('; ');
    console.log(
      `| ${row.route} | ${row.path} | ${row.files} | ${kb(row.rawBytes)} | ${kb(row.gzipBytes)} | ${kb(row.routeOnlyGzipBytes)} | ${foreign} |`,
    );
  }
  console.log(
    clean
      ? '\nNo admin-console or owner-area code in any guest route’s first load.'
      : '\nWARNING: admin/owner code (or a missing route chunk) in a guest route’s first load — see the table.',
  );
}
process.exit(clean ? 0 : 2);
