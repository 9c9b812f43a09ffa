/**
 * Risk benchmark: the 10,000-hedge, 36-month USDCOP book of analytics/run.ts saved through the book's
 * API (PGlite, full market history), valued once, then its Monte Carlo VaR with 10,000 paths by
 * `POST /api/portfolio_valuations/{id}/risk` (every option re-priced on the grid of moves, per period
 * and for the book, with CFaR per period) over HTTP in process: request to parsed reply, median of 5.
 * Merges its row into bench/results/analytics.json, keeping the others'.
 */
import { median, openBookBench } from '../data/book.ts';
import { msUnder, type ResultRow } from '../result-row.ts';
import { recordRows } from '../results-file.ts';
import { valuedBook } from './book.ts';

const RUNS = 5;
const HEDGES = 10_000;
const PATHS = 10_000;
const TARGET_MS = 3000;
const NAME = 'pglite: POST /api/portfolio_valuations/{id}/risk, Monte Carlo VaR';

const { bench, close } = await openBookBench('pglite');
const rows: ResultRow[] = [];
try {
  const valuationId = await valuedBook(bench, HEDGES);
  const times: number[] = [];
  let periods = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const response = await bench.call('POST', `/api/portfolio_valuations/${valuationId}/risk`, {
      methods: ['monte-carlo'],
      paths: PATHS,
    });
    const reply = response.json() as { groups: { methods: { var: number | null }[]; periods: unknown[] }[] };
    times.push(performance.now() - t0);
    if (response.statusCode !== 200)
      throw new Error(`risk: ${response.statusCode} ${response.body.slice(0, 400)}`);
    const [group] = reply.groups;
    if (!group || !(Number(group.methods[0]?.var) > 0)) throw new Error('no Monte Carlo VaR');
    periods = group.periods.length;
  }
  const value = Math.round(median(times));
  rows.push(
    msUnder(
      `${NAME}, ${HEDGES.toLocaleString('en-US')} USDCOP hedges and 1,800 exposures, ${PATHS.toLocaleString('en-US')} paths, the book and ${periods} monthly periods, options re-priced, over HTTP (median of ${RUNS})`,
      value,
      TARGET_MS,
    ),
  );
} finally {
  await close();
}

recordRows('analytics', rows, (name) => name.startsWith(NAME));
