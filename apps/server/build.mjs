// The server's build, into dist/: each entry (the server, the worker threads' job runner, the queue
// worker process) one JavaScript file, with the workspace packages (TypeScript sources) bundled in and
// the packages of node_modules imported from there as they are; then each file of src/ that is not
// code, at its path under src/ (see src/server-files.ts).
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as esbuild from 'esbuild';

const here = import.meta.dirname;
const src = join(here, 'src');
const dist = join(here, 'dist');

/** Bare imports stay imports, but for the workspace packages, which node cannot run as they are. */
const nodeModulesOutside = {
  name: 'node-modules-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@cobertura/') ? undefined : { external: true },
    );
  },
};

/** Test data is for the tests alone. */
const isAsset = (path) => !path.endsWith('.ts') && !path.split('/').includes('fixtures');

rmSync(dist, { recursive: true, force: true });
// The assets first: dist/main.js, which `npm start` dates the build by, is written last.
for (const path of readdirSync(src, { recursive: true })) {
  if (!isAsset(path) || !statSync(join(src, path)).isFile()) continue;
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  copyFileSync(join(src, path), join(dist, path));
}
await esbuild.build({
  absWorkingDir: here,
  entryPoints: {
    main: './src/main.ts',
    'job-worker': './src/workers/job-worker.ts',
    'queue-worker': './src/workers/queue-worker.ts',
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Function and class names as in the sources, whatever bundling renames.
  keepNames: true,
  sourcemap: true,
  plugins: [nodeModulesOutside],
  logLevel: 'warning',
});
