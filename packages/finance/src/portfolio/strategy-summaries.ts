/**
 * What each strategy of a book holds in options, so that one leg's purpose can depend on the others
 * (a bought call with a sold put is a collar; a sold call above a bought one caps it).
 */
import { bookWord } from '../hedging/book-word.ts';
import type { PortfolioHedgeRow } from './types.ts';

/** One option leg of a strategy. */
export interface StrategyOption {
  readonly pk: string;
  readonly isCall: boolean;
  readonly strike: number | null;
  readonly notional: number;
}

/** The options a strategy buys and sells (offsets left out: they close, not build, a strategy). */
export interface StrategySummary {
  readonly bought: readonly StrategyOption[];
  readonly sold: readonly StrategyOption[];
}

/** The option legs of every strategy of the rows, by `strategy_code` (rows without one are left out). */
export function strategySummaries(rows: readonly PortfolioHedgeRow[]): ReadonlyMap<string, StrategySummary> {
  const byCode = new Map<string, { bought: StrategyOption[]; sold: StrategyOption[] }>();
  for (const row of rows) {
    const code = row.strategy_code?.trim();
    const derivative = bookWord(row.derivative);
    const direction = bookWord(row.buy_sell);
    if (!code || (derivative !== 'CALL' && derivative !== 'PUT')) continue;
    const isBought = direction === 'LONG' || direction === 'BUY';
    if (!isBought && direction !== 'SHORT' && direction !== 'SELL') continue;
    let summary = byCode.get(code);
    if (!summary) {
      summary = { bought: [], sold: [] };
      byCode.set(code, summary);
    }
    const leg = {
      pk: row.pk,
      isCall: derivative === 'CALL',
      strike: row.strike,
      notional: Math.abs(row.notional),
    };
    (isBought ? summary.bought : summary.sold).push(leg);
  }
  return byCode;
}
