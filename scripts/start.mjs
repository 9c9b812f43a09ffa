// `npm start`: builds the web app when its build is missing or older than its sources, then starts
// the server (API, GraphQL and the app on one port).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'packages/contracts/src',
  'packages/finance/src',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
if (Math.max(...sources.map((s) => newestChange(join(root, s)))) > builtAt) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const envFile = join(root, '.env');
const nodeArgs = [...(existsSync(envFile) ? [`--env-file=${envFile}`] : []), '--import', 'tsx'];
const server = spawn(process.execPath, [...nodeArgs, join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
