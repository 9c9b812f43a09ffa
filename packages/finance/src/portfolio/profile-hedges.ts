/**
 * A valued book as the risk-profile score sees it (risk/risk-profile.ts): each protecting hedge with
 * its protection, participation and leverage, the notional that adds to the exposure, and the open
 * exposure. The rule is in docs/decisions/D-208-risk-profile-inputs.md.
 */

import { bookWord } from '../hedging/book-word.ts';
import type { ProfileHedge, RiskProfileInput } from '../risk/risk-profile.ts';
import type { Bucket } from '../time/buckets.ts';
import { hedgeDate, place } from './aggregate-periods.ts';
import { splitHedge } from './exposure-summary.ts';
import type { StrategySummary } from './strategy-summaries.ts';
import type { PortfolioHedgeRow, ValuedExposureRow, ValuedHedgeRow } from './types.ts';

const PROTECTING = new Set(['hedge', 'limited_hedge', 'hedge_and_reduce_cost', 'ko_hedge']);

/** A bought protective option's labels, read from the legs its strategy sells. */
function optionHedge(
  row: PortfolioHedgeRow,
  purpose: string,
  strategy: StrategySummary | undefined,
): ProfileHedge {
  const isCall = bookWord(row.derivative) === 'CALL';
  const sold = strategy?.sold ?? [];
  const strike = row.strike ?? Number.NaN;
  const isFurtherOut = (leg: { strike: number | null }) =>
    leg.strike !== null && (isCall ? leg.strike > strike : leg.strike < strike);
  const capped = sold.some((leg) => leg.isCall === isCall && isFurtherOut(leg));
  const opposite = sold.filter((leg) => leg.isCall !== isCall);
  // Only the other kind obligates beyond the protection (a cap sold above the bought strike does not).
  const soldNotional = opposite.reduce((sum, leg) => sum + leg.notional, 0);
  const boughtNotional = strategy?.bought.reduce((sum, leg) => sum + leg.notional, 0) ?? 0;
  return {
    notional: row.notional,
    protection: purpose === 'ko_hedge' ? 'knock_out' : capped ? 'capped' : 'unlimited',
    // Selling the other kind at the bought strike fixes the rate (a synthetic forward); elsewhere it caps the gain.
    participation:
      opposite.length === 0
        ? 'unlimited'
        : opposite.some((leg) => leg.strike === row.strike)
          ? 'none'
          : 'limited',
    leverage: boughtNotional > 0 ? Math.max(1, soldNotional / boughtNotional) : 1,
  };
}

/**
 * The score's inputs from a valued book: hedges still open (knocked-out ones protect nothing) with a
 * protecting purpose; forwards and futures on the exposure's own side and sold options outside any
 * strategy buying an option as leverage; bought options that do not protect, and offsets, left out.
 * The exposure is what is still open: balance (with undated amounts) and cash flow; the protecting
 * hedges of each period of the table (`buckets`) cover its balance first, as the summary splits them.
 */
export function profileInput(
  rows: readonly PortfolioHedgeRow[],
  valued: readonly ValuedHedgeRow[],
  exposures: readonly ValuedExposureRow[],
  strategies: ReadonlyMap<string, StrategySummary>,
  buckets: readonly Bucket[],
): RiskProfileInput {
  const hedges: ProfileHedge[] = [];
  const protecting: ValuedHedgeRow[] = [];
  let leverage = 0;
  rows.forEach((row, i) => {
    const { status, derivative_purpose: purpose } = valued[i]!;
    if (status !== 'open' && status !== 'knocked_in') return;
    const derivative = bookWord(row.derivative);
    const isOption = derivative === 'CALL' || derivative === 'PUT';
    const strategy = row.strategy_code ? strategies.get(row.strategy_code.trim()) : undefined;
    if (PROTECTING.has(purpose)) {
      protecting.push(valued[i]!);
      hedges.push(
        isOption
          ? optionHedge(row, purpose, strategy)
          : { notional: row.notional, protection: 'unlimited', participation: 'none' },
      );
    } else if (purpose === 'reduce_cost_leverage' && !isOption) {
      leverage += Math.abs(row.notional);
    } else if (
      (purpose === 'reduce_cost' || purpose === 'reduce_cost_leverage') &&
      !strategy?.bought.length
    ) {
      leverage += Math.abs(row.notional);
    }
  });
  const open = exposures.filter((row) => row.status === 'open');
  const exposuresOf = place(open, (row) => row.date, buckets);
  const hedgesOf = place(protecting, hedgeDate, buckets);
  const hedgedBalance = buckets.reduce((total, _, p) => {
    const period = exposuresOf[p]!;
    const balance = period.reduce((sum, row) => sum + row.balance + row.undated, 0);
    const hedge = hedgesOf[p]!.reduce((sum, row) => sum + (row.hedge_value ?? 0), 0);
    return total + Math.abs(splitHedge(balance, hedge).onBalance);
  }, 0);
  return {
    balanceExposure: open.reduce((sum, row) => sum + row.balance + row.undated, 0),
    cashFlowExposure: open.reduce((sum, row) => sum + row.cash_flow, 0),
    hedges,
    hedgedBalance,
    leverage,
  };
}
