import { describe, expect, it } from 'vitest';
import { valuationRequest } from './valuationRequest.ts';

const controls = { interval: '1M' as const, shockPercent: 10, valuationDate: '2026-11-24' };

describe('valuationRequest', () => {
  it('sends the portfolios, the asset, the interval, the date and the shock as a fraction', () => {
    expect(valuationRequest([10, 11], 'USDCOP', controls)).toEqual({
      portfolios: [10, 11],
      assets: ['USDCOP'],
      interval: '1M',
      shock: 0.1,
      valuation_date: '2026-11-24',
    });
  });

  it('turns percent into a fraction without binary noise', () => {
    expect(valuationRequest([10], 'USDCOP', { ...controls, shockPercent: 7 })?.shock).toBe(0.07);
    expect(valuationRequest([10], 'USDCOP', { ...controls, shockPercent: 12.5 })?.shock).toBe(0.125);
    expect(valuationRequest([10], 'USDCOP', { ...controls, shockPercent: 90 })?.shock).toBe(0.9);
  });

  it('asks nothing without a portfolio, an asset or a shock in (0, 90] %', () => {
    expect(valuationRequest([], 'USDCOP', controls)).toBeNull();
    expect(valuationRequest([10], undefined, controls)).toBeNull();
    for (const shockPercent of [0, -5, 90.5, Number.NaN])
      expect(valuationRequest([10], 'USDCOP', { ...controls, shockPercent })).toBeNull();
  });
});
