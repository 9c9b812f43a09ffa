/**
 * Past performance of a portfolio's book of one asset (issue 12 "Past performance", spec 02 §2
 * Analytics' past view): what the settled hedges earned by period, the net rate achieved on the
 * settled exposure against the budget rate, and a bridge splitting that gap into spot move, forward
 * points, hedge ratio and option premium.
 */
import { bucketCount, INTERVAL_PERIOD } from '../time/buckets.ts';
import { addDays, type IsoDate } from '../time/date.ts';
import { bucketsBetween, hedgeDate, place } from './aggregate-periods.ts';
import { closeOn } from './close-on.ts';
import { hedgeRowContext } from './hedge-row-context.ts';
import { openSide } from './open-side.ts';
import { prepareAssetMarket } from './prepare-asset-market.ts';
import type {
  PortfolioHedgeRow,
  PortfolioValuationInput,
  ValuedExposureRow,
  ValuedHedgeRow,
} from './types.ts';
import { valueExposures } from './value-exposures.ts';
import { valueHedgeRow } from './value-hedge-row.ts';

/** What the past view is computed from: the valuation's own inputs (the program plays no part). */
export type PastPerformanceInput = Pick<
  PortfolioValuationInput,
  'valuationDate' | 'area' | 'asset' | 'market' | 'hedges' | 'exposures' | 'budgetRate' | 'interval'
>;

/**
 * The gap between the achieved rate and the budget rate, in rate units (domestic per foreign unit),
 * split so that spot_move + forward_points + hedge_ratio + premium = achieved − budget.
 */
export interface RateBridge {
  /** Exposure-weighted spot at settlement − budget: what the whole exposure met unhedged. */
  spot_move: number;
  /** Σ hedge × (forward's rate − spot at its trade) / E: the carry the forwards locked in. */
  forward_points: number;
  /** The rest of the hedges' payoff / E: the hedged share × the spot's move since each trade. */
  hedge_ratio: number;
  /** Σ premium (domestic) / E. */
  premium: number;
}

/** One past period. Money is domestic currency, rates domestic per foreign unit. */
export interface PastPeriod {
  date: IsoDate;
  end: IsoDate;
  /** Σ notional of the hedges settled in the period. */
  settled_notional: number;
  /** Σ amount of the exposure settled in the period, signed as the book (+ received). */
  exposure: number;
  /** Σ hedge_value of the settled hedges, signed as the exposure they offset. */
  hedged: number;
  /** |hedged| / |exposure|; null without settled exposure. */
  hedge_ratio: number | null;
  /** Σ settlement PnL of the settled hedges, premium excluded. */
  settlement_pnl: number;
  /** Σ premium of the settled hedges in domestic currency (paid < 0). */
  premium: number;
  /** settlement_pnl + premium. */
  pnl: number;
  /** Σ pnl of this and the earlier periods. */
  cumulative_pnl: number;
  /** Exposure-weighted spot at settlement; null without settled exposure. */
  spot_rate: number | null;
  /** (Σ amount × spot + pnl) / exposure: the rate the exposure was settled at, hedges included. */
  achieved_rate: number | null;
  budget_rate: number | null;
  /** achieved_rate − budget_rate; null without either. */
  gap: number | null;
  bridge: RateBridge | null;
}

/** The settled hedges of one fixing date, for a mark on the candle chart and its hover card. */
export interface SettlementMark {
  date: IsoDate;
  /** How many hedges settled that day and their notional. */
  count: number;
  notional: number;
  /** Notional-weighted settlement rate. */
  settled_average: number;
  /** Notional-weighted rate of the forwards and futures; null without one. */
  forward_average: number | null;
  /** Notional-weighted strike of every hedge with one; null without. */
  contract_average: number | null;
  /** Σ settlement PnL and premium of that day's hedges. */
  pnl: number;
}

/** What {@link pastPerformance} answers. */
export interface PastPerformance {
  periods: PastPeriod[];
  settlements: SettlementMark[];
  /** Hedges past their fixing date that could not be settled (no rate): left out, by pk. */
  unsettled: string[];
}

/** A settled hedge and the figures the past view reads from it. */
interface SettledHedge {
  row: ValuedHedgeRow;
  pnl: number;
  premium: number;
  /** hedge_value × (rate − spot at trade) for a forward or future, else 0. */
  forwardPoints: number;
}

const isLinear = (row: ValuedHedgeRow) => row.derivative === 'FORWARD' || row.derivative === 'FUTURE';

/**
 * The booked premium in domestic currency: a pair's premium booked in its foreign (base) currency
 * is converted at the hedge's settlement rate; any other is already domestic.
 */
function domesticPremium(raw: PortfolioHedgeRow, input: PastPerformanceInput, rate: number): number {
  const premium = raw.premium ?? 0;
  const isForeign = input.area === 'currency' && raw.premium_currency === input.asset.slice(0, 3);
  return isForeign ? premium * rate : premium;
}

/** Notional-weighted mean of `value` over the rows that have one; null without any. */
function weightedMean(
  rows: readonly SettledHedge[],
  value: (row: ValuedHedgeRow) => number | null,
): number | null {
  let weight = 0;
  let sum = 0;
  for (const { row } of rows) {
    const v = value(row);
    if (v === null) continue;
    weight += row.notional;
    sum += row.notional * v;
  }
  return weight > 0 ? sum / weight : null;
}

function settlementMarks(settled: readonly SettledHedge[]): SettlementMark[] {
  const byDay = new Map<IsoDate, SettledHedge[]>();
  for (const hedge of settled) {
    const day = hedge.row.fixing_date!;
    byDay.set(day, [...(byDay.get(day) ?? []), hedge]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, rows]) => ({
      date,
      count: rows.length,
      notional: rows.reduce((sum, { row }) => sum + row.notional, 0),
      settled_average: weightedMean(rows, (row) => row.settlement_rate)!,
      forward_average: weightedMean(rows, (row) => (isLinear(row) ? row.strike : null)),
      contract_average: weightedMean(rows, (row) => row.strike),
      pnl: rows.reduce((sum, hedge) => sum + hedge.pnl + hedge.premium, 0),
    }));
}

function pastPeriod(
  bucket: { start: IsoDate; end: IsoDate },
  hedges: readonly SettledHedge[],
  exposures: readonly ValuedExposureRow[],
  budgetRate: number | null,
  before: number,
): PastPeriod {
  const sum = <T>(rows: readonly T[], f: (row: T) => number) => rows.reduce((s, row) => s + f(row), 0);
  const settlementPnl = sum(hedges, (h) => h.pnl);
  const premium = sum(hedges, (h) => h.premium);
  const pnl = settlementPnl + premium;
  const exposure = sum(exposures, (row) => row.balance + row.cash_flow);
  const hedged = sum(hedges, (h) => h.row.hedge_value ?? 0);
  const atSpot = sum(exposures, (row) => (row.balance + row.cash_flow) * row.settlement_rate!);
  const hasExposure = exposure !== 0;
  const spotRate = hasExposure ? atSpot / exposure : null;
  const achievedRate = hasExposure ? (atSpot + pnl) / exposure : null;
  const hasGap = achievedRate !== null && budgetRate !== null;
  const forwardPoints = sum(hedges, (h) => h.forwardPoints);
  // Nothing of a part is 0, not −0, whatever the exposure's sign.
  const perUnit = (amount: number) => (amount === 0 ? 0 : amount / exposure);
  return {
    date: bucket.start,
    end: bucket.end,
    settled_notional: sum(hedges, (h) => h.row.notional),
    exposure,
    hedged,
    hedge_ratio: hasExposure ? Math.abs(hedged) / Math.abs(exposure) : null,
    settlement_pnl: settlementPnl,
    premium,
    pnl,
    cumulative_pnl: before + pnl,
    spot_rate: spotRate,
    achieved_rate: achievedRate,
    budget_rate: budgetRate,
    gap: hasGap ? achievedRate - budgetRate : null,
    bridge: hasGap
      ? {
          spot_move: spotRate! - budgetRate,
          forward_points: perUnit(forwardPoints),
          hedge_ratio: perUnit(settlementPnl - forwardPoints),
          premium: perUnit(premium),
        }
      : null,
  };
}

/**
 * At most how many periods {@link pastPerformance} gives a book: from its earliest row that could
 * be settled (a hedge fixed before the valuation date, an exposure dated before it) to the day
 * before the valuation date, counted from the dates without building a period, so that a past
 * view's size is known before it starts. 0 when no row is dated before the valuation date.
 */
export function pastPeriodCount(
  input: Pick<PastPerformanceInput, 'valuationDate' | 'hedges' | 'exposures' | 'interval'>,
): number {
  const { valuationDate } = input;
  let first: IsoDate | null = null;
  const consider = (date: IsoDate | null) => {
    if (date !== null && date < valuationDate && (first === null || date < first)) first = date;
  };
  for (const row of input.hedges) {
    if (row.fixing_date !== null && row.fixing_date < valuationDate) consider(hedgeDate(row));
  }
  for (const row of input.exposures) consider(row.date);
  if (first === null) return 0;
  return bucketCount(first, addDays(valuationDate, -1), INTERVAL_PERIOD[input.interval]!);
}

/**
 * The past view of one portfolio and asset on `valuationDate`, by period of `interval` (the buckets of
 * the period table), from the period of the first settled row to the one before the valuation date.
 *
 * - Settled rows are those the valuation settles: hedges fixing before the valuation date (the rate
 *   entered, else the history's close; a knock-out pays 0) and exposures dated before it (their
 *   realised rate, else the close). A hedge counts in the period of its `hedged_date`, else its fixing
 *   date, as in the period table; every settled hedge counts, whatever its purpose, since each one's
 *   payoff is part of the rate the exposure ended up at.
 * - pnl = settlement PnL + premium (the premium in domestic currency: a foreign-currency premium at
 *   the hedge's settlement rate), attributed to the hedge's period.
 * - achieved rate = (Σ amount × spot at settlement + pnl) / E, E the settled exposure: each hedge
 *   moves its share of the exposure from the spot to its rate (a forward's hedge_value × (K − S) is
 *   its settlement PnL).
 * - Bridge (E ≠ 0, budget B): spot_move = S̄ − B with S̄ the exposure-weighted spot; forward_points
 *   = Σ h·(K − S₀)/E over forwards and futures, S₀ the spot at trade (the row's spot reference,
 *   else the close on its trade date, else K: no points known); hedge_ratio = (settlement PnL −
 *   Σ h·(K − S₀))/E, which for forwards is Σ (h/E)·(S₀ − S), the hedged share times the spot's move
 *   since the trade (an option's whole payoff lands here); premium = Σ premium / E. The four add up
 *   to achieved − B.
 */
export function pastPerformance(input: PastPerformanceInput): PastPerformance {
  const { valuationDate, market, budgetRate } = input;
  const context = hedgeRowContext(
    input.area,
    input.asset,
    openSide(input.exposures, valuationDate),
    input.hedges,
  );
  const prepared = prepareAssetMarket(market);
  const settled: SettledHedge[] = [];
  const unsettled: string[] = [];
  for (const raw of input.hedges) {
    if (raw.fixing_date === null || raw.fixing_date >= valuationDate) continue;
    const row = valueHedgeRow(raw, prepared, valuationDate, context);
    if (row.status !== 'settled' || row.settlement_pnl === null || row.settlement_rate === null) {
      unsettled.push(row.pk);
      continue;
    }
    const spotAtTrade =
      raw.spot_reference ?? (raw.trade_date === null ? null : closeOn(market.history, raw.trade_date));
    const rate = row.strike ?? 0;
    settled.push({
      row,
      pnl: row.settlement_pnl,
      premium: domesticPremium(raw, input, row.settlement_rate),
      forwardPoints: isLinear(row) ? (row.hedge_value ?? 0) * (rate - (spotAtTrade ?? rate)) : 0,
    });
  }
  const exposures = valueExposures(
    input.exposures.filter((row) => row.date !== null && row.date < valuationDate),
    market,
    valuationDate,
    budgetRate,
  ).filter((row) => row.settlement_rate !== null);

  const days = [...settled.map((h) => hedgeDate(h.row)!), ...exposures.map((row) => row.date!)];
  const first = days.reduce<IsoDate | null>(
    (a, b) => (b < valuationDate && (a === null || b < a) ? b : a),
    null,
  );
  const settlements = settlementMarks(settled);
  if (first === null) return { periods: [], settlements, unsettled };
  const buckets = bucketsBetween(first, addDays(valuationDate, -1), INTERVAL_PERIOD[input.interval]!);
  const hedgesOf = place(settled, (h) => hedgeDate(h.row), buckets);
  const exposuresOf = place(exposures, (row) => row.date, buckets);
  let cumulative = 0;
  const periods = buckets.map((bucket, i) => {
    const period = pastPeriod(bucket, hedgesOf[i]!, exposuresOf[i]!, budgetRate, cumulative);
    cumulative = period.cumulative_pnl;
    return period;
  });
  return { periods, settlements, unsettled };
}
