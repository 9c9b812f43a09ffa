import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { between } from '../test/arbitraries.ts';
import { type SettledRow, settledAverage } from './settled-average.ts';

const settled = (notional: number, rate: number, date = '2026-03-10'): SettledRow => ({
  notional,
  fixing_date: date,
  status: 'settled',
  settlement_rate: rate,
});

describe('settledAverage', () => {
  it('weights each settled rate by the size of its notional, inside the period only', () => {
    const rows = [
      settled(1_000_000, 4000),
      settled(-3_000_000, 4100),
      settled(5_000_000, 9999, '2026-04-01'),
      { ...settled(5_000_000, 9999), status: 'open' },
    ];
    expect(settledAverage(rows, '2026-03-01', '2026-03-31')).toBeCloseTo((4000 + 3 * 4100) / 4, 9);
    expect(settledAverage(rows, '2026-05-01', '2026-05-31')).toBeNull();
  });

  it('lies between the lowest and highest rate, and equals a rate all rows share', () => {
    const row = fc.record({
      notional: between(-1e9, 1e9).filter((n) => Math.abs(n) > 1),
      rate: between(0.5, 10_000),
    });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 20 }), (drawn) => {
        const rows = drawn.map((r) => settled(r.notional, r.rate));
        const average = settledAverage(rows, '2026-03-01', '2026-03-31')!;
        const rates = drawn.map((r) => r.rate);
        expect(average).toBeGreaterThanOrEqual(Math.min(...rates) * (1 - 1e-12));
        expect(average).toBeLessThanOrEqual(Math.max(...rates) * (1 + 1e-12));
        const same = drawn.map((r) => settled(r.notional, 4321));
        expect(settledAverage(same, '2026-03-01', '2026-03-31')).toBeCloseTo(4321, 6);
      }),
    );
  });
});
