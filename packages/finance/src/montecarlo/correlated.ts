/**
 * Correlated lognormal prices at one horizon, several factors per scenario: zero-drift log returns,
 * S_i·e^{−σ_i²h/2 + σ_i√h·X_i} with X = L·Z (L the Cholesky factor of the correlations, Z standard
 * normals from the seeded generator). Used by Monte Carlo value-at-risk and cash-flow-at-risk.
 */
import { requireInteger } from '../check.ts';
import { createRng } from './rng.ts';

/** One factor: its price today (> 0) and annual volatility (0.12 = 12%). */
export interface LognormalFactor {
  readonly spot: number;
  readonly vol: number;
}

/**
 * Calls `visit` once per scenario with the factors' prices at the horizon (the same array, reused).
 * @param lower the lower-triangular Cholesky factor of the factors' correlation matrix.
 * @param horizonYears h > 0.
 * @param paths number of scenarios ≥ 100. @param seed generator seed: the same seed, the same scenarios.
 * @throws FinanceError INVALID_ARGUMENT for fewer than 100 paths.
 */
export function simulateCorrelatedTerminal(
  factors: readonly LognormalFactor[],
  lower: readonly (readonly number[])[],
  horizonYears: number,
  { paths, seed }: { readonly paths: number; readonly seed: number },
  visit: (prices: Float64Array) => void,
): void {
  requireInteger('paths', paths, 100);
  const rng = createRng(seed);
  const n = factors.length;
  const z = new Float64Array(n);
  const shocked = new Float64Array(n);
  const h = horizonYears;
  for (let p = 0; p < paths; p++) {
    for (let i = 0; i < n; i++) z[i] = rng.normal();
    for (let i = 0; i < n; i++) {
      let x = 0;
      for (let k = 0; k <= i; k++) x += lower[i]![k]! * z[k]!;
      const { spot, vol } = factors[i]!;
      shocked[i] = spot * Math.exp(-0.5 * vol * vol * h + vol * Math.sqrt(h) * x);
    }
    visit(shocked);
  }
}
