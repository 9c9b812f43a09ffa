import { describe, expect, it } from 'vitest';
import { planBudget } from './planBudget.ts';

describe('planBudget', () => {
  it("measures against the portfolio's budget rate unless another is typed", () => {
    expect(planBudget('', 3475.12, 3512.4)).toEqual({ rate: 3475.12, source: 'portfolio' });
    expect(planBudget('3600', 3475.12, 3512.4)).toEqual({ rate: 3600, source: 'typed' });
    expect(planBudget('3.600,5', 3475.12, 3512.4)).toEqual({ rate: 3600.5, source: 'typed' });
  });

  it("does not call the portfolio's own rate typed, nor a text that is no rate", () => {
    expect(planBudget('3475.12', 3475.12, 3512.4)).toEqual({ rate: 3475.12, source: 'portfolio' });
    expect(planBudget('3475,12', 3475.12, 3512.4)).toEqual({ rate: 3475.12, source: 'portfolio' });
    expect(planBudget('0', 3475.12, undefined)).toEqual({ rate: 3475.12, source: 'portfolio' });
    expect(planBudget('abc', null, 3512.4)).toEqual({ rate: 3512.4, source: 'forward' });
  });

  it('falls back on the forward without a portfolio budget, unknown until it is priced', () => {
    expect(planBudget('', null, 3512.4)).toEqual({ rate: 3512.4, source: 'forward' });
    expect(planBudget('', undefined, undefined)).toEqual({ rate: undefined, source: 'forward' });
    expect(planBudget('1.09', undefined, 1.1)).toEqual({ rate: 1.09, source: 'typed' });
  });
});
