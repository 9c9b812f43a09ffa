import type { RequestChange } from '@cobertura/contracts';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** A client of the `hedgeRequests` subscription, as the web app opens it. */
export function subscribeToRequests(baseUrl: string, token: string) {
  const received: RequestChange[] = [];
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {},
  });
  client.subscribe<{ hedgeRequests: RequestChange }>(
    { query: 'subscription { hedgeRequests { id company_id state filled action at } }' },
    {
      next: (result) => {
        if (result.data) received.push(result.data.hedgeRequests);
      },
      error: () => {},
      complete: () => {},
    },
  );
  /** Resolves with the first change received that `match` accepts. */
  const next = async (match: (change: RequestChange) => boolean, tick = () => {}) => {
    for (let i = 0; i < 500; i++) {
      const found = received.find(match);
      if (found) return found;
      tick();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no such change arrived');
  };
  return { next, dispose: () => client.dispose() };
}
