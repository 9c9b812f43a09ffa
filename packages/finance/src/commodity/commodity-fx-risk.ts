/**
 * The commodity and currency risk of a commodity priced in a foreign currency, together (spec 02
 * issue "Commodity analysis": a company that buys a commodity priced in a foreign currency). The
 * position's value in the commodity's currency is V = Q·F + C: the open quantity Q at the futures F,
 * plus the cost C already fixed; in local currency it is V·X, X the local currency per unit of the
 * commodity's. When F and X move by ΔF and ΔX:
 *
 *   Δ(V·X) = Q·ΔF·X  (commodity price)  +  V·ΔX  (currency)  +  Q·ΔF·ΔX  (cross term)
 *
 * exactly, so the three parts add up to the change. The first two are the first-order risks; the
 * cross term is what both moving together adds.
 *
 * Worked example: 10,000 bbl bought open (Q = −10,000) at F = 80 USD/bbl and 5,000 bbl fixed at
 * 75 (C = −375,000 USD), X = 4,000 COP/USD, both up 10 %: V = −1,175,000 USD = −4.7e9 COP; commodity
 * −10,000 × 8 × 4,000 = −320e6, currency −1,175,000 × 400 = −470e6, cross −10,000 × 8 × 400 = −32e6,
 * total −822e6 COP = (−10,000 × 88 − 375,000) × 4,400 − (−4.7e9).
 */

/** What the combined view is computed from. */
export interface CommodityFxPosition {
  /** Open quantity, signed as the book (< 0 bought), in the unit of the futures price. */
  readonly openQuantity: number;
  /** The value already fixed, in the commodity's currency, signed as the book. */
  readonly fixedValue: number;
  /** Futures price, commodity currency per unit. */
  readonly futures: number;
  /** Local currency per unit of the commodity's currency, > 0. */
  readonly fx: number;
}

/** The combined view of one position for one pair of relative moves. */
export interface CommodityFxRisk {
  /** V, in the commodity's currency. */
  value_foreign: number;
  /** V·X, in local currency. */
  value_local: number;
  /** Q·ΔF·X. */
  commodity_risk: number;
  /** V·ΔX. */
  fx_risk: number;
  /** Q·ΔF·ΔX. */
  cross: number;
  /** The whole change of V·X: the sum of the three. */
  total: number;
}

/**
 * The position's local value and its change split into commodity, currency and cross parts, for the
 * futures moving by `futuresMove` and the rate by `fxMove` (relative: 0.1 = +10 %).
 */
export function commodityFxRisk(
  position: CommodityFxPosition,
  futuresMove: number,
  fxMove: number,
): CommodityFxRisk {
  const { openQuantity, fixedValue, futures, fx } = position;
  const valueForeign = openQuantity * futures + fixedValue;
  const dF = futures * futuresMove;
  const dX = fx * fxMove;
  const commodity = openQuantity * dF * fx;
  const currency = valueForeign * dX;
  const cross = openQuantity * dF * dX;
  return {
    value_foreign: valueForeign,
    value_local: valueForeign * fx,
    commodity_risk: commodity,
    fx_risk: currency,
    cross,
    total: commodity + currency + cross,
  };
}
