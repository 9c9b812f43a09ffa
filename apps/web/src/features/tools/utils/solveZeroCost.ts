import { FinanceError, type FinanceErrorData } from '@cobertura/finance';
import {
  type Instrument,
  type Market,
  priceBatch,
  type StrategyLeg,
  solveStrike,
} from '@cobertura/finance/pricing';
import type { LegForm } from './pricerForm.ts';

export type SolveResult =
  | { readonly ok: true; readonly strike: number }
  | { readonly ok: false; readonly error: FinanceErrorData }
  | { readonly ok: false; readonly reason: 'noSolvedLegs' };

type Fields = Record<string, unknown>;

function instrumentOf(leg: Fields, expiryYears: number): Instrument {
  const strike = leg.strike as number;
  switch (leg.kind) {
    case 'forward':
      return { kind: 'forward', strike, expiryYears };
    case 'barrier':
      return {
        kind: 'barrier',
        optionType: leg.optionType as 'call' | 'put',
        strike,
        expiryYears,
        barrierType: leg.barrierType as 'downOut' | 'downIn' | 'upOut' | 'upIn',
        barrier: leg.barrier as number,
        rebate: 0,
      };
    default:
      return { kind: 'vanilla', optionType: leg.optionType as 'call' | 'put', strike, expiryYears };
  }
}

/**
 * The strike that makes a strategy cost nothing today, set on every leg marked `isSolved`, by the
 * library's `solveStrike` (Brent's method). The case is first checked by `priceBatch`, so a bad
 * entry reports the same message as pricing does.
 */
export function solveZeroCost(strategyCase: Fields, legs: readonly LegForm[]): SolveResult {
  const [checked] = priceBatch([strategyCase]);
  if (checked && 'error' in checked) return { ok: false, error: checked.error };
  const indexes = legs.flatMap((leg, i) => (leg.isSolved ? [i] : []));
  if (indexes.length === 0) return { ok: false, reason: 'noSolvedLegs' };
  const c = strategyCase;
  const expiryYears = c.expiryYears as number;
  const market: Market = {
    underlying: c.underlying === 'future' ? 'future' : 'fx',
    spot: (c.underlying === 'future' ? c.forward : c.spot) as number,
    rDomestic: (c.rDomestic as number | undefined) ?? 0,
    rForeign: c.underlying === 'fx' ? (c.rForeign as number) : 0,
    vol: c.vol as number,
  };
  const strategy: StrategyLeg[] = (c.legs as Fields[]).map((leg) => ({
    quantity: leg.quantity as number,
    instrument: instrumentOf(leg, expiryYears),
  }));
  try {
    return { ok: true, strike: solveStrike(strategy, market, indexes) };
  } catch (err) {
    if (err instanceof FinanceError) return { ok: false, error: err.toJSON() };
    throw err;
  }
}
