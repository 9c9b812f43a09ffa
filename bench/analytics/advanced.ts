/**
 * Advanced analytics benchmark: the 10,000-hedge, 36-month USDCOP book of analytics/run.ts saved
 * through the book's API (PGlite, full market history), valued once, then its advanced analytics by
 * `POST /api/portfolio_valuations/{id}/advanced` with the screen's defaults (9 × 5 spot × volatility
 * matrix, the 5 largest one- and ten-day moves each way, a 250-day VaR back-test over two years,
 * the barrier hedges' touch probabilities; every hedge re-priced) over HTTP in process: request to
 * parsed reply, median of 5. Merges its row into bench/results/analytics.json, keeping the others'.
 */
import { median, openBookBench } from '../data/book.ts';
import { msUnder, type ResultRow } from '../result-row.ts';
import { recordRows } from '../results-file.ts';
import { valuedBook } from './book.ts';

const RUNS = 5;
const HEDGES = 10_000;
/** A fifth of the job time limit: the screen answers well before a job would be stopped. */
const TARGET_MS = 4000;
const NAME = 'pglite: POST /api/portfolio_valuations/{id}/advanced';

const { bench, close } = await openBookBench('pglite');
const rows: ResultRow[] = [];
try {
  const valuationId = await valuedBook(bench, HEDGES);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const response = await bench.call('POST', `/api/portfolio_valuations/${valuationId}/advanced`, {});
    const reply = response.json() as { groups: { matrix: { values: number[][] }; barriers: unknown[] }[] };
    times.push(performance.now() - t0);
    if (response.statusCode !== 200)
      throw new Error(`advanced: ${response.statusCode} ${response.body.slice(0, 400)}`);
    const [group] = reply.groups;
    if (!group || group.matrix.values.length === 0 || group.barriers.length === 0)
      throw new Error('no matrix or no barrier hedges');
  }
  const value = Math.round(median(times));
  rows.push(
    msUnder(
      `${NAME}, ${HEDGES.toLocaleString('en-US')} USDCOP hedges and 1,800 exposures: 9 × 5 matrix, stress days, 250-day VaR back-test, barrier touch probabilities, every hedge re-priced, over HTTP (median of ${RUNS})`,
      value,
      TARGET_MS,
    ),
  );
} finally {
  await close();
}

recordRows('analytics', rows, (name) => name.startsWith(NAME));
