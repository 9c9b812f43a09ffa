/**
 * A program's target on exposure rows (spec 02 §4 "Program"), shared by the period table and the
 * consolidated hedge position so both count months the same way.
 */
import { type HedgingProgram, MAX_PROGRAM_MONTHS, programTargets, targetHedge } from '../hedging/program.ts';
import { dateParts, type IsoDate } from '../time/date.ts';

/** Months from the valuation date's month to `date`'s month. */
function monthIndex(valuationDate: IsoDate, date: IsoDate): number {
  const from = dateParts(valuationDate);
  const to = dateParts(date);
  return (to.year - from.year) * 12 + (to.month - from.month);
}

/**
 * The program's percent for a date: the target of its month, counted from the valuation date's
 * month (month 0); 0 before it and after the program's longest horizon or `last`.
 * @throws FinanceError as `programTargets` for a bad program.
 */
export function programPercent(program: HedgingProgram | null, valuationDate: IsoDate, last: IsoDate) {
  if (program === null) return () => 0;
  const count = Math.min(MAX_PROGRAM_MONTHS, Math.max(0, monthIndex(valuationDate, last) + 1));
  const percents = programTargets(program, valuationDate, count).map((target) => target.percent);
  return (date: IsoDate | null) => percents[date === null ? 0 : monthIndex(valuationDate, date)] ?? 0;
}

/** An exposure row's amounts in its bucket, signed as the book. */
export interface ProgramRow {
  readonly date: IsoDate | null;
  readonly balance: number;
  readonly cash_flow: number;
}

/**
 * The program's target on exposure rows, month by month (`targetHedge` of each row's month), and the
 * part of it on their balance, signed as the exposure. Undated amounts are outside it.
 */
export function programTarget(
  rows: readonly ProgramRow[],
  program: HedgingProgram | null,
  percentOf: (date: IsoDate | null) => number,
): { amount: number; onBalance: number } {
  let amount = 0;
  let onBalance = 0;
  if (program === null) return { amount, onBalance };
  for (const row of rows) {
    const percent = percentOf(row.date);
    amount += targetHedge(percent, program.objective, { balance: row.balance, cashFlow: row.cash_flow });
    onBalance += targetHedge(percent, 'BALANCE', { balance: row.balance, cashFlow: 0 });
  }
  return { amount, onBalance };
}
