import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateMean } from '../montecarlo/estimate.ts';
import { createRng } from '../montecarlo/rng.ts';
import { between } from '../test/arbitraries.ts';
import {
  BGK_BETA,
  barrierPrice,
  blackPrice,
  continuityCorrectedBarrier,
  DAILY_MONITORING_YEARS,
  discreteBarrierPrice,
  discreteDoubleBarrierPrice,
  doubleBarrierPrice,
} from './index.ts';

/** A knock-out watched at m equally spaced dates, by simulation: discounted payoff, mean and error. */
function monteCarloKnockOut(
  terms: {
    isCall: boolean;
    s: number;
    k: number;
    lower: number;
    upper: number;
    t: number;
    r: number;
    b: number;
    v: number;
  },
  dates: number,
  paths: number,
  seed: number,
) {
  const { isCall, s, k, t, r, b, v } = terms;
  const rng = createRng(seed);
  const dt = t / dates;
  const driftStep = (b - (v * v) / 2) * dt;
  const volStep = v * Math.sqrt(dt);
  const lower = Math.log(terms.lower / s);
  const upper = Math.log(terms.upper / s);
  const df = Math.exp(-r * t);
  const z = new Float64Array(dates);
  const payoffs = new Float64Array(paths);
  for (let p = 0; p < paths; p++) {
    rng.fillNormal(z);
    let x = 0;
    let isAlive = true;
    for (let j = 0; j < dates && isAlive; j++) {
      x += driftStep + volStep * z[j]!;
      isAlive = x > lower && x < upper;
    }
    const end = s * Math.exp(x);
    payoffs[p] = isAlive ? df * Math.max(isCall ? end - k : k - end, 0) : 0;
  }
  return estimateMean(payoffs);
}

/** Half a year watched daily: 126 dates one business day (1/252 year) apart. */
const HALF_YEAR = { t: 0.5, dates: 126 };
const PATHS = 200_000;

describe('continuity correction (Broadie, Glasserman and Kou 1997)', () => {
  it('β is −ζ(1/2)/√(2π), ζ(1/2) = −1.4603545088095868 (BGK 1997, Theorem 1: β ≈ 0.5826)', () => {
    expect(BGK_BETA).toBeCloseTo(1.4603545088095868 / Math.sqrt(2 * Math.PI), 15);
    expect(BGK_BETA).toBeCloseTo(0.5826, 4);
  });

  it('moves a barrier away from the spot by e^{βσ√Δt}, and not at all when watched continuously', () => {
    // σ = 20 %, Δt = 1/252: βσ√Δt = 0.5826 × 0.2 × 0.0629941 = 0.0073402.
    const shift = Math.exp(0.5825971579390106 * 0.2 * Math.sqrt(1 / 252));
    expect(continuityCorrectedBarrier(4400, true, 0.2, DAILY_MONITORING_YEARS)).toBeCloseTo(4400 * shift, 9);
    expect(continuityCorrectedBarrier(3600, false, 0.2, DAILY_MONITORING_YEARS)).toBeCloseTo(3600 / shift, 9);
    expect(continuityCorrectedBarrier(4400 * shift, true, 0.2, DAILY_MONITORING_YEARS) / 4400).toBeCloseTo(
      shift * shift,
      12,
    );
    expect(continuityCorrectedBarrier(3600, false, 0.2, 0)).toBe(3600);
  });

  it('prices a daily down-and-out call as a daily-watched Monte Carlo does, within three standard errors', () => {
    const terms = {
      isCall: true,
      s: 100,
      k: 100,
      lower: 95,
      upper: Infinity,
      t: HALF_YEAR.t,
      r: 0.05,
      b: 0.02,
      v: 0.25,
    };
    const simulated = monteCarloKnockOut(terms, HALF_YEAR.dates, PATHS, 20_261_128);
    const daily = discreteBarrierPrice(
      0,
      true,
      100,
      100,
      95,
      0,
      0.5,
      0.05,
      0.02,
      0.25,
      DAILY_MONITORING_YEARS,
    );
    const continuous = barrierPrice(0, true, 100, 100, 95, 0, 0.5, 0.05, 0.02, 0.25);
    expect(Math.abs(daily - simulated.mean)).toBeLessThan(3 * simulated.stdError);
    // The continuous price is far outside the simulation's error: the correction is what matters.
    expect(simulated.mean - continuous).toBeGreaterThan(10 * simulated.stdError);
  });

  it('prices a daily up-and-out put and a daily double knock-out as Monte Carlo does', () => {
    const market = { s: 4000, k: 4000, t: HALF_YEAR.t, r: 0.09, b: 0.045, v: 0.12 };
    const upOut = monteCarloKnockOut(
      { ...market, isCall: false, lower: 0, upper: 4200 },
      HALF_YEAR.dates,
      PATHS,
      1,
    );
    const { s, k, t, r, b, v } = market;
    const dailyUpOut = discreteBarrierPrice(2, false, s, k, 4200, 0, t, r, b, v, DAILY_MONITORING_YEARS);
    expect(Math.abs(dailyUpOut - upOut.mean)).toBeLessThan(3 * upOut.stdError);
    expect(upOut.mean - barrierPrice(2, false, s, k, 4200, 0, t, r, b, v)).toBeGreaterThan(
      5 * upOut.stdError,
    );

    const corridor = monteCarloKnockOut(
      { ...market, isCall: true, lower: 3700, upper: 4500 },
      HALF_YEAR.dates,
      PATHS,
      2,
    );
    const dailyCorridor = discreteDoubleBarrierPrice(
      true,
      s,
      k,
      3700,
      4500,
      t,
      r,
      b,
      v,
      DAILY_MONITORING_YEARS,
    );
    expect(Math.abs(dailyCorridor - corridor.mean)).toBeLessThan(3 * corridor.stdError);
    expect(corridor.mean - doubleBarrierPrice(true, s, k, 3700, 4500, t, r, b, v)).toBeGreaterThan(
      5 * corridor.stdError,
    );
  });

  it('a spot already at or beyond the barrier itself has touched it: today is an observation', () => {
    // 99.9 is beyond 100 but inside the corrected barrier 100·e^{−βσ√Δt} ≈ 99.08.
    expect(
      discreteBarrierPrice(0, true, 99.9, 95, 100, 0, 0.5, 0.05, 0.02, 0.25, DAILY_MONITORING_YEARS),
    ).toBe(0);
    expect(
      discreteBarrierPrice(1, true, 99.9, 95, 100, 0, 0.5, 0.05, 0.02, 0.25, DAILY_MONITORING_YEARS),
    ).toBe(blackPrice(true, 99.9, 95, 0.5, 0.05, 0.02, 0.25));
    expect(
      discreteDoubleBarrierPrice(true, 120.05, 100, 90, 120, 0.5, 0.05, 0.02, 0.25, DAILY_MONITORING_YEARS),
    ).toBe(0);
  });

  // Volatilities from 5 %: the closed forms' own robustness at lower ones is tested with them.
  const arb = fc.record({
    s: between(0.5, 5000),
    kRatio: between(0.7, 1.3),
    hRatio: between(0.6, 0.99),
    t: between(1 / 365, 5),
    r: between(-0.02, 0.15),
    b: between(-0.1, 0.1),
    v: between(0.05, 1),
    isCall: fc.boolean(),
  });

  it('a daily knock-out lies between the continuous one and the vanilla; in + out = vanilla', () => {
    fc.assert(
      fc.property(arb, ({ s, kRatio, hRatio, t, r, b, v, isCall }) => {
        const k = s * kRatio;
        const vanilla = blackPrice(isCall, s, k, t, r, b, v);
        const tol = 1e-9 * Math.max(1, s);
        const dt = DAILY_MONITORING_YEARS;
        for (const [outCode, h] of [
          [0, s * hRatio],
          [2, s / hRatio],
        ] as const) {
          const continuous = barrierPrice(outCode, isCall, s, k, h, 0, t, r, b, v);
          const daily = discreteBarrierPrice(outCode, isCall, s, k, h, 0, t, r, b, v, dt);
          const dailyIn = discreteBarrierPrice(outCode + 1, isCall, s, k, h, 0, t, r, b, v, dt);
          if (!(continuous - tol <= daily && daily <= vanilla + tol)) return false;
          if (Math.abs(daily + dailyIn - vanilla) > tol) return false;
        }
        const corridor = doubleBarrierPrice(isCall, s, k, s * hRatio, s / hRatio, t, r, b, v);
        const dailyCorridor = discreteDoubleBarrierPrice(
          isCall,
          s,
          k,
          s * hRatio,
          s / hRatio,
          t,
          r,
          b,
          v,
          dt,
        );
        return corridor - tol <= dailyCorridor && dailyCorridor <= vanilla + tol;
      }),
    );
  });

  it('watched continuously (interval 0), the prices are the continuous closed forms exactly', () => {
    fc.assert(
      fc.property(arb, ({ s, kRatio, hRatio, t, r, b, v, isCall }) => {
        const k = s * kRatio;
        return (
          Object.is(
            discreteBarrierPrice(0, isCall, s, k, s * hRatio, 0, t, r, b, v, 0),
            barrierPrice(0, isCall, s, k, s * hRatio, 0, t, r, b, v),
          ) &&
          Object.is(
            discreteDoubleBarrierPrice(isCall, s, k, s * hRatio, s / hRatio, t, r, b, v, 0),
            doubleBarrierPrice(isCall, s, k, s * hRatio, s / hRatio, t, r, b, v),
          )
        );
      }),
    );
  });
});
