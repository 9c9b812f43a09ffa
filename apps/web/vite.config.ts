import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API server runs on port 3000 in development; the SPA is served by Vite and proxies to it.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * main.tsx loads the app (boot.tsx) only after the first paint; this lists boot's scripts in
 * index.html as module preloads, so that they download at once, as a static import's would.
 */
function preloadBoot(): Plugin {
  return {
    name: 'preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const boot = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/boot.tsx'));
        if (!boot) throw new Error('the build has no boot.tsx chunk to preload');
        const files = new Set<string>();
        const visit = (name: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === name);
          // The entry is index.html's own script.
          if (files.has(name) || !chunk || chunk.isEntry) return;
          files.add(name);
          for (const imported of chunk.imports) visit(imported);
        };
        visit(boot.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies of every text file, written at build time: the server sends the best one
  // the browser accepts without compressing on each request.
  // The server-side build (the landing page prerendered, scripts/prerender.ts) needs none.
  plugins: [
    react(),
    ...(isSsrBuild ? [] : [preloadBoot(), compression({ algorithms: ['brotliCompress', 'gzip'] })]),
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
        // shares make one cached chunk; the ones only Tools uses stay in Tools' chunk.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?!(echarts|zrender|@revolist|date-holidays|date-holidays-parser|astronomia|moment|moment-timezone|date-chinese|date-easter|date-bengali-revised|caldate|jalaali-js|tslib)[\\/])/,
              priority: 10,
            },
            {
              name: 'shared',
              test: /[\\/](apps[\\/]web[\\/]src|packages)[\\/]/,
              minShareCount: 2,
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
