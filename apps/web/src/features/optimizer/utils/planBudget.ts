import { parseDecimal } from '../../../utils/parseDecimal.ts';

/**
 * Where the budget rate the results are measured against comes from: typed in step 1, the
 * portfolio's budget rate for the asset, or the schedule's forward when neither is known.
 */
export type BudgetSource = 'typed' | 'portfolio' | 'forward';

export interface PlanBudget {
  /** Undefined while the forward is not priced yet and nothing else is known. */
  rate: number | undefined;
  source: BudgetSource;
}

/**
 * The budget rate of a plan: the rate typed when it reads as one above zero and is not the
 * portfolio's own (a typed budget, which the screen says is typed); else the portfolio's budget
 * rate; else the schedule's forward — which a forward then meets and does not beat.
 */
export function planBudget(
  typed: string,
  portfolioRate: number | null | undefined,
  forward: number | undefined,
): PlanBudget {
  const rate = parseDecimal(typed);
  const hasPortfolioRate = portfolioRate !== null && portfolioRate !== undefined;
  if (rate !== undefined && rate > 0 && rate !== portfolioRate) return { rate, source: 'typed' };
  if (hasPortfolioRate) return { rate: portfolioRate, source: 'portfolio' };
  return { rate: forward, source: 'forward' };
}
