/**
 * One-dimensional root finding: Brent's method (Brent 1973, "Algorithms for Minimization without
 * Derivatives", chapter 4, the zeroin routine), which keeps a bracket and combines bisection, secant
 * and inverse quadratic interpolation. It always converges for a continuous function whose values
 * at the ends of the bracket have opposite signs, in about as many steps as the secant method when
 * the function is smooth.
 */
import { ensure, requireFinite } from '../check.ts';
import { FinanceError } from '../errors.ts';

/** Options of {@link brentRoot}. */
export interface RootOptions {
  /** Absolute tolerance on x; the bracket is shrunk until it is narrower than about 2·xTolerance. Default 1e-12. */
  readonly xTolerance?: number;
  /** Stops as soon as |f(x)| ≤ fTolerance. Default 0 (stop on xTolerance only). */
  readonly fTolerance?: number;
  /** Maximum number of function evaluations. Default 200. */
  readonly maxEvaluations?: number;
}

/**
 * Finds x in [lo, hi] with f(x) = 0 by Brent's method.
 *
 * @param f a continuous function; it is called with values in [lo, hi] only.
 * @param lo lower end of the bracket.
 * @param hi upper end of the bracket; f(lo) and f(hi) must have opposite signs (or one be 0).
 * @returns the root, to within the tolerances.
 * @throws FinanceError `INVALID_ARGUMENT` when the ends are not finite or do not bracket a root
 *   (including when f returns NaN at an end); `NO_CONVERGENCE` when maxEvaluations is reached.
 */
export function brentRoot(
  f: (x: number) => number,
  lo: number,
  hi: number,
  options: RootOptions = {},
): number {
  const xTol = options.xTolerance ?? 1e-12;
  const fTol = options.fTolerance ?? 0;
  const maxEval = options.maxEvaluations ?? 200;
  requireFinite('lo', lo);
  requireFinite('hi', hi);
  let a = lo;
  let b = hi;
  let fa = f(a);
  let fb = f(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  ensure(fa * fb < 0, () => `the bracket [${lo}, ${hi}] does not contain a sign change (f = ${fa}, ${fb})`);
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let evaluations = 2; evaluations <= maxEval; evaluations++) {
    if ((fb > 0 && fc > 0) || (fb < 0 && fc < 0)) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tol = 2 * Number.EPSILON * Math.abs(b) + 0.5 * xTol;
    const m = 0.5 * (c - b);
    if (Math.abs(m) <= tol || fb === 0 || Math.abs(fb) <= fTol) return b;
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      // Try interpolation: secant when a = c, inverse quadratic otherwise.
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * m * s;
        q = 1 - s;
      } else {
        const qa = fa / fc;
        const r = fb / fc;
        p = s * (2 * m * qa * (qa - r) - (b - a) * (r - 1));
        q = (qa - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = m;
        e = m;
      }
    } else {
      d = m;
      e = m;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
    fb = f(b);
    if (Number.isNaN(fb)) throw new FinanceError('NO_CONVERGENCE', `the function returned NaN at ${b}`);
  }
  throw new FinanceError('NO_CONVERGENCE', `no root found within ${maxEval} evaluations`);
}

/**
 * Widens [lo, hi] geometrically (by `factor` each time, keeping lo > 0 when `positive` is set) until
 * f changes sign, then returns the bracket. Useful for strikes and volatilities, whose roots are
 * positive but of unknown size.
 *
 * @throws FinanceError `NO_CONVERGENCE` when no sign change is found within `maxSteps` widenings.
 */
export function expandBracket(
  f: (x: number) => number,
  lo: number,
  hi: number,
  options: { factor?: number; maxSteps?: number; positive?: boolean } = {},
): [number, number] {
  const factor = options.factor ?? 2;
  const maxSteps = options.maxSteps ?? 60;
  let a = lo;
  let b = hi;
  let fa = f(a);
  let fb = f(b);
  for (let i = 0; i < maxSteps; i++) {
    if (fa * fb <= 0) return [a, b];
    if (Math.abs(fa) < Math.abs(fb)) {
      a = options.positive ? a / factor : a - factor * (b - a);
      fa = f(a);
    } else {
      b = b + factor * (b - a);
      fb = f(b);
    }
  }
  throw new FinanceError('NO_CONVERGENCE', `no sign change found from [${lo}, ${hi}]`);
}
