import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';

/** Asset kinds of spec 02 §2: currency 0, commodity 1, index 2. */
export const ASSET_KIND = { currency: 0, commodity: 1, index: 2 } as const;

/** The default instrument list of the overview and markets screens (spec 02 §2, Overview). */
export const DEFAULT_INSTRUMENTS = [
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

export function marketsRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/markets/instruments',
    access: { screen: 'markets' },
    handler: async () => DEFAULT_INSTRUMENTS,
  });
}
