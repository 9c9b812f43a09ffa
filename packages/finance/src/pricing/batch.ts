/**
 * The pricing contract, callable by anyone (CLI, HTTP, browser): an array of cases in, one result per
 * case out, in the same order. Each case is parsed by `PricingCaseSchema` (product/pricing-case.ts,
 * which lists the fields), resolved by `resolvePricingCase` (a dated case's dates become year
 * fractions) and valued; a bad case gets `{ id, error: { code, message } }` and never spoils the
 * others; nothing throws.
 *
 * A result: { id, price, delta, gamma, vega, theta } (+ stdError for Monte Carlo), per one unit of
 * notional in domestic currency; delta with respect to the spot (fx) or the futures price; vega per
 * 1.00 of volatility; theta per year of calendar time (∂V/∂t).
 */
import { FinanceError } from '../errors.ts';
import { mapRows } from '../product/parse-rows.ts';
import { type PriceResult, PricingCaseSchema } from '../product/pricing-case.ts';
import { resolvePricingCase } from '../product/resolve.ts';
import { valueTrade } from './instrument.ts';

/**
 * Prices an array of cases; see the module comment and `PricingCaseSchema` for the formats.
 *
 * @param cases any values (typically parsed JSON); each is validated independently.
 * @returns one result per case, in the same order. Never throws: a non-array input gives one error
 *   result.
 */
export function priceBatch(cases: unknown[]): PriceResult[] {
  return mapRows(PricingCaseSchema, cases, 'case', (row): PriceResult => {
    const { id } = row;
    if (!row.ok) return { id, error: row.error };
    try {
      const v = valueTrade(resolvePricingCase(row.value));
      if (![v.price, v.delta, v.gamma, v.vega, v.theta].every(Number.isFinite)) {
        return {
          id,
          error: { code: 'NO_CONVERGENCE', message: 'the price or a Greek is not a finite number' },
        };
      }
      const { price, delta, gamma, vega, theta, stdError } = v;
      return stdError === undefined
        ? { id, price, delta, gamma, vega, theta }
        : { id, price, delta, gamma, vega, theta, stdError };
    } catch (err) {
      if (err instanceof FinanceError) return { id, error: err.toJSON() };
      return {
        id,
        error: { code: 'INVALID_ARGUMENT', message: `the case could not be priced: ${String(err)}` },
      };
    }
  });
}
