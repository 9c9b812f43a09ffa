/**
 * A valued book of one portfolio and asset at a glance: its period table summed from the period
 * holding the valuation date on (the open book), as the desk's analytics and Overview show it.
 */
import type { IsoDate } from '../time/date.ts';
import type { AggregatedPeriod } from './types.ts';

/**
 * The figures of a period that the totals read: a period of the table (scenarios left aside), its
 * dates as the wire carries them.
 */
export type TotalledPeriod = Pick<
  AggregatedPeriod,
  | 'balance'
  | 'cash_flow'
  | 'hedge'
  | 'program'
  | 'required_hedge'
  | 'hedge_label'
  | 'm2m'
  | 'net_rate'
  | 'difference'
> & { date: string; end: string };

/** Amounts are signed as the book (docs/figures.md, "The period table"); shares are fractions. */
export interface OpenBookTotals {
  /** Σ balance + cash flow, in the asset's quantity. */
  exposure: number;
  /** Σ hedge, signed as the exposure it offsets. */
  hedge: number;
  /** Σ program, signed as the exposure. */
  program: number;
  /** |hedge| / |exposure|; null without exposure. */
  coverage: number | null;
  /** |program| / |exposure|: the program's target share; null without exposure. */
  programShare: number | null;
  /** Σ required hedge of the periods starting by the window's end (an excess hedge counts 0). */
  requiredInWindow: number;
  /** Σ m2m, in the amounts' currency. */
  m2m: number;
  /** The |exposure|-weighted net rate of the periods that have one; null when none has. */
  netRate: number | null;
  /** Σ (net rate − budget) × exposure: a gain against the budget is positive; null without a budget. */
  budgetDifference: number | null;
}

/** |part| / |whole|, null when the whole is zero: the share of nothing has no meaning. */
const share = (part: number, whole: number) => (whole === 0 ? null : Math.abs(part) / Math.abs(whole));

/**
 * The open book's totals: the periods ending on or after `valuationDate`, summed; the required
 * hedge over those that start on or before `windowEnd` (the current one included). Periods are the
 * Analytics period table's, so every total adds up the rows the table shows.
 */
export function openBookTotals(
  periods: readonly TotalledPeriod[],
  at: { valuationDate: IsoDate; windowEnd: IsoDate },
): OpenBookTotals {
  const open = periods.filter((period) => period.end >= at.valuationDate);
  const total = (figure: (period: TotalledPeriod) => number, only = open) =>
    only.reduce((sum, period) => sum + figure(period), 0);
  const exposure = total((period) => period.balance + period.cash_flow);
  const hedge = total((period) => period.hedge);
  const program = total((period) => period.program);
  const rated = open.filter((period) => period.net_rate !== null && period.balance + period.cash_flow !== 0);
  const ratedWeight = total((period) => Math.abs(period.balance + period.cash_flow), rated);
  const budgeted = open.filter((period) => period.difference !== null);
  return {
    exposure,
    hedge,
    program,
    coverage: share(hedge, exposure),
    programShare: share(program, exposure),
    requiredInWindow: total(
      (period) => (period.hedge_label === 'REQUIRED HEDGE' ? period.required_hedge : 0),
      open.filter((period) => period.date <= at.windowEnd),
    ),
    m2m: total((period) => period.m2m),
    netRate:
      ratedWeight === 0
        ? null
        : total((period) => (period.net_rate ?? 0) * Math.abs(period.balance + period.cash_flow), rated) /
          ratedWeight,
    budgetDifference: budgeted.length ? total((period) => period.difference ?? 0, budgeted) : null,
  };
}
