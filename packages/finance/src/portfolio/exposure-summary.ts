/**
 * The exposure-and-hedge summary (spec 02 §2 Analytics): the BALANCE and CASH FLOW rows.
 */
import type { SummaryRow } from './types.ts';

/**
 * How a period's hedge splits between its balance and its cash flow: it covers the period's balance
 * first (up to its size) and the rest covers the period's cash flow, so an excess hedge shows on the
 * cash flow. A hedge covers the exposure of its own period only.
 */
export function splitHedge(balance: number, hedge: number): { onBalance: number; onCashFlow: number } {
  // `+ 0` turns the −0 of a negative hedge over no balance into 0.
  const onBalance = Math.sign(hedge) * Math.min(Math.abs(hedge), Math.abs(balance)) + 0;
  return { onBalance, onCashFlow: hedge - onBalance + 0 };
}

/** The totals of the table the summary splits. Amounts signed as the book (see period-figures.ts). */
export interface SummaryTotals {
  readonly balance: number;
  readonly cashFlow: number;
  /** Σ over the periods of the hedge on each period's balance and on its cash flow ({@link splitHedge}). */
  readonly hedgeOnBalance: number;
  readonly hedgeOnCashFlow: number;
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
 * The BALANCE and CASH FLOW rows: the sums of the periods' balances and cash flows, and of each
 * period's hedge split between them ({@link splitHedge}), so the summary adds up the period table.
 * `hedge_percent` is a fraction, null on a row without exposure.
 */
export function exposureSummary(totals: SummaryTotals): { balance: SummaryRow; cash_flow: SummaryRow } {
  const { balance, cashFlow, hedgeOnBalance, hedgeOnCashFlow, programBalance, programCashFlow } = totals;
  return {
    balance: row(balance, hedgeOnBalance, programBalance),
    cash_flow: row(cashFlow, hedgeOnCashFlow, programCashFlow),
  };
}
