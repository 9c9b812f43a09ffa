import type { Quote } from '@cobertura/contracts';
import { type LiveState, subscribeLive } from '../../../api/liveSubscription.ts';

export type { LiveState };

/** The live prices subscription (graphql-transport-ws over the API's /graphql websocket). */
const PRICES_SUBSCRIPTION = `subscription Prices($instruments: [String!]) {
  prices(instruments: $instruments) { instrument last change change_pct time simulated }
}`;

/**
 * Subscribes to the live prices of `instruments`: `onQuote` for each tick, `onState` as the socket
 * connects and drops. Returns the function that stops it.
 */
export function subscribeToPrices(
  instruments: readonly string[],
  onQuote: (quote: Quote) => void,
  onState: (state: LiveState) => void,
): () => void {
  return subscribeLive<Quote>(
    { query: PRICES_SUBSCRIPTION, variables: { instruments: [...instruments] }, field: 'prices' },
    onQuote,
    onState,
  );
}
