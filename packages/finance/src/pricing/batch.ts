/**
 * The pricing contract, callable by anyone (CLI, HTTP, browser): an array of cases in, one result per
 * case out, in the same order. Each case is parsed by `PricingCaseSchema` (product/pricing-case.ts,
 * which lists the fields), resolved by `resolvePricingCase` (a dated case's dates become year
 * fractions) and valued; a bad case gets `{ id, error: { code, message } }` and never spoils the
 * others; nothing throws.
 *
 * A result: { id, price, delta, gamma, vega, theta, currency } (+ stdError for Monte Carlo), per one
 * unit of notional in domestic currency (named by `currency` when the case says which), and with
 * the case's `notional` the same figures for it as `total`; delta with respect to the spot (fx) or
 * the futures price; vega per 1.00 of volatility; theta per year of calendar time (∂V/∂t).
 */
import { FinanceError } from '../errors.ts';
import { mapRows } from '../product/parse-rows.ts';
import { type PriceResult, type PricingCase, PricingCaseSchema } from '../product/pricing-case.ts';
import { resolvePricingCase } from '../product/resolve.ts';
import { type InstrumentValuation, valueTrade } from './instrument.ts';

/** A valuation's price and Greeks for `size` units (Monte Carlo's standard error too, when simulated). */
function figuresOf(v: InstrumentValuation, size: number) {
  const figures = {
    price: v.price * size,
    delta: v.delta * size,
    gamma: v.gamma * size,
    vega: v.vega * size,
    theta: v.theta * size,
  };
  return v.stdError === undefined ? figures : { ...figures, stdError: v.stdError * size };
}

/**
 * The currency a case's amounts are in: its own `currency`, else the quote currency of the pair whose
 * calendar it names (USDCOP: COP), else null (not named).
 */
function currencyOf(c: PricingCase): string | null {
  if (c.currency != null) return c.currency;
  const calendar = c.calendar?.trim().toUpperCase();
  return calendar !== undefined && /^[A-Z]{6}$/.test(calendar) ? calendar.slice(3) : null;
}

/** The result of a priced case: its figures per unit, and for its notional when it gives one. */
function successOf(id: unknown, v: InstrumentValuation, c: PricingCase): PriceResult {
  const { notional } = c;
  const currency = currencyOf(c);
  if (notional == null && v.stdError === undefined) {
    // The common case, written out: one object per case (a batch makes 100,000 of them).
    return { id, price: v.price, delta: v.delta, gamma: v.gamma, vega: v.vega, theta: v.theta, currency };
  }
  const unit = { ...figuresOf(v, 1), currency };
  return notional == null ? { id, ...unit } : { id, ...unit, notional, total: figuresOf(v, notional) };
}

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
      const allFinite =
        Number.isFinite(v.price) &&
        Number.isFinite(v.delta) &&
        Number.isFinite(v.gamma) &&
        Number.isFinite(v.vega) &&
        Number.isFinite(v.theta);
      if (!allFinite) {
        return {
          id,
          error: { code: 'NO_CONVERGENCE', message: 'the price or a Greek is not a finite number' },
        };
      }
      return successOf(id, v, row.value);
    } catch (err) {
      if (err instanceof FinanceError) return { id, error: err.toJSON() };
      return {
        id,
        error: { code: 'INVALID_ARGUMENT', message: `the case could not be priced: ${String(err)}` },
      };
    }
  });
}
