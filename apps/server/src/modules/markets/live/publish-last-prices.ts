import type { Services } from '../../../services.ts';
import { lastBars } from '../markets.queries.ts';
import type { PriceFeed } from './price-feed.ts';
import { quoteOf } from './quote-of.ts';

/** Publishes the last price of each instrument as stored now, with its change from the day before. */
export async function publishLastPrices(
  services: Services,
  feed: PriceFeed,
  instruments: string[],
): Promise<void> {
  const now = services.now();
  const quotes = [...(await lastBars(services.db, instruments, 2))].flatMap(([id, bars]) => {
    const latest = bars.at(-1);
    return latest ? [quoteOf(id, latest.close, bars.at(-2)?.close, now, latest.simulated)] : [];
  });
  if (quotes.length) feed.publish(quotes);
}
