import { describe, expect, it } from 'vitest';
import { normalInv } from '../math/normal.ts';
import { createRng } from '../montecarlo/rng.ts';
import { refusalOf } from '../test/refusal-of.ts';
import { kupiecTest, varBacktest } from './var-backtest.ts';

/** The exception counts Kupiec's test accepts at 5 % for N days and a VaR confidence. */
function acceptedCounts(observations: number, confidence: number): [number, number] {
  const accepted = Array.from({ length: observations + 1 }, (_, x) => x).filter(
    (x) => !kupiecTest(x, observations, confidence).rejected,
  );
  return [accepted[0]!, accepted[accepted.length - 1]!];
}

/** Closes from daily log returns, starting at 100. */
function closesOf(returns: readonly number[]) {
  const closes = [{ date: 'd0', close: 100 }];
  for (const [i, r] of returns.entries()) {
    closes.push({ date: `d${i + 1}`, close: closes[i]!.close * Math.exp(r) });
  }
  return closes;
}

describe('kupiecTest', () => {
  it("accepts the exception counts of Kupiec's published non-rejection regions", () => {
    // Jorion, Value at Risk (3rd ed.), table 6-2 after Kupiec (1995), 95 % test confidence: the
    // region a < N < b is written [a + 1, b − 1].
    // "N < 7" at 255 days: the table gives no lower bound there, though no exception at all is
    // rejected (LR = −510·ln 0.99 = 5.13 > 3.84).
    expect(acceptedCounts(255, 0.99)[1]).toBe(6);
    expect(acceptedCounts(510, 0.99)).toEqual([2, 10]);
    expect(acceptedCounts(1000, 0.99)).toEqual([5, 16]);
    expect(acceptedCounts(255, 0.95)).toEqual([7, 20]);
    expect(acceptedCounts(510, 0.95)).toEqual([17, 35]);
    expect(acceptedCounts(1000, 0.95)).toEqual([38, 64]);
  });

  it('is zero when the exceptions are exactly the expected share, with p-value 1', () => {
    expect(kupiecTest(10, 1000, 0.99)).toEqual({ statistic: 0, pValue: 1, rejected: false });
  });

  it('refuses more exceptions than days', () => {
    expect(refusalOf(() => kupiecTest(11, 10, 0.99)).code).toBe('INVALID_ARGUMENT');
  });
});

describe('varBacktest', () => {
  const rng = createRng(42);
  const sigma = 0.006;
  const returns = Array.from({ length: 1000 }, () => sigma * rng.normal());
  const closes = closesOf(returns);
  const exposure = 1_000_000;
  /** The right one-day 99 % VaR of a linear book on these returns: z·|e|·σ. */
  const rightVar = normalInv(0.99) * exposure * sigma;

  it('on normal returns a linear book breaks its right 99 % VaR about 1 % of the days, and Kupiec agrees', () => {
    const result = varBacktest({
      closes,
      days: 1000,
      confidence: 0.99,
      valueAtRisk: rightVar,
      pnlOf: (move) => exposure * move,
    });
    expect(result.valueAtRisk).toBe(rightVar);
    expect(result.days).toHaveLength(1000);
    expect(result.expected).toBeCloseTo(10, 9);
    expect(result.exceptions).toBeGreaterThanOrEqual(5);
    expect(result.exceptions).toBeLessThanOrEqual(16);
    expect(result.kupiec.rejected).toBe(false);
    // The day's P&L is the book re-priced on its own move; the VaR is the one under test.
    const last = result.days[999]!;
    expect(last.valueAtRisk).toBe(rightVar);
    expect(last.pnl).toBeCloseTo(exposure * (Math.exp(returns[999]!) - 1), 6);
    expect(last.date).toBe('d1000');
    expect(result.exceptions).toBe(result.days.filter((d) => d.pnl < -d.valueAtRisk).length);
  });

  it('a VaR made too small by half is rejected', () => {
    const result = varBacktest({
      closes,
      days: 1000,
      confidence: 0.99,
      valueAtRisk: rightVar / 2,
      pnlOf: (move) => exposure * move,
    });
    expect(result.exceptions).toBeGreaterThan(16);
    expect(result.kupiec.rejected).toBe(true);
  });

  it('takes the most recent days the history allows; a single close is not enough data', () => {
    const short = varBacktest({
      closes: closes.slice(0, 51),
      days: 1000,
      confidence: 0.99,
      valueAtRisk: 1,
      pnlOf: (move) => move,
    });
    expect(short.days).toHaveLength(50);
    expect(short.days[0]!.date).toBe('d1');
    const refusal = refusalOf(() =>
      varBacktest({
        closes: closes.slice(0, 1),
        days: 10,
        confidence: 0.99,
        valueAtRisk: 1,
        pnlOf: (m) => m,
      }),
    );
    expect(refusal.code).toBe('NOT_ENOUGH_DATA');
    expect(
      refusalOf(() => varBacktest({ closes, days: 10, confidence: 0.99, valueAtRisk: -1, pnlOf: (m) => m }))
        .code,
    ).toBe('INVALID_ARGUMENT');
  });
});
