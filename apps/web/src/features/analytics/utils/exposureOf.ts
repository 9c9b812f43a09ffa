import type { PeriodFigures } from '@cobertura/contracts';

/** A period's exposure: its balance, undated and cash-flow amounts together (spec 02 §3). */
export function exposureOf(figures: Pick<PeriodFigures, 'balance' | 'undated' | 'cash_flow'>): number {
  return figures.balance + figures.undated + figures.cash_flow;
}
