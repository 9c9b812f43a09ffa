import { OVERVIEW_INSTRUMENTS } from '@cobertura/contracts';
import { createRng, type Rng } from '@cobertura/finance/montecarlo';
import { isWeekend } from '@cobertura/finance/time';
import type { Services } from '../../../services.ts';
import { storedSeries } from '../catalog.ts';
import { invalidateMarketCache } from '../market-cache.ts';
import { type Bar, lastBars, type NewBar, upsertBars } from '../markets.queries.ts';
import { barDayFor } from './bar-day.ts';
import type { PriceFeed } from './price-feed.ts';
import { quoteOf } from './quote-of.ts';

/** Daily volatility the ticker's steps add up to: a calm day of a major pair (about 1 %). */
const DAILY_VOLATILITY = 0.01;
const DAY_MS = 86_400_000;
/** The same sequence of steps on every start, so that a demo can be replayed. */
const TICKER_SEED = 11;
/** Significant digits of a moved price: finer than any quotation, coarser than float noise. */
const PRICE_DIGITS = 6;

/**
 * The demo ticker: every `config.demoTickerMs` it moves the last price of each overview instrument
 * by a small seeded random step, writes it as today's bar (labelled 'ticker', simulated), forgets
 * the cached series it changed and publishes the new quotes. Off when the interval is 0 (and
 * without SEED_DEMO). A tick still running when the next is due makes that one skip.
 */
export function startDemoTicker(services: Services, feed: PriceFeed): { stop(): Promise<void> } {
  const intervalMs = services.config.demoTickerMs;
  if (!intervalMs) return { stop: async () => {} };
  const rng = createRng(TICKER_SEED);
  // Steps of independent normal moves add up in variance: σ_step = σ_day · √(step ÷ day).
  const stepVolatility = DAILY_VOLATILITY * Math.sqrt(intervalMs / DAY_MS);
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= moveLastPrices(services, feed, rng, stepVolatility)
      .catch((error: unknown) => services.log.error(error))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * One tick. Today is the bar day of the platform's clock (the Chicago rule); no bar is written for
 * a Saturday or a Sunday, and an instrument whose bar of today is real (imported) is not moved.
 */
export async function moveLastPrices(
  services: Services,
  feed: PriceFeed,
  rng: Rng,
  stepVolatility: number,
): Promise<void> {
  const now = services.now();
  const day = barDayFor(now);
  if (isWeekend(day)) return;
  const ids = OVERVIEW_INSTRUMENTS.map((instrument) => instrument.name);
  const recent = await lastBars(services.db, ids, 2);
  const moves: { id: string; bar: NewBar; previous: Bar | undefined }[] = [];
  for (const id of ids) {
    const bars = recent.get(id) ?? [];
    const latest = bars.at(-1);
    if (!latest || latest.day > day || (latest.day === day && !latest.simulated)) continue;
    const isToday = latest.day === day;
    const close = Number((latest.close * Math.exp(stepVolatility * rng.normal())).toPrecision(PRICE_DIGITS));
    const open = isToday ? latest.open : latest.close;
    const high = Math.max(isToday ? (latest.high ?? latest.close) : latest.close, close);
    const low = Math.min(isToday ? (latest.low ?? latest.close) : latest.close, close);
    const kept = isToday ? latest : { settle: null, volume: null, openInterest: null };
    moves.push({
      id,
      previous: isToday ? bars.at(-2) : latest,
      bar: {
        ...latest,
        ...kept,
        instrument: storedSeries(id),
        day,
        open,
        high,
        low,
        close,
        source: 'ticker',
        simulated: true,
        updatedAt: now,
      },
    });
  }
  if (!moves.length) return;
  await upsertBars(
    services.db,
    moves.map((move) => move.bar),
  );
  await invalidateMarketCache(
    services.cache,
    moves.map((move) => move.id),
  );
  feed.publish(moves.map((move) => quoteOf(move.id, move.bar.close, move.previous?.close, now, true)));
}
