import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type {
  MarketSnapshot,
  PortfolioValuationReply,
  SnapshotAsset,
  ValuationInputRow,
} from '@cobertura/contracts';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { currencyHedges, marketSnapshots, portfolioValuations } from '../../db/schema.ts';
import { changeUsdcopPriceAndHedge, growBeyondInlineLimit } from '../../test/book-changes.ts';
import { DEMO_USERS, useTestPlatform } from '../../test/platform-suite.ts';
import { unpackBook } from './book-archive.ts';
import { canonicalHash } from './canonical-hash.ts';
import { SNAPSHOT_TENOR_DAYS } from './market-snapshot.ts';
import type { PortfolioBook } from './portfolio-book.ts';
import { INLINE_HEDGE_LIMIT } from './run-valuation.ts';

/** A Tuesday, noon UTC: the market's today is the same day; the seed's prices start on 2026-02-01. */
const TODAY = '2026-03-10';

const suite = useTestPlatform({ today: TODAY, users: DEMO_USERS, portfoliosAs: 'admin' });
const { tokens, portfolio } = suite;

const value = (area: 'currency' | 'commodity', body: unknown, token = tokens.treasury) =>
  suite.platform.request('POST', `/api/${area}_portfolio_valuation`, { token, body });
const valued = async (area: 'currency' | 'commodity', body: unknown, token = tokens.treasury) => {
  const response = await value(area, body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PortfolioValuationReply;
};
const fetchById = (id: string, token = tokens.treasury) =>
  suite.platform.request('GET', `/api/portfolio_valuations/${id}`, { token });

async function storedSnapshot(id: string): Promise<MarketSnapshot> {
  const [row] = await suite.platform.services.db
    .select()
    .from(marketSnapshots)
    .where(eq(marketSnapshots.id, id));
  return row!.snapshot as MarketSnapshot;
}
async function storedBook(id: string): Promise<PortfolioBook[]> {
  const [row] = await suite.platform.services.db
    .select()
    .from(portfolioValuations)
    .where(eq(portfolioValuations.id, id));
  return unpackBook(row!.bookPacked!);
}

/** A what-if market of one asset: flat forward, equal rates, a flat 10 % smile. */
function flatAsset(spot: number): SnapshotAsset {
  return {
    spot,
    tenors: [0, 365, 730].map((days) => ({
      days_to_expiration: days,
      fwd: spot,
      r: 0.05,
      rf: 0.05,
      d0: Math.exp((-0.05 * days) / 365),
      c0: 0.1,
      c1: 0,
      c2: 0,
    })),
    history: [],
    simulated: false,
  };
}

describe('portfolio valuation: access', () => {
  it('refuses roles without the analytics screens (403)', async () => {
    for (const user of ['desk', 'viewer']) {
      const body = { portfolios: [portfolio['Imports Colombia']], assets: ['USDCOP'] };
      expect((await value('currency', body, tokens[user])).statusCode, user).toBe(403);
      expect((await value('commodity', body, tokens[user])).statusCode, user).toBe(403);
      expect((await fetchById('00000000-0000-4000-8000-000000000000', tokens[user])).statusCode).toBe(403);
    }
  });

  it("answers 404 for another company's portfolio or an unknown one", async () => {
    for (const id of [portfolio['Ringgit cash flows'], 999_999]) {
      const response = await value('currency', {
        portfolios: [portfolio['Imports Colombia'], id],
        assets: ['USDCOP'],
      });
      expect(response.statusCode, String(id)).toBe(404);
    }
  });

  it("answers 404 for a valuation of another company's portfolio, or an unknown id", async () => {
    // Staff belong to both companies: their valuation of both is not a treasury user's to read.
    const both = await valued(
      'currency',
      {
        portfolios: [portfolio['Imports Colombia'], portfolio['Ringgit cash flows']],
        assets: ['USDCOP', 'USDMYR'],
      },
      tokens.admin,
    );
    expect(both.groups.map((g) => [g.portfolio_name, g.asset])).toEqual([
      ['Imports Colombia', 'USDCOP'],
      ['Ringgit cash flows', 'USDMYR'],
    ]);
    expect((await fetchById(both.valuation.id, tokens.admin)).statusCode).toBe(200);
    expect((await fetchById(both.valuation.id)).statusCode).toBe(404);
    expect((await fetchById('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await fetchById('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('portfolio valuation: the request', () => {
  it('refuses a table that ends before it starts (400), and keeps nothing', async () => {
    const count = async () =>
      (
        await suite.platform.services.db.select({ n: sql<number>`count(*)::int` }).from(portfolioValuations)
      )[0]!.n;
    const before = await count();
    const body = { portfolios: [portfolio['Imports Colombia']], assets: ['USDCOP'] };
    for (const dates of [{ initialDate: '2026-06-01', endDate: '2026-05-31' }, { endDate: '2026-03-09' }]) {
      const response = await value('currency', { ...body, ...dates });
      expect(response.statusCode, JSON.stringify(dates)).toBe(400);
      expect(response.json().error.fields.endDate).toHaveLength(1);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a what-if market whose tenors finance cannot read (400 on the tenors)', async () => {
    const asset = flatAsset(4100);
    const twice = { ...asset, tenors: [asset.tenors[0]!, asset.tenors[0]!] };
    const response = await value('currency', {
      portfolios: [portfolio['Imports Colombia']],
      assets: ['USDCOP'],
      market: { observation_date: TODAY, assets: { USDCOP: twice } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['market.assets.USDCOP.tenors']);
  });
});

describe('portfolio valuation: what-if ranges', () => {
  const body = () => ({ portfolios: [portfolio['Imports Colombia']], assets: ['USDCOP'] });
  const withTenor = (change: Record<string, number>) => {
    const asset = flatAsset(4100);
    return {
      ...body(),
      market: {
        observation_date: TODAY,
        assets: {
          USDCOP: { ...asset, tenors: [{ ...asset.tenors[0]!, ...change }, ...asset.tenors.slice(1)] },
        },
      },
    };
  };

  it('refuses a figure outside its documented range with a 400 naming it', async () => {
    for (const [change, field] of [
      [{ c0: 50 }, 'c0'],
      [{ c0: 0 }, 'c0'],
      [{ c1: 11 }, 'c1'],
      [{ c2: -1001 }, 'c2'],
      [{ d0: 2.5 }, 'd0'],
      [{ days_to_expiration: 40_000 }, 'days_to_expiration'],
    ] as const) {
      const response = await value('currency', withTenor(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([`market.assets.USDCOP.tenors.0.${field}`]);
    }
    const shock = await value('currency', { ...body(), shock: 0.95 });
    expect(Object.keys(shock.json().error.fields)).toEqual(['shock']);
  });

  it('values a market at the documented maxima', async () => {
    const reply = await valued('currency', {
      ...withTenor({ c0: 5, c1: 10, c2: 1000, d0: 2, days_to_expiration: 0 }),
      shock: 0.9,
    });
    expect(reply.groups[0]!.details.some((row) => row.status === 'open' && row.mark_2_market !== null)).toBe(
      true,
    );
  });
});

describe('portfolio valuation: the book and the snapshot', () => {
  it('values one group per portfolio and asset named that the portfolio holds', async () => {
    const reply = await valued('currency', {
      portfolios: [portfolio['Imports Colombia'], portfolio['Imports Mexico']],
      assets: ['USDCOP', 'EURUSD', 'USDMXN'],
    });
    expect(reply.groups.map((g) => `${g.portfolio_name} ${g.asset}`)).toEqual([
      'Imports Colombia USDCOP',
      'Imports Colombia EURUSD',
      'Imports Mexico EURUSD',
      'Imports Mexico USDMXN',
    ]);
    const hedges = await suite.platform.services.db
      .select({ id: currencyHedges.id, code: currencyHedges.code, notional: currencyHedges.notional })
      .from(currencyHedges)
      .where(
        and(
          eq(currencyHedges.fk_idportafolio, portfolio['Imports Colombia']!),
          eq(currencyHedges.fk_idcurrency, 'USDCOP'),
        ),
      );
    const usdcop = reply.groups[0]!;
    // Row keys as the grids show them: the rows' codes, in id order.
    const byId = [...hedges].sort((a, b) => a.id - b.id);
    expect(usdcop.details.map((d) => d.pk)).toEqual(byId.map((h) => h.code));
    expect(usdcop.details.map((d) => d.notional)).toEqual(
      [...hedges].sort((a, b) => a.id - b.id).map((h) => Number(h.notional)),
    );
    expect(usdcop.details.every((d) => d.asset === 'USDCOP' && d.portfolio_id === usdcop.portfolio_id)).toBe(
      true,
    );
    // Valued on the stored market: open hedges have a value, the table has periods.
    expect(
      usdcop.details.filter((d) => d.status === 'open' && d.mark_2_market !== null).length,
    ).toBeGreaterThan(0);
    expect(usdcop.periods.length).toBeGreaterThan(0);
    // The seeded program and budget rate of the portfolio and pair.
    expect(usdcop.has_program).toBe(true);
    expect(reply.valuation).toMatchObject({
      valuation_date: TODAY,
      prices_date: TODAY,
      what_if: false,
      simulated: true,
      valued_at: suite.platform.clock.now().toISOString(),
    });
  });

  it('keeps the snapshot under its hash: tenors as the valuation inputs of the prices date, history from the book', async () => {
    const reply = await valued('currency', {
      portfolios: [portfolio['Imports Colombia']],
      assets: ['USDCOP'],
    });
    const snapshot = await storedSnapshot(reply.valuation.snapshot_id);
    expect(canonicalHash(snapshot)).toBe(reply.valuation.snapshot_id);
    expect(snapshot.observation_date).toBe(TODAY);
    const asset = snapshot.assets.USDCOP!;
    expect(asset.tenors.map((t) => t.days_to_expiration)).toEqual(SNAPSHOT_TENOR_DAYS);
    // The markets call takes up to 3,650 days: every tenor it can answer is the same number.
    const days = SNAPSHOT_TENOR_DAYS.filter((d) => d <= 3650);
    const inputs = (
      await suite.platform.request(
        'GET',
        `/api/markets/valuation-inputs?instrument=USDCOP&days=${days.join(',')}&date=${TODAY}`,
        { token: tokens.treasury },
      )
    ).json() as ValuationInputRow[];
    expect(asset.tenors.slice(0, days.length)).toEqual(
      inputs.map(({ observation_date: _o, simulated: _s, ...tenor }) => tenor),
    );
    // History: from the earliest trade date or exposure date of the book to the prices' date.
    const [book] = await storedBook(reply.valuation.id);
    const from = [...book!.hedges.map((h) => h.trade_date), ...book!.exposures.map((e) => e.date)]
      .filter((d): d is NonNullable<typeof d> => d !== null)
      .sort()[0]!;
    const bars = (
      await suite.platform.request('GET', `/api/markets/history?instrument=USDCOP&from=${from}&to=${TODAY}`, {
        token: tokens.treasury,
      })
    ).json().rows as { observation_date: string; close: number; high: number | null; low: number | null }[];
    expect(bars.length).toBeGreaterThan(10);
    expect(asset.history).toEqual(
      bars.map((b) => ({ date: b.observation_date, close: b.close, high: b.high, low: b.low })),
    );
    expect(asset.spot).toBe(bars.at(-1)!.close);
    expect(reply.valuation.book_version).toBe(canonicalHash(await storedBook(reply.valuation.id)));
  });

  it("maps the book's rows as finance reads them", async () => {
    const reply = await valued('currency', {
      portfolios: [portfolio['Imports Colombia']],
      assets: ['USDCOP'],
    });
    const [book] = await storedBook(reply.valuation.id);
    // Payables count in the balance and forecast payments in the cash flow, both paid: negative.
    const buckets = new Set(book!.exposures.map((e) => e.bucket));
    expect([...buckets].sort()).toEqual(['balance', 'cash_flow']);
    expect(book!.exposures.every((e) => e.amount < 0 && e.date !== null)).toBe(true);
    const realized = book!.exposures.filter((e) => e.realized_date !== null);
    // The payables paid at the last nine month ends.
    expect(realized).toHaveLength(9);
    expect(realized.every((e) => e.realized_rate !== null && e.realized_date === e.date)).toBe(true);
    // The collar's legs: option type by name, strategy and code, premium currency the pair's base.
    const collar = book!.hedges.filter((h) => h.strategy_code === 'DCA-COL-1');
    expect(collar.map((h) => [h.buy_sell, h.derivative, h.option_type, h.strategy, h.premium])).toEqual([
      ['LONG', 'CALL', 'EUROPEAN', 'LONG ZERO-COST COLLAR', -2200],
      ['SHORT', 'PUT', 'EUROPEAN', 'SHORT ZERO-COST COLLAR', 2200],
    ]);
    expect(collar.every((h) => h.premium_currency === 'USD' && h.unit === null)).toBe(true);
    expect(book!.program).toMatchObject({ objective: 'CASH FLOW', parameters: 'BUDGET' });
    // The current (newest) budget rate of the portfolio and pair.
    const budgets = (
      await suite.platform.request(
        'GET',
        `/api/budget_rates?portfolio=${portfolio['Imports Colombia']}&currency=USDCOP`,
        {
          token: tokens.treasury,
        },
      )
    ).json() as { budget_rate: number }[];
    expect(budgets.length).toBeGreaterThan(0);
    expect(book!.budget_rate).toBe(budgets[0]!.budget_rate);
    expect(reply.groups[0]!.budget_rate).toBe(budgets[0]!.budget_rate);
  });

  it('names a commodity by its name, its quantity the notional', async () => {
    const reply = await valued('commodity', { portfolios: [portfolio['Fuel purchases']], assets: ['BRENT'] });
    expect(reply.groups.map((g) => g.asset)).toEqual(['BRENT']);
    const brent = reply.groups[0]!;
    expect(brent.details.length).toBeGreaterThan(0);
    expect(brent.details.every((d) => d.asset === 'BRENT' && d.notional > 0)).toBe(true);
    const [book] = await storedBook(reply.valuation.id);
    expect(brent.details.map((d) => d.notional)).toEqual(book!.hedges.map((h) => h.notional));
    // Three open futures of 10,000 bbl, six settled ones of 12,000.
    expect(book!.hedges.map((h) => [h.notional, h.unit, h.strategy, h.option_type])).toEqual([
      ...Array(3).fill([10_000, 'bbl', 'LONG FORWARD', 'EUROPEAN']),
      ...Array(6).fill([12_000, 'bbl', 'LONG FORWARD', 'EUROPEAN']),
    ]);
    expect(brent.details.filter((d) => d.status === 'settled')).toHaveLength(6);
    expect(book!.hedges.every((h) => /^\d{4}-\d{2}$/.test(h.contract_month_year ?? ''))).toBe(true);
    // Purchases are paid: the exposure is negative.
    expect(book!.exposures.every((e) => e.bucket === 'cash_flow' && e.amount < 0)).toBe(true);
  });
});

describe('portfolio valuation: every amount says its currency', () => {
  it("names Company A's USDCOP money in COP, its amounts in USD, its rates in COP per USD", async () => {
    const reply = await valued('currency', {
      portfolios: [portfolio['Imports Colombia']],
      assets: ['USDCOP', 'EURUSD'],
    });
    expect(
      reply.groups.map(({ asset, amounts_currency, quantity_unit, rate_unit }) => ({
        asset,
        amounts_currency,
        quantity_unit,
        rate_unit,
      })),
    ).toEqual([
      { asset: 'USDCOP', amounts_currency: 'COP', quantity_unit: 'USD', rate_unit: 'COP per USD' },
      { asset: 'EURUSD', amounts_currency: 'USD', quantity_unit: 'EUR', rate_unit: 'USD per EUR' },
    ]);
    // Each hedge's premium names the currency it was booked in.
    const usdcop = reply.groups[0]!;
    const [book] = await storedBook(reply.valuation.id);
    expect(usdcop.details.map((d) => d.premium_currency)).toEqual(
      book!.hedges.map((h) => h.premium_currency),
    );
    // Read again by id, the units are the same.
    const again = (await fetchById(reply.valuation.id)).json() as PortfolioValuationReply;
    expect(again.groups[0]!.amounts_currency).toBe('COP');
  });

  it("names Company B's palm oil money in MYR and its quantities in metric tonnes", async () => {
    const reply = await valued(
      'commodity',
      { portfolios: [portfolio['Palm oil sales']], assets: ['CPO MAL MYR'] },
      tokens.admin,
    );
    expect(reply.groups).toHaveLength(1);
    expect(reply.groups[0]).toMatchObject({
      asset: 'CPO MAL MYR',
      amounts_currency: 'MYR',
      quantity_unit: 'mt',
      rate_unit: 'MYR per mt',
    });
  });
});

describe('portfolio valuation: what-if markets and hashing', () => {
  it("values on the request's market instead of the stored one", async () => {
    const market = { observation_date: '2026-03-09', assets: { USDCOP: flatAsset(5000) } };
    const reply = await valued('currency', {
      portfolios: [portfolio['Imports Colombia']],
      assets: ['USDCOP'],
      market,
    });
    expect(reply.valuation).toMatchObject({ what_if: true, prices_date: '2026-03-09', simulated: false });
    expect(reply.valuation.snapshot_id).toBe(canonicalHash(market));
    const open = reply.groups[0]!.details.filter((d) => d.status === 'open');
    expect(open.length).toBeGreaterThan(0);
    // A flat forward of 5,000 with equal rates: every open hedge reads the what-if forward.
    for (const row of open) expect(row.fwd).toBeCloseTo(5000, 9);
  });

  it('hashes a what-if market alike whatever the order of its keys', async () => {
    const asset = flatAsset(4321.5);
    const reordered = {
      assets: {
        USDCOP: {
          simulated: false,
          history: [],
          tenors: asset.tenors.map(({ c2, c1, c0, d0, rf, r, fwd, days_to_expiration }) => ({
            c2,
            c1,
            c0,
            d0,
            rf,
            r,
            fwd,
            days_to_expiration,
          })),
          spot: asset.spot,
        },
      },
      observation_date: TODAY,
    };
    const body = { portfolios: [portfolio['Imports Colombia']], assets: ['USDCOP'] };
    const one = await valued('currency', {
      ...body,
      market: { observation_date: TODAY, assets: { USDCOP: asset } },
    });
    const other = await valued('currency', { ...body, market: reordered });
    expect(other.valuation.snapshot_id).toBe(one.valuation.snapshot_id);
    expect(other.valuation.id).not.toBe(one.valuation.id);
    const kept = await suite.platform.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketSnapshots)
      .where(eq(marketSnapshots.id, one.valuation.snapshot_id));
    expect(kept[0]!.n).toBe(1);
  });

  it('marks every hedge of an asset without market data unpriced, naming the price missing', async () => {
    const market = { observation_date: TODAY, assets: { USDCOP: flatAsset(4100) } };
    const reply = await valued('currency', {
      portfolios: [portfolio['Imports Colombia']],
      assets: ['USDCOP', 'EURUSD'],
      market,
    });
    const eurusd = reply.groups.find((g) => g.asset === 'EURUSD')!;
    expect(eurusd.details.length).toBeGreaterThan(0);
    for (const row of eurusd.details) {
      expect(row.status).toBe('unpriced');
      expect(row.problem).toBe(`No price for EURUSD on ${TODAY}`);
    }
    expect(eurusd.exposures.length).toBeGreaterThan(0);
  });
});

describe('portfolio valuation: no stored price', () => {
  it('answers every group, its hedges unpriced, on a day before any stored price', async () => {
    const reply = await valued('currency', {
      portfolios: [portfolio['Imports Colombia']],
      assets: ['USDCOP'],
      valuation_date: '2025-06-02',
    });
    expect(reply.valuation).toMatchObject({ valuation_date: '2025-06-02', prices_date: '2025-06-02' });
    expect(await storedSnapshot(reply.valuation.snapshot_id)).toEqual({
      observation_date: '2025-06-02',
      assets: {},
    });
    const [group] = reply.groups;
    // The table still shows what is exposed and what the program asks; nothing needing a price.
    expect(group!.periods.length).toBeGreaterThan(0);
    for (const period of group!.periods)
      expect([period.fwd, period.net_rate, period.m2m]).toEqual([null, null, 0]);
    expect(group!.periods.reduce((sum, period) => sum + period.cash_flow + period.balance, 0)).toBeLessThan(
      0,
    );
    expect(group!.details.length).toBeGreaterThan(0);
    for (const row of group!.details) {
      expect(row).toMatchObject({
        status: 'unpriced',
        problem: 'No price for USDCOP on 2025-06-02',
        mark_2_market: null,
      });
    }
    // The exposure is still summed: the payables and payments of the portfolio, all open then.
    const [book] = await storedBook(reply.valuation.id);
    const open = book!.exposures.filter((e) => e.bucket !== 'undated');
    const total = group!.summary.balance.exposure + group!.summary.cash_flow.exposure;
    expect(total).toBeCloseTo(
      open.reduce((sum, e) => sum + e.amount, 0),
      6,
    );
    expect(total).toBeLessThan(0);
    expect(group!.side).toBe('BUY');
    expect((await fetchById(reply.valuation.id)).json()).toEqual(reply);
  });
});

describe('portfolio valuation: reproducibility', () => {
  it('answers the same reply by id after a price and a hedge changed', async () => {
    const body = { portfolios: [portfolio['Imports Colombia']], assets: ['USDCOP', 'EURUSD'] };
    const first = await valued('currency', body);
    expect((await fetchById(first.valuation.id)).json()).toEqual(first);

    await changeUsdcopPriceAndHedge(suite.platform, portfolio['Imports Colombia']!, TODAY);

    const again = (await fetchById(first.valuation.id)).json() as PortfolioValuationReply;
    expect(again).toEqual(first);
    // A new valuation sees the new price and the new hedge.
    const fresh = await valued('currency', body);
    expect(fresh.valuation.snapshot_id).not.toBe(first.valuation.snapshot_id);
    expect(fresh.valuation.book_version).not.toBe(first.valuation.book_version);
    expect((await storedSnapshot(fresh.valuation.snapshot_id)).assets.USDCOP!.spot).toBe(4444.44);
  });

  it('answers by id a valuation kept before books were packed, its book as plain JSON', async () => {
    const first = await valued('currency', {
      portfolios: [portfolio['Imports Colombia']],
      assets: ['USDCOP'],
    });
    const book = await storedBook(first.valuation.id);
    await suite.platform.services.db
      .update(portfolioValuations)
      .set({ book, bookPacked: null })
      .where(eq(portfolioValuations.id, first.valuation.id));
    expect((await fetchById(first.valuation.id)).json()).toEqual(first);
  });

  it('values a book of more than 2,000 hedges on a worker thread, and again by id', async () => {
    const mexico = portfolio['Imports Mexico']!;
    await growBeyondInlineLimit(suite.platform, mexico, 'USDMXN');
    const run = vi.spyOn(suite.platform.services.jobs, 'run');
    const progressId = randomUUID();
    const progress = (token = tokens.treasury) =>
      suite.platform.request('GET', `/api/valuation_progress/${progressId}`, { token });
    try {
      // Nothing reported yet is no progress, not an error.
      expect((await progress()).statusCode).toBe(204);
      const reply = await valued('currency', {
        portfolios: [mexico],
        assets: ['USDMXN'],
        progress_id: progressId,
      });
      expect(run).toHaveBeenCalledWith(expect.any(String), 'valuePortfolio', expect.any(Array), {
        onProgress: expect.any(Function),
      });
      expect(reply.groups[0]!.details.length).toBeGreaterThan(INLINE_HEDGE_LIMIT);
      // It told how far it got while it ran, in hedges; only to its caller.
      const told = await progress();
      expect(told.statusCode).toBe(200);
      const { done, total } = told.json() as { done: number; total: number };
      expect(total).toBe(reply.groups[0]!.details.length);
      expect(done).toBeGreaterThan(0);
      expect(done).toBeLessThanOrEqual(total);
      expect((await progress(tokens.admin)).statusCode).toBe(204);
      expect(reply.groups[0]!.details.filter((d) => d.problem === null).length).toBeGreaterThan(
        INLINE_HEDGE_LIMIT,
      );
      expect((await fetchById(reply.valuation.id)).json()).toEqual(reply);
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      run.mockRestore();
    }
  });
});

describe('portfolio valuation: the period table as a workbook', () => {
  it('writes each group’s periods in the reader’s language, every figure as the reply has it', async () => {
    const reply = await valued('currency', {
      portfolios: [portfolio['Imports Colombia']],
      assets: ['USDCOP', 'EURUSD'],
    });
    const file = await suite.platform.request(
      'GET',
      `/api/portfolio_valuations/${reply.valuation.id}/periods.xlsx?lang=es`,
      { token: tokens.treasury },
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`analitica_${reply.valuation.valuation_date}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as never);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(
      reply.groups.map((group, i) => `${i + 1} ${group.asset} ${group.portfolio_name}`.slice(0, 31)),
    );
    const [group] = reply.groups;
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    // Each figure's header names its unit: amounts in USD, money in COP, rates in COP per USD.
    expect(headers.slice(0, 4)).toEqual([
      'Inicio del período',
      'Fin del período',
      'Balance (USD)',
      'Sin fecha (USD)',
    ]);
    expect(sheet.rowCount).toBe(group!.periods.length + 1);
    const eurusd = (workbook.worksheets[1]!.getRow(1).values as unknown[]).slice(1);
    expect(eurusd).toContain('M2M (USD)');
    expect(eurusd).toContain('Forward (USD por EUR)');
    const cell = (row: number, header: string) =>
      sheet.getRow(row).getCell(headers.indexOf(header) + 1).value;
    group!.periods.forEach((period, i) => {
      expect(cell(i + 2, 'Flujo de caja (USD)')).toBe(period.cash_flow);
      expect(cell(i + 2, 'Tasa neta (COP por USD)')).toBe(period.net_rate);
      expect(cell(i + 2, 'M2M (COP)')).toBe(period.m2m);
      expect(cell(i + 2, 'Alza: M2M (COP)')).toBe(period.up.m2m);
      expect(cell(i + 2, '% cubierto')).toBe(period.hedge_percent);
    });

    const other = await suite.platform.request(
      'GET',
      `/api/portfolio_valuations/${reply.valuation.id}/periods.xlsx`,
      {
        token: tokens.desk,
      },
    );
    expect(other.statusCode).toBe(403);
  });
});

/** The text of each page of a PDF, as a reader would copy it. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // The 14 standard fonts' metrics ship with pdfjs-dist.
  const fonts = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

describe('portfolio valuation: the printable report', () => {
  it('prints one page per portfolio and asset: header, summary and periods, in either language', async () => {
    const reply = await valued('currency', {
      portfolios: [portfolio['Imports Colombia']],
      assets: ['USDCOP', 'EURUSD'],
    });
    const group = reply.groups.find((g) => g.asset === 'USDCOP')!;
    const figure = (lang: string, value: number) =>
      new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(value);
    for (const [lang, words] of [
      [
        'en',
        [
          'Valued on',
          'BALANCE',
          'CASH FLOW',
          'Exposure',
          'Simulated prices',
          'in USD',
          'M2M COP',
          'COP per USD',
        ],
      ],
      [
        'es',
        [
          'Valorado el',
          'BALANCE',
          'FLUJO DE CAJA',
          'Exposición',
          'Precios simulados',
          'Período',
          'en USD',
          'M2M COP',
          'COP por USD',
        ],
      ],
    ] as const) {
      const file = await suite.platform.request(
        'GET',
        `/api/portfolio_valuations/${reply.valuation.id}/report.pdf?lang=${lang}&portfolio=${group.portfolio_id}&asset=usdcop`,
        { token: tokens.treasury },
      );
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(file.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
      const [page, ...more] = await pdfPages(file.rawPayload);
      expect(more).toEqual([]);
      expect(page).toContain('Imports Colombia · USDCOP');
      expect(page).toContain(reply.valuation.valuation_date);
      for (const word of words.filter(
        (w) => group.simulated || (!w.startsWith('Simul') && !w.startsWith('Precios')),
      ))
        expect(page, lang).toContain(word);
      expect(page).toContain(figure(lang, group.summary.balance.exposure));
      expect(page).toContain(figure(lang, group.summary.cash_flow.hedge));
      expect(page).toContain(group.periods[0]!.date);
    }
  });

  it("answers 404 for another company's valuation and for an asset it did not value", async () => {
    const reply = await valued('currency', {
      portfolios: [portfolio['Imports Colombia']],
      assets: ['USDCOP'],
    });
    const report = (query: string, token = tokens.treasury) =>
      suite.platform.request('GET', `/api/portfolio_valuations/${reply.valuation.id}/report.pdf?${query}`, {
        token,
      });
    expect((await report('lang=en&asset=GBPUSD')).statusCode).toBe(404);
    const ringgit = await valued(
      'currency',
      { portfolios: [portfolio['Ringgit cash flows']], assets: ['USDMYR'] },
      tokens.admin,
    );
    const other = await suite.platform.request(
      'GET',
      `/api/portfolio_valuations/${ringgit.valuation.id}/report.pdf`,
      {
        token: tokens.treasury,
      },
    );
    expect(other.statusCode).toBe(404);
  });
});
