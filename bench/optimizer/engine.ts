/**
 * Optimizer engine benchmark (packages/finance, one thread): eight USDCOP strategies for a buyer
 * (forward, call, collar, participating forward, seagull, knock-out forward, call spread, put-financed
 * call) over 12 monthly settlements, simulated on 10,000 paths and summarised — each strategy's
 * figures at its full ratio and the efficient frontier at 11 ratios (0 to 100 %) — median of 5; then
 * the same on 100,000 paths. Then the back-test of the same eight strategies (strikes as fractions
 * of the forward) over 20 years of daily closes (a seeded path of 5,218 weekdays), a start every
 * week. Merges its rows into bench/results/optimizer.json.
 */
import { createRng } from '@cobertura/finance/montecarlo';
import {
  backtestStrategies,
  type CatalogueLeg,
  type Close,
  efficientFrontier,
  type StrategyTerms,
  simulateStrategies,
  strategyFigures,
} from '@cobertura/finance/optimizer';
import {
  callSpread,
  collar,
  knockOutForward,
  participatingForward,
  type StrategyLeg,
  seagull,
} from '@cobertura/finance/pricing';
import { msUnder, type ResultRow } from '../result-row.ts';
import { recordRows } from '../results-file.ts';

const RUNS = 5;
const SPOT = 4000;
const schedule = Array.from({ length: 12 }, (_, i) => ({
  time: (i + 1) / 12,
  amount: 1_000_000,
  market: { underlying: 'fx' as const, spot: SPOT, rDomestic: 0.09, rForeign: 0.04, vol: 0.1 + 0.002 * i },
}));
const call = (strike: number): StrategyLeg[] => [
  { quantity: 1, instrument: { kind: 'vanilla', optionType: 'call', strike, expiryYears: 1 } },
];
const strategies = [
  { id: 'forward', legs: [{ quantity: 1, instrument: { kind: 'forward', strike: 4100, expiryYears: 1 } }] },
  { id: 'call', legs: call(4150) },
  { id: 'collar', legs: collar('buyer', 3900, 4300, 1) },
  { id: 'participating', legs: participatingForward('buyer', 4150, 0.5, 1) },
  { id: 'seagull', legs: seagull('buyer', 3800, 4100, 4400, 1) },
  { id: 'ko-forward', legs: knockOutForward('buyer', 4050, 3700, 1) },
  { id: 'call-spread', legs: callSpread(4100, 4500, 1) },
  { id: 'financed-call', legs: collar('buyer', 3850, 4200, 1) },
] satisfies { id: string; legs: StrategyLeg[] }[];
const RATIOS = Array.from({ length: 11 }, (_, k) => k / 10);

function simulateAndSummarise(paths: number, seed: number): number {
  const run = simulateStrategies({ side: 'buyer', schedule, strategies, paths, seed });
  let sink = 0;
  for (const { id } of strategies) sink += strategyFigures(run, id, 1, 4150, 95).expectedRate;
  sink += efficientFrontier(run, RATIOS, 4150, 95).filter((p) => p.efficient).length;
  return sink;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const rows: ResultRow[] = [];
for (const [paths, target] of [
  [10_000, 1000],
  [100_000, 8000],
] as const) {
  simulateAndSummarise(paths, 1);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    simulateAndSummarise(paths, 100 + run);
    times.push(performance.now() - t0);
  }
  const value = Math.round(median(times));
  rows.push(
    msUnder(
      `finance: 8 USDCOP strategies × ${paths.toLocaleString('en-US')} paths × 12 monthly settlements simulated, each summarised and the frontier at 11 ratios, one thread (median of ${RUNS})`,
      value,
      target,
    ),
  );
}

// The back-test: the eight strategies as catalogue terms, strikes and barriers as fractions of the forward.
const leg = (
  derivative: CatalogueLeg['derivative'],
  position: CatalogueLeg['position'],
  optionType = 'EUROPEAN',
) => ({
  derivative,
  position,
  optionType,
});
const relative: [string, CatalogueLeg[], number[], (number | null)[]][] = [
  ['forward', [leg('FORWARD', 'LONG')], [1], []],
  ['call', [leg('CALL', 'LONG')], [1.01], []],
  ['collar', [leg('CALL', 'LONG'), leg('PUT', 'SHORT')], [1.04, 0.97], []],
  ['participating', [leg('CALL', 'LONG'), leg('PUT', 'SHORT')], [1.01, 1.01], []],
  ['seagull', [leg('CALL', 'LONG'), leg('CALL', 'SHORT'), leg('PUT', 'SHORT')], [1, 1.07, 0.95], []],
  [
    'ko-forward',
    [leg('CALL', 'LONG', 'UP AND OUT'), leg('PUT', 'SHORT', 'UP AND OUT')],
    [0.99, 0.99],
    [1.08, 1.08],
  ],
  ['call-spread', [leg('CALL', 'LONG'), leg('CALL', 'SHORT')], [1, 1.1], []],
  ['asian', [leg('CALL', 'LONG', 'ASIAN')], [1.01], []],
];
const backtested = relative.map(([id, legs, strikes, barriers]) => ({
  id,
  terms: { side: 'buyer', legs, strikes, barriers, fixings: 21 } satisfies StrategyTerms,
}));
const rng = createRng(20);
const closes: Close[] = [];
let level = 2000;
for (let day = Date.UTC(2005, 0, 3); closes.length < 5218; day += 86_400_000) {
  const weekday = new Date(day).getUTCDay();
  if (weekday === 0 || weekday === 6) continue;
  level *= Math.exp(0.0065 * rng.normal());
  closes.push({ date: new Date(day).toISOString().slice(0, 10) as Close['date'], close: level });
}
const backtestTimes: number[] = [];
let starts = 0;
for (let run = 0; run < RUNS + 1; run++) {
  const t0 = performance.now();
  const result = backtestStrategies({
    side: 'buyer',
    closes,
    settlements: Array.from({ length: 12 }, (_, i) => ({ months: i + 1, amount: 1_000_000 })),
    strategies: backtested,
    rDomestic: 0.09,
    rForeign: 0.04,
    underlying: 'fx',
    todayForward: 4150,
  });
  for (const { id } of backtested) strategyFigures(result, id, 1, 4150, 95);
  starts = result.paths;
  if (run > 0) backtestTimes.push(performance.now() - t0);
}
const backtestMs = Math.round(median(backtestTimes));
rows.push({
  name: `finance: back-test of 8 strategies × 12 monthly settlements over 20 years of daily closes (${starts.toLocaleString('en-US')} weekly starts), each summarised, one thread (median of ${RUNS})`,
  value: backtestMs,
  unit: 'ms',
  target: '< 2000',
  pass: backtestMs < 2000,
});
recordRows('optimizer', rows, (name) => name.startsWith('finance: '));
