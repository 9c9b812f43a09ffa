/** Cholesky factorisation of a symmetric positive semi-definite matrix (correlations). */
import { ensure } from '../check.ts';

/**
 * Lower-triangular L with L·Lᵀ = the matrix.
 * @throws FinanceError INVALID_ARGUMENT when the matrix is not symmetric positive semi-definite.
 */
export function cholesky(matrix: readonly (readonly number[])[]): number[][] {
  const n = matrix.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      ensure(Math.abs(matrix[i]![j]! - matrix[j]![i]!) <= 1e-12, 'correlation matrix is not symmetric');
      let sum = matrix[i]![j]!;
      for (let k = 0; k < j; k++) sum -= l[i]![k]! * l[j]![k]!;
      if (i === j) {
        ensure(sum >= -1e-12, 'correlation matrix is not positive semi-definite');
        l[i]![i] = Math.sqrt(Math.max(0, sum));
      } else {
        l[i]![j] = l[j]![j]! === 0 ? 0 : sum / l[j]![j]!;
      }
    }
  }
  return l;
}
