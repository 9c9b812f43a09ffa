import { PriceResultSchema } from '@cobertura/finance/product';
import { z } from 'zod';
import { ZSnapshotTenor } from './analytics.ts';
import { isoDate } from './fields.ts';
import { FIGURE_UNIT_FIELDS } from './figure-units.ts';

/** Largest batch one call may price; bigger books go through the valuation jobs. */
export const MAX_PRICE_CASES = 1000;

/**
 * `POST /api/tools/price`: an array of pricing cases. Each case is checked by the pricing contract
 * itself (packages/finance), so one bad case gets its own error result instead of failing the call;
 * here a case is only a JSON value.
 */
export const ZPriceRequest = z
  .array(z.unknown().describe('A pricing case: { id, kind, underlying, … } (see the pricing contract).'))
  .max(MAX_PRICE_CASES, `At most ${MAX_PRICE_CASES} cases per call.`);

/** One result per case, in the order of the cases (the pricing contract's own result schema). */
export const ZPriceResult = PriceResultSchema;
export const ZPriceAnswer = z.array(ZPriceResult);
export type PriceAnswer = z.infer<typeof ZPriceAnswer>;

/**
 * Tenors, in days, the tools' market is answered at: the screens read any expiry between them (and
 * from the spot to the first) as packages/finance interpolates valuation inputs.
 */
export const TOOL_MARKET_DAYS = [7, 30, 91, 182, 365, 730, 1826] as const;

/** `GET /api/tools/market`: the stored market of a pair, which the calculators open on. */
export const ZToolMarketQuery = z.object({
  pair: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{6}$/, 'A pair is six letters: its base and quote currencies, as EURUSD.')
    .transform((pair) => pair.toUpperCase())
    .describe('Base then quote currency (EURUSD: dollars per euro); a pair stored the other way is turned.'),
});

export const ZToolMarket = z.object({
  pair: z.string(),
  ...FIGURE_UNIT_FIELDS,
  prices_date: isoDate.describe(
    "The stored day read: the market's today, or the last day before it with a price.",
  ),
  spot: z.number().positive(),
  decimals: z
    .number()
    .int()
    .min(0)
    .describe('Decimals the pair is quoted to (its pip): forwards and strikes print with them.'),
  inverted: z
    .boolean()
    .describe('The store holds the pair the other way (EURUSD for USDEUR): every figure turned.'),
  simulated: z.boolean().describe('Some price or rate read is simulated.'),
  tenors: z
    .array(ZSnapshotTenor)
    .describe(
      'Valuation inputs at TOOL_MARKET_DAYS: fwd, r (quote currency) and rf (base), continuously compounded, d0, and the smile c0 + c1·m + c2·m² (c0 at the money).',
    ),
});
export type ToolMarket = z.infer<typeof ZToolMarket>;
