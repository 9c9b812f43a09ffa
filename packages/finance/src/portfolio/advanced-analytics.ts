/**
 * Advanced analytics of one portfolio and asset: the spot × volatility matrix of its hedges' value,
 * the largest historical moves applied to today's book, the back-test of the Risk tab's one-day VaR
 * and the risk of its live barrier hedges.
 */
import { FinanceError, isFinanceError } from '../errors.ts';
import { type VarBacktest, varBacktest } from '../risk/var-backtest.ts';
import { type BarrierRisk, barrierRisks, type CoveragePeriod } from './barrier-risks.ts';
import { bookPricer, hedgesValue, hedgeValuer } from './hedge-valuer.ts';
import {
  horizonVolatility,
  moveExposure,
  type PricedBook,
  priceBook,
  type RiskBook,
  slopeDeltaNormalVar,
} from './portfolio-risk.ts';
import { type ScenarioMatrix, scenarioMatrix } from './scenario-matrix.ts';
import { dailyRun, type HistoricalMove, largestMoves } from './stress-days.ts';
import type { HistoryBar } from './types.ts';

/** What advanced analytics need beyond the book and its market. */
export interface AdvancedAnalyticsInput extends RiskBook {
  /** The valuation's periods: the barrier hedges' coverage is read from them. */
  readonly periods: readonly CoveragePeriod[];
  /** Closes over the look-back, oldest first: the stress days and the back-test read its daily run ({@link dailyRun}). */
  readonly history: readonly HistoryBar[];
  readonly spotShocks: readonly number[];
  readonly volShifts: readonly number[];
  /** Largest moves kept per horizon and direction. */
  readonly stressCount: number;
  /** Horizons of the stress moves, in trading days (1 and 10). */
  readonly stressHorizons: readonly number[];
  readonly backtest: { readonly days: number; readonly confidence: number };
}

/** A historical move applied to today's book as a spot shock. */
export interface StressDay extends HistoricalMove {
  /** The hedges' value change, domestic currency. */
  readonly pnl: number;
}

export interface AdvancedAnalytics {
  /** Today's hedge value (the matrix's centre when its grid holds no move). */
  readonly value: number;
  readonly matrix: ScenarioMatrix;
  readonly stress: StressDay[];
  /**
   * The back-test of the Risk tab's one-day delta-normal VaR at the back-test's confidence (the same
   * book of hedges and open exposures, the same at-the-money volatility); null when the look-back
   * holds no daily move or the book has no market, and `backtestProblem` says why.
   */
  readonly backtest: (VarBacktest & { readonly volatility: number }) | null;
  readonly backtestProblem: string | null;
  readonly barriers: BarrierRisk[];
}

/**
 * Computes the advanced analytics of a book. Every figure re-prices every hedge on a moved market
 * (spot and forwards together, as shockMarket moves them, {@link bookPricer}). The back-test tests
 * the VaR portfolioRisk reports for a one-day horizon ({@link backtestRiskVar}).
 * @throws FinanceError INVALID_ARGUMENT as {@link scenarioMatrix}, {@link largestMoves} and
 *   {@link varBacktest} for bad options.
 */
export function advancedAnalytics(input: AdvancedAnalyticsInput): AdvancedAnalytics {
  const base = hedgeValuer(input)(input.market);
  const value = hedgesValue(base);
  const priceAt = bookPricer(input, input.market);
  const today = priceAt(1);
  const pnlOf = (move: number) => priceAt(1 + move) - today;

  const daily = dailyRun(input.history);
  const stress = input.stressHorizons.flatMap((horizon) => {
    const { up, down } = largestMoves(daily, horizon, input.stressCount);
    return [...down, ...up].map((move) => ({ ...move, pnl: pnlOf(move.move) }));
  });

  let backtest: AdvancedAnalytics['backtest'] = null;
  let backtestProblem: string | null = null;
  try {
    backtest = backtestRiskVar(input, daily);
  } catch (error) {
    if (!isFinanceError(error) || error.code !== 'NOT_ENOUGH_DATA') throw error;
    backtestProblem = error.message;
  }

  return {
    value,
    matrix: scenarioMatrix(input, input.market, input.spotShocks, input.volShifts),
    stress,
    backtest,
    backtestProblem,
    barriers: barrierRisks(input.area, input.market.spot, input.hedges, base, input.periods),
  };
}

/** The change of the Risk tab's book (hedges re-priced, open exposures linear) for a relative move. */
function bookPnl(book: PricedBook): (move: number) => number {
  const pricers = book.pricers.filter((pricer) => pricer !== null);
  const today = pricers.map((pricer) => pricer(1));
  const slope = book.exposureSlope.reduce((sum, s) => sum + s, 0);
  return (move) => pricers.reduce((sum, pricer, i) => sum + pricer(1 + move) - today[i]!, slope * move);
}

/**
 * The back-test of the one-day delta-normal VaR portfolioRisk reports for the same book, at the
 * back-test's confidence: the same hedges and open exposures ({@link priceBook}), the same slope
 * and the same at-the-money volatility, so the VaR tested is the Risk tab's to the last digit.
 * @throws FinanceError NOT_ENOUGH_DATA without a market or a daily move in the history.
 */
function backtestRiskVar(input: AdvancedAnalyticsInput, daily: readonly HistoryBar[]) {
  const { market, book } = priceBook(input);
  if (market.tenors === null) {
    throw new FinanceError('NOT_ENOUGH_DATA', market.problem ?? 'No market to state a VaR on.');
  }
  const { confidence, days } = input.backtest;
  const volatility = horizonVolatility(market.tenors, market.spot, 1);
  const slope = moveExposure(book).total;
  const { valueAtRisk } = slopeDeltaNormalVar(slope, market.spot, volatility, 1, confidence);
  return {
    ...varBacktest({ closes: daily, days, confidence, valueAtRisk, pnlOf: bookPnl(book) }),
    volatility,
  };
}
