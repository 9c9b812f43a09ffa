import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { between } from '../test/arbitraries.ts';
import {
  OPTIMIZER_RISK_PROFILES,
  optimizerProfileName,
  percentileForSide,
  riskProfileOfScore,
} from './profiles.ts';
import { RISK_PROFILE_LABELS, riskProfileScore } from './risk-profile.ts';
import { revalueUnderSpotShocks, upDownScenarios } from './scenarios.ts';
import {
  cashFlowAtRisk,
  deltaNormalVar,
  historicalVar,
  horizonReturns,
  monteCarloVar,
} from './value-at-risk.ts';

/** Monte Carlo tolerance: relative error allowed at 200,000 paths (about 4 standard errors of a tail quantile). */
const MC_RELATIVE = 0.02;

describe('spec percentiles and profiles', () => {
  it('uses (1 − c)/2 for sellers and 1 − (1 − c)/2 for buyers (c a fraction)', () => {
    expect(percentileForSide('seller', 0.95)).toBeCloseTo(0.025, 15);
    expect(percentileForSide('buyer', 0.95)).toBeCloseTo(0.975, 15);
    expect(percentileForSide('seller', 0.9)).toBeCloseTo(0.05, 15);
    expect(() => percentileForSide('buyer', 95)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(() => percentileForSide('buyer', 1)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });

  it('bands scores at 1.5, 2.5, 3.5, 4.5', () => {
    expect(riskProfileOfScore(0)).toBe('VERY CONSERVATIVE');
    expect(riskProfileOfScore(1.4999)).toBe('VERY CONSERVATIVE');
    expect(riskProfileOfScore(1.5)).toBe('CONSERVATIVE');
    expect(riskProfileOfScore(2.5)).toBe('BALANCED');
    expect(riskProfileOfScore(3.5)).toBe('AGGRESSIVE');
    expect(riskProfileOfScore(4.5)).toBe('VERY AGGRESSIVE');
    expect(riskProfileOfScore(5)).toBe('VERY AGGRESSIVE');
  });

  it('numbers optimizer profiles 0 to 5', () => {
    expect(OPTIMIZER_RISK_PROFILES).toEqual({
      'VERY CONSERVATIVE': 0,
      CONSERVATIVE: 1,
      MODERATE: 2,
      AGGRESSIVE: 3,
      'VERY AGGRESSIVE': 4,
      CUSTOM: 5,
    });
    expect(optimizerProfileName(5)).toBe('CUSTOM');
    expect(() => optimizerProfileName(6)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});

describe('risk-profile score', () => {
  const fx = (
    protection: 'unlimited' | 'capped' | 'knock_out',
    participation: 'none' | 'limited' | 'unlimited',
    leverage = 1,
  ) => ({
    notional: 100,
    protection,
    participation,
    leverage,
  });

  it('scores reference portfolios', () => {
    const score = (hedges: ReturnType<typeof fx>[], balance = 0, cashFlow = 100) =>
      riskProfileScore({ balanceExposure: balance, cashFlowExposure: cashFlow, hedges }).score;
    expect(score([fx('unlimited', 'none')])).toBe(0); // fully forward-hedged
    expect(score([])).toBe(5); // nothing hedged
    expect(score([fx('unlimited', 'unlimited')])).toBe(1.25); // bought options
    expect(score([fx('unlimited', 'limited')])).toBe(0.625); // collar
    expect(score([fx('capped', 'limited')])).toBe(1.875); // seagull
    expect(score([fx('knock_out', 'none')])).toBe(2.5); // knock-out forward
    expect(score([fx('unlimited', 'none', 2)])).toBe(2.5); // 2:1 ratio forward
    expect(score([{ ...fx('unlimited', 'none'), notional: 50 }])).toBe(2.5); // half hedged
    expect(riskProfileScore({ balanceExposure: 0, cashFlowExposure: 0, hedges: [] }).score).toBe(0);
  });

  it('covers balance first and breaks the score into the nine labels', () => {
    const result = riskProfileScore({
      balanceExposure: -60,
      cashFlowExposure: -140,
      hedges: [{ notional: 100, protection: 'capped', participation: 'limited' }],
    });
    const byLabel = Object.fromEntries(result.breakdown.map((c) => [c.label, c]));
    expect(result.breakdown.map((c) => c.label)).toEqual([...RISK_PROFILE_LABELS]);
    expect(byLabel['balance exposure']!.amount).toBe(0);
    expect(byLabel['cash flow exposure']!.amount).toBe(100);
    expect(byLabel['capped hedge']!.amount).toBe(100);
    expect(result.score).toBeCloseTo((100 * 2.5 + 100 * 1.25) / 200 / 2 + (100 * 5) / 200, 14);
    expect(result.profile).toBe('BALANCED');
  });

  it('property: the score lies in [0, 5] and equals the sum of its contributions', () => {
    const hedge = fc.record({
      notional: between(0, 1e6),
      protection: fc.constantFrom('unlimited' as const, 'capped' as const, 'knock_out' as const),
      participation: fc.constantFrom('none' as const, 'limited' as const, 'unlimited' as const),
      leverage: between(1, 3),
    });
    fc.assert(
      fc.property(
        between(-1e6, 1e6),
        between(-1e6, 1e6),
        fc.array(hedge, { maxLength: 5 }),
        (balanceExposure, cashFlowExposure, hedges) => {
          const r = riskProfileScore({ balanceExposure, cashFlowExposure, hedges });
          expect(r.score).toBeGreaterThanOrEqual(0);
          expect(r.score).toBeLessThanOrEqual(5);
          expect(Math.abs(r.breakdown.reduce((s, c) => s + c.contribution, 0) - r.score)).toBeLessThan(1e-9);
        },
      ),
    );
  });
});

describe('spot scenarios', () => {
  it('revalues with callbacks or delta-gamma', () => {
    const forward = { id: 'fwd', value: (s: number) => 1_000_000 * (s - 4000) };
    const option = { id: 'opt', delta: 500, gamma: 2 };
    const [down, up] = revalueUnderSpotShocks([forward, option], 4000, [-0.05, 0.05]);
    expect(up!.pnl[0]).toBeCloseTo(1_000_000 * 200, 6);
    expect(up!.pnl[1]).toBeCloseTo(500 * 200 + 0.5 * 2 * 200 * 200, 9);
    expect(down!.total).toBeCloseTo(-1_000_000 * 200 - 500 * 200 + 0.5 * 2 * 200 * 200, 6);
    const { up: u, down: d } = upDownScenarios([option], 4000, 0.1);
    expect(u.spot).toBeCloseTo(4400, 9);
    expect(d.spot).toBeCloseTo(3600, 9);
    expect(() => revalueUnderSpotShocks([{ id: 'x' }], 4000, [0.1])).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });
});

describe('value-at-risk', () => {
  // A long position of 1,000,000 foreign units at spot 4000, 12% volatility, 10 days of 365.
  const base = {
    positions: [{ delta: 1_000_000 }],
    factors: [{ spot: 4000, vol: 0.12 }],
    horizonYears: 10 / 365,
    confidence: 0.99,
  };
  const sd = 1_000_000 * 4000 * 0.12 * Math.sqrt(10 / 365);

  it('delta-normal: z·σ·√h·exposure, and diversifies with correlation', () => {
    expect(deltaNormalVar(base).valueAtRisk).toBeCloseTo(2.3263478740408408 * sd, 3);
    const two = {
      ...base,
      positions: [{ delta: 1_000_000 }, { delta: 250, factor: 1 }],
      factors: [base.factors[0]!, { spot: 16_000_000, vol: 0.12 }],
    };
    const independent = deltaNormalVar(two).valueAtRisk;
    const perfect = deltaNormalVar({
      ...two,
      correlation: [
        [1, 1],
        [1, 1],
      ],
    }).valueAtRisk;
    expect(independent).toBeCloseTo(Math.SQRT2 * 2.3263478740408408 * sd, 3);
    expect(perfect).toBeCloseTo(2 * 2.3263478740408408 * sd, 3);
  });

  it('Monte Carlo agrees with the lognormal quantile and is reproducible by seed', () => {
    const mc = monteCarloVar(
      { ...base, positions: [{ value: (s: number) => 1_000_000 * s }] },
      { paths: 200_000, seed: 7 },
    );
    const h = 10 / 365;
    const exact =
      -1_000_000 * 4000 * (Math.exp(-0.5 * 0.0144 * h - 2.3263478740408408 * 0.12 * Math.sqrt(h)) - 1);
    expect(Math.abs(mc.valueAtRisk / exact - 1)).toBeLessThan(MC_RELATIVE);
    expect(mc.expectedShortfall).toBeGreaterThan(mc.valueAtRisk);
    const again = monteCarloVar(
      { ...base, positions: [{ value: (s: number) => 1_000_000 * s }] },
      { paths: 200_000, seed: 7 },
    );
    expect(again.valueAtRisk).toBe(mc.valueAtRisk);
  });

  it('historical: revalues under each past return', () => {
    const returns = [-0.03, -0.02, -0.01, 0, 0.01, 0.02, 0.03, 0.01, -0.005, 0.004].map((r) => [r]);
    const result = historicalVar({ ...base, confidence: 0.9, returns });
    // 10th percentile of P&L by linear interpolation between the two lowest scenarios.
    const pnl = returns.map(([r]) => 1_000_000 * 4000 * (Math.exp(r!) - 1)).sort((a, b) => a - b);
    expect(result.valueAtRisk).toBeCloseTo(-(pnl[0]! + 0.9 * (pnl[1]! - pnl[0]!)), 3);
    expect(horizonReturns([100, 110, 121], 1)).toEqual([Math.log(1.1), Math.log(1.1)]);
    expect(horizonReturns([100, 110, 121], 2)).toEqual([Math.log(1.21)]);
    expect(() => historicalVar({ ...base, returns: [[0.01]] })).toThrow(
      expect.objectContaining({ code: 'NOT_ENOUGH_DATA' }),
    );
  });
});

describe('cash-flow-at-risk', () => {
  const common = { forward: 4000, vol: 0.12, years: 0.5, confidence: 0.95 };

  it("uses the seller's low percentile and the buyer's high percentile", () => {
    const seller = cashFlowAtRisk({
      ...common,
      method: 'delta-normal',
      cashFlows: [(rate) => 1_000_000 * rate],
    });
    expect(seller.side).toBe('seller');
    expect(seller.percentile).toBeCloseTo(0.025, 15);
    expect(seller.rateAtRisk).toBeCloseTo(4000 * (1 - 1.959963984540054 * 0.12 * Math.sqrt(0.5)), 6);
    expect(seller.cashFlowAtRisk).toBeCloseTo(1_000_000 * (4000 - seller.rateAtRisk), 3);
    const buyer = cashFlowAtRisk({
      ...common,
      method: 'delta-normal',
      cashFlows: [(rate) => -1_000_000 * rate],
    });
    expect(buyer.side).toBe('buyer');
    expect(buyer.percentile).toBeCloseTo(0.975, 15);
    expect(buyer.cashFlowAtRisk).toBeCloseTo(seller.cashFlowAtRisk, 3);
  });

  it('a forward hedge removes the cash flow at risk', () => {
    const hedged = cashFlowAtRisk({
      ...common,
      method: 'monte-carlo',
      monteCarlo: { paths: 20_000, seed: 3 },
      cashFlows: [(rate) => -1_000_000 * rate, (rate) => 1_000_000 * (rate - 4000)],
      side: 'buyer',
    });
    expect(hedged.cashFlowAtRisk).toBeCloseTo(0, 6);
  });

  it('Monte Carlo and historical methods find the lognormal percentile', () => {
    const mc = cashFlowAtRisk({
      ...common,
      method: 'monte-carlo',
      monteCarlo: { paths: 200_000, seed: 11 },
      cashFlows: [(rate) => rate],
    });
    const exact = 4000 * Math.exp(-0.5 * 0.0144 * 0.5 - 1.959963984540054 * 0.12 * Math.sqrt(0.5));
    expect(Math.abs(mc.rateAtRisk / exact - 1)).toBeLessThan(MC_RELATIVE / 4);
    const hist = cashFlowAtRisk({
      ...common,
      method: 'historical',
      returns: [-0.1, 0, 0.1],
      cashFlows: [(r) => r],
    });
    expect(hist.rateAtRisk).toBeCloseTo(4000 * Math.exp(-0.1) + 0.05 * (4000 - 4000 * Math.exp(-0.1)), 9);
  });
});
