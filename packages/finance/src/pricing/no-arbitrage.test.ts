/**
 * Every pricer is finite and inside its no-arbitrage bounds over the whole range a book can reach:
 * volatility 0.01 % to 500 %, one day to thirty years, barriers within 0.1 % of the spot and far
 * from it. Low volatilities are where the closed forms' (H/S)^{2μ} factors overflow (μ ≈ b/σ²), so
 * half of the draws take them from 0.01 % to 1 %.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { between } from '../test/arbitraries.ts';
import { asianApproxPrice, asianFirstFixing } from './asian.ts';
import { barrierPrice, barrierPriceDelta } from './barrier.ts';
import { blackPrice, blackPriceDelta } from './black.ts';
import { doubleBarrierPrice } from './double-barrier.ts';
import { forwardValuation } from './forward.ts';
import { emptyValuation } from './types.ts';

const RUNS = { numRuns: 400 };

/** Volatility 0.0001–5, half of the draws below 1 %. */
const vol = fc.oneof(between(1e-4, 0.01), between(0.01, 5));
/** One day to thirty years. */
const years = between(1 / 365, 30);
/** Rates and carries of any market a treasurer meets, negative ones included. */
const rate = between(-0.02, 0.15);
const carry = between(-0.1, 0.1);
/** The distance of a barrier from the spot, in log terms: within 0.1 %, or far. */
const distance = fc.oneof(between(1e-6, 1e-3), between(1e-3, 1.5));
const market = fc.record({
  s: between(0.5, 5000),
  moneyness: between(-0.7, 0.7),
  t: years,
  r: rate,
  b: carry,
  v: vol,
});

/** Rounding allowance: a relative 1e-9 of the amounts that enter the price. */
const slack = (s: number, k: number) => 1e-9 * (s + k);

describe('no-arbitrage bounds of every pricer (property)', () => {
  it('vanilla Black / Garman-Kohlhagen / Black-76: finite, within bounds, put-call parity', () => {
    fc.assert(
      fc.property(market, fc.boolean(), ({ s, moneyness, t, r, b, v }, isFuture) => {
        const carryB = isFuture ? 0 : b;
        const k = s * Math.exp(moneyness);
        const fwdDf = s * Math.exp((carryB - r) * t);
        const kDf = k * Math.exp(-r * t);
        const call = blackPriceDelta(true, s, k, t, r, carryB, v, emptyValuation());
        const put = blackPrice(false, s, k, t, r, carryB, v);
        const tol = slack(fwdDf, kDf);
        expect(Number.isFinite(call.price) && Number.isFinite(call.delta) && Number.isFinite(put)).toBe(true);
        expect(call.price).toBeGreaterThanOrEqual(Math.max(fwdDf - kDf, 0) - tol);
        expect(call.price).toBeLessThanOrEqual(fwdDf + tol);
        expect(put).toBeGreaterThanOrEqual(Math.max(kDf - fwdDf, 0) - tol);
        expect(put).toBeLessThanOrEqual(kDf + tol);
        expect(Math.abs(call.price - put - (fwdDf - kDf))).toBeLessThanOrEqual(tol);
      }),
      RUNS,
    );
  });

  it('forward: finite, the discounted forward less the discounted strike', () => {
    fc.assert(
      fc.property(market, rate, ({ s, moneyness, t, r }, rf) => {
        const k = s * Math.exp(moneyness);
        const value = forwardValuation(true, s, k, t, r, rf, emptyValuation());
        const expected = s * Math.exp(-rf * t) - k * Math.exp(-r * t);
        expect(Number.isFinite(value.price) && Number.isFinite(value.delta)).toBe(true);
        expect(Math.abs(value.price - expected)).toBeLessThanOrEqual(slack(s, k));
      }),
      RUNS,
    );
  });

  it('single barriers, all 8 kinds: finite, 0 ≤ knock-out ≤ vanilla, in + out = vanilla, finite delta', () => {
    fc.assert(
      fc.property(
        market,
        distance,
        fc.boolean(),
        fc.boolean(),
        ({ s, moneyness, t, r, b, v }, away, isDown, isCall) => {
          const k = s * Math.exp(moneyness);
          const h = s * Math.exp(isDown ? -away : away);
          const vanilla = blackPrice(isCall, s, k, t, r, b, v);
          const out = barrierPriceDelta(isDown ? 0 : 2, isCall, s, k, h, 0, t, r, b, v, emptyValuation());
          const knockIn = barrierPriceDelta(isDown ? 1 : 3, isCall, s, k, h, 0, t, r, b, v, emptyValuation());
          const tol = slack(s * Math.exp((b - r) * t), k * Math.exp(-r * t));
          for (const x of [out.price, out.delta, knockIn.price, knockIn.delta])
            expect(Number.isFinite(x)).toBe(true);
          expect(out.price).toBeGreaterThanOrEqual(0);
          expect(knockIn.price).toBeGreaterThanOrEqual(0);
          expect(out.price).toBeLessThanOrEqual(vanilla + tol);
          expect(knockIn.price).toBeLessThanOrEqual(vanilla + tol);
          expect(Math.abs(out.price + knockIn.price - vanilla)).toBeLessThanOrEqual(tol);
        },
      ),
      RUNS,
    );
  });

  it('double barriers in and out: finite, 0 ≤ out ≤ each single knock-out, in = vanilla − out ≥ 0', () => {
    fc.assert(
      fc.property(
        market,
        distance,
        distance,
        fc.boolean(),
        ({ s, moneyness, t, r, b, v }, down, up, isCall) => {
          const k = s * Math.exp(moneyness);
          const lower = s * Math.exp(-down);
          const upper = s * Math.exp(up);
          const vanilla = blackPrice(isCall, s, k, t, r, b, v);
          const out = doubleBarrierPrice(isCall, s, k, lower, upper, t, r, b, v);
          const tol = slack(s * Math.exp((b - r) * t), k * Math.exp(-r * t));
          expect(Number.isFinite(out)).toBe(true);
          expect(out).toBeGreaterThanOrEqual(0);
          expect(out).toBeLessThanOrEqual(barrierPrice(0, isCall, s, k, lower, 0, t, r, b, v) + tol);
          expect(out).toBeLessThanOrEqual(barrierPrice(2, isCall, s, k, upper, 0, t, r, b, v) + tol);
          expect(vanilla - out).toBeGreaterThanOrEqual(-tol);
        },
      ),
      RUNS,
    );
  });

  it('Asian (two-moment approximation): finite, call ≤ discounted mean average, put ≤ discounted strike, parity', () => {
    fc.assert(
      fc.property(
        market,
        fc.integer({ min: 1, max: 260 }),
        between(0, 0.99),
        ({ s, moneyness, t, r, b, v }, n, startShare) => {
          const k = s * Math.exp(moneyness);
          const first = asianFirstFixing(t, n, startShare * t);
          const df = Math.exp(-r * t);
          // The mean of the forwards at the fixings, as the approximation's first moment.
          const dt = n > 1 ? (t - first) / (n - 1) : 0;
          let mean = 0;
          for (let i = 0; i < n; i++) mean += s * Math.exp(b * (first + i * dt));
          mean /= n;
          const call = asianApproxPrice(true, s, k, t, r, b, v, n, first);
          const put = asianApproxPrice(false, s, k, t, r, b, v, n, first);
          const tol = slack(mean * df, k * df);
          expect(Number.isFinite(call) && Number.isFinite(put)).toBe(true);
          expect(call).toBeGreaterThanOrEqual(0);
          expect(put).toBeGreaterThanOrEqual(0);
          expect(call).toBeLessThanOrEqual(mean * df + tol);
          expect(put).toBeLessThanOrEqual(k * df + tol);
          expect(Math.abs(call - put - df * (mean - k))).toBeLessThanOrEqual(tol * 10);
        },
      ),
      RUNS,
    );
  });
});
