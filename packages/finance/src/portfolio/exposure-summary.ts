/**
 * The exposure-and-hedge summary (spec 02 §2 Analytics): the BALANCE and CASH FLOW rows.
 */
import type { SummaryRow } from './types.ts';

/** The totals of the table the summary splits. Amounts signed as the book (see period-figures.ts). */
export interface SummaryTotals {
  readonly balance: number;
  readonly cashFlow: number;
  /** Σ hedge of the periods, signed as the exposure it offsets. */
  readonly hedge: number;
  /** The program's target on the balance, and on the cash flow (0 for a BALANCE program). */
  readonly programBalance: number;
  readonly programCashFlow: number;
}

const row = (exposure: number, hedge: number, program: number): SummaryRow => ({
  exposure,
  hedge,
  program,
  hedge_percent: exposure === 0 ? null : Math.abs(hedge) / Math.abs(exposure),
});

/**
 * The BALANCE and CASH FLOW rows: the hedge covers the balance first (up to its size), what is left
 * covers the cash flow, so an excess hedge shows on the cash-flow row. `hedge_percent` is a fraction,
 * null on a row without exposure.
 */
export function exposureSummary(totals: SummaryTotals): { balance: SummaryRow; cash_flow: SummaryRow } {
  const { balance, cashFlow, hedge, programBalance, programCashFlow } = totals;
  // `+ 0` turns the −0 of a negative hedge over no balance into 0.
  const onBalance = Math.sign(hedge) * Math.min(Math.abs(hedge), Math.abs(balance)) + 0;
  return {
    balance: row(balance, onBalance, programBalance),
    cash_flow: row(cashFlow, hedge - onBalance, programCashFlow),
  };
}
