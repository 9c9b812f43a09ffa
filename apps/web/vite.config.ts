import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const ENTRY = path.join(import.meta.dirname, 'src/main.tsx');

/**
 * The modules the entry script imports: they stay in it. Grouped with the app's shared modules they
 * would make the entry import that whole chunk, and the first paint wait for it.
 */
function isInEntry(id: string, ctx: ChunkingContext): boolean {
  let reached = entryModulesByBuild.get(ctx);
  if (!reached) {
    reached = new Set<string>();
    const pending = [ENTRY];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (reached.has(next)) continue;
      reached.add(next);
      pending.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    entryModulesByBuild.set(ctx, reached);
  }
  return reached.has(id);
}
const entryModulesByBuild = new WeakMap<ChunkingContext, Set<string>>();

// The API server runs on port 3000 in development; the SPA is served by Vite and proxies to it.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies of every text file, written at build time: the server sends the best one
  // the browser accepts without compressing on each request.
  // The server-side build (the landing page prerendered, scripts/prerender.ts) needs none.
  plugins: [react(), ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'] })])],
  // The prerender runs the app's own modules in Node: bundled whole, stylesheets included.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/graphql': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // One stylesheet, linked by index.html: the app's scripts load after the first paint (main.tsx),
    // and a prerendered page must not wait for them to be styled.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Few requests: on a phone's link each script costs a round trip. The libraries every screen
        // shares make one cached chunk; the ones only Tools uses stay in Tools' chunk, as do
        // Markets' TradingView charts and Overview's websocket client in theirs.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?!(echarts|zrender|lightweight-charts|fancy-canvas|graphql-ws|@revolist|date-holidays|date-holidays-parser|astronomia|moment|moment-timezone|date-chinese|date-easter|date-bengali-revised|caldate|jalaali-js|tslib)[\\/])/,
              priority: 10,
            },
            // The chart library is large and only screens with charts need it: its own chunk with the
            // component that wraps it, loaded with the first such screen (in the shared group it
            // would load on every first page).
            {
              name: 'charts',
              test: /(node_modules[\\/](echarts|zrender|tslib)[\\/]|[\\/]src[\\/]components[\\/]EChart\.tsx$)/,
              priority: 8,
            },
            {
              name: (id, ctx) => (isInEntry(id, ctx) ? null : 'shared'),
              test: /[\\/](apps[\\/]web[\\/]src|packages)[\\/]/,
              minShareCount: 2,
              // A shared module's own imports are grouped on their own merits: pulled in with it, the
              // entry's modules (the API client's tokens and clock) would leave the entry.
              includeDependenciesRecursively: false,
              priority: 5,
            },
          ],
        },
      },
    },
    // Keep CSS light-dark() native (every evergreen browser since 2024); the down-levelled form
    // needs color-scheme rewrites that Mantine's stylesheet does not carry.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
  },
}));
