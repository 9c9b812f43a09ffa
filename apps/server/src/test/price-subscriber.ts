import type { Quote } from '@cobertura/contracts';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const PRICES =
  'subscription($instruments: [String!]) { prices(instruments: $instruments) { instrument last change change_pct time simulated } }';

export interface PriceSubscriber {
  /** The next quote received (or the first one not yet taken). */
  nextQuote(): Promise<Quote>;
  /** How the connection ended: its close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  /** The subscription's error, when the server refused it. */
  failed: Promise<unknown>;
  dispose(): Promise<void>;
}

/**
 * A client of the `prices` subscription, as the web app opens it: graphql-ws over a websocket to
 * /graphql, the access token in connection_init's payload.
 */
export function subscribeToPrices(
  baseUrl: string,
  token: string,
  instruments?: string[],
  onQuote?: (quote: Quote) => void,
): PriceSubscriber {
  const waiting: ((quote: Quote) => void)[] = [];
  const received: Quote[] = [];
  let onClosed: (event: { code: number; reason: string }) => void = () => {};
  let onFailed: (error: unknown) => void = () => {};
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (onClosed = resolve));
  const failed = new Promise<unknown>((resolve) => (onFailed = resolve));
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
    on: {
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        onClosed({ code, reason });
      },
    },
    onNonLazyError: () => {},
  });
  client.subscribe<{ prices: Quote }>(
    { query: PRICES, variables: { instruments: instruments ?? null } },
    {
      next: (result) => {
        if (!result.data) return onFailed(result.errors);
        const quote = result.data.prices;
        onQuote?.(quote);
        const taker = waiting.shift();
        if (taker) taker(quote);
        else received.push(quote);
      },
      error: onFailed,
      complete: () => {},
    },
  );
  return {
    nextQuote: () => {
      const quote = received.shift();
      return quote ? Promise.resolve(quote) : new Promise((resolve) => waiting.push(resolve));
    },
    closed,
    failed,
    dispose: () => client.dispose() as Promise<void>,
  };
}
