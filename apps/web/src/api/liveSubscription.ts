import { createClient } from 'graphql-ws';
import { currentAccessToken } from './client.ts';

export type LiveState = 'connecting' | 'live' | 'offline';

/** Reconnection waits double from 1 s up to 30 s: a server restart is met quickly, an outage is not hammered. */
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/**
 * One GraphQL subscription (graphql-transport-ws over the API's /graphql websocket): `onData` for
 * each message of `field`, `onState` as the socket connects and drops. Every (re)connection sends
 * the access token of that moment, refreshed first when it has expired, so a socket the server
 * closed at the token's expiry comes back by itself. Returns the function that stops it.
 */
export function subscribeLive<T>(
  subscription: { query: string; variables?: Record<string, unknown>; field: string },
  onData: (message: T) => void,
  onState: (state: LiveState) => void,
): () => void {
  const client = createClient({
    url: socketUrl(),
    connectionParams: async () => ({ authorization: `Bearer ${(await currentAccessToken()) ?? ''}` }),
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) =>
      new Promise((resolve) =>
        setTimeout(resolve, Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** retries)),
      ),
    on: {
      connecting: () => onState('connecting'),
      connected: () => onState('live'),
      closed: () => onState('offline'),
    },
  });
  const unsubscribe = client.subscribe<Record<string, T>>(
    { query: subscription.query, variables: subscription.variables ?? {} },
    {
      next: ({ data }) => {
        const message = data?.[subscription.field];
        if (message) onData(message);
      },
      error: () => onState('offline'),
      complete: () => onState('offline'),
    },
  );
  return () => {
    unsubscribe();
    // Leaving while the socket is still connecting makes dispose wait for a connection that the
    // unsubscribe has just closed: that rejection means only "already closed".
    Promise.resolve(client.dispose()).catch(() => {});
  };
}
