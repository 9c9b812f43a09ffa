import { and, eq } from 'drizzle-orm';
import { currencyHedges, marketPrices } from '../db/schema.ts';
import { INLINE_HEDGE_LIMIT } from '../modules/analytics/run-valuation.ts';
import type { TestPlatform } from './platform-harness.ts';

/**
 * Moves the world under a kept valuation: the USDCOP close of `day` and the notional of one hedge of
 * `portfolioId` change, and the cached series is forgotten as a price writer would. A valuation read
 * again by its id must not see either.
 */
export async function changeUsdcopPriceAndHedge(
  platform: TestPlatform,
  portfolioId: number,
  day: string,
): Promise<void> {
  const { db, cache } = platform.services;
  await db
    .update(marketPrices)
    .set({ close: 4444.44 })
    .where(
      and(eq(marketPrices.instrument, 'USDCOP'), eq(marketPrices.contract, ''), eq(marketPrices.day, day)),
    );
  // The stored series is cached under its spec key (CUR_HIST_USDCOP); a price writer forgets it.
  await cache.del('CUR_HIST_USDCOP');
  const [hedge] = await db
    .select({ id: currencyHedges.id })
    .from(currencyHedges)
    .where(eq(currencyHedges.fk_idportafolio, portfolioId))
    .limit(1);
  if (!hedge) throw new Error(`portfolio ${portfolioId} has no currency hedge to change`);
  await db
    .update(currencyHedges)
    .set({ notional: '123456' } as never)
    .where(eq(currencyHedges.id, hedge.id));
}

/**
 * Copies one `asset` hedge of `portfolioId` until the portfolio holds more than INLINE_HEDGE_LIMIT
 * of them, so that its valuation leaves the request thread for a worker.
 */
export async function growBeyondInlineLimit(
  platform: TestPlatform,
  portfolioId: number,
  asset: string,
): Promise<void> {
  const { db } = platform.services;
  const [template] = await db
    .select()
    .from(currencyHedges)
    .where(and(eq(currencyHedges.fk_idportafolio, portfolioId), eq(currencyHedges.fk_idcurrency, asset)))
    .limit(1);
  const { id: _id, ...row } = template!;
  const copies = Array.from({ length: INLINE_HEDGE_LIMIT + 1 }, (_, i) => ({
    ...row,
    code: `${row.code}-${i + 1}`,
    notional: String(1000 + i),
  }));
  // In slices: one statement may bind at most 65,535 parameters.
  for (let i = 0; i < copies.length; i += 500) {
    await db.insert(currencyHedges).values(copies.slice(i, i + 500) as never);
  }
}
