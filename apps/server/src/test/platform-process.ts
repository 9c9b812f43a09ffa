/**
 * The platform as a user meets it: apps/server/src/main.ts in a process of its own, on a loopback
 * port, so that what a measure reads (its memory, its answers over HTTP) is the platform's alone,
 * and so that a test can kill it as a crash would.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../seed/seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Starts the platform on a port with its data in dataDir; `env` adds settings (DATABASE_URL). */
export function startPlatform(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, '../main.ts'), [], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => reject(new Error('the platform did not start')), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (/Cobertura is running/.test(chunk.toString())) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`the platform exited with ${code}`)));
  });
}

/** Ends the platform: SIGTERM lets it close its database; SIGKILL stops it dead, as a crash. */
export async function stopPlatform(
  child: ChildProcess,
  signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM',
): Promise<void> {
  child.removeAllListeners('exit');
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export async function signIn(base: string, username: string): Promise<{ access: string; refresh: string }> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status}`);
  return (await response.json()) as { access: string; refresh: string };
}
