/**
 * The risk of one portfolio and asset on a valuation date (spec 02 §4, §9): value-at-risk and
 * expected shortfall of the whole book and of each period of the table by the three methods of
 * risk/value-at-risk.ts, cash-flow-at-risk per period, and the risk-profile score.
 *
 * The book's value is its open hedges' mark-to-market plus its open exposures' present value
 * (amount × d0 × forward; undated amounts at the spot), so that a fully hedged exposure has no VaR.
 * The single risk factor is a relative move f of the market (spot and every forward × f, as
 * shockMarket moves them), instantaneous (the valuation date stays).
 *
 * Options are re-priced in the historical and Monte Carlo methods, not delta-approximated: every
 * hedge is priced on a grid of moves spanning the scenarios ({@link GRID_POINTS} points evenly
 * spaced in ln f) and each scenario reads the book's value between grid points linearly. Linear
 * interpolation commutes with the sum, so the book (and each period) is summed once per grid point.
 */
import { ensure, requireBetween, requireInteger } from '../check.ts';
import type { Side } from '../hedging/side.ts';
import {
  interpolateValuationInput,
  smileVolatility,
  type ValuationTenors,
} from '../market/valuation-input.ts';
import { type RiskProfileResult, riskProfileScore } from '../risk/risk-profile.ts';
import {
  cashFlowAtRisk,
  deltaNormalVar,
  historicalVar,
  horizonReturns,
  type MonteCarloSettings,
  monteCarloVar,
  type VarInput,
  type VarResult,
} from '../risk/value-at-risk.ts';
import { daysBetween, type IsoDate } from '../time/date.ts';
import { DAYS_PER_YEAR } from '../time/day-count.ts';
import { TRADING_DAYS } from '../time/trading-days.ts';
import { hedgeDate, place, tableBuckets } from './aggregate-periods.ts';
import { hedgeRowContext } from './hedge-row-context.ts';
import { openSide } from './open-side.ts';
import { type PreparedAssetMarket, prepareAssetMarket } from './prepare-asset-market.ts';
import { profileInput } from './profile-hedges.ts';
import type { PortfolioValuationInput, ValuedExposureRow, ValuedHedgeRow } from './types.ts';
import { valueExposures } from './value-exposures.ts';
import { hedgeRowPayoff, hedgeRowPricer, valueHedgeRow } from './value-hedge-row.ts';

/** The methods, as value-at-risk.ts names them. */
export const RISK_METHODS = ['delta-normal', 'historical', 'monte-carlo'] as const;
export type RiskMethod = (typeof RISK_METHODS)[number];

/** Points of the grid of moves the book is priced on. */
export const GRID_POINTS = 121;
/** The Monte Carlo moves the grid spans: ±6 standard deviations (beyond: 2·10⁻⁹ of the paths, read at the edge). */
const GRID_DEVIATIONS = 6;
/** The relative bump of the delta-normal method's central difference. */
const DELTA_BUMP = 1e-4;

/** A book of one portfolio and asset on a valuation date, with its market and the table's periods. */
export type RiskBook = Pick<
  PortfolioValuationInput,
  | 'valuationDate'
  | 'area'
  | 'asset'
  | 'market'
  | 'hedges'
  | 'exposures'
  | 'interval'
  | 'initialDate'
  | 'endDate'
>;

/** What the risk is computed from: a valuation's input, the options and the asset's past closes. */
export interface PortfolioRiskInput extends RiskBook {
  /** A fraction in (0.5, 1): 0.95. */
  readonly confidence: number;
  /** Business days, 1 to 250 (a year is TRADING_DAYS['1Y'] of them). */
  readonly horizonDays: number;
  readonly methods: readonly RiskMethod[];
  readonly monteCarlo?: MonteCarloSettings;
  /** The asset's daily closes over the lookback, oldest first (historical method). */
  readonly closes: readonly number[];
}

/** One method's VaR and expected shortfall; null with a reason when the method cannot run. */
export interface MethodRisk {
  readonly method: RiskMethod;
  readonly valueAtRisk: number | null;
  readonly expectedShortfall: number | null;
  readonly scenarios: number;
  readonly problem: string | null;
}

/** One method's figures for a period. */
export interface PeriodMethodRisk extends MethodRisk {
  /** Cash flow at the forward less cash flow at the rate at risk; null for a past period. */
  readonly cashFlowAtRisk: number | null;
  readonly rateAtRisk: number | null;
}

/** A period of the table and its risk. */
export interface PeriodRisk {
  readonly date: IsoDate;
  readonly end: IsoDate;
  readonly methods: readonly PeriodMethodRisk[];
}

/** The risk of one portfolio and asset. */
export interface PortfolioRisk {
  /** At-the-money implied volatility at the horizon, the factor's volatility (null without a market). */
  readonly volatility: number | null;
  readonly horizonYears: number;
  /** Horizon returns the historical method used. */
  readonly historyScenarios: number;
  readonly methods: readonly MethodRisk[];
  readonly periods: readonly PeriodRisk[];
  readonly profile: RiskProfileResult;
  /** Why there are no VaR figures (no market); null otherwise. */
  readonly problem: string | null;
}

/** The book's value on a grid of moves: `factors` ascending, the value of the whole book and of each period. */
export interface ValueGrid {
  readonly logFactors: Float64Array;
  readonly total: Float64Array;
  readonly periods: Float64Array[];
}

/** The value on a grid at move f: linear between points in ln f, the edge value beyond them. */
export function gridValue(grid: ValueGrid, values: Float64Array, factor: number): number {
  const x = grid.logFactors;
  const n = x.length;
  const at = Math.log(factor);
  if (at <= x[0]!) return values[0]!;
  if (at >= x[n - 1]!) return values[n - 1]!;
  const step = (x[n - 1]! - x[0]!) / (n - 1);
  const i = Math.min(n - 2, Math.floor((at - x[0]!) / step));
  const w = (at - x[i]!) / (x[i + 1]! - x[i]!);
  return values[i]! * (1 - w) + values[i + 1]! * w;
}

/** The book's rows with what each needs: its pricer (null: no value) and its period (−1: none). */
export interface PricedBook {
  readonly pricers: (((factor: number) => number) | null)[];
  readonly hedgePeriod: Int32Array;
  /** Open exposures are linear in the move: value = slope × f. */
  readonly exposureSlope: Float64Array;
  readonly exposurePeriod: Int32Array;
  readonly periodCount: number;
}

/**
 * Prices the book on `points` moves evenly spaced in ln f from `low` to `high`.
 */
export function valueGrid(book: PricedBook, low: number, high: number, points = GRID_POINTS): ValueGrid {
  ensure(low > 0 && high > low, () => `bad grid ${low}..${high}`);
  const logFactors = new Float64Array(points);
  const factors = new Float64Array(points);
  for (let g = 0; g < points; g++) {
    logFactors[g] = Math.log(low) + ((Math.log(high) - Math.log(low)) * g) / (points - 1);
    factors[g] = Math.exp(logFactors[g]!);
  }
  const total = new Float64Array(points);
  const periods = Array.from({ length: book.periodCount }, () => new Float64Array(points));
  const add = (period: number, g: number, value: number) => {
    total[g]! += value;
    if (period >= 0) periods[period]![g]! += value;
  };
  book.pricers.forEach((pricer, i) => {
    if (pricer === null) return;
    for (let g = 0; g < points; g++) add(book.hedgePeriod[i]!, g, pricer(factors[g]!));
  });
  book.exposureSlope.forEach((slope, i) => {
    for (let g = 0; g < points; g++) add(book.exposurePeriod[i]!, g, slope * factors[g]!);
  });
  return { logFactors, total, periods };
}

/** ∂value/∂f at f = 1 of the whole book and of each period (central difference). */
function moveExposure(book: PricedBook): { total: number; periods: Float64Array } {
  const periods = new Float64Array(book.periodCount);
  let total = 0;
  const add = (period: number, slope: number) => {
    total += slope;
    if (period >= 0) periods[period]! += slope;
  };
  book.pricers.forEach((pricer, i) => {
    if (pricer === null) return;
    add(book.hedgePeriod[i]!, (pricer(1 + DELTA_BUMP) - pricer(1 - DELTA_BUMP)) / (2 * DELTA_BUMP));
  });
  book.exposureSlope.forEach((slope, i) => {
    add(book.exposurePeriod[i]!, slope);
  });
  return { total, periods };
}

/** The at-the-money implied volatility `days` calendar days out. */
function atmVolatility(tenors: ValuationTenors, spot: number, days: number): number {
  const input = interpolateValuationInput(tenors, days, spot);
  return smileVolatility(input, input.fwd);
}

/** An open exposure's present value per unit move: amount × d0 × forward, an undated one at the spot. */
function exposureSlope(row: ValuedExposureRow, market: PreparedAssetMarket, valuationDate: IsoDate): number {
  const amount = row.balance + row.cash_flow + row.undated;
  if (row.status !== 'open' || market.tenors === null) return 0;
  if (row.date === null) return amount * market.spot;
  const input = interpolateValuationInput(market.tenors, daysBetween(valuationDate, row.date), market.spot);
  return amount * input.d0 * input.fwd;
}

const failed = (method: RiskMethod, problem: string): MethodRisk => ({
  method,
  valueAtRisk: null,
  expectedShortfall: null,
  scenarios: 0,
  problem,
});

const figure = (result: VarResult): MethodRisk => ({
  method: result.method,
  valueAtRisk: result.valueAtRisk,
  expectedShortfall: result.expectedShortfall,
  scenarios: result.scenarios,
  problem: null,
});

/** A book ready to be priced on a grid of moves, with what its valuation on the day answered. */
export function priceBook(input: RiskBook) {
  const { valuationDate } = input;
  const context = hedgeRowContext(
    input.area,
    input.asset,
    openSide(input.exposures, valuationDate),
    input.hedges,
  );
  const market = prepareAssetMarket(input.market);
  const valued = input.hedges.map((row) => valueHedgeRow(row, market, valuationDate, context));
  const exposures = valueExposures(input.exposures, input.market, valuationDate, null);
  const { buckets } = tableBuckets({ ...input, exposures, hedges: valued });
  const periodOf = <T>(rows: readonly T[], dateOf: (row: T) => IsoDate | null) => {
    const index = new Int32Array(rows.length).fill(-1);
    place(
      rows.map((row, i) => ({ row, i })),
      ({ row }) => dateOf(row),
      buckets,
    ).forEach((placed, period) => {
      for (const { i } of placed) index[i] = period;
    });
    return index;
  };
  const book: PricedBook = {
    pricers: input.hedges.map((row) => hedgeRowPricer(row, market, valuationDate, context)),
    hedgePeriod: periodOf(valued, hedgeDate),
    exposureSlope: Float64Array.from(exposures, (row) => exposureSlope(row, market, valuationDate)),
    exposurePeriod: periodOf(exposures, (row) => row.date),
    periodCount: buckets.length,
  };
  return { context, market, valued, exposures, buckets, book };
}

/**
 * The risk of a portfolio and asset (see the file header). Periods are the period table's (same
 * interval and range); a row outside them still counts in the whole book's figures.
 * - delta-normal: z·|∂V/∂f|·σ·√h with σ the at-the-money implied volatility at the horizon and h the
 *   horizon in years of TRADING_DAYS['1Y'] business days;
 * - historical: the horizon's overlapping log returns of `closes` applied as moves e^r;
 * - Monte Carlo: seeded lognormal moves with σ and h above;
 * - cash-flow-at-risk per period: each row's cash flow at its date as a function of the period's
 *   rate (every forward of the period moved by the same factor; a hedge settles as valueHedgeRow
 *   settles it at that rate), at the period's forward and at the percentile rate for the period's
 *   side, σ at the period's end, the historical returns scaled by √(period / horizon).
 * @throws FinanceError INVALID_ARGUMENT for a confidence outside (0.5, 1), a horizon outside 1..250,
 *   no method, or bad Monte Carlo settings.
 */
export function portfolioRisk(input: PortfolioRiskInput): PortfolioRisk {
  const { valuationDate, confidence, horizonDays } = input;
  requireBetween('confidence', confidence, 0.5, 1);
  requireInteger('horizonDays', horizonDays, 1, 250);
  ensure(input.methods.length > 0, 'no method');
  const horizonYears = horizonDays / TRADING_DAYS['1Y'];
  const { context, market, valued, exposures, buckets, book } = priceBook(input);
  const profile = riskProfileScore(
    profileInput(input.hedges, valued, exposures, context.strategies, buckets),
  );
  const { tenors } = market;
  if (tenors === null) {
    return {
      volatility: null,
      horizonYears,
      historyScenarios: 0,
      methods: [],
      periods: buckets.map((b) => ({ date: b.start, end: b.end, methods: [] })),
      profile,
      problem: market.problem,
    };
  }
  const spot = market.spot;
  const volatility = atmVolatility(
    tenors,
    spot,
    Math.round((horizonDays * DAYS_PER_YEAR) / TRADING_DAYS['1Y']),
  );
  const returns =
    input.methods.includes('historical') && input.closes.length > horizonDays
      ? horizonReturns(input.closes, horizonDays)
      : [];

  // The grid spans the Monte Carlo moves and the historical ones.
  const spread = GRID_DEVIATIONS * volatility * Math.sqrt(horizonYears);
  const drift = -0.5 * volatility * volatility * horizonYears;
  let low = Math.exp(drift - spread);
  let high = Math.exp(drift + spread);
  for (const r of returns) {
    low = Math.min(low, Math.exp(r));
    high = Math.max(high, Math.exp(r));
  }
  const grid = valueGrid(book, Math.min(low, 1 - DELTA_BUMP), Math.max(high, 1 + DELTA_BUMP));
  const exposure = moveExposure(book);
  const varInput = (values: Float64Array): VarInput => ({
    positions: [{ value: (s) => gridValue(grid, values, s / spot) }],
    factors: [{ spot, vol: volatility }],
    horizonYears,
    confidence,
  });
  const risksOf = (values: Float64Array, slope: number): MethodRisk[] =>
    input.methods.map((method) => {
      switch (method) {
        case 'delta-normal':
          return figure(deltaNormalVar({ ...varInput(values), positions: [{ delta: slope / spot }] }));
        case 'historical':
          return returns.length < 2
            ? failed(
                method,
                `Not enough history: ${input.closes.length} closes for a ${horizonDays}-day horizon.`,
              )
            : figure(historicalVar({ ...varInput(values), returns: returns.map((r) => [r]) }));
        default:
          return figure(monteCarloVar(varInput(values), input.monteCarlo));
      }
    });

  const hedgesOf = place(
    valued.map((row, i) => ({ row, i })),
    ({ row }) => hedgeDate(row),
    buckets,
  );
  const exposuresOf = place(exposures, (row) => row.date, buckets);
  const periods = buckets.map((bucket, p): PeriodRisk => {
    const values = risksOf(grid.periods[p]!, exposure.periods[p]!);
    const days = daysBetween(valuationDate, bucket.end);
    if (days < 0) return { date: bucket.start, end: bucket.end, methods: values.map(noCashFlowRisk) };
    const forward = interpolateValuationInput(tenors, days, spot).fwd;
    const cashFlows = periodCashFlows(exposuresOf[p]!, hedgesOf[p]!, input, market, forward, spot);
    const years = Math.max(1, days) / DAYS_PER_YEAR;
    const side = periodSide(exposuresOf[p]!);
    const methods = values.map((risk): PeriodMethodRisk => {
      if (risk.method === 'historical' && returns.length < 2) return noCashFlowRisk(risk);
      const scale = Math.sqrt(years / horizonYears);
      const cfar = cashFlowAtRisk({
        cashFlows,
        forward,
        vol: atmVolatility(tenors, spot, days),
        years,
        confidence,
        method: risk.method,
        returns: returns.map((r) => r * scale),
        ...(side ? { side } : {}),
        ...(input.monteCarlo ? { monteCarlo: input.monteCarlo } : {}),
      });
      return { ...risk, cashFlowAtRisk: cfar.cashFlowAtRisk, rateAtRisk: cfar.rateAtRisk };
    });
    return { date: bucket.start, end: bucket.end, methods };
  });
  return {
    volatility,
    horizonYears,
    historyScenarios: returns.length,
    methods: risksOf(grid.total, exposure.total),
    periods,
    profile,
    problem: null,
  };
}

const noCashFlowRisk = (risk: MethodRisk): PeriodMethodRisk => ({
  ...risk,
  cashFlowAtRisk: null,
  rateAtRisk: null,
});

/** A period's side from its open exposure: receiving sells, paying buys; none: read from the slope. */
function periodSide(rows: readonly ValuedExposureRow[]): Side | undefined {
  const amount = rows.reduce(
    (sum, row) => sum + (row.status === 'open' ? row.balance + row.cash_flow : 0),
    0,
  );
  return amount > 0 ? 'seller' : amount < 0 ? 'buyer' : undefined;
}

/**
 * A period's cash flows as functions of its rate R: each row at its own forward × R / forward of
 * the period. An open exposure pays or receives amount × rate; an open hedge settles at its rate
 * ({@link hedgeRowPayoff}).
 */
function periodCashFlows(
  exposures: readonly ValuedExposureRow[],
  hedges: readonly { row: ValuedHedgeRow; i: number }[],
  input: PortfolioRiskInput,
  market: PreparedAssetMarket,
  forward: number,
  spot: number,
): ((rate: number) => number)[] {
  const flows: ((rate: number) => number)[] = [];
  for (const row of exposures) {
    if (row.status !== 'open') continue;
    const amount = row.balance + row.cash_flow + row.undated;
    const own = row.fwd ?? spot;
    flows.push((rate) => amount * own * (rate / forward));
  }
  for (const { row, i } of hedges) {
    const payoff = hedgeRowPayoff(input.hedges[i]!, market);
    if ((row.status !== 'open' && row.status !== 'knocked_in') || row.fwd === null || payoff === null)
      continue;
    const own = row.fwd;
    flows.push((rate) => payoff(own * (rate / forward)));
  }
  return flows;
}
