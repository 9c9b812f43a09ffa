import type { MARKET_INTERVALS, TPortfolioValuationRequest } from '@cobertura/contracts';

export type ValuationInterval = (typeof MARKET_INTERVALS)[number];

/** The screen's controls: the shock is typed in percent, the wire takes a fraction. */
export interface ValuationControls {
  interval: ValuationInterval;
  shockPercent: number;
  valuationDate: string;
}

/** The largest shock the server takes (contract: at most 0.9). */
export const MAX_SHOCK_PERCENT = 90;

/**
 * The body of `POST /api/{currency,commodity}_portfolio_valuation` for the portfolios and the
 * asset (a pair code, or a commodity's name), or null when the selection has nothing to value or the
 * shock is outside (0, 90] %.
 */
export function valuationRequest(
  portfolios: readonly number[],
  asset: string | undefined,
  controls: ValuationControls,
): TPortfolioValuationRequest | null {
  const { shockPercent } = controls;
  if (portfolios.length === 0 || !asset) return null;
  if (!(shockPercent > 0 && shockPercent <= MAX_SHOCK_PERCENT)) return null;
  return {
    portfolios: [...portfolios],
    assets: [asset],
    interval: controls.interval,
    // Percent to fraction, rounded to the hundredth of a percent so 7 % is 0.07, not 0.07000000000000001.
    shock: Math.round(shockPercent * 100) / 10_000,
    valuation_date: controls.valuationDate,
  };
}
