import type { CommodityAnalysisReply, PortfolioValuationReply, SnapshotAsset } from '@cobertura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commodityExposures, commodityHedges } from '../../db/schema.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

/** A Tuesday, noon UTC: the seed's prices start on 2026-02-01. */
const TODAY = '2026-03-10';
/** Float noise of weighted averages and quotients. */
const DECIMALS = 6;

let platform: TestPlatform;
const tokens: Record<string, string> = {};
let portfolio: Record<string, number>;

beforeAll(async () => {
  platform = await startTestPlatform({}, { clockStart: Date.parse(`${TODAY}T12:00:00Z`) });
  for (const user of ['treasury', 'desk', 'admin']) tokens[user] = (await platform.signIn(user)).access;
  portfolio = await platform.portfolioIds(tokens.admin);
});
afterAll(() => platform.close());

/** A flat what-if market: every Brent forward is `level`. */
function flat(level: number): SnapshotAsset {
  return {
    spot: level,
    tenors: [0, 365, 730].map((days) => ({
      days_to_expiration: days,
      fwd: level,
      r: 0.05,
      rf: 0.05,
      d0: Math.exp((-0.05 * days) / 365),
      c0: 0.3,
      c1: 0,
      c2: 0,
    })),
    history: [],
    simulated: false,
  };
}

async function valueCommodity(name: string, asset: string, token = tokens.treasury, market?: SnapshotAsset) {
  const body = {
    portfolios: [portfolio[name]],
    assets: [asset],
    interval: '1M',
    shock: 0.1,
    valuation_date: TODAY,
    ...(market ? { market: { observation_date: TODAY, assets: { [asset]: market } } } : {}),
  };
  const response = await platform.request('POST', '/api/commodity_portfolio_valuation', { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PortfolioValuationReply;
}

const analyse = (id: string, query: Record<string, string> = {}, token = tokens.treasury) =>
  platform.request(
    'GET',
    `/api/portfolio_valuations/${id}/commodity_analysis?${new URLSearchParams(query)}`,
    {
      token,
    },
  );
async function analysed(id: string, query: Record<string, string> = {}) {
  const response = await analyse(id, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CommodityAnalysisReply;
}

describe('commodity analysis of a kept valuation', () => {
  it('totals Company A’s Brent purchases to come by month at a flat 80 USD/bbl', async () => {
    const valuation = await valueCommodity('Fuel purchases', 'BRENT', tokens.treasury, flat(80));
    const { groups } = await analysed(valuation.valuation.id, { expiry: 'active' });
    const [brent] = groups;
    expect(brent).toMatchObject({ asset: 'BRENT', currency: 'USD', quotation: 'USD/bbl', unit: 'USD/bbl' });
    expect(brent!.unit_options).toEqual(['USD/bbl', 'USD/mt', 'USD/m3', 'USc/gal']);
    // Six monthly purchases of 20,000 bbl, three long futures of 10,000 bbl.
    expect(brent!.buckets).toHaveLength(6);
    expect(brent!.total.forecast_quantity).toBe(120_000);
    expect(brent!.total.hedged_quantity).toBe(30_000);
    expect(brent!.total.ratio).toBeCloseTo(0.25, DECIMALS);
    // Delivered to Cartagena: basis 1.5 + freight 2.2 + insurance 0.1 over the futures.
    expect(brent!.total.market_price!.futures).toBeCloseTo(80, DECIMALS);
    expect(brent!.total.market_price!.basis).toBeCloseTo(3.8, DECIMALS);
    expect(brent!.total.market_price!.price).toBeCloseTo(83.8, DECIMALS);
    expect(brent!.total.budget_price!.futures).toBe(valuation.groups[0]!.budget_rate);
    for (const bucket of brent!.buckets) expect(bucket.forecast_quantity).toBe(20_000);
    expect(brent!.valuation_groups.map((g) => g.group)).toEqual(['expired', 'new', 'other', 'open']);
    expect(brent!.valuation_groups[0]).toMatchObject({ rows: 0, quantity: 0 });
    expect(brent!.valuation_groups[3]).toMatchObject({ rows: 3, quantity: 30_000 });
    expect(brent!.fx).toBeNull();
  });

  it('shows the past six cargoes as the expired part: 60 % hedged, at the prices they settled at', async () => {
    const valuation = await valueCommodity('Fuel purchases', 'BRENT', tokens.treasury, flat(80));
    const all = (await analysed(valuation.valuation.id)).groups[0]!;
    expect(all.buckets).toHaveLength(12);
    expect(all.total.forecast_quantity).toBe(240_000);
    const expired = (await analysed(valuation.valuation.id, { expiry: 'expired' })).groups[0]!;
    expect(expired.buckets).toHaveLength(6);
    expect(expired.buckets.every((b) => b.end < TODAY)).toBe(true);
    expect(expired.total).toMatchObject({ forecast_quantity: 120_000, hedged_quantity: 72_000 });
    expect(expired.total.ratio).toBeCloseTo(0.6, DECIMALS);
    expect(expired.valuation_groups[0]).toMatchObject({ group: 'expired', rows: 6, quantity: 72_000 });
    // Each cargo at its settlement price, not today's 80.
    const settled = await platform.services.db
      .select({ price: commodityExposures.settlement_price })
      .from(commodityExposures)
      .where(eq(commodityExposures.fk_idportfolio, portfolio['Fuel purchases']!));
    const prices = settled.flatMap(({ price }) => (price === null ? [] : [Number(price)]));
    expect(prices).toHaveLength(6);
    const mean = prices.reduce((a, b) => a + b, 0) / prices.length;
    expect(expired.total.market_price!.futures).toBeCloseTo(mean, DECIMALS);
  });

  it('gives one monthly row to each of the twelve months of cargoes, this month included, none skipped', async () => {
    const { valuation } = await valueCommodity('Fuel purchases', 'BRENT', tokens.treasury, flat(80));
    const keys = (await analysed(valuation.id)).groups[0]!.buckets.map((bucket) => bucket.key);
    const [year, month] = TODAY.split('-').map(Number) as [number, number];
    const monthKey = (offset: number) => {
      const date = new Date(Date.UTC(year, month - 1 + offset, 1));
      return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    };
    expect(keys).toEqual(Array.from({ length: 12 }, (_, i) => monthKey(i - 6)));
  });

  it('changes the rows with the bucket and converts to tonnes', async () => {
    const { valuation } = await valueCommodity('Fuel purchases', 'BRENT', tokens.treasury, flat(80));
    const monthly = (await analysed(valuation.id, { expiry: 'active' })).groups[0]!;
    const yearly = (await analysed(valuation.id, { bucket: 'YEARLY' })).groups[0]!;
    const half = (await analysed(valuation.id, { bucket: 'HALF-MONTH' })).groups[0]!;
    expect(yearly.buckets.length).toBeLessThan(monthly.buckets.length);
    expect(half.buckets.every((b) => /-H[12]$/.test(b.key))).toBe(true);
    const tonnes = (await analysed(valuation.id, { unit: 'USD/mt', expiry: 'active' })).groups[0]!;
    expect(tonnes.unit).toBe('USD/mt');
    expect(tonnes.total.forecast_quantity).toBeCloseTo(120_000 / 7.33, DECIMALS);
    expect(tonnes.total.market_price!.price).toBeCloseTo((80 + 3.8) * 7.33, DECIMALS);
    expect(tonnes.total.ratio).toBeCloseTo(monthly.total.ratio!, DECIMALS);
  });

  it('filters: the live futures and the FIXED cargo are the fixed part still to come', async () => {
    const { valuation } = await valueCommodity('Fuel purchases', 'BRENT', tokens.treasury, flat(80));
    const fixed = (await analysed(valuation.id, { fixation: 'fixed', expiry: 'active' })).groups[0]!;
    expect(fixed.total).toMatchObject({
      forecast_quantity: 20_000,
      hedged_quantity: 30_000,
      fixed_quantity: 50_000,
    });
    // The settled futures fixed their price too; the past cargoes were bought at the spot.
    const everFixed = (await analysed(valuation.id, { fixation: 'fixed' })).groups[0]!;
    expect(everFixed.total).toMatchObject({ forecast_quantity: 20_000, hedged_quantity: 102_000 });
  });

  it('shows Brent and the peso together for a company in COP', async () => {
    const { valuation } = await valueCommodity('Fuel purchases', 'BRENT', tokens.treasury, flat(80));
    const [brent] = (await analysed(valuation.id, { local_currency: 'COP' })).groups;
    expect(brent!.fx).toMatchObject({ pair: 'USDCOP', local_currency: 'COP', shock: 0.1 });
    const up = brent!.total.combined!.up;
    expect(up.commodity_risk + up.fx_risk + up.cross).toBeCloseTo(up.total, 3);
    // Open: 120,000 bbl still to buy less the 20,000 at a FIXED price and the 30,000 hedged by
    // futures; the past cargoes settled and carry no risk.
    expect(up.commodity_risk).toBeCloseTo(-70_000 * 8 * brent!.fx!.rate, 0);
    const past = brent!.buckets.filter((bucket) => bucket.end < TODAY);
    expect(past).toHaveLength(6);
    for (const bucket of past) expect(bucket.combined!.up.total).toBe(0);
  });
});

describe('commodity analysis: refusals', () => {
  it('says which field is wrong (400)', async () => {
    const { valuation } = await valueCommodity('Fuel purchases', 'BRENT', tokens.treasury, flat(80));
    for (const [query, field] of [
      [{ unit: 'EUR/kg' }, 'unit'],
      [{ local_currency: 'ZZZ' }, 'local_currency'],
      [{ bucket: 'FORTNIGHT' }, 'bucket'],
      [{ fixation: 'maybe' }, 'fixation'],
    ] as const) {
      const response = await analyse(valuation.id, query);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
  });

  it('answers 404 for another company’s valuation or a currency one, 403 without the screen', async () => {
    const palm = await valueCommodity('Palm oil sales', 'CPO MAL MYR', tokens.admin);
    expect((await analyse(palm.valuation.id)).statusCode).toBe(404);
    const currency = await platform.request('POST', '/api/currency_portfolio_valuation', {
      token: tokens.treasury,
      body: { portfolios: [portfolio['Imports Colombia']], assets: ['USDCOP'], interval: '1M', shock: 0.1 },
    });
    expect((await analyse(currency.json().valuation.id)).statusCode).toBe(404);
    expect((await analyse(palm.valuation.id, {}, tokens.desk)).statusCode).toBe(403);
  });
});

// Last: it changes the book the other tests read.
describe('commodity analysis: reproducible', () => {
  it('answers the same figures after the book changed', async () => {
    const { valuation } = await valueCommodity('Fuel purchases', 'BRENT', tokens.treasury, flat(80));
    const before = await analysed(valuation.id, { bucket: 'WEEKLY' });
    await platform.services.db
      .update(commodityHedges)
      .set({ quantity: 1 })
      .where(eq(commodityHedges.fk_idportafolio, portfolio['Fuel purchases']!));
    expect(await analysed(valuation.id, { bucket: 'WEEKLY' })).toEqual(before);
  });
});
