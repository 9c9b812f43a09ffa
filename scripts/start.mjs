// `npm start`: builds the web app and the server when a build is missing or older than its sources,
// then starts the built server (API, GraphQL and the app on one port).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const packages = ['packages/contracts/src', 'packages/finance/src'];
const builds = [
  {
    name: 'the web app',
    workspace: 'apps/web',
    built: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', ...packages],
  },
  {
    name: 'the server',
    workspace: 'apps/server',
    built: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', ...packages],
  },
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

for (const { name, workspace, built, sources } of builds) {
  const builtAt = existsSync(join(root, built)) ? statSync(join(root, built)).mtimeMs : 0;
  if (Math.max(...sources.map((s) => newestChange(join(root, s)))) <= builtAt) continue;
  console.log(`Building ${name}...`);
  const build = spawnSync('npm', ['run', 'build', '--workspace', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const envFile = join(root, '.env');
const nodeArgs = existsSync(envFile) ? [`--env-file=${envFile}`] : [];
const server = spawn(process.execPath, [...nodeArgs, join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
