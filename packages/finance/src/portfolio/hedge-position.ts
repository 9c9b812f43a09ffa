/**
 * The consolidated hedge position of one portfolio and asset (spec 02 §3 "Hedge position
 * (summary)": balance, cash_flow, hedge, program), read from the book without a market: which rows
 * count is a matter of dates against today, so nothing here is priced.
 */
import type { HedgingProgram } from '../hedging/program.ts';
import { barrierKind, isHedgingPurpose } from '../hedging/rules.ts';
import { type IsoDate, maxDate } from '../time/date.ts';
import { derivativePurpose } from './derivative-purpose.ts';
import { openSide } from './open-side.ts';
import { programPercent, programTarget } from './program-target.ts';
import { offsetAmount, resolveHedgeTerms } from './resolve-hedge-terms.ts';
import { strategySummaries } from './strategy-summaries.ts';
import type { PortfolioExposureRow, PortfolioHedgeRow } from './types.ts';

/** Which parts of the book count: rows dated on or after today (future) or before it (past). */
export interface PositionParts {
  readonly expoFuture: boolean;
  readonly expoPast: boolean;
  readonly hedgesFuture: boolean;
  readonly hedgesPast: boolean;
}

export interface HedgePositionInput {
  readonly today: IsoDate;
  readonly exposures: readonly PortfolioExposureRow[];
  readonly hedges: readonly PortfolioHedgeRow[];
  /** The program in force (month 0 is today's month), or null. */
  readonly program: HedgingProgram | null;
  readonly parts: PositionParts;
}

/** Amounts in units of the foreign currency or commodity, signed as the book (+ received). */
export interface HedgePosition {
  readonly balance: number;
  readonly undated: number;
  readonly cash_flow: number;
  /** The hedging rows counted, each by the offset rule (hedging/offset.ts): signed as the exposure they offset. */
  readonly hedge: number;
  /** The program's target on the dated exposure counted, signed as the exposure. */
  readonly program: number;
  /** |hedge| / |balance + cash_flow|, a fraction; null without exposure. */
  readonly hedge_percent: number | null;
}

/** |hedge| / |balance + cash_flow|, null without exposure (a share of nothing has no meaning). */
const hedgePercent = (hedge: number, exposure: number) =>
  exposure === 0 ? null : Math.abs(hedge) / Math.abs(exposure);

const isIncluded = (date: IsoDate | null, today: IsoDate, future: boolean, past: boolean) =>
  date === null || date >= today ? future : past;

/** A hedging row of the book: when it fixes and the exposure it offsets (signed as the exposure). */
export interface HedgingAmount {
  readonly fixing: IsoDate;
  readonly amount: number;
}

/**
 * The book's rows that hedge, as the analysis counts them (spec 02 §4): each row whose purpose is
 * hedging, by its fixing date (else its value date), worth its notional signed as the exposure it
 * offsets (hedging/offset.ts). Its purpose reads the portfolio's side from the exposure open on `today`. A row that
 * cannot be read as terms counts nothing (the valuation leaves it unpriced), and a knock-out whose
 * row says the barrier was touched (`new_event`) counts 0, as a valuation does.
 */
export function hedgingAmounts(
  hedges: readonly PortfolioHedgeRow[],
  exposures: readonly PortfolioExposureRow[],
  today: IsoDate,
): HedgingAmount[] {
  const side = openSide(exposures, today);
  const strategies = strategySummaries(hedges);
  const amounts: HedgingAmount[] = [];
  for (const row of hedges) {
    const terms = resolveHedgeTerms(row);
    if ('problem' in terms) continue;
    if (!isHedgingPurpose(derivativePurpose(row, side, strategies), 'analysis')) continue;
    const isKnockedOut = barrierKind(row.option_type) === 'KO' && row.new_event;
    amounts.push({ fixing: terms.fixing, amount: isKnockedOut ? 0 : offsetAmount(terms) });
  }
  return amounts;
}

/**
 * The position of a book on `today`. An exposure counts by its date, an undated one (or one without
 * a date) with the future part: it is still open. A hedge counts by its fixing date as
 * {@link hedgingAmounts} reads it; its purpose reads the portfolio's side from the exposure open
 * today, whichever parts are asked, so a row's purpose does not change with the parts.
 * @throws FinanceError as `programTargets` for a bad program.
 */
export function hedgePosition(input: HedgePositionInput): HedgePosition {
  const { today, parts } = input;
  const exposures = input.exposures.filter((row) =>
    isIncluded(row.date, today, parts.expoFuture, parts.expoPast),
  );
  const amountIn = (bucket: PortfolioExposureRow['bucket']) =>
    exposures.reduce((total, row) => total + (row.bucket === bucket ? row.amount : 0), 0);
  const balance = amountIn('balance');
  const cashFlow = amountIn('cash_flow');

  let hedge = 0;
  for (const row of hedgingAmounts(input.hedges, input.exposures, today))
    if (isIncluded(row.fixing, today, parts.hedgesFuture, parts.hedgesPast)) hedge += row.amount;

  const rows = exposures.map((row) => ({
    date: row.date,
    balance: row.bucket === 'balance' ? row.amount : 0,
    cash_flow: row.bucket === 'cash_flow' ? row.amount : 0,
  }));
  const last = rows.reduce((latest, row) => (row.date === null ? latest : maxDate(latest, row.date)), today);
  const program = programTarget(rows, input.program, programPercent(input.program, today, last)).amount;
  return {
    balance,
    undated: amountIn('undated'),
    cash_flow: cashFlow,
    hedge: hedge + 0,
    program: program + 0,
    hedge_percent: hedgePercent(hedge, balance + cashFlow),
  };
}

/**
 * Positions of the same asset added up (several portfolios): the amounts summed, the hedge percent
 * taken on the sums, not averaged. No positions: zeros.
 */
export function sumHedgePositions(positions: readonly HedgePosition[]): HedgePosition {
  const add = (key: 'balance' | 'undated' | 'cash_flow' | 'hedge' | 'program') =>
    positions.reduce((total, position) => total + position[key], 0);
  const balance = add('balance');
  const cashFlow = add('cash_flow');
  const hedge = add('hedge');
  return {
    balance,
    undated: add('undated'),
    cash_flow: cashFlow,
    hedge,
    program: add('program'),
    hedge_percent: hedgePercent(hedge, balance + cashFlow),
  };
}
