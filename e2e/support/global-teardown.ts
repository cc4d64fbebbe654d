// Stops the server global-setup started, by its PID, and removes its temporary data directory.
import { rmSync } from 'node:fs';
import { alive } from './server';

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.ESCAPES_E2E_PID);
  if (pid > 0 && alive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  const dataDir = process.env.ESCAPES_E2E_DATA_DIR;
  if (dataDir && !process.env.ESCAPES_E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
}
