/**
 * The subscribers of the live prices benchmark, in a process of their own (as browsers are): opens
 * `count` subscriptions, tells the parent when every one has had a warm-up tick (a negative last
 * price), then reports for each round (the quote's last price) when each subscriber had its quote,
 * in milliseconds since the epoch with sub-millisecond precision.
 */
import type { Quote } from '@cobertura/contracts';
import { type PriceSubscriber, subscribeToPrices } from '../../apps/server/src/test/price-subscriber.ts';

export type ToClients = { type: 'open'; baseUrl: string; token: string; count: number } | { type: 'close' };
export type FromClients = { type: 'ready' } | { type: 'round'; round: number; times: number[] };

/** Subscribers opened at once: a fleet of browsers does not connect in the same millisecond either. */
const CONNECT_BATCH = 100;
const send = (message: FromClients) => process.send?.(message);
const subscribers: PriceSubscriber[] = [];

process.on('message', async (message: ToClients) => {
  if (message.type === 'close') {
    await Promise.all(subscribers.map((subscriber) => subscriber.dispose()));
    process.exit(0);
  }
  const warm = new Set<number>();
  const rounds = new Map<number, number[]>();
  const onQuote = (index: number) => (quote: Quote) => {
    const at = performance.timeOrigin + performance.now();
    if (quote.last < 0) {
      if (warm.size < message.count && !warm.has(index)) {
        warm.add(index);
        if (warm.size === message.count) send({ type: 'ready' });
      }
      return;
    }
    const times = rounds.get(quote.last) ?? [];
    times.push(at);
    rounds.set(quote.last, times);
    if (times.length === message.count) send({ type: 'round', round: quote.last, times });
  };
  for (let start = 0; start < message.count; start += CONNECT_BATCH) {
    for (let i = start; i < Math.min(message.count, start + CONNECT_BATCH); i++) {
      subscribers.push(subscribeToPrices(message.baseUrl, message.token, ['EURUSD'], onQuote(i)));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});
