import type { MarketSnapshot, PastPerformanceReply, PortfolioValuationReply } from '@cobertura/contracts';
import { type AssetMarket, pastPerformance } from '@cobertura/finance/portfolio';
import type { IsoDate } from '@cobertura/finance/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyHedges, marketSnapshots, portfolioValuations } from '../../db/schema.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';
import { unpackBook } from './book-archive.ts';

/** A Tuesday, noon UTC: the demo book's settled rows are the nine month ends before it. */
const TODAY = '2026-03-10';

let platform: TestPlatform;
const tokens: Record<string, string> = {};
let portfolio: Record<string, number>;
let valuation: PortfolioValuationReply;

beforeAll(async () => {
  platform = await startTestPlatform({}, { clockStart: Date.parse(`${TODAY}T12:00:00Z`) });
  for (const user of ['treasury', 'viewer', 'admin']) tokens[user] = (await platform.signIn(user)).access;
  portfolio = await platform.portfolioIds(tokens.admin);
  const response = await platform.request('POST', '/api/currency_portfolio_valuation', {
    token: tokens.treasury,
    body: { portfolios: [portfolio['Imports Colombia']], assets: ['USDCOP'] },
  });
  valuation = response.json() as PortfolioValuationReply;
});
afterAll(() => platform.close());

const past = (query: string, token = tokens.treasury, id = valuation.valuation.id) =>
  platform.request('GET', `/api/portfolio_valuations/${id}/past?${query}`, { token });
const colombia = () => `portfolio=${portfolio['Imports Colombia']}&asset=USDCOP`;

describe('past performance', () => {
  it("answers the demo book's settled year by month, as finance computes it from the kept valuation", async () => {
    const response = await past(colombia());
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json() as PastPerformanceReply;
    const [stored] = await platform.services.db
      .select()
      .from(portfolioValuations)
      .where(eq(portfolioValuations.id, valuation.valuation.id));
    const [snapshot] = await platform.services.db
      .select()
      .from(marketSnapshots)
      .where(eq(marketSnapshots.id, stored!.snapshotId));
    const book = (await unpackBook(stored!.bookPacked!))[0]!;
    const expected = pastPerformance({
      valuationDate: TODAY as IsoDate,
      area: 'currency',
      asset: 'USDCOP',
      market: (snapshot!.snapshot as MarketSnapshot).assets.USDCOP as AssetMarket | undefined as AssetMarket,
      hedges: book.hedges,
      exposures: book.exposures,
      budgetRate: book.budget_rate,
      interval: '1M',
    });
    expect(reply).toMatchObject({
      portfolio_id: portfolio['Imports Colombia'],
      asset: 'USDCOP',
      interval: '1M',
    });
    expect(reply.periods).toEqual(expected.periods);
    expect(reply.settlements).toEqual(expected.settlements);
    // Nine month ends with a forward and a payable, and the call three months back.
    expect(reply.settlements).toHaveLength(9);
    expect(reply.settlements.reduce((n, mark) => n + mark.count, 0)).toBe(10);
    expect(reply.periods.filter((p) => p.achieved_rate !== null)).toHaveLength(9);
    expect(reply.periods.at(-1)!.date).toBe('2026-03-01');
    expect(reply.unsettled).toEqual([]);
    // Daily candles (12 periods) over the year before the valuation, to the prices' date; the
    // seeded market is simulated.
    expect(reply.candle_period).toBe('DAILY');
    expect(reply.candles.length).toBeGreaterThan(0);
    expect(reply.candles.at(-1)!.date).toBe(valuation.valuation.prices_date);
    expect(reply.candles[0]!.date >= '2025-03-10').toBe(true);
    for (const candle of reply.candles) {
      expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
      expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
    }
    expect(reply.simulated).toBe(true);
  });

  it("answers a commodity book's past: Brent cargoes and the futures that hedged them, in USD/bbl", async () => {
    const fuel = portfolio['Fuel purchases']!;
    const valued = await platform.request('POST', '/api/commodity_portfolio_valuation', {
      token: tokens.treasury,
      body: { portfolios: [fuel], assets: ['BRENT'] },
    });
    expect(valued.statusCode, valued.body).toBe(200);
    const { valuation: brent } = valued.json() as PortfolioValuationReply;
    const response = await past(`portfolio=${fuel}&asset=BRENT`, tokens.treasury, brent.id);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json() as PastPerformanceReply;
    // Six month ends, each a cargo of 20,000 bbl and a future on 12,000 of them.
    console.log(
      JSON.stringify(
        reply.periods.map((p) => [p.date, p.exposure, p.hedged, p.achieved_rate]),
        null,
        0,
      ),
      reply.settlements.length,
      reply.unsettled,
    );
    const settled = reply.periods.filter((p) => p.achieved_rate !== null);
    expect(settled).toHaveLength(6);
    expect(reply.settlements).toHaveLength(6);
    expect(reply.unsettled).toEqual([]);
    for (const period of settled) {
      expect(period.exposure).toBe(-20_000);
      expect(period.hedge_ratio).toBeCloseTo(0.6, 12);
      // A purchase: the futures' gain lowers the price paid, their loss raises it.
      expect(period.achieved_rate!).toBeCloseTo(period.spot_rate! - period.settlement_pnl / 20_000, 9);
      const { spot_move, forward_points, hedge_ratio, premium } = period.bridge!;
      expect(spot_move + forward_points + hedge_ratio + premium).toBeCloseTo(period.gap!, 9);
    }
    expect(reply.budget_rate).toBeGreaterThan(0);
    expect(reply.candles.at(-1)!.date).toBe(brent.prices_date);
    // A settlement within the stored history sits on the chart: the close of its day.
    const charted = reply.settlements.filter((mark) => reply.candles.some((c) => c.date === mark.date));
    expect(charted.length).toBeGreaterThan(0);
    for (const mark of charted) {
      expect(reply.candles.find((c) => c.date === mark.date)!.close).toBeCloseTo(mark.settled_average, 2);
    }
  });

  it('answers the same periods after a settled hedge changed: the kept book, not the live one', async () => {
    const before = (await past(colombia())).json() as PastPerformanceReply;
    await platform.services.db
      .update(currencyHedges)
      .set({ settlement_rate: '9999' } as never)
      .where(eq(currencyHedges.fk_idportafolio, portfolio['Imports Colombia']!));
    const after = (await past(colombia())).json() as PastPerformanceReply;
    expect(after.periods).toEqual(before.periods);
    expect(after.settlements).toEqual(before.settlements);
  });

  it('groups by the interval asked and refuses an unknown one on its field', async () => {
    const quarters = (await past(`${colombia()}&interval=1Q`)).json() as PastPerformanceReply;
    expect(quarters.interval).toBe('1Q');
    expect(quarters.periods.every((p) => ['01', '04', '07', '10'].includes(p.date.slice(5, 7)))).toBe(true);
    const bad = await past(`${colombia()}&interval=5M`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('interval');
  });

  it('answers 404 for an asset or portfolio the valuation did not value, or another company’s', async () => {
    expect((await past(`portfolio=${portfolio['Imports Colombia']}&asset=EURUSD`)).statusCode).toBe(404);
    expect((await past(`portfolio=${portfolio['Ringgit cash flows']}&asset=USDMYR`)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await past(colombia(), tokens.treasury, unknown)).statusCode).toBe(404);
  });

  it('refuses roles without the analytics screens (403)', async () => {
    expect((await past(colombia(), tokens.viewer)).statusCode).toBe(403);
  });
});
