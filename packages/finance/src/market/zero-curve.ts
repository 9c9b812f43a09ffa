/**
 * Zero-coupon curves.
 *
 * A curve is a set of pillars (time in years, continuously compounded zero rate). Between pillars:
 * - `LINEAR_ZERO`: the zero rate is linear in time.
 * - `LOG_LINEAR_DF`: ln(discount factor) = −r·t is linear in time, i.e. the instantaneous forward
 *   rate is constant between pillars ("raw" interpolation, Hagan and West 2006, *Interpolation
 *   Methods for Curve Construction*, §3).
 * Outside the pillars both methods extrapolate flat on the zero rate: before the first pillar the
 * first pillar's rate, after the last the last one's (so a discount factor is e^{−r·t} with that rate).
 */
import { ensure, requireFinite, requirePositive } from '../check.ts';

/** Interpolation methods of a {@link ZeroCurve}. */
export type CurveInterpolation = 'LINEAR_ZERO' | 'LOG_LINEAR_DF';

/** A zero-coupon curve. Times in years (ACT/365F: days/365), rates continuously compounded per year. */
export interface ZeroCurve {
  readonly times: readonly number[];
  readonly rates: readonly number[];
  readonly interpolation: CurveInterpolation;
  /** Zero rate at t ≥ 0 years. */
  zeroRate(t: number): number;
  /** Discount factor at t ≥ 0 years (1 at t = 0). */
  discountFactor(t: number): number;
  /** Continuously compounded forward rate between t1 < t2 years: ln(DF(t1)/DF(t2))/(t2 − t1). */
  forwardRate(t1: number, t2: number): number;
}

/** Index of the last pillar at or before t (−1 when t is before the first). */
function locate(times: readonly number[], t: number): number {
  let lo = 0;
  let hi = times.length - 1;
  if (t < times[0]!) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (times[mid]! <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * A zero curve from pillars.
 * @param times strictly increasing, each > 0, years. @param rates same length, finite.
 * @throws FinanceError INVALID_ARGUMENT for empty, unequal, unsorted or non-finite pillars;
 *   the curve's methods throw INVALID_ARGUMENT for t < 0 or t1 ≥ t2.
 */
export function createZeroCurve(
  times: readonly number[],
  rates: readonly number[],
  interpolation: CurveInterpolation = 'LINEAR_ZERO',
): ZeroCurve {
  ensure(
    times.length > 0 && times.length === rates.length,
    'a curve needs as many rates as times, at least one',
  );
  for (let i = 0; i < times.length; i++) {
    const t = requirePositive('pillar time', times[i]!);
    ensure(i === 0 || t > times[i - 1]!, 'pillar times must increase');
    requireFinite('rate', rates[i]!);
  }
  const ts = [...times];
  const rs = [...rates];
  const last = ts.length - 1;

  const zeroRate = (t: number): number => {
    ensure(t >= 0, () => `time ${t} must be ≥ 0`);
    const i = locate(ts, t);
    if (i < 0) return rs[0]!;
    if (i === last) return rs[last]!;
    const t1 = ts[i]!;
    const t2 = ts[i + 1]!;
    const w = (t - t1) / (t2 - t1);
    if (interpolation === 'LINEAR_ZERO') return rs[i]! + w * (rs[i + 1]! - rs[i]!);
    // ln DF linear in t: r·t = (1 − w)·r1·t1 + w·r2·t2.
    return ((1 - w) * rs[i]! * t1 + w * rs[i + 1]! * t2) / t;
  };
  const discountFactor = (t: number): number => Math.exp(-zeroRate(t) * t);
  return {
    times: ts,
    rates: rs,
    interpolation,
    zeroRate,
    discountFactor,
    forwardRate(t1, t2) {
      ensure(t2 > t1, () => `forward period ${t1}..${t2} is empty`);
      return (zeroRate(t2) * t2 - zeroRate(t1) * t1) / (t2 - t1);
    },
  };
}

/**
 * A curve whose zero rate is `rate` at every time (one pillar).
 * @throws FinanceError INVALID_ARGUMENT for a non-finite rate.
 */
export function flatZeroCurve(rate: number): ZeroCurve {
  return createZeroCurve([1], [rate]);
}
