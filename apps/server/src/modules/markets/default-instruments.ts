import { ASSET_KIND, type Instrument } from '@cobertura/contracts';

/** The default instrument list of the overview and markets screens (spec 02 §2, Overview). */
export const DEFAULT_INSTRUMENTS: Instrument[] = [
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
