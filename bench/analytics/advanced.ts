/**
 * Advanced analytics benchmark: the 10,000-hedge, 36-month USDCOP book of analytics/run.ts saved
 * through the book's API (PGlite, full market history), valued once, then its advanced analytics by
 * `POST /api/portfolio_valuations/{id}/advanced` with the screen's defaults (9 × 5 spot × volatility
 * matrix, the 5 largest one- and ten-day moves each way, a 250-day VaR back-test over two years,
 * the barrier hedges' touch probabilities; every hedge re-priced) over HTTP in process: request to
 * parsed reply, median of 5. Merges its row into bench/results/analytics.json, keeping the others'.
 */
import { msUnder } from '../result-row.ts';
import { recordRows } from '../results-file.ts';
import { timeValuationAnalysis } from './valuation-analysis.ts';

const RUNS = 5;
const HEDGES = 10_000;
/** A fifth of the job time limit: the screen answers well before a job would be stopped. */
const TARGET_MS = 4000;
const NAME = 'pglite: POST /api/portfolio_valuations/{id}/advanced';

type AdvancedReply = { groups: { matrix: { values: number[][] }; barriers: unknown[] }[] };
const value = await timeValuationAnalysis('advanced', HEDGES, RUNS, {}, (reply: AdvancedReply) => {
  const [group] = reply.groups;
  if (!group || group.matrix.values.length === 0 || group.barriers.length === 0)
    throw new Error('no matrix or no barrier hedges');
});
const row = msUnder(
  `${NAME}, ${HEDGES.toLocaleString('en-US')} USDCOP hedges and 1,800 exposures: 9 × 5 matrix, stress days, 250-day VaR back-test, barrier touch probabilities, every hedge re-priced, over HTTP (median of ${RUNS})`,
  value,
  TARGET_MS,
);

recordRows('analytics', [row], (name) => name.startsWith(NAME));
