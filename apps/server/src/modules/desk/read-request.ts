import type { HedgeRequest, RequestChange } from '@cobertura/contracts';
import { notFound } from '../../errors.ts';
import type { LiveFeed } from '../../graphql/live-feed.ts';
import type { Services } from '../../services.ts';
import { type Scope, selectRequest, selectRequestEvents } from './hedge-requests.queries.ts';
import { expireDueRequests } from './request-life.ts';
import { eventsByRequest, toHedgeRequest } from './request-view.ts';

/** One request of the caller's companies with its life, as it stands; 404 for anyone else's. */
export async function readRequest(services: Services, scope: Scope, id: number): Promise<HedgeRequest> {
  const row = await selectRequest(services, scope, id);
  if (!row) throw notFound('No such request.');
  const events = eventsByRequest(await selectRequestEvents(services, [id]));
  return toHedgeRequest(row, events.get(id));
}

/** `GET /api/hedge_requests/{id}`: the request once the requests whose validity ran out are expired. */
export async function openRequest(
  services: Services,
  feed: LiveFeed<RequestChange>,
  scope: Scope,
  id: number,
): Promise<HedgeRequest> {
  await expireDueRequests(services, feed);
  return readRequest(services, scope, id);
}
