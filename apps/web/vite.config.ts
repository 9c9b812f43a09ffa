import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
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

/**
 * The app's modules every screen builds on: the packages and the web's layers outside `features/`,
 * and the features' translations (merged into one bundle).
 */
function isAppLayer(id: string): boolean {
  const normalized = id.replaceAll('\\', '/');
  if (normalized.includes('/packages/')) return true;
  const inApp = normalized.split('/apps/web/src/')[1];
  return inApp !== undefined && (!inApp.startsWith('features/') || /^features\/[^/]+\/i18n\//.test(inApp));
}

/** Libraries left out of the shared vendor chunk: each is used by one or two screens only. */
const NOT_SHARED_LIBRARIES = [
  // Charts (their own chunk, below) and Markets' TradingView charts.
  'echarts',
  'zrender',
  'tslib',
  'lightweight-charts',
  'fancy-canvas',
  // Overview's websocket client.
  'graphql-ws',
  // My Data's grid and its paste parser.
  '@revolist',
  'papaparse',
  // Tools' holiday calendars.
  'date-holidays',
  'date-holidays-parser',
  'astronomia',
  'moment',
  'moment-timezone',
  'date-chinese',
  'date-easter',
  'date-bengali-revised',
  'caldate',
  'jalaali-js',
  // The reports' text editor and sanitizer.
  '@tiptap',
  '@mantine/tiptap',
  'prosemirror-[a-z-]+',
  'linkifyjs',
  'orderedmap',
  'rope-sequence',
  'w3c-keyname',
  'dompurify',
];

/**
 * index.html's scripts fetched at low priority, and the shared libraries' chunk with them: the page
 * paints what it holds (the splash, a prerendered page) as soon as its stylesheet arrives, and the
 * scripts arrive after on the same link. At their default (high) priority, a phone's first paint
 * waits for them (so Lighthouse counts it too). The entry script imports no library (main.tsx), so
 * nothing would fetch them before the app starts: preloaded here, they are on their way meanwhile.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const vendor = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'vendor',
        );
        if (!vendor) throw new Error('the build wrote no vendor chunk');
        const lowPriority = html.replace(
          /<(script type="module"|link rel="modulepreload") crossorigin/g,
          '<$1 crossorigin fetchpriority="low"',
        );
        if (lowPriority === html) throw new Error('index.html loads no module script');
        return {
          html: lowPriority,
          tags: [
            {
              tag: 'link',
              attrs: {
                rel: 'modulepreload',
                crossorigin: true,
                fetchpriority: 'low',
                href: `/${vendor.fileName}`,
              },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

// The API server runs on port 3000 in development; the SPA is served by Vite and proxies to it.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies of every text file, written at build time: the server sends the best one
  // the browser accepts without compressing on each request.
  // The server-side build (the landing page prerendered, scripts/prerender.ts) needs none.
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [scriptsAfterFirstPaint(), compression({ algorithms: ['brotliCompress', 'gzip'] })]),
  ],
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
        // Markets' TradingView charts, Overview's websocket client, the reports' text editor and
        // sanitizer and the grid's paste parser in theirs: in the shared chunk, every first screen
        // would download, parse and run them (the editor alone was a third of it).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: new RegExp(`node_modules[\\\\/](?!(${NOT_SHARED_LIBRARIES.join('|')})[\\\\/])`),
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
            // The app's own layers (API client, session, components, translations, contracts).
            // A feature's modules shared by a few of its screens (the desk's, the reports' editor)
            // are left to the default split: here, every first screen would download them.
            {
              name: (id, ctx) => (isInEntry(id, ctx) ? null : 'shared'),
              test: isAppLayer,
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
