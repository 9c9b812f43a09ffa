/**
 * Risk benchmark: the 10,000-hedge, 36-month USDCOP book of analytics/run.ts saved through the book's
 * API (PGlite, full market history), valued once, then its Monte Carlo VaR with 10,000 paths by
 * `POST /api/portfolio_valuations/{id}/risk` (every option re-priced on the grid of moves, per period
 * and for the book, with CFaR per period) over HTTP in process: request to parsed reply, median of 5.
 * Merges its row into bench/results/analytics.json, keeping the others'.
 */
import { msUnder } from '../result-row.ts';
import { recordRows } from '../results-file.ts';
import { timeValuationAnalysis } from './valuation-analysis.ts';

const RUNS = 5;
const HEDGES = 10_000;
const PATHS = 10_000;
const TARGET_MS = 3000;
const NAME = 'pglite: POST /api/portfolio_valuations/{id}/risk, Monte Carlo VaR';

type RiskReply = { groups: { methods: { var: number | null }[]; periods: unknown[] }[] };
let periods = 0;
const body = { methods: ['monte-carlo'], paths: PATHS };
const value = await timeValuationAnalysis('risk', HEDGES, RUNS, body, (reply: RiskReply) => {
  const [group] = reply.groups;
  if (!group || !(Number(group.methods[0]?.var) > 0)) throw new Error('no Monte Carlo VaR');
  periods = group.periods.length;
});
const row = msUnder(
  `${NAME}, ${HEDGES.toLocaleString('en-US')} USDCOP hedges and 1,800 exposures, ${PATHS.toLocaleString('en-US')} paths, the book and ${periods} monthly periods, options re-priced, over HTTP (median of ${RUNS})`,
  value,
  TARGET_MS,
);

recordRows('analytics', [row], (name) => name.startsWith(NAME));
