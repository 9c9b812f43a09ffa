/**
 * Valuation inputs per tenor (DESIGN.md, spec 02 §3 "Valuation input") and their interpolation.
 *
 * Per tenor: `days_to_expiration`, the forward `fwd`, continuously compounded zero rates `r`
 * (domestic) and `rf` (foreign), the domestic discount factor `d0`, and the smile: implied volatility
 * σ(m) = c0 + c1·m + c2·m² at log-moneyness m = ln(K/fwd), as a decimal (0.12 = 12%). Time is
 * days/365 (ACT/365 Fixed, spec 02 §9).
 *
 * Between two tenors t1 < t < t2, with w = (t − t1)/(t2 − t1):
 * - r and rf are linear in time.
 * - The smile is linear in total variance at each log-moneyness m (Gatheral 2006, "The Volatility
 *   Surface", ch. 3; Gatheral and Jacquier 2014, Lemma 2.1, on calendar spreads):
 *     σ(t, m)²·t = (1 − w)·σ1(m)²·t1 + w·σ2(m)²·t2,
 *   each tenor's σ_i floored as {@link smileVolatility} floors it. When each tenor's total variance is
 *   at least the one before it at m, it never falls with maturity between them, so the surface has
 *   no calendar arbitrage that its tenors do not already have (volatilities linear in time could
 *   put total variance above the next tenor's). {@link interpolateSmile} gives that smile exactly;
 *   c0, c1, c2 of {@link interpolateValuationInput} are the quadratic that agrees with it at the money
 *   (level, slope and curvature at m = 0), what a quadratic can carry.
 * - fwd follows covered interest parity with those interpolated rates, anchored at the left tenor,
 *   plus the part of the forward points that the rates do not explain (the cross-currency basis)
 *   spread linearly:
 *     ln F(t) = ln F1 + [(r − rf)·t − (r1 − rf1)·t1] + w·β,
 *     β = ln F2 − ln F1 − [(r2 − rf2)·t2 − (r1 − rf1)·t1].
 *   So F is exact at both tenors, and exactly CIP (F = S·e^{(r−rf)t}) when the tenors are consistent
 *   with one spot; interpolating forward points directly would break parity with the rates.
 * - d0 = e^{−r·t} times the tenors' own residual (ln d0 + r·t, zero when consistent), interpolated
 *   linearly, so d0 too is exact at the tenors.
 * Before the first tenor: towards t = 0, where d0 = 1; with a `spot`, the forward runs to the spot
 * at t = 0 (a tenor at day 0 with the first tenor's rates and smile); without one, rates, smile and
 * basis are flat and F follows CIP from the first tenor. After the last tenor: rates, smile and
 * residuals flat, F by CIP from the last tenor. A flat smile is a flat volatility, so total variance
 * grows in proportion to time before the first tenor and after the last.
 */
import { ensure, requireFinite, requireNonNegative, requirePositive } from '../check.ts';
import { daysBetween, type IsoDate } from '../time/date.ts';
import { DAYS_PER_YEAR } from '../time/day-count.ts';

/** One tenor's valuation inputs (field names as on the wire). */
export interface ValuationInput {
  /** Calendar days from the observation date to expiry, ≥ 0. */
  readonly days_to_expiration: number;
  /** Forward price, > 0, domestic per foreign unit (or the futures price). */
  readonly fwd: number;
  /** Domestic zero rate, continuously compounded per year. */
  readonly r: number;
  /** Foreign zero rate (FX) or convenience/zero (commodity), continuously compounded per year. */
  readonly rf: number;
  /** Domestic discount factor to expiry, in (0, 1] for non-negative rates. */
  readonly d0: number;
  /** Smile coefficients: σ(m) = c0 + c1·m + c2·m², decimal volatility per √year. */
  readonly c0: number;
  readonly c1: number;
  readonly c2: number;
  /** The observation date of the inputs, when known. */
  readonly observation_date?: string;
}

/** Floor applied to smile volatilities: far wings of a quadratic smile can go negative. */
export const MIN_SMILE_VOLATILITY = 1e-4;

/**
 * Implied volatility of the smile for a strike: c0 + c1·m + c2·m², m = ln(K/fwd), floored at
 * {@link MIN_SMILE_VOLATILITY}.
 * @param strike > 0, same units as `fwd`.
 * @throws FinanceError INVALID_ARGUMENT for a non-positive strike or forward.
 */
export function smileVolatility(
  input: Pick<ValuationInput, 'fwd' | 'c0' | 'c1' | 'c2'>,
  strike: number,
): number {
  requirePositive('strike', strike);
  requirePositive('fwd', input.fwd);
  const m = Math.log(strike / input.fwd);
  return Math.max(MIN_SMILE_VOLATILITY, input.c0 + m * (input.c1 + m * input.c2));
}

/** One tenor's quadratic smile and its share of the variance in an {@link InterpolatedSmile}. */
export interface SmilePart {
  readonly share: number;
  readonly c0: number;
  readonly c1: number;
  readonly c2: number;
}

/**
 * The smile at a time between tenors, linear in total variance: σ(m)² = Σ share_i·σ_i(m)², σ_i the
 * tenors' floored quadratic smiles, the shares (w_i·t_i/t) summing to 1. One part at a tenor and
 * outside the tenors.
 */
export interface InterpolatedSmile {
  readonly parts: readonly SmilePart[];
}

/**
 * Implied volatility of an interpolated smile for a strike, at m = ln(K/fwd): √(Σ share_i·σ_i(m)²),
 * floored at {@link MIN_SMILE_VOLATILITY}.
 * @param fwd the forward the moneyness is measured from, > 0; strike > 0, same units.
 * @throws FinanceError INVALID_ARGUMENT for a non-positive strike or forward.
 */
export function interpolatedSmileVolatility(smile: InterpolatedSmile, fwd: number, strike: number): number {
  requirePositive('strike', strike);
  requirePositive('fwd', fwd);
  const m = Math.log(strike / fwd);
  let variance = 0;
  for (const part of smile.parts) {
    const v = Math.max(MIN_SMILE_VOLATILITY, part.c0 + m * (part.c1 + m * part.c2));
    variance += part.share * v * v;
  }
  return Math.max(MIN_SMILE_VOLATILITY, Math.sqrt(variance));
}

/** Inputs prepared for repeated interpolation: sorted and checked. */
export interface ValuationTenors {
  readonly tenors: readonly ValuationInput[];
  readonly spot?: number;
}

/**
 * Sorts and checks tenors for {@link interpolateValuationInput}.
 * @param spot optional spot price (> 0) anchoring the forward before the first tenor.
 * @throws FinanceError NOT_ENOUGH_DATA for no tenor; INVALID_ARGUMENT for duplicate or negative days,
 *   a non-positive forward or discount factor, or a non-finite field.
 */
export function prepareValuationTenors(inputs: readonly ValuationInput[], spot?: number): ValuationTenors {
  ensure(inputs.length > 0, 'no valuation input tenor', 'NOT_ENOUGH_DATA');
  const tenors = [...inputs].sort((a, b) => a.days_to_expiration - b.days_to_expiration);
  for (const [i, x] of tenors.entries()) {
    for (const key of ['days_to_expiration', 'fwd', 'r', 'rf', 'd0', 'c0', 'c1', 'c2'] as const) {
      requireFinite(`tenor ${i} ${key}`, x[key]);
    }
    requireNonNegative('days_to_expiration', x.days_to_expiration);
    requirePositive('fwd', x.fwd);
    requirePositive('d0', x.d0);
    ensure(
      i === 0 || x.days_to_expiration !== tenors[i - 1]!.days_to_expiration,
      () => `two tenors at ${x.days_to_expiration} days`,
    );
  }
  if (spot !== undefined) requirePositive('spot', spot);
  return spot === undefined ? { tenors } : { tenors, spot };
}

const carry = (x: ValuationInput, t: number) => (x.r - x.rf) * t;
/** ln d0 + r·t: zero when d0 = e^{−r·t}. */
const dfResidual = (x: ValuationInput, t: number) => Math.log(x.d0) + x.r * t;

/**
 * Tenor `x` (at `tx` years) carried to `days` (`t` years) at its own rates and smile: the forward
 * by the carry, the discount factor's residual over e^{−r·t} scaled by `residualShare`.
 */
function carriedFlat(
  x: ValuationInput,
  tx: number,
  days: number,
  t: number,
  residualShare: number,
): Omit<ValuationInput, 'observation_date'> {
  return {
    days_to_expiration: days,
    r: x.r,
    rf: x.rf,
    fwd: x.fwd * Math.exp(carry(x, t) - carry(x, tx)),
    d0: Math.exp(-x.r * t + residualShare * dfResidual(x, tx)),
    c0: x.c0,
    c1: x.c1,
    c2: x.c2,
  };
}

/** The neighbouring tenors with left ≤ `days` < right, by bisection; `days` within the tenors' span. */
function tenorsAround(
  tenors: readonly ValuationInput[],
  days: number,
): readonly [ValuationInput, ValuationInput] {
  let lo = 0;
  let hi = tenors.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (tenors[mid]!.days_to_expiration <= days) lo = mid;
    else hi = mid;
  }
  return [tenors[lo]!, tenors[hi]!];
}

function prepared(inputs: readonly ValuationInput[] | ValuationTenors, spot?: number): ValuationTenors {
  return 'tenors' in inputs ? inputs : prepareValuationTenors(inputs, spot);
}

/**
 * The valuation input at `days` calendar days, interpolated as described in this file's header.
 * At a tenor's own days the tenor is returned unchanged (with `days_to_expiration` = `days`).
 * @param inputs tenors (any order) or the result of {@link prepareValuationTenors} (faster when repeated).
 * @param days ≥ 0 calendar days from the observation date. @param spot optional (see header).
 * @throws FinanceError INVALID_ARGUMENT for negative days or bad tenors; NOT_ENOUGH_DATA for none.
 */
export function interpolateValuationInput(
  inputs: readonly ValuationInput[] | ValuationTenors,
  days: number,
  spot?: number,
): ValuationInput {
  const { tenors, spot: s } = prepared(inputs, spot);
  requireNonNegative('days', days);
  const t = days / DAYS_PER_YEAR;
  const first = tenors[0]!;
  const last = tenors[tenors.length - 1]!;
  const base = first.observation_date === undefined ? {} : { observation_date: first.observation_date };

  let left: ValuationInput;
  let right: ValuationInput;
  if (days >= last.days_to_expiration) {
    const tl = last.days_to_expiration / DAYS_PER_YEAR;
    if (days === last.days_to_expiration) return { ...last, days_to_expiration: days };
    return { ...base, ...carriedFlat(last, tl, days, t, 1) };
  }
  if (days < first.days_to_expiration) {
    const t1 = first.days_to_expiration / DAYS_PER_YEAR;
    if (s === undefined) {
      return { ...base, ...carriedFlat(first, t1, days, t, t1 > 0 ? t / t1 : 1) };
    }
    left = { ...first, days_to_expiration: 0, fwd: s, d0: 1 };
    right = first;
  } else {
    [left, right] = tenorsAround(tenors, days);
    if (days === left.days_to_expiration) return { ...left, days_to_expiration: days };
  }
  const t1 = left.days_to_expiration / DAYS_PER_YEAR;
  const t2 = right.days_to_expiration / DAYS_PER_YEAR;
  const w = (t - t1) / (t2 - t1);
  const lerp = (a: number, b: number) => a + w * (b - a);
  const r = lerp(left.r, right.r);
  const rf = lerp(left.rf, right.rf);
  const basis = Math.log(right.fwd / left.fwd) - (carry(right, t2) - carry(left, t1));
  return {
    ...base,
    days_to_expiration: days,
    r,
    rf,
    fwd: left.fwd * Math.exp((r - rf) * t - carry(left, t1) + w * basis),
    d0: Math.exp(-r * t + lerp(dfResidual(left, t1), dfResidual(right, t2))),
    ...atTheMoneyQuadratic(smileBetween(left, right, t1, t2, t)),
  };
}

const singleSmile = (x: ValuationInput): InterpolatedSmile => ({
  parts: [{ share: 1, c0: x.c0, c1: x.c1, c2: x.c2 }],
});

/** The smile at t between two tenors at t1 < t ≤ t2, linear in total variance. */
function smileBetween(
  left: ValuationInput,
  right: ValuationInput,
  t1: number,
  t2: number,
  t: number,
): InterpolatedSmile {
  // A tenor at day 0 holds no variance: up to the next one the smile is that tenor's (and t may be 0).
  if (t1 === 0) return singleSmile(right);
  const w = (t - t1) / (t2 - t1);
  return {
    parts: [
      { share: ((1 - w) * t1) / t, c0: left.c0, c1: left.c1, c2: left.c2 },
      { share: (w * t2) / t, c0: right.c0, c1: right.c1, c2: right.c2 },
    ],
  };
}

/**
 * The quadratic c0 + c1·m + c2·m² that agrees with an interpolated smile σ(m) = √S(m),
 * S = Σ share_i·q_i², at m = 0 in level, slope and curvature: c0 = √S(0), c1 = S′(0)/(2c0),
 * c2 = (S″(0)/2 − c1²)/(2c0). A tenor floored at the money counts as flat at the floor.
 */
function atTheMoneyQuadratic(smile: InterpolatedSmile): { c0: number; c1: number; c2: number } {
  let level = 0;
  let slope = 0;
  let curvature = 0;
  for (const { share, c0, c1, c2 } of smile.parts) {
    if (c0 <= MIN_SMILE_VOLATILITY) {
      level += share * MIN_SMILE_VOLATILITY * MIN_SMILE_VOLATILITY;
      continue;
    }
    level += share * c0 * c0;
    slope += share * c0 * c1;
    curvature += share * (c1 * c1 + 2 * c0 * c2);
  }
  const c0 = Math.sqrt(level);
  const c1 = slope / c0;
  return { c0, c1, c2: (curvature - c1 * c1) / (2 * c0) };
}

/**
 * The smile at `days` calendar days, linear in total variance between tenors (see this file's
 * header); flat before the first tenor and after the last.
 * @throws FinanceError as {@link interpolateValuationInput}.
 */
export function interpolateSmile(
  inputs: readonly ValuationInput[] | ValuationTenors,
  days: number,
): InterpolatedSmile {
  const { tenors } = prepared(inputs);
  requireNonNegative('days', days);
  const first = tenors[0]!;
  const last = tenors[tenors.length - 1]!;
  if (days <= first.days_to_expiration) return singleSmile(first);
  if (days >= last.days_to_expiration) return singleSmile(last);
  const [left, right] = tenorsAround(tenors, days);
  if (days === left.days_to_expiration) return singleSmile(left);
  return smileBetween(
    left,
    right,
    left.days_to_expiration / DAYS_PER_YEAR,
    right.days_to_expiration / DAYS_PER_YEAR,
    days / DAYS_PER_YEAR,
  );
}

/**
 * The valuation input for an expiry date, given the inputs' observation (valuation) date.
 * @throws FinanceError INVALID_ARGUMENT when `expiry` is before `valuationDate`; as {@link interpolateValuationInput}.
 */
export function valuationInputForDate(
  inputs: readonly ValuationInput[] | ValuationTenors,
  valuationDate: IsoDate,
  expiry: IsoDate,
  spot?: number,
): ValuationInput {
  const days = daysBetween(valuationDate, expiry);
  ensure(days >= 0, () => `expiry ${expiry} is before ${valuationDate}`);
  return interpolateValuationInput(inputs, days, spot);
}

/**
 * Implied volatility (decimal, per √year) for a strike and an expiry `days` ahead: the interpolated
 * smile ({@link interpolateSmile}) at m = ln(K/F(t)).
 * @throws FinanceError as {@link interpolateValuationInput} and {@link smileVolatility}.
 */
export function volatilityFor(
  inputs: readonly ValuationInput[] | ValuationTenors,
  strike: number,
  days: number,
  spot?: number,
): number {
  const tenors = prepared(inputs, spot);
  const { fwd } = interpolateValuationInput(tenors, days);
  return interpolatedSmileVolatility(interpolateSmile(tenors, days), fwd, strike);
}
