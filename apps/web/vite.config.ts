import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API server runs on port 3000 in development; the SPA is served by Vite and proxies to it.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  // Brotli and gzip copies of every text file, written at build time: the server sends the best one
  // the browser accepts without compressing on each request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
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
    // Keep CSS light-dark() native (every evergreen browser since 2024); the down-levelled form
    // needs color-scheme rewrites that Mantine's stylesheet does not carry.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
  },
});
