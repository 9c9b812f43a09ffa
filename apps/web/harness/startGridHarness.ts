import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Builds the grid harness (production mode, as users get the grid) into a temporary folder and
 * serves it on a free local port: `${url}/grid.html?rows=…`. It is a build of its own, so nothing of
 * it reaches the app's bundle. `close` stops the server and removes the folder.
 */
export async function startGridHarness(): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'cobertura-grid-harness-'));
  const config = {
    configFile: false as const,
    root: here,
    logLevel: 'warn' as const,
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: { input: join(here, 'grid.html') },
    },
    preview: { host: '127.0.0.1', port: 0 },
  };
  await build(config);
  const server = await preview(config);
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('the grid harness did not start');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
