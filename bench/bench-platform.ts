import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { createPlatform, type Platform } from '../apps/server/src/platform.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/seed.ts';

/**
 * A platform seeded as a new deployment (PGlite unless `settings` name a database), in a folder of
 * its own, for one benchmark. `settings` add to its environment; `close` stops it and removes the
 * folder.
 */
export async function openBenchPlatform(name: string, settings: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `cobertura-bench-${name}-`));
  const platform = await createPlatform(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ...settings,
    }),
    { logger: true },
  );
  return {
    platform,
    close: async () => {
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Listens on a free loopback port and signs a demo user in: where to call, and the access token. */
export async function listenSignedIn(platform: Platform, username = 'treasury') {
  const baseUrl = await platform.app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const { access } = (await login.json()) as { access: string };
  return { baseUrl, access };
}
