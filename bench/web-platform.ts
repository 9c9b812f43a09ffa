import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startPlatform, stopPlatform } from '../apps/server/src/test/platform-process.ts';

const root = new URL('..', import.meta.url).pathname;

/**
 * The web app built from the current sources, served by a platform started in a process of its own
 * on a free port with a fresh data folder (PGlite, seeded as usual): where it answers, and `stop`,
 * which stops it and removes the folder.
 */
export async function startWebPlatform(name: string) {
  console.log('building the web app...');
  execFileSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), `cobertura-bench-${name}-`));
  const port = await freePort();
  const platform = await startPlatform(port, dataDir);
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stopPlatform(platform);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
