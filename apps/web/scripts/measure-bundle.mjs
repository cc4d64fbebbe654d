// Prints the gzipped JavaScript each guest route loads first: the entry chunk and its static
// imports plus the route's chunk and its static imports (from dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function gzipKb(files) {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  return total / 1024;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const routes = {
  home: 'src/app/routes/home.tsx',
  search: 'src/app/routes/search.tsx',
  location: 'src/app/routes/location.tsx',
  property: 'src/app/routes/property.tsx',
};

const rows = [];
for (const [name, key] of Object.entries(routes)) {
  if (!manifest[key]) continue;
  const keys = closure(key, new Set(entry));
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  rows.push({ route: name, chunks: files.length, gzipKb: Number(gzipKb(files).toFixed(1)) });
}
const entryFiles = [...entry].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
console.log(`entry (+static imports): ${gzipKb(entryFiles).toFixed(1)} kB gzip in ${entryFiles.length} files`);
console.table(rows);
