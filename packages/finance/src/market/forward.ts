/**
 * FX forwards by covered interest parity, and rate conversions.
 *
 * Quotes are domestic units per foreign unit (USDCOP = COP per USD: USD foreign, COP domestic).
 * Continuous compounding: F = S·exp((r_d − r_f)·t) (Hull, *Options, Futures, and Other Derivatives*,
 * 10th ed., eq. 5.9). Money-market simple rates: F = S·(1 + r_d·d/B_d)/(1 + r_f·d/B_f) with d actual
 * days and B the currency's day basis (360 for USD and EUR money markets, 365 for GBP, and the
 * product's 365 by default).
 */
import { ensure, requireFinite, requireNonNegative, requirePositive } from '../check.ts';

function requireTime(t: number): void {
  requireNonNegative('time in years', t);
}

/**
 * Forward by covered interest parity with continuously compounded rates.
 * @param spot > 0, domestic per foreign. @param rDomestic, rForeign continuously compounded, per year (0.05 = 5%).
 * @param t years to delivery, ≥ 0.
 * @throws FinanceError INVALID_ARGUMENT for a non-positive spot, negative time or non-finite rate.
 */
export function forwardByCip(spot: number, rDomestic: number, rForeign: number, t: number): number {
  requirePositive('spot', spot);
  requireFinite('rDomestic', rDomestic);
  requireFinite('rForeign', rForeign);
  requireTime(t);
  return spot * Math.exp((rDomestic - rForeign) * t);
}

/** Day bases of simple (money-market) rates. */
export interface SimpleRateBasis {
  /** Days per year of the domestic rate: 365 (default, the product's) or 360. */
  readonly domesticBasis?: number;
  /** Days per year of the foreign rate: 365 (default) or 360. */
  readonly foreignBasis?: number;
}

/**
 * Forward from simple (money-market, ACT/basis) interest rates: F = S·(1 + r_d·days/B_d)/(1 + r_f·days/B_f).
 * @param spot > 0. @param rDomestic, rForeign simple annual rates (0.05 = 5%). @param days calendar days to delivery ≥ 0.
 * @throws FinanceError INVALID_ARGUMENT for a non-positive spot or basis, negative days, or a
 *   growth factor 1 + r·days/B ≤ 0.
 */
export function forwardFromSimpleRates(
  spot: number,
  rDomestic: number,
  rForeign: number,
  days: number,
  basis: SimpleRateBasis = {},
): number {
  requirePositive('spot', spot);
  requireFinite('rDomestic', rDomestic);
  requireFinite('rForeign', rForeign);
  requireTime(days);
  const bd = basis.domesticBasis ?? 365;
  const bf = basis.foreignBasis ?? 365;
  requirePositive('domesticBasis', bd);
  requirePositive('foreignBasis', bf);
  const gd = 1 + (rDomestic * days) / bd;
  const gf = 1 + (rForeign * days) / bf;
  // One check per rate, with the same message, so that the error names the rate at fault.
  const growth = { kind: 'rule', rule: 'growthFactor' } as const;
  ensure(gd > 0, 'a growth factor 1 + r·t is not positive', 'INVALID_ARGUMENT', {
    argument: 'rDomestic',
    issue: growth,
  });
  ensure(gf > 0, 'a growth factor 1 + r·t is not positive', 'INVALID_ARGUMENT', {
    argument: 'rForeign',
    issue: growth,
  });
  return (spot * gd) / gf;
}

/**
 * The continuously compounded rate equivalent to a simple rate over `t` years: ln(1 + r·t)/t (r itself at t = 0).
 * @throws FinanceError INVALID_ARGUMENT for t < 0 or 1 + r·t ≤ 0.
 */
export function simpleToContinuous(r: number, t: number): number {
  requireFinite('r', r);
  requireTime(t);
  if (t === 0) return r;
  ensure(1 + r * t > 0, 'growth factor 1 + r·t is not positive');
  return Math.log1p(r * t) / t;
}

/** The simple rate equivalent to a continuously compounded rate over `t` years: (e^{r·t} − 1)/t. @throws as {@link simpleToContinuous}. */
export function continuousToSimple(r: number, t: number): number {
  requireFinite('r', r);
  requireTime(t);
  return t === 0 ? r : Math.expm1(r * t) / t;
}

/** Discount factor e^{−r·t} of a continuously compounded rate. @throws FinanceError INVALID_ARGUMENT for t < 0. */
export function discountFactor(r: number, t: number): number {
  requireFinite('r', r);
  requireTime(t);
  return Math.exp(-r * t);
}

/**
 * The continuously compounded rate of a discount factor: −ln(df)/t.
 * @throws FinanceError INVALID_ARGUMENT for df ≤ 0 or t ≤ 0.
 */
export function rateFromDiscountFactor(df: number, t: number): number {
  requirePositive('discount factor', df);
  requirePositive('t', t);
  return -Math.log(df) / t;
}

/**
 * Forward points F − S in price units (multiply by the pair's pip scale, e.g. 10⁴ for EURUSD, to quote pips).
 * @throws FinanceError INVALID_ARGUMENT for a non-positive price.
 */
export function forwardPoints(spot: number, forward: number): number {
  requirePositive('spot', spot);
  requirePositive('forward', forward);
  return forward - spot;
}

/**
 * The foreign rate implied by a forward, spot and domestic rate (continuous): r_f = r_d − ln(F/S)/t.
 * @throws FinanceError INVALID_ARGUMENT for non-positive prices or t ≤ 0.
 */
export function impliedForeignRate(spot: number, forward: number, rDomestic: number, t: number): number {
  requirePositive('spot', spot);
  requirePositive('forward', forward);
  requirePositive('t', t);
  requireFinite('rDomestic', rDomestic);
  return rDomestic - Math.log(forward / spot) / t;
}

/**
 * The domestic rate implied by a forward, spot and foreign rate (continuous): r_d = r_f + ln(F/S)/t.
 * @throws FinanceError INVALID_ARGUMENT for non-positive prices or t ≤ 0.
 */
export function impliedDomesticRate(spot: number, forward: number, rForeign: number, t: number): number {
  requirePositive('spot', spot);
  requirePositive('forward', forward);
  requirePositive('t', t);
  requireFinite('rForeign', rForeign);
  return rForeign + Math.log(forward / spot) / t;
}
