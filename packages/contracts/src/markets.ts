import { z } from 'zod';

/** Asset kinds of spec 02 §2: currency 0, commodity 1, index 2. */
export const ASSET_KIND = { currency: 0, commodity: 1, index: 2 } as const;

/** One instrument of the overview and markets screens. */
export const ZInstrument = z.object({
  name: z.string().describe('Pair, commodity or index name, e.g. USDCOP, BRENT, VIX.'),
  kind: z
    .union([z.literal(ASSET_KIND.currency), z.literal(ASSET_KIND.commodity), z.literal(ASSET_KIND.index)])
    .describe('0 currency, 1 commodity, 2 index.'),
});
export type Instrument = z.infer<typeof ZInstrument>;
