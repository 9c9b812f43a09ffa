import {
  type BlotterRow,
  MAX_BLOTTER_ROWS,
  REQUEST_STATES,
  type RequestState,
  type TBlotterQuery,
  type ZBlotter,
} from '@cobertura/contracts';
import type { z } from 'zod';
import type { Services } from '../../services.ts';
import type { DeskMarket } from './desk-market.ts';
import { windowLeftSeconds } from './desk-request-view.ts';
import { type Scope, selectRequests } from './hedge-requests.queries.ts';
import { bestPriceIndex } from './quote-prices.ts';
import { toHedgeRequest } from './request-view.ts';
import { selectExecutableQuotes } from './trading.queries.ts';

/** Every state the desk sees: the treasurers' drafts are their own. */
const DESK_STATES = REQUEST_STATES.filter(
  (state): state is Exclude<RequestState, 'draft'> => state !== 'draft',
);

/**
 * `GET /api/desk/blotter`: the requests of the companies the caller serves, newest first, unpaged up
 * to MAX_BLOTTER_ROWS (`truncated` past it), each with the asset's mid, the fair price of what is
 * asked (open requests), the time left in its window, its executable quotes' count and the best of
 * them for the client. Market figures are read once per asset (see DeskMarket.figures).
 */
export async function readBlotter(
  services: Services,
  market: DeskMarket,
  scope: Scope,
  query: TBlotterQuery,
): Promise<z.input<typeof ZBlotter>> {
  const found = await selectRequests(
    services,
    scope,
    {
      state: query.state,
      open: query.open,
      states: DESK_STATES,
      companyId: query.company_id,
      asset: query.asset,
      window: query.window,
    },
    { limit: MAX_BLOTTER_ROWS + 1, offset: 0 },
  );
  const rows = found.slice(0, MAX_BLOTTER_ROWS);
  const now = services.now();
  const [figures, quotes] = await Promise.all([
    market.figures(rows),
    selectExecutableQuotes(services, scope, now),
  ]);
  const quotesOf = new Map<number, typeof quotes>();
  for (const quote of quotes)
    quotesOf.set(quote.requestId, [...(quotesOf.get(quote.requestId) ?? []), quote]);
  return {
    rows: rows.map((row): BlotterRow => {
      const { events: _events, checks: _checks, ...request } = toHedgeRequest(row);
      const live = quotesOf.get(row.id) ?? [];
      const best = bestPriceIndex(
        row.quoteBasis as 'rate' | 'premium',
        row.side as 'buyer' | 'seller',
        live.map((q) => q.price),
      );
      const top = best === undefined ? undefined : live[best];
      const figure = figures.get(row.id);
      return {
        ...request,
        mid: figure?.mid ?? null,
        fair_value: figure?.fairValue ?? null,
        window_left_seconds: windowLeftSeconds(row, now),
        quotes: live.length,
        best_quote: top
          ? {
              counterparty: top.counterparty,
              price: top.price,
              margin_bps: top.marginBps,
              simulated: top.simulated,
            }
          : null,
      };
    }),
    truncated: found.length > MAX_BLOTTER_ROWS,
  };
}
