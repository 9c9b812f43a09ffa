/**
 * Finance benchmark (single thread). Prints each figure and writes bench/results/finance.json.
 *
 * The vanilla figure is a ratio to a C yardstick of the same formula (bench/finance/vanilla.c),
 * compiled here with the machine's `gcc -O2` into a temporary directory and timed in the same run,
 * so the ratio survives a noisy or slower machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRng, simulateGbmPaths, uniformTimes } from '@cobertura/finance/montecarlo';
import {
  asianApproxPrice,
  asianFirstFixing,
  barrierPrice,
  blackPriceDelta,
  doubleBarrierPrice,
  emptyValuation,
  priceBatch,
} from '@cobertura/finance/pricing';
import type { ResultRow } from '../result-row.ts';
import { writeResultsFile } from '../results-file.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

const rows: ResultRow[] = [];
let sink = 0;

/** Runs `body(n)` with growing n until it takes at least `minMs`; returns evaluations per second. */
function rate(body: (n: number) => void, minMs = 700): number {
  let n = 1000;
  for (;;) {
    const t0 = performance.now();
    body(n);
    const ms = performance.now() - t0;
    if (ms >= minMs) return (n / ms) * 1000;
    n = Math.ceil(n * Math.min(10, Math.max(2, (1.2 * minMs) / Math.max(ms, 1))));
  }
}

function report(row: ResultRow): void {
  rows.push(row);
  const shown = row.value >= 1000 ? Math.round(row.value).toLocaleString('en-US') : row.value.toFixed(3);
  console.log(
    `${row.pass ? 'PASS' : 'FAIL'}  ${row.name.padEnd(44)} ${shown} ${row.unit}  (target ${row.target})`,
  );
}

// --- C yardstick --------------------------------------------------------------------------------
function cYardstick(): { rate: number; compiler: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'finance-bench-'));
  try {
    const exe = path.join(dir, 'vanilla');
    execFileSync('gcc', ['-O2', '-o', exe, path.join(here, 'vanilla.c'), '-lm']);
    const compiler = execFileSync('gcc', ['--version']).toString().split('\n')[0] ?? 'gcc';
    let best = 0;
    for (let i = 0; i < 3; i++) {
      const out = execFileSync(exe, ['20000000']).toString().trim().split(' ');
      best = Math.max(best, Number(out[0]));
    }
    return { rate: best, compiler };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// --- vanilla GK price + delta ------------------------------------------------------------------
function vanillaRate(): number {
  const out = emptyValuation();
  return rate((n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) {
      const s = 90 + (i & 1023) * 0.02;
      blackPriceDelta((i & 1) === 0, s, 100, 0.5, 0.05, 0.02, 0.2, out);
      acc += out.price + out.delta;
    }
    sink += acc;
  });
}

const c = cYardstick();
let js = 0;
for (let i = 0; i < 3; i++) js = Math.max(js, vanillaRate());
const ratio = js / c.rate;
console.log(`C yardstick (${c.compiler}): ${Math.round(c.rate).toLocaleString('en-US')} price+delta/s`);
console.log(`TypeScript: ${Math.round(js).toLocaleString('en-US')} price+delta/s`);
report({
  name: 'vanilla GK price+delta / C yardstick',
  value: ratio,
  unit: 'ratio',
  target: '>= 0.5',
  pass: ratio >= 0.5,
});
rows.push({
  name: 'vanilla GK price+delta (TypeScript)',
  value: js,
  unit: 'per second',
  target: 'info',
  pass: true,
});
rows.push({
  name: 'vanilla GK price+delta (C gcc -O2 yardstick)',
  value: c.rate,
  unit: 'per second',
  target: 'info',
  pass: true,
});

// --- single barrier ------------------------------------------------------------------------------
const barrier = rate((n) => {
  let acc = 0;
  for (let i = 0; i < n; i++) {
    const s = 96 + (i & 1023) * 0.01;
    acc += barrierPrice(i & 3, (i & 4) === 0, s, 100, (i & 2) === 0 ? 95 : 110, 1, 0.5, 0.05, 0.02, 0.25);
  }
  sink += acc;
});
report({
  name: 'single barrier price',
  value: barrier,
  unit: 'per second',
  target: '>= 2,000,000',
  pass: barrier >= 2e6,
});

// --- double barrier ------------------------------------------------------------------------------
const dbl = rate((n) => {
  let acc = 0;
  for (let i = 0; i < n; i++) {
    const s = 90 + (i & 1023) * 0.02;
    const t = 0.1 + (i & 7) * 0.25; // spans both series
    acc += doubleBarrierPrice((i & 1) === 0, s, 100, 80, 125, t, 0.05, 0.02, 0.2);
  }
  sink += acc;
});
report({
  name: 'double barrier price',
  value: dbl,
  unit: 'per second',
  target: '>= 200,000',
  pass: dbl >= 2e5,
});

// --- Asian approximation, 52 fixings ------------------------------------------------------------
const first = asianFirstFixing(1, 52);
const asian = rate((n) => {
  let acc = 0;
  for (let i = 0; i < n; i++) {
    const s = 90 + (i & 1023) * 0.02;
    acc += asianApproxPrice((i & 1) === 0, s, 100, 1, 0.05, 0.02, 0.2, 52, first);
  }
  sink += acc;
});
report({
  name: 'Asian approximation, 52 fixings',
  value: asian,
  unit: 'per second',
  target: '>= 500,000',
  pass: asian >= 5e5,
});

// --- 100,000-hedge mixed portfolio through the pricing contract ---------------------------------
function portfolio(count: number): unknown[] {
  const cases: unknown[] = [];
  const rng = createRng(2024);
  for (let i = 0; i < count; i++) {
    const spot = 3800 + 400 * rng.next();
    const base = {
      id: i,
      underlying: 'fx',
      spot,
      strike: Math.round(spot * (0.9 + 0.2 * rng.next())),
      expiryYears: 0.05 + 2 * rng.next(),
      rDomestic: 0.1,
      rForeign: 0.05,
      vol: 0.12 + 0.1 * rng.next(),
      optionType: rng.next() < 0.5 ? 'call' : 'put',
    };
    const u = rng.next();
    if (u < 0.4) cases.push({ ...base, kind: 'forward' });
    else if (u < 0.75) cases.push({ ...base, kind: 'vanilla' });
    else if (u < 0.9)
      cases.push({ ...base, kind: 'barrier', barrierType: 'upOut', barrier: spot * 1.15, rebate: 0 });
    else if (u < 0.95) {
      cases.push({ ...base, kind: 'double_barrier', lowerBarrier: spot * 0.85, upperBarrier: spot * 1.15 });
    } else cases.push({ ...base, kind: 'asian', fixings: 12 });
  }
  return cases;
}
// The contract's callers (HTTP, the CLI) hand it parsed JSON, so the book is what JSON.parse gives:
// objects built by spreading a template have another shape in V8 and parse several times slower.
const book = JSON.parse(JSON.stringify(portfolio(100_000))) as unknown[];
priceBatch(book.slice(0, 5000)); // warm-up
let bestMs = Number.POSITIVE_INFINITY;
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const results = priceBatch(book);
  let total = 0;
  for (const r of results) if ('price' in r) total += r.price;
  sink += total;
  bestMs = Math.min(bestMs, performance.now() - t0);
}
report({
  name: '100,000-hedge portfolio (price + 4 Greeks)',
  value: bestMs,
  unit: 'ms',
  target: '< 250',
  pass: bestMs < 250,
});

// --- Monte Carlo path-steps ----------------------------------------------------------------------
const times = uniformTimes(1, 252);
let mcRate = 0;
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const sim = simulateGbmPaths(
    { spot: 100, drift: 0.02, vol: 0.2, times, paths: 20_000, antithetic: true },
    createRng(i + 1),
  );
  const ms = performance.now() - t0;
  sink += sim.values[sim.values.length - 1]!;
  mcRate = Math.max(mcRate, ((20_000 * 252) / ms) * 1000);
}
report({
  name: 'Monte Carlo GBM path-steps',
  value: mcRate,
  unit: 'per second',
  target: '>= 20,000,000',
  pass: mcRate >= 2e7,
});

// --- write results -------------------------------------------------------------------------------
const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  platform: `${os.platform()} ${os.release()}`,
  node: process.version,
  compiler: c.compiler,
  singleThread: true,
};
writeResultsFile('finance', { machine, results: rows });
console.log(`machine: ${machine.cpu}, ${machine.cores} cores, node ${machine.node}`);
console.log(`wrote bench/results/finance.json (checksum ${sink.toFixed(2)})`);
