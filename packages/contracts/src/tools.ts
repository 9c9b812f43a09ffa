import { z } from 'zod';

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

const ZPriceSuccess = z.object({
  id: z.unknown().describe("The case's id, as given (null when absent)."),
  price: z.number().describe('Per one unit of notional, in domestic currency.'),
  delta: z.number().describe('With respect to the spot (fx) or the futures price.'),
  gamma: z.number(),
  vega: z.number().describe('Per 1.00 of volatility.'),
  theta: z.number().describe('Per year of calendar time.'),
  stdError: z.number().optional().describe('Standard error of a Monte Carlo price.'),
});

const ZPriceFailure = z.object({
  id: z.unknown(),
  error: z.object({
    code: z.string().describe('The finance library code, e.g. INVALID_ARGUMENT.'),
    message: z.string(),
  }),
});

/** One result per case, in the order of the cases. */
export const ZPriceResult = z.union([ZPriceSuccess, ZPriceFailure]);
export const ZPriceAnswer = z.array(ZPriceResult);
export type PriceAnswer = z.infer<typeof ZPriceAnswer>;
