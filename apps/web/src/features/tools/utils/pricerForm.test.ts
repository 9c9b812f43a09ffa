import { priceBatch } from '@cobertura/finance/pricing';
import { describe, expect, it } from 'vitest';
import { buildCase, defaultPricerForm, emptyLeg, isSimulated } from './pricerForm.ts';

/** Haug 2007, §1.1.6, Garman-Kohlhagen example: S = 1.56, K = 1.60, T = 0.5, r = 6 %, r_f = 8 %, σ = 12 %: call 0.0291. */
const HAUG_GK_CALL = 0.0291;

describe('buildCase', () => {
  it("turns the default form into Haug's Garman-Kohlhagen case", () => {
    const built = buildCase(defaultPricerForm('2026-01-02'));
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.case).toMatchObject({
      kind: 'vanilla',
      underlying: 'fx',
      spot: 1.56,
      strike: 1.6,
      expiryYears: 0.5,
      optionType: 'call',
    });
    expect(built.case.rDomestic).toBeCloseTo(0.06, 15);
    expect(built.case.vol).toBeCloseTo(0.12, 15);
    const [result] = priceBatch([built.case]);
    expect(result && 'price' in result && Math.abs(result.price - HAUG_GK_CALL)).toBeLessThan(5e-5);
  });

  it('takes the expiry from two dates as an ACT/365 year fraction', () => {
    const form = {
      ...defaultPricerForm('2026-01-01'),
      expiryMode: 'date' as const,
      expiryDate: '2026-07-02',
    };
    const built = buildCase(form);
    expect(built.ok && built.expiryYears).toBeCloseTo(182 / 365, 15);
  });

  it("reports the library's message for a bad date", () => {
    const form = { ...defaultPricerForm('2026-01-01'), expiryMode: 'date' as const, expiryDate: '' };
    const built = buildCase(form);
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.error.message).toContain('YYYY-MM-DD');
  });

  it('uses forward (not spot) for a future and drops the foreign rate', () => {
    const form = { ...defaultPricerForm('2026-01-01'), underlying: 'future' as const, spot: '80' };
    const built = buildCase(form);
    expect(built.ok && built.case).toMatchObject({ forward: 80 });
    expect(built.ok && 'rForeign' in built.case).toBe(false);
  });

  it('passes unreadable text to the library, which names the field', () => {
    const built = buildCase({ ...defaultPricerForm('2026-01-01'), vol: 'abc' });
    const [result] = priceBatch([built.ok ? built.case : {}]);
    expect(result && 'error' in result && result.error.message).toMatch(/vol must be a number/);
  });

  it('builds Monte Carlo Asian and strategy cases', () => {
    const asian = { ...defaultPricerForm('2026-01-01'), kind: 'asian' as const, isMonteCarlo: true };
    expect(isSimulated(asian)).toBe(true);
    expect(buildCase(asian).ok && buildCase(asian)).toMatchObject({
      case: { method: 'montecarlo', paths: 100000, seed: 42, fixings: 12 },
    });
    const strategy = {
      ...defaultPricerForm('2026-01-01'),
      kind: 'strategy' as const,
      legs: [emptyLeg({ strike: '1.6' }), emptyLeg({ optionType: 'put', strike: '1.5', quantity: '-1' })],
    };
    const built = buildCase(strategy);
    expect(built.ok && built.case.legs).toEqual([
      { kind: 'vanilla', optionType: 'call', strike: 1.6, quantity: 1 },
      { kind: 'vanilla', optionType: 'put', strike: 1.5, quantity: -1 },
    ]);
  });
});
