import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverageAfter, netRateAfter } from './plan-figures.ts';

/** Relative tolerance of rates computed two ways in floating point. */
const RATE_TOLERANCE = 1e-9;

/** A period whose hedges share the exposure's sign, as finance computes its net rate (docs/figures.md). */
function period(exposure: number, hedged: number, hedgeRate: number, fwd: number) {
  const hedge = Math.sign(exposure) * hedged;
  return { exposure, hedge, fwd, netRate: fwd + (hedge / exposure) * (hedgeRate - fwd) };
}

describe('the net rate once the required amount is hedged', () => {
  it('is the hedged part at its rates and the rest at the forward', () => {
    const figures = fc.record({
      sign: fc.constantFrom(-1, 1),
      exposure: fc.double({ min: 1e3, max: 1e9, noNaN: true }),
      hedgedShare: fc.double({ min: 0, max: 1, noNaN: true }),
      requiredShare: fc.double({ min: 0, max: 1, noNaN: true }),
      hedgeRate: fc.double({ min: 0.5, max: 5000, noNaN: true }),
      fwd: fc.double({ min: 0.5, max: 5000, noNaN: true }),
      rate: fc.double({ min: 0.5, max: 5000, noNaN: true }),
    });
    fc.assert(
      fc.property(figures, ({ sign, exposure, hedgedShare, requiredShare, hedgeRate, fwd, rate }) => {
        const hedged = hedgedShare * exposure;
        const required = requiredShare * (exposure - hedged);
        const now = period(sign * exposure, hedged, hedgeRate, fwd);
        const weighted =
          (hedged * hedgeRate + required * rate + (exposure - hedged - required) * fwd) / exposure;
        const after = netRateAfter(now, required, rate) as number;
        expect(Math.abs(after - weighted)).toBeLessThanOrEqual(
          RATE_TOLERANCE * Math.max(fwd, rate, hedgeRate),
        );
      }),
    );
  });

  it('stays the net rate of today when nothing is required, or when it is hedged at the forward', () => {
    const now = period(-2_000_000, 500_000, 4050, 4180);
    expect(netRateAfter(now, 0)).toBe(now.netRate);
    // A forward at today's forward locks the expected rate without moving it.
    expect(netRateAfter(now, 900_000)).toBeCloseTo(now.netRate, 9);
    // Hedged lower than the forward, the required part pulls the rate down by its share.
    expect(netRateAfter(now, 1_000_000, 4100)).toBeCloseTo(now.netRate + 0.5 * (4100 - 4180), 9);
  });

  it('is the locked rates alone once the whole exposure is covered', () => {
    const now = period(1_000_000, 400_000, 4.3, 4.5);
    expect(netRateAfter(now, 600_000, 4.4)).toBeCloseTo(0.4 * 4.3 + 0.6 * 4.4, 12);
  });

  it('is unknown without a forward or an exposure', () => {
    expect(netRateAfter({ exposure: 0, hedge: 0, fwd: 4.5, netRate: null }, 0)).toBeNull();
    expect(netRateAfter({ exposure: 1e6, hedge: 0, fwd: null, netRate: null }, 1e5)).toBeNull();
  });
});

describe('the coverage once the required amount is hedged', () => {
  it('adds the required amount to the hedge, over the exposure', () => {
    expect(coverageAfter({ exposure: -2_000_000, hedge: -500_000 }, 900_000)).toBeCloseTo(0.7, 12);
    expect(coverageAfter({ exposure: 0, hedge: 0 }, 0)).toBeNull();
  });
});
