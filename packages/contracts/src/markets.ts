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

/** The default instrument list of the overview and markets screens (spec 02 §2, Overview). */
export const OVERVIEW_INSTRUMENTS: Instrument[] = [
  ...['EURUSD', 'GBPUSD', 'USDBRL', 'USDCOP', 'USDMXN', 'USDMYR'].map((name) => ({
    name,
    kind: ASSET_KIND.currency,
  })),
  ...[
    'BRENT',
    'CORN',
    'CPO CIF ROTT',
    'CPO MAL MYR',
    'CPO MAL USD',
    'PKO',
    'SOYBEAN',
    'SOYBEAN OIL',
    'SUGAR',
    'WTI',
  ].map((name) => ({ name, kind: ASSET_KIND.commodity })),
  ...['DXY', 'NASDAQ', 'S&P500', 'VIX'].map((name) => ({ name, kind: ASSET_KIND.index })),
];
