/**
 * A commodity price built from the futures (spec 02 §3 "Commodity exposure", "Commodity analysis
 * totals per period"): price = futures × ratio + basis, where the ratio carries the percentages a
 * contract adds to the futures (percent_bonus, tariffs) and the basis the amounts per unit it adds
 * (base, freight, insurance, bonus), all in the exposure's quotation.
 *
 * Worked example: CPO sold CIF at futures 1,000 USD/mt with base 15, freight 42, insurance 3 and a
 * 2 % tariff: ratio = 1.02, basis = 60, price = 1,000 × 1.02 + 60 = 1,080 USD/mt, split into futures
 * 1,000, ratio part 20 and basis 60.
 */

/** The pricing terms of a commodity exposure row, as the book keeps them (null: not given). */
export interface PriceTerms {
  /** Basis (`base`), freight, insurance and bonus: amounts per unit, in the row's quotation. */
  readonly base: number | null;
  readonly freight: number | null;
  readonly insurance: number | null;
  readonly bonus: number | null;
  /** Percentages of the futures price (5 = 5 %). */
  readonly tariffs: number | null;
  readonly percent_bonus: number | null;
}

/** A row without pricing terms: its price is the futures. */
export const NO_PRICE_TERMS: PriceTerms = {
  base: null,
  freight: null,
  insurance: null,
  bonus: null,
  tariffs: null,
  percent_bonus: null,
};

/** The two numbers of the formula: price = futures × ratio + basis. */
export interface PriceFormula {
  readonly ratio: number;
  readonly basis: number;
}

/** A row's formula: ratio = 1 + (percent_bonus + tariffs)/100; basis = base + freight + insurance + bonus. */
export function priceFormula(terms: PriceTerms): PriceFormula {
  return {
    ratio: 1 + ((terms.percent_bonus ?? 0) + (terms.tariffs ?? 0)) / 100,
    basis: (terms.base ?? 0) + (terms.freight ?? 0) + (terms.insurance ?? 0) + (terms.bonus ?? 0),
  };
}

/** The formula of a futures-only price: ratio 1, basis 0. */
export const FUTURES_ONLY: PriceFormula = { ratio: 1, basis: 0 };

/** A price and its three parts, which add up to it: futures + ratio + basis = price. */
export interface PriceSplit {
  /** The futures price. */
  futures: number;
  /** What the ratio adds to the futures: futures × (ratio − 1). */
  ratio: number;
  /** The basis per unit. */
  basis: number;
  price: number;
}

/**
 * The price of `futures` under `formula`, split into its parts, each multiplied by `scale` (a unit
 * conversion's price factor); null without a futures price.
 */
export function splitPrice(futures: number | null, formula: PriceFormula, scale = 1): PriceSplit | null {
  if (futures === null) return null;
  const ratio = futures * (formula.ratio - 1);
  return {
    futures: futures * scale,
    ratio: ratio * scale,
    basis: formula.basis * scale,
    price: (futures + ratio + formula.basis) * scale,
  };
}
