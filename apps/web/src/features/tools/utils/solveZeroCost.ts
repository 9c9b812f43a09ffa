import type { FinanceErrorData } from '@cobertura/finance';
import { solveStrike } from '@cobertura/finance/pricing';
import { PricingCaseSchema, parseRow, resolvePricingCase } from '@cobertura/finance/product';
import { attempt } from './attempt.ts';
import type { LegForm } from './pricerForm.ts';

export type SolveResult =
  | { readonly ok: true; readonly strike: number }
  | { readonly ok: false; readonly error: FinanceErrorData }
  | { readonly ok: false; readonly reason: 'noSolvedLegs' };

/**
 * The strike that makes a strategy cost nothing today, set on every leg marked `isSolved`, by the
 * library's `solveStrike` (Brent's method) on the case as the library parses and resolves it, so a
 * bad entry reports the same message as pricing does.
 */
export function solveZeroCost(strategyCase: unknown, legs: readonly LegForm[]): SolveResult {
  const parsed = parseRow(PricingCaseSchema, strategyCase, 'case');
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const indexes = legs.flatMap((leg, i) => (leg.isSolved ? [i] : []));
  if (indexes.length === 0) return { ok: false, reason: 'noSolvedLegs' };
  const solved = attempt(() => {
    const trade = resolvePricingCase(parsed.value);
    const strategy = 'legs' in trade ? trade.legs : [{ quantity: 1, instrument: trade.instrument }];
    return solveStrike(strategy, trade.market, indexes);
  });
  return solved.ok ? { ok: true, strike: solved.value } : solved;
}
