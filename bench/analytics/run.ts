/**
 * Analytics benchmark: a portfolio of 10,000 USDCOP hedges (forwards, vanillas, sold puts, knock-out
 * calls, Asians) over 36 months with 1,800 exposures, saved through the book's API on a platform
 * seeded as usual (PGlite, full market history), then valued through
 * `POST /api/currency_portfolio_valuation` (monthly table, ±10 % scenarios re-pricing every option)
 * over HTTP in process: the time from request to parsed reply, median of 5. The same for 100,000
 * hedges (ten such portfolios' worth in one). Each call names its progress, which is asked for
 * every 100 ms while it runs, as the screen does (more often than the screen's 400 ms, to time the
 * first report closely): how soon the first report came and how many were seen. Merges its rows
 * into bench/results/analytics.json, keeping the screen benchmark's.
 */
import { randomUUID } from 'node:crypto';
import { type BookBench, median, openBookBench } from '../data/book.ts';
import { msUnder, type ResultRow } from '../result-row.ts';
import { recordRows } from '../results-file.ts';
import { benchOwner, saveBook } from './book.ts';

const RUNS = 5;
/**
 * Books valued, with their targets (ms) and whether progress must reach the reader before the reply:
 * the 10,000-hedge book answers in about one of the screen's 400 ms polls, so its reports are
 * counted for information only. BENCH_ANALYTICS_SMALL=1 values the first only.
 */
const SIZES = (
  [
    [10_000, 1000, false],
    [100_000, 8000, true],
  ] as const
).slice(0, process.env.BENCH_ANALYTICS_SMALL ? 1 : 2);

const PROGRESS_POLL_MS = 100;

interface Progress {
  /** Time from the request to the first progress read (ms), null when none came. */
  firstMs: number | null;
  /** Distinct progress reports read while the call ran. */
  reports: number;
}

/** Reads the progress named `progressId` until `done` settles. */
async function watchProgress(bench: BookBench, progressId: string, t0: number, done: Promise<unknown>) {
  const seen = new Set<number>();
  let firstMs: number | null = null;
  let isDone = false;
  done.finally(() => {
    isDone = true;
  });
  while (!isDone) {
    const response = await bench.call('GET', `/api/valuation_progress/${progressId}`);
    if (response.statusCode === 200) {
      firstMs ??= performance.now() - t0;
      seen.add((response.json() as { done: number }).done);
    }
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS));
  }
  return { firstMs, reports: seen.size };
}

async function valuationMs(
  bench: BookBench,
  portfolioId: number,
): Promise<{ ms: number; periods: number; progress: Progress }> {
  const times: number[] = [];
  const firsts: number[] = [];
  const reports: number[] = [];
  let periods = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const progressId = randomUUID();
    const call = bench.call('POST', '/api/currency_portfolio_valuation', {
      portfolios: [portfolioId],
      assets: ['USDCOP'],
      interval: '1M',
      shock: 0.1,
      progress_id: progressId,
    });
    const [response, progress] = await Promise.all([call, watchProgress(bench, progressId, t0, call)]);
    if (progress.firstMs !== null) firsts.push(progress.firstMs);
    reports.push(progress.reports);
    const reply = response.json() as { groups: { periods: unknown[]; details: { status: string }[] }[] };
    times.push(performance.now() - t0);
    if (response.statusCode !== 200)
      throw new Error(`valuation: ${response.statusCode} ${response.body.slice(0, 400)}`);
    const [group] = reply.groups;
    if (!group || group.details.some((row) => row.status === 'unpriced'))
      throw new Error('a hedge was not priced');
    periods = group.periods.length;
  }
  const firstMs = firsts.length === RUNS ? median(firsts) : null;
  return { ms: median(times), periods, progress: { firstMs, reports: median(reports) } };
}

const { bench, close } = await openBookBench('pglite');
const rows: ResultRow[] = [];
try {
  const owner = await benchOwner(bench);
  for (const [hedges, target, showsProgress] of SIZES) {
    const portfolioId = await saveBook(owner, hedges);
    const { ms, periods, progress } = await valuationMs(bench, portfolioId);
    const value = Math.round(ms);
    const size = hedges.toLocaleString('en-US');
    rows.push(
      msUnder(
        `pglite: POST /api/currency_portfolio_valuation, ${hedges.toLocaleString('en-US')} USDCOP hedges (forwards, vanillas, knock-outs, Asians) and 1,800 exposures, ${periods} monthly periods with ±10 % scenarios, over HTTP (median of ${RUNS})`,
        value,
        target,
      ),
    );
    // The screen shows progress when at least two different reports reach it before the reply.
    const first = progress.firstMs === null ? -1 : Math.round(progress.firstMs);
    rows.push(
      {
        name: `pglite: progress of that ${size}-hedge valuation, time to its first report read (polled every ${PROGRESS_POLL_MS} ms, median of ${RUNS}; -1: none)`,
        value: first,
        unit: 'ms',
        target: 'info',
        pass: true,
      },
      {
        name: `pglite: progress of that ${size}-hedge valuation, distinct reports read while it ran (median of ${RUNS})`,
        value: progress.reports,
        unit: 'reports',
        target: showsProgress ? '>= 2' : 'info',
        pass: !showsProgress || progress.reports >= 2,
      },
    );
  }
} finally {
  await close();
}

recordRows(
  'analytics',
  rows,
  (name) =>
    name.startsWith('pglite: POST /api/currency_portfolio_valuation') ||
    name.startsWith('pglite: progress of that'),
);
