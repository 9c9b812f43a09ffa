import type { HedgeRequest, Page, RequestChange, THedgeRequestQuery } from '@cobertura/contracts';
import { readPage } from '../../db/page.ts';
import type { LiveFeed } from '../../graphql/live-feed.ts';
import type { Services } from '../../services.ts';
import {
  countRequests,
  type RequestFilter,
  selectRequestEvents,
  selectRequests,
} from './hedge-requests.queries.ts';
import { expireDueRequests } from './request-life.ts';
import { eventsByRequest, toHedgeRequest } from './request-view.ts';

/**
 * `GET /api/hedge_requests`: a page of the requests of the caller's companies, newest first, each
 * with its life, once the requests whose validity ran out are expired.
 */
export async function listRequests(
  services: Services,
  feed: LiveFeed<RequestChange>,
  scope: { companyIds: number[] },
  query: THedgeRequestQuery,
): Promise<Page<HedgeRequest>> {
  await expireDueRequests(services, feed);
  const filter: RequestFilter = {
    state: query.state,
    open: query.open,
    companyId: query.company_id,
    asset: query.asset,
    window: query.window,
  };
  return readPage(query, {
    rows: async (window) => {
      const rows = await selectRequests(services, scope, filter, window);
      const events = eventsByRequest(
        await selectRequestEvents(
          services,
          rows.map((row) => row.id),
        ),
      );
      return rows.map((row) => toHedgeRequest(row, events.get(row.id)));
    },
    total: () => countRequests(services, scope, filter),
  });
}
