// The demo data seeded once per build of the server binary and per day in India, kept under
// target/demo-seed: a debug build takes about a minute of both cores to draw and encode the
// photos, and the bundle-size check and the browser tests each used to pay it. Callers copy the
// directory and serve the copy. The day is in the name because the demo's bookings are placed
// around the day it was seeded.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const IST_OFFSET_MS = 19_800_000;

/** The seeded directory for `bin` (never to be served in place); throws when the seed fails. */
export function demoSeed(bin) {
  const { size, mtimeMs } = statSync(bin);
  const day = Math.floor((Date.now() + IST_OFFSET_MS) / 86_400_000);
  const root = join(repo, 'target/demo-seed');
  const name = `seed-${size}-${Math.round(mtimeMs)}-${day}`;
  const kept = join(root, name);
  if (existsSync(join(kept, 'escapes.db'))) return kept;
  mkdirSync(root, { recursive: true });
  // Other builds' and days' seeds are of no further use.
  for (const old of readdirSync(root)) rmSync(join(root, old), { recursive: true, force: true });
  const fresh = mkdtempSync(join(root, 'seeding-'));
  const seed = spawnSync(bin, ['--data-dir', fresh, 'seed', '--demo'], { encoding: 'utf8', timeout: 600_000 });
  if (seed.status !== 0) {
    throw new Error(`escapes seed --demo failed (${seed.status ?? seed.signal}):\n${seed.stderr || seed.stdout}`);
  }
  renameSync(fresh, kept);
  return kept;
}
