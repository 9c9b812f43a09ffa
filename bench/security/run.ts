/**
 * Security figures, measured over real HTTP on loopback against a fresh embedded platform: wrong
 * GraphQL sign-ins from one address until the first refusal, the answer times of reset requests
 * for known and unknown emails (medians over pairs), and what heavy pricing does to the workers
 * (an over-budget request, ten abandoned heavy requests, another user's small job meanwhile), and
 * what each attack of the outside probe does to a second user: while it runs, that user's
 * GET /api/health and GET /api/user answer times (p99), each side in a process of its own.
 * Writes bench/results/security.json.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { users } from '../../apps/server/src/db/schema.ts';
import { createPlatform } from '../../apps/server/src/platform.ts';
import { monteCarloAsian } from '../../apps/server/src/test/pricing-cases.ts';

const root = new URL('../..', import.meta.url).pathname;
const PAIRS = 80;
const run = promisify(execFile);
const dataDirs: string[] = [];

/** A fresh embedded platform listening on loopback. */
async function startPlatform(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cobertura-bench-security-'));
  dataDirs.push(dataDir);
  const platform = await createPlatform(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ...env,
    }),
    { logger: false },
  );
  const base = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const post = (path: string, body: unknown, token?: string, signal?: AbortSignal) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  return { platform, post, base };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// 1. Sign-in attempts from one address, REST then GraphQL, until the first refusal.
const { platform, post } = await startPlatform();
const signIn = async (username: string) =>
  (await (await post('/api/auth/login', { username, password: 'Cobertura#2026' })).json()) as {
    access: string;
  };
const treasury = await signIn('treasury');
const viewer = await signIn('viewer');
let signInAttempts = 2;
for (let refused = false; !refused && signInAttempts < 200; ) {
  signInAttempts += 1;
  const answer = (await (
    await post('/graphql', {
      query: 'mutation($u: String!) { login(username: $u, password: "bad") { access } }',
      variables: { u: `nobody-${signInAttempts}` },
    })
  ).json()) as { errors?: { extensions?: { code?: string } }[] };
  refused = answer.errors?.[0]?.extensions?.code === 'RATE_LIMITED';
}

// 2. Reset requests for known and unknown emails, alternating, one request per email so that no
// per-email or per-address limit answers instead (the per-address limit is raised on this platform).
const resets = await startPlatform({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
const [template] = await resets.platform.services.db.select().from(users).limit(1);
if (!template) throw new Error('the seed wrote no user');
const { id: _, ...account } = template;
await resets.platform.services.db.insert(users).values(
  Array.from({ length: PAIRS }, (_, i) => ({
    ...account,
    username: `known-${i}`,
    email: `known-${i}@demo.example`,
  })),
);
// The client runs in a process of its own, as a prober's would: in this process it would share
// the server's event loop and time the server's after-answer work too.
const client = await run(process.execPath, [
  '--import',
  'tsx',
  join(root, 'bench/security/reset-client.ts'),
  resets.base,
  String(PAIRS),
]);
const { known, unknown } = JSON.parse(client.stdout) as { known: number[]; unknown: number[] };
await resets.platform.close();

// 3. Heavy pricing.
const asian = (paths: number, fixings: number) => ({ ...monteCarloAsian, fixings, paths });
let t0 = performance.now();
const overBudget = await post('/api/tools/price', [asian(1_000_000, 1000)], viewer.access);
const overBudgetMs = performance.now() - t0;
const overBudgetCode = ((await overBudget.json()) as { error?: { code?: string } }).error?.code;

// A small job first, so that the worker threads have started: the figure below is the wait behind
// another user's heavy jobs, not a thread's start.
await post('/api/tools/price', [asian(10_000, 12)], treasury.access);
// Ten heavy requests (each at the budget) from one user, abandoned after 2 s.
const leaving = Array.from({ length: 10 }, () => new AbortController());
const heavy = leaving.map((controller) =>
  post('/api/tools/price', [asian(1_000_000, 100)], viewer.access, controller.signal).catch(() => null),
);
await sleep(200);
t0 = performance.now();
await post('/api/tools/price', [asian(10_000, 12)], treasury.access);
const smallWaitMs = performance.now() - t0;
await sleep(Math.max(0, 2000 - 200 - smallWaitMs));
for (const controller of leaving) controller.abort();
await Promise.all(heavy);
t0 = performance.now();
while (platform.services.jobs.load.running + platform.services.jobs.load.waiting > 0) {
  await sleep(20);
}
const busyAfterAbandonMs = performance.now() - t0;

// 4. Attacks, each for ATTACK_MS, on a platform of its own with the default settings.
const ATTACK_MS = 8000;
const attacked = await startPlatform();
const attacker = (await (
  await attacked.post('/api/auth/login', { username: 'treasury', password: 'Cobertura#2026' })
).json()) as { access: string };
const second = (await (
  await attacked.post('/api/auth/login', { username: 'viewer', password: 'Cobertura#2026' })
).json()) as { access: string };
const companies = (await (
  await fetch(`${attacked.base}/api/companies`, { headers: { authorization: `Bearer ${attacker.access}` } })
).json()) as { portfolios: { pk_idportfolio: number }[] }[];
const portfolios = companies.flatMap((c) => c.portfolios.map((p) => p.pk_idportfolio)).slice(0, 2);
const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
};
const attackResults: { name: string; value: number; unit: string }[] = [];
// The sockets go first: the GraphQL floods spend the address's per-minute budget, which would
// then refuse every subscription before the socket caps are reached.
for (const attack of [
  'none',
  'subscription-flood',
  'silent-sockets',
  'anonymous-aliases',
  'member-aliases',
  'valuation-periods',
]) {
  const probe = run(process.execPath, [
    '--import',
    'tsx',
    join(root, 'bench/security/probe-client.ts'),
    attacked.base,
    second.access,
    String(ATTACK_MS),
  ]);
  const attackRun =
    attack === 'none'
      ? Promise.resolve({ stdout: '{}' })
      : run(
          process.execPath,
          [
            '--import',
            'tsx',
            join(root, 'bench/security/attack-client.ts'),
            attacked.base,
            attack,
            attacker.access,
            String(ATTACK_MS),
          ],
          {
            env: { ...process.env, PORTFOLIOS: JSON.stringify(portfolios) },
            maxBuffer: 64 * 1024 * 1024,
          },
        );
  // A busy market: twenty quotes every 500 ms, whatever day the benchmark runs (the demo ticker
  // rests at weekends).
  const ticker = setInterval(
    () =>
      attacked.platform.ports.livePrices.publish(
        Array.from({ length: 20 }, (_, i) => ({
          instrument: `BENCH${i}`,
          last: 1 + Math.random() / 100,
          change: 0,
          change_pct: 0,
          time: new Date().toISOString(),
          simulated: true,
        })),
      ),
    500,
  );
  const [probed, attackedBy] = await Promise.all([probe, attackRun]);
  clearInterval(ticker);
  const times = JSON.parse(probed.stdout) as { health: number[]; user: number[] };
  console.log(`${attack}: ${attackedBy.stdout.trim()}`);
  attackResults.push(
    {
      name: `during ${attack === 'none' ? 'no attack' : attack}: second user's GET /api/health p99`,
      value: p99(times.health),
      unit: 'ms',
    },
    {
      name: `during ${attack === 'none' ? 'no attack' : attack}: second user's GET /api/user p99`,
      value: p99(times.user),
      unit: 'ms',
    },
  );
  // What an attack left queued is drained before the next one starts.
  await sleep(3000);
}
await attacked.platform.close();

const results = [
  {
    name: 'sign-ins from one address (2 REST, then wrong GraphQL) until refused',
    value: signInAttempts,
    unit: 'requests',
  },
  { name: 'reset request, known email, median', value: median(known), unit: 'ms' },
  { name: 'reset request, unknown email, median', value: median(unknown), unit: 'ms' },
  {
    name: 'share of pairs where the known email answered slower',
    value: known.filter((ms, i) => ms > (unknown[i] ?? 0)).length / PAIRS,
    unit: 'fraction',
  },
  {
    name: `pricing over budget (1e9 path-steps): ${overBudget.status} ${overBudgetCode}`,
    value: overBudgetMs,
    unit: 'ms',
  },
  { name: "another user's small Monte Carlo job while ten heavy ones queue", value: smallWaitMs, unit: 'ms' },
  {
    name: 'workers still busy after ten heavy requests were abandoned',
    value: busyAfterAbandonMs,
    unit: 'ms',
  },
  ...attackResults,
];
for (const r of results)
  console.log(`${r.name.padEnd(70)} ${r.value.toFixed(r.unit === 'ms' ? 1 : 2)} ${r.unit}`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/security.json'), `${JSON.stringify({ results }, null, 2)}\n`);
console.log('wrote bench/results/security.json');
await platform.close();
for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
