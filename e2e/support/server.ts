// Starting and stopping real `escapes` servers: the run's shared one (global-setup.ts) and the
// extra ones some specs need with their own settings (realtime limits, PostgreSQL + Redis).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSeed } from '../../scripts/demo-seed.mjs';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function serverBinary(): string {
  return process.env.ESCAPES_BIN ?? join(repo, 'target/debug/escapes');
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitForHealth(url: string, pid: number, log: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(pid)) throw new Error(`escapes serve exited before it was ready. Log:\n${tail(log)}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok && (await response.text()).trim() === 'ok') return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`escapes serve did not answer /healthz within ${timeoutMs} ms. Log:\n${tail(log)}`);
}

/** Runs `escapes <args>` to completion (seed, migrations), throwing with its output on failure. */
export function runCli(args: string[], env: Record<string, string> = {}): void {
  const run = spawnSync(serverBinary(), args, { encoding: 'utf8', timeout: 240_000, env: { ...process.env, ...env } });
  if (run.status !== 0) {
    throw new Error(`escapes ${args.join(' ')} failed (${run.status ?? run.signal}):\n${run.stderr || run.stdout}`);
  }
}

/**
 * A data directory of its own holding the demo seed on SQLite: a copy of the one the global set-up
 * served (scripts/demo-seed.mjs; the same one all run, even past midnight in India), else of the
 * one seeded for this binary today.
 */
export function seededDataDir(): string {
  return copyDataDir(process.env.ESCAPES_E2E_SEED_DIR || demoSeed(serverBinary()));
}

export function copyDataDir(from: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'escapes-copy-'));
  cpSync(from, dir, { recursive: true });
  return dir;
}

export interface RunningServer {
  url: string;
  pid: number;
  log: string;
  dataDir: string;
  /** SIGTERM, then waits for the process to end (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  /** Extra `serve` flags. */
  args?: string[];
  env?: Record<string, string>;
  /** Remove the data directory when stopped. */
  removeDataDir?: boolean;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = join(options.dataDir, `server-${port}.log`);
  const out = openSync(log, 'a');
  const child = spawn(
    serverBinary(),
    ['--data-dir', options.dataDir, 'serve', '--listen', `127.0.0.1:${port}`, ...(options.args ?? [])],
    {
      stdio: ['ignore', out, out],
      env: { ...process.env, RUST_LOG: process.env.RUST_LOG ?? 'warn', ...options.env },
    },
  );
  if (!child.pid) throw new Error(`could not start ${serverBinary()}`);
  const pid = child.pid;
  child.unref();
  await waitForHealth(url, pid, log, 60_000);
  return {
    url,
    pid,
    log,
    dataDir: options.dataDir,
    async stop(graceMs = 10_000) {
      if (alive(pid)) {
        process.kill(pid, 'SIGTERM');
        const deadline = Date.now() + graceMs;
        while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        if (alive(pid)) process.kill(pid, 'SIGKILL');
      }
      if (options.removeDataDir) rmSync(options.dataDir, { recursive: true, force: true });
    },
  };
}
