/**
 * The figures of one period of the analytics table in one market (spec 02 §3 "Aggregated period
 * record"), from the rows that fall in it. The formulas are in docs/figures.md, "The period table",
 * and in this folder's README.
 */
import { directionSign, hedgeGap } from '../hedging/rules.ts';
import { hedgeLabel } from '../hedging/side.ts';
import type { IsoDate } from '../time/date.ts';
import type { NotionalDelta, PeriodFigures, ValuedExposureRow, ValuedHedgeRow } from './types.ts';

/** What one period's figures are computed from. */
export interface PeriodRows {
  /** The exposure rows of the period (undated rows only in the first period). */
  readonly exposures: readonly ValuedExposureRow[];
  /** The hedge rows of the period, valued in this market. */
  readonly hedges: readonly ValuedHedgeRow[];
  /** The program's target for the period, signed as the exposure. */
  readonly program: number;
  /** The period's rate in this market (see `periodForward`), null when none is known. */
  readonly fwd: number | null;
  readonly budgetRate: number | null;
  /** A month before the valuation date: hedges traded on or before it are `last_m_hedge`. */
  readonly monthAgo: IsoDate;
  /** Hedge and exposure (balance + cash flow) of the earlier periods, for `totalHedgePercent`. */
  readonly before: { readonly hedge: number; readonly exposure: number };
  /** Σ premium of the period's rows, domestic currency carried to their payment (carried-premium.ts). */
  readonly premium: number;
}

const sum = <T>(rows: readonly T[], value: (row: T) => number | null): number =>
  rows.reduce((total, row) => total + (value(row) ?? 0), 0);

/** |part| / |whole|, null when the whole is zero (a share of nothing has no meaning). */
const share = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.abs(part) / Math.abs(whole);

function position(rows: readonly ValuedHedgeRow[], sign: (row: ValuedHedgeRow) => number): NotionalDelta {
  return { notional: sum(rows, (row) => sign(row) * row.notional), delta: sum(rows, (row) => row.delta) };
}

/**
 * The period's figures. Amounts are signed as the book: exposures positive when received, hedges
 * (`hedge_value`) positive when they offset a received exposure (a sale of the foreign currency or
 * commodity), so a hedge carries the sign of the exposure it covers.
 * @throws FinanceError INVALID_ARGUMENT for a row whose `buy_sell` is not a buy/sell word.
 */
export function periodFigures(rows: PeriodRows): PeriodFigures {
  const { exposures, hedges, program, fwd, budgetRate, monthAgo, before, premium } = rows;
  const balance = sum(exposures, (row) => row.balance);
  const cashFlow = sum(exposures, (row) => row.cash_flow);
  const exposure = balance + cashFlow;

  const hedging = hedges.filter((row) => row.is_hedging);
  const hedge = sum(hedging, (row) => row.hedge_value);
  const gap = hedgeGap(hedge, program);
  // Traded within the last month before the valuation date; the rest stood a month ago.
  const recent = hedging.filter((row) => row.trade_date !== null && row.trade_date > monthAgo);
  const newHedge = sum(recent, (row) => row.hedge_value);

  // The hedges that lock a rate: hedging rows with a strike and a hedge value.
  const locking = hedging.filter((row) => row.strike !== null && row.hedge_value !== null);
  const lockedAmount = sum(locking, (row) => Math.abs(row.hedge_value!));
  const hedgeRate =
    lockedAmount === 0
      ? null
      : sum(locking, (row) => Math.abs(row.hedge_value!) * row.strike!) / lockedAmount;
  // Each hedge moves the exposure's rate from the forward to its strike on its share of the exposure.
  const netRate =
    fwd === null || exposure === 0
      ? null
      : fwd + sum(locking, (row) => row.hedge_value! * (row.strike! - fwd)) / exposure;

  // Premium included: the period's premiums (sold options' received ones too) spread over the
  // locked amount for the hedge rate, over the exposure for the net rate.
  const lockedSigned = sum(locking, (row) => row.hedge_value);
  const hedgeRatePremium =
    hedgeRate === null || lockedSigned === 0 ? null : hedgeRate + premium / lockedSigned;
  const netRatePremium = netRate === null ? null : netRate + premium / exposure;

  const m2m = sum(hedges, (row) => row.mark_2_market);
  const notional = sum(hedges, (row) => row.notional);
  const live = hedges.filter((row) => row.status !== 'knocked_out');
  const ofDerivative = (...names: string[]) =>
    live.filter((row) => names.includes(row.derivative.toUpperCase()));
  const forwards = ofDerivative('FORWARD', 'FUTURE');
  const direction = (row: ValuedHedgeRow) => directionSign(row.buy_sell);

  return {
    balance,
    undated: sum(exposures, (row) => row.undated),
    cash_flow: cashFlow,
    program,
    hedge,
    hedge_percent: share(hedge, exposure),
    delta: sum(hedges, (row) => row.delta),
    required_hedge: gap.amount,
    hedge_label: gap.label,
    buy_sell: hedgeLabel(balance, cashFlow),
    fwd,
    hedge_rate: hedgeRate,
    net_rate: netRate,
    hedge_rate_premium: hedgeRatePremium,
    net_rate_premium: netRatePremium,
    budget_rate: budgetRate,
    budget_expo: budgetRate === null ? null : exposure * budgetRate,
    m2m,
    m2m_rate: notional === 0 ? null : m2m / notional,
    hedge_m2m: sum(hedging, (row) => row.mark_2_market),
    net_m2m: (fwd === null || budgetRate === null ? 0 : exposure * (fwd - budgetRate)) + m2m,
    difference: netRate === null || budgetRate === null ? null : (netRate - budgetRate) * exposure,
    newHedge,
    last_m_hedge: hedge - newHedge,
    totalHedgePercent: share(before.hedge + hedge, before.exposure + exposure),
    long_forward: position(
      forwards.filter((row) => direction(row) === 1),
      () => 1,
    ),
    short_forward: position(
      forwards.filter((row) => direction(row) === -1),
      () => 1,
    ),
    call: position(ofDerivative('CALL'), direction),
    put: position(ofDerivative('PUT'), direction),
  };
}
