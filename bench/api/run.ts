/**
 * API benchmark: authenticated GET /api/user and GET /api/companies at 50 connections, and sign-in
 * throughput while other requests keep flowing, each against a Fastify hello-world measured in the
 * same run on the same machine. Runs on PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names a reachable server. Writes bench/results/api.json.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { runMachine, writeResultsFile } from '../results-file.ts';
import { scratchPostgres } from '../scratch-postgres.ts';

const root = new URL('../..', import.meta.url).pathname;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PASSWORD = 'Cobertura#2026';

interface Figure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

function measure(options: autocannon.Options): Promise<Figure> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
      });
    });
  });
}

function start(script: string, env: Record<string, string>, readyLine?: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      cwd: root,
      env: { ...process.env, ...env },
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 120_000);
    const done = () => {
      clearTimeout(timer);
      resolve(child);
    };
    child.on('message', (message) => message === 'ready' && done());
    child.stdout?.on('data', (chunk: Buffer) => readyLine?.test(chunk.toString()) && done());
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function postJson(url: string, body: unknown): Promise<Record<string, string>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

async function benchPlatform(label: string, env: Record<string, string>, helloRps: number) {
  const port = 3900 + Math.floor(Math.random() * 50);
  const dataDir = mkdtempSync(join(tmpdir(), 'cobertura-bench-'));
  const server = await start(
    join(root, 'apps/server/src/main.ts'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    /Cobertura is running/,
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const { access } = await postJson(`${base}/api/auth/login`, { username: 'treasury', password: PASSWORD });
    const headers = { authorization: `Bearer ${access}` };
    const user = await measure({ url: `${base}/api/user`, headers });
    const companies = await measure({ url: `${base}/api/companies?format=json`, headers });
    // Sign-ins run while authenticated reads keep flowing: hashing must not stall the event loop.
    const [signIn, during] = await Promise.all([
      measure({
        url: `${base}/api/auth/login`,
        method: 'POST',
        connections: 8,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'treasury', password: PASSWORD }),
      }),
      measure({ url: `${base}/api/user`, headers, connections: 10 }),
    ]);
    const ratio = (f: Figure) => Math.round((f.requestsPerSecond / helloRps) * 1000) / 1000;
    return {
      database: label,
      getUser: { ...user, ratioToHelloWorld: ratio(user) },
      getCompanies: { ...companies, ratioToHelloWorld: ratio(companies) },
      signIn: { ...signIn, concurrentGetUser: during },
      pass: {
        getUser: ratio(user) >= 0.25 && user.p99Ms < 50 && user.non2xx === 0,
        getCompanies: ratio(companies) >= 0.25 && companies.p99Ms < 50 && companies.non2xx === 0,
        signIn: signIn.requestsPerSecond >= 20 && signIn.non2xx === 0 && during.p99Ms < 250,
      },
    };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const helloPort = 3899;
const hello = await start(join(root, 'bench/api/hello-world.ts'), { PORT: String(helloPort) });
const helloWorld = await measure({ url: `http://127.0.0.1:${helloPort}/` });
await stop(hello);
console.log(`hello-world: ${helloWorld.requestsPerSecond} req/s, p99 ${helloWorld.p99Ms} ms`);

const runs = [await benchPlatform('pglite', {}, helloWorld.requestsPerSecond)];
const postgres = await scratchPostgres();
if (postgres) {
  try {
    runs.push(await benchPlatform('postgres', { DATABASE_URL: postgres.url }, helloWorld.requestsPerSecond));
  } finally {
    await postgres.drop();
  }
}

for (const run of runs) {
  const line = (name: string, f: Figure & { ratioToHelloWorld?: number }) =>
    `${run.database} ${name}: ${f.requestsPerSecond} req/s` +
    (f.ratioToHelloWorld !== undefined ? ` (${Math.round(f.ratioToHelloWorld * 100)}% of hello-world)` : '') +
    `, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms`;
  console.log(line('GET /api/user', run.getUser));
  console.log(line('GET /api/companies', run.getCompanies));
  console.log(line('POST /api/auth/login', run.signIn));
  console.log(line('  GET /api/user during sign-ins', run.signIn.concurrentGetUser));
  console.log(`${run.database} targets met: ${JSON.stringify(run.pass)}`);
}

writeResultsFile('api', {
  benchmark: 'api',
  date: new Date().toISOString(),
  machine: runMachine(),
  durationSeconds: DURATION_S,
  connections: CONNECTIONS,
  targets: {
    authenticatedGets: 'at least 25% of hello-world requests/s, p99 under 50 ms',
    signIn: 'at least 20 sign-ins/s while other requests keep flowing',
  },
  helloWorld,
  runs,
});
console.log('wrote bench/results/api.json');
