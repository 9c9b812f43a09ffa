/**
 * Advanced analytics of one portfolio and asset: the spot × volatility matrix of its hedges' value,
 * the largest historical moves applied to today's book, the back-test of its one-day VaR and the
 * risk of its live barrier hedges.
 */
import { isFinanceError } from '../errors.ts';
import { type VarBacktest, varBacktest } from '../risk/var-backtest.ts';
import { type BarrierRisk, barrierRisks, type CoveragePeriod } from './barrier-risks.ts';
import { bookPricer, type HedgeBook, hedgesValue, hedgeValuer } from './hedge-valuer.ts';
import { type ScenarioMatrix, scenarioMatrix } from './scenario-matrix.ts';
import { dailyRun, type HistoricalMove, largestMoves } from './stress-days.ts';
import type { AssetMarket, HistoryBar } from './types.ts';

/** The relative spot bump the book's exposure to a small move is measured with. */
const EXPOSURE_BUMP = 1e-4;

/** What advanced analytics need beyond the book and its market. */
export interface AdvancedAnalyticsInput extends HedgeBook {
  readonly market: AssetMarket;
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
  readonly backtest: { readonly window: number; readonly days: number; readonly confidence: number };
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
  /** Null when the look-back is too short for one test day; `backtestProblem` says why. */
  readonly backtest: VarBacktest | null;
  readonly backtestProblem: string | null;
  readonly barriers: BarrierRisk[];
}

/**
 * Computes the advanced analytics of a book. Every figure re-prices every hedge on a moved market
 * (spot and forwards together, as shockMarket moves them, {@link bookPricer}); the back-test's VaR
 * uses the book's exposure to a small move (a central difference of that re-pricing).
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

  let backtest: VarBacktest | null = null;
  let backtestProblem: string | null = null;
  try {
    backtest = varBacktest({
      closes: daily,
      ...input.backtest,
      exposure: (pnlOf(EXPOSURE_BUMP) - pnlOf(-EXPOSURE_BUMP)) / (2 * EXPOSURE_BUMP),
      pnlOf,
    });
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
