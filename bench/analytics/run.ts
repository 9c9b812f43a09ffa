/**
 * Analytics benchmark: a portfolio of 10,000 USDCOP hedges (forwards, vanillas, sold puts, knock-out
 * calls, Asians) over 36 months with 1,800 exposures, saved through the book's API on a platform
 * seeded as usual (PGlite, full market history), then valued through
 * `POST /api/currency_portfolio_valuation` (monthly table, ±10 % scenarios re-pricing every option)
 * over HTTP in process: the time from request to parsed reply, median of 5. The same for 100,000
 * hedges (ten such portfolios' worth in one). Merges its rows into bench/results/analytics.json,
 * keeping the screen benchmark's.
 */
import { utcDateOfInstant } from '@cobertura/finance/time';
import { type BookBench, median, openBookBench } from '../data/book.ts';
import type { ResultRow } from '../result-row.ts';
import { recordRows } from '../results-file.ts';
import { saveBook, usdcopSpot } from './book.ts';

const RUNS = 5;
/** Books valued, with their targets (ms); BENCH_ANALYTICS_SMALL=1 values the first only. */
const SIZES = (
  [
    [10_000, 1000],
    [100_000, 8000],
  ] as const
).slice(0, process.env.BENCH_ANALYTICS_SMALL ? 1 : 2);

async function valuationMs(bench: BookBench, portfolioId: number): Promise<{ ms: number; periods: number }> {
  const times: number[] = [];
  let periods = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const response = await bench.call('POST', '/api/currency_portfolio_valuation', {
      portfolios: [portfolioId],
      assets: ['USDCOP'],
      interval: '1M',
      shock: 0.1,
    });
    const reply = response.json() as { groups: { periods: unknown[]; details: { status: string }[] }[] };
    times.push(performance.now() - t0);
    if (response.statusCode !== 200)
      throw new Error(`valuation: ${response.statusCode} ${response.body.slice(0, 400)}`);
    const [group] = reply.groups;
    if (!group || group.details.some((row) => row.status === 'unpriced'))
      throw new Error('a hedge was not priced');
    periods = group.periods.length;
  }
  return { ms: median(times), periods };
}

const { bench, close } = await openBookBench('pglite');
const rows: ResultRow[] = [];
try {
  const owner = {
    call: bench.call,
    companyId: bench.companyId,
    userId: bench.userId,
    today: utcDateOfInstant(bench.platform.services.now().getTime()),
    spot: await usdcopSpot(bench.call),
  };
  for (const [hedges, target] of SIZES) {
    const portfolioId = await saveBook(owner, hedges);
    const { ms, periods } = await valuationMs(bench, portfolioId);
    const value = Math.round(ms);
    rows.push({
      name: `pglite: POST /api/currency_portfolio_valuation, ${hedges.toLocaleString('en-US')} USDCOP hedges (forwards, vanillas, knock-outs, Asians) and 1,800 exposures, ${periods} monthly periods with ±10 % scenarios, over HTTP (median of ${RUNS})`,
      value,
      unit: 'ms',
      target: `< ${target}`,
      pass: value < target,
    });
  }
} finally {
  await close();
}

recordRows('analytics', rows, (name) => name.startsWith('pglite: POST /api/currency_portfolio_valuation'));
