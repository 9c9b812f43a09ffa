/** The chi-square distribution with one degree of freedom: the square of a standard normal. */
import { requireNonNegative } from '../check.ts';
import { erfc } from './normal.ts';

/**
 * P(χ²₁ > x) = P(|Z| > √x) = erfc(√(x/2)): the p-value of a likelihood-ratio statistic with one
 * degree of freedom.
 * @throws FinanceError INVALID_ARGUMENT for a negative or non-finite x.
 */
export function chiSquare1Survival(x: number): number {
  requireNonNegative('x', x);
  return erfc(Math.sqrt(x / 2));
}
