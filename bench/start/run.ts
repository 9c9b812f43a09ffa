/**
 * The platform's start, three ways: the TypeScript sources through the tsx loader (as `npm start`
 * ran them before the server had a build), `npm start`'s script with its builds fresh, and the built
 * server alone. For each, the time from spawning the command to `GET /api/health` answering 200, and
 * the resident memory (VmRSS) of the process that runs the server 5 s later, idle; every start on a
 * fresh DATA_DIR (so a first start: migrations and the demo seed) and a free port, after one start
 * that is not counted (it builds what is stale); medians of BENCH_START_RUNS starts (default 5).
 * BENCH_START_MODES picks some of the ways (comma-separated). Writes bench/results/start.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ResultRow } from '../result-row.ts';
import { recordRows } from '../results-file.ts';

const root = new URL('../..', import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const IDLE_MS = 5_000;
const HEALTH_LIMIT_MS = 180_000;

const MODES = {
  'tsx loader': ['--import', 'tsx', 'apps/server/src/main.ts'],
  'scripts/start.mjs': ['scripts/start.mjs'],
  'built server': ['apps/server/dist/main.js'],
} as const;
type Mode = keyof typeof MODES;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The node process that runs the server: the command's own, or the one child of a launcher. */
function serverPid(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  const nodes = children.filter((child) => child && readlinkSync(`/proc/${child}/exe`) === process.execPath);
  return nodes.length === 1 ? serverPid(Number(nodes[0])) : pid;
}

function residentMib(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kib) / 1024);
}

async function healthyAfterMs(url: string, started: number, child: ChildProcess): Promise<number> {
  while (performance.now() - started < HEALTH_LIMIT_MS) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return performance.now() - started;
    await sleep(10);
  }
  throw new Error(`no answer at ${url}`);
}

async function startOnce(mode: Mode): Promise<{ ms: number; mib: number }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cobertura-bench-start-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  const started = performance.now();
  const child = spawn(process.execPath, [...MODES[mode]], { cwd: root, env, stdio: 'ignore' });
  try {
    const ms = await healthyAfterMs(`http://127.0.0.1:${port}/api/health`, started, child);
    await sleep(IDLE_MS);
    return { ms, mib: residentMib(serverPid(child.pid!)) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const info = (name: string, value: number, unit: string): ResultRow => ({
  name,
  value,
  unit,
  target: 'info',
  pass: true,
});

const chosen = (process.env.BENCH_START_MODES?.split(',') ?? Object.keys(MODES)) as Mode[];
for (const mode of chosen) {
  if (!(mode in MODES)) throw new Error(`unknown mode ${mode}: one of ${Object.keys(MODES).join(', ')}`);
  await startOnce(mode);
}
// The ways take turns, so that a change in the machine's load meets each of them alike.
const runs = new Map(chosen.map((mode) => [mode, [] as { ms: number; mib: number }[]]));
for (let i = 0; i < RUNS; i++) {
  for (const mode of chosen) {
    const run = await startOnce(mode);
    runs.get(mode)!.push(run);
    console.log(`${mode}: health after ${Math.round(run.ms)} ms, ${run.mib} MiB`);
  }
}
const rows = chosen.flatMap((mode) => {
  const measured = runs.get(mode)!;
  return [
    info(
      `${mode}: spawn to GET /api/health 200, fresh DATA_DIR (median of ${RUNS})`,
      Math.round(median(measured.map((run) => run.ms))),
      'ms',
    ),
    info(
      `${mode}: server process VmRSS ${IDLE_MS / 1000} s after health, idle (median of ${RUNS})`,
      median(measured.map((run) => run.mib)),
      'MiB',
    ),
  ];
});
recordRows('start', rows, (name) => chosen.some((mode) => name.startsWith(`${mode}:`)));
