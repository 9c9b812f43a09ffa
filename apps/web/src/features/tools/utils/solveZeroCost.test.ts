import { priceBatch } from '@cobertura/finance/pricing';
import { describe, expect, it } from 'vitest';
import { emptyLeg } from './pricerForm.ts';
import { solveZeroCost } from './solveZeroCost.ts';

/** The solver's strike gives a premium within this of zero (per unit of notional, price 4000). */
const ZERO_COST = 1e-6;

const market = { underlying: 'fx', spot: 4000, expiryYears: 0.5, rDomestic: 0.1, rForeign: 0.05, vol: 0.15 };

describe('solveZeroCost', () => {
  it('finds the put strike of a zero-cost buyer collar', () => {
    const legs = [
      emptyLeg({ strike: '4200' }),
      emptyLeg({ optionType: 'put', strike: '3800', quantity: '-1', isSolved: true }),
    ];
    const c = {
      ...market,
      kind: 'strategy',
      legs: [
        { kind: 'vanilla', optionType: 'call', strike: 4200, quantity: 1 },
        { kind: 'vanilla', optionType: 'put', strike: 3800, quantity: -1 },
      ],
    };
    const solved = solveZeroCost(c, legs);
    expect(solved.ok).toBe(true);
    if (!solved.ok) return;
    const legsAtStrike = [c.legs[0], { ...c.legs[1], strike: solved.strike }];
    const [priced] = priceBatch([{ ...c, legs: legsAtStrike }]);
    expect(priced && 'price' in priced && Math.abs(priced.price)).toBeLessThan(ZERO_COST);
  });

  it('needs a leg to solve, and reports what the library refuses', () => {
    const c = {
      ...market,
      kind: 'strategy',
      legs: [{ kind: 'vanilla', optionType: 'call', strike: 4200, quantity: 1 }],
    };
    expect(solveZeroCost(c, [emptyLeg()])).toEqual({ ok: false, reason: 'noSolvedLegs' });
    // A bought straddle costs at least the discounted |F − K|: no strike makes it free.
    const straddle = {
      ...c,
      legs: [c.legs[0]!, { kind: 'vanilla', optionType: 'put', strike: 4200, quantity: 1 }],
    };
    const never = solveZeroCost(straddle, [emptyLeg({ isSolved: true }), emptyLeg({ isSolved: true })]);
    expect(never.ok).toBe(false);
    expect('error' in never && never.error.code).toBe('NO_CONVERGENCE');
    const bad = solveZeroCost({ ...c, vol: -1 }, [emptyLeg({ isSolved: true })]);
    expect('error' in bad && bad.error.message).toContain('negative volatility');
  });
});
