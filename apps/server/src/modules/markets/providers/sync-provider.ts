import { addDays, type IsoDate } from '@cobertura/finance/time';
import type { Services } from '../../../services.ts';
import { barDayFor } from '../live/bar-day.ts';
import type { PriceFeed } from '../live/price-feed.ts';
import { publishLastPrices } from '../live/publish-last-prices.ts';
import { invalidateMarketCache } from '../market-cache.ts';
import { type NewBar, readBars, upsertBars } from '../markets.queries.ts';
import type { MarketDataProvider } from './provider.ts';

/** Where a series with no real close yet starts: the euro's first fixing. */
const FIRST_DAY = '1999-01-04' as IsoDate;

/**
 * Brings the provider's instruments up to date: each from the day after its last real close, so
 * that real closes replace the simulated days after it (days the provider has no close for stay
 * simulated) and never overwrite a real bar before. Bars after the market's today are left out.
 * The changed series are forgotten by the cache and the new last prices published. Returns the
 * number of bars written.
 */
export async function syncProvider(
  services: Services,
  feed: PriceFeed,
  provider: MarketDataProvider,
): Promise<number> {
  const lastReal = new Map<string, string>();
  for (const instrument of provider.instruments) {
    const real = (await readBars(services.db, instrument)).findLast((bar) => !bar.simulated);
    if (real) lastReal.set(instrument, real.day);
  }
  const starts = provider.instruments.map((id) => {
    const day = lastReal.get(id);
    return day ? addDays(day as IsoDate, 1) : FIRST_DAY;
  });
  const since = starts.reduce(
    (earliest, day) => (day < earliest ? day : earliest),
    barDayFor(services.now()),
  );
  const today = barDayFor(services.now());
  const closes = await provider.fetchDailyCloses(provider.instruments, since);
  const now = services.now();
  const bars = closes
    .filter((close) => close.day > (lastReal.get(close.instrument) ?? '') && close.day <= today)
    .map(
      (close): NewBar => ({
        instrument: close.instrument,
        contract: '',
        day: close.day,
        open: null,
        high: null,
        low: null,
        close: close.close,
        settle: null,
        volume: null,
        openInterest: null,
        source: provider.source,
        simulated: false,
        updatedAt: now,
      }),
    );
  if (!bars.length) return 0;
  await upsertBars(services.db, bars);
  const instruments = [...new Set(bars.map((bar) => bar.instrument))];
  await invalidateMarketCache(services.cache, instruments);
  await publishLastPrices(services, feed, instruments);
  return bars.length;
}
