import { PriceResultSchema } from '@cobertura/finance/product';
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

/** One result per case, in the order of the cases (the pricing contract's own result schema). */
export const ZPriceResult = PriceResultSchema;
export const ZPriceAnswer = z.array(ZPriceResult);
export type PriceAnswer = z.infer<typeof ZPriceAnswer>;
