import { z } from 'zod';

/**
 * What a reply's figures are counted in, named once per group of figures (issue 23, "Every amount
 * says its currency"): money in `amounts_currency`, notionals, exposures and deltas in
 * `quantity_unit`, rates and prices as `rate_unit`. A treasurer must never read COP as USD.
 */

export const ZFigureUnits = z.object({
  amounts_currency: z
    .string()
    .nullable()
    .describe(
      "ISO code of every money figure of the group (mark-to-market, premium, PnL, VaR, expected shortfall, CFaR, difference against budget): a pair's quote currency (COP of USDCOP), a commodity's currency (MYR of palm oil); null only when the commodity's currency is unknown.",
    ),
  quantity_unit: z
    .string()
    .nullable()
    .describe(
      "What notionals, exposures, hedges and deltas count: a pair's base currency (USD of USDCOP), a commodity's unit (mt).",
    ),
  rate_unit: z
    .string()
    .nullable()
    .describe("How rates, strikes and prices are quoted: 'COP per USD', 'MYR per mt'."),
});
export type FigureUnits = z.infer<typeof ZFigureUnits>;

/** The figure units' fields, to spread into a group's schema. */
export const FIGURE_UNIT_FIELDS = ZFigureUnits.shape;

/** No unit known (a commodity without its quotation): the screens show bare figures. */
export const NO_FIGURE_UNITS: FigureUnits = { amounts_currency: null, quantity_unit: null, rate_unit: null };

/** A pair's units: USDCOP counts money in COP, quantities in USD, rates as COP per USD. */
export function pairUnits(pair: string): FigureUnits {
  const base = pair.slice(0, 3);
  const quote = pair.slice(3, 6);
  return { amounts_currency: quote, quantity_unit: base, rate_unit: `${quote} per ${base}` };
}

/**
 * A commodity's units from its currency and quotation ('MYR/mt'): money in the currency, quantities
 * in the quotation's unit, prices as MYR per mt.
 */
export function quotationUnits(currency: string | null, quotation: string | null): FigureUnits {
  const [quoteCurrency, unit] = quotation?.includes('/') ? quotation.split('/', 2) : [null, null];
  const money = currency ?? quoteCurrency ?? null;
  const quantity = unit?.trim() || null;
  return {
    amounts_currency: money,
    quantity_unit: quantity,
    rate_unit: money && quantity ? `${money} per ${quantity}` : null,
  };
}
