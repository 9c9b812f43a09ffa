import type { RequestChange } from '@cobertura/contracts';
import { defineSubscription, type GraphqlArea } from '../../graphql/operation.ts';
import { REQUESTS_TOPIC } from './request-feed.ts';

/** GraphQL adapter of the desk: the `hedgeRequests` subscription over the websocket. */
export function deskGraphql(): GraphqlArea {
  return {
    types: /* GraphQL */ `
      "A hedge request that changed: read it again (GET /api/hedge_requests/{id}, the desk's blotter)."
      type RequestChange {
        id: Int!
        company_id: Int!
        "draft, submitted, quoting, awaiting_approval, executed, rejected, expired, cancelled"
        state: String!
        "What is executed so far, in the request's quantity unit."
        filled: Float!
        "What happened: submitted, quote_recorded, filled, executed, expired…"
        action: String!
        "When (ISO 8601)."
        at: String!
      }
    `,
    operations: [],
    subscriptions: [
      defineSubscription({
        name: 'hedgeRequests',
        returns: 'RequestChange!',
        description:
          "Changes of the hedge requests of the caller's companies as they happen: a client's own, a desk member's clients'.",
        access: { screen: ['hedge', 'trader', 'supervisor', 'analytics', 'analyticsBeta'] },
        topic: REQUESTS_TOPIC,
        accepts: (change: RequestChange, _args, caller) => caller.companyIds.includes(change.company_id),
      }),
    ],
  };
}
