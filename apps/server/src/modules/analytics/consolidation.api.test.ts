import {
  type ConsolidationReply,
  type CurrencyExposureType,
  EXPOSURE_TYPE_TERMS,
  type PortfolioValuationReply,
} from '@cobertura/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

/** A Tuesday, noon UTC: the market's today is the same day; the seed's prices start on 2026-02-01. */
const TODAY = '2026-03-10';

let platform: TestPlatform;
const tokens: Record<string, string> = {};
const company: Record<string, number> = {};

beforeAll(async () => {
  platform = await startTestPlatform({}, { clockStart: Date.parse(`${TODAY}T12:00:00Z`) });
  for (const user of ['treasury', 'desk', 'viewer', 'admin'])
    tokens[user] = (await platform.signIn(user)).access;
  const companies = (await platform.request('GET', '/api/companies', { token: tokens.admin })).json() as {
    pk_idcompany: number;
    company_name: string;
  }[];
  for (const c of companies) company[c.company_name] = c.pk_idcompany;
});
afterAll(() => platform.close());

const consolidate = (body: unknown, token = tokens.treasury) =>
  platform.request('POST', '/api/expo_hedges_consolidation', { token, body });
const consolidated = async (body: unknown, token = tokens.treasury) => {
  const response = await consolidate(body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ConsolidationReply;
};
const FUTURE = { expoFuture: true, expoPast: false, hedgesFuture: true, hedgesPast: false };
const PAST = { expoFuture: false, expoPast: true, hedgesFuture: false, hedgesPast: true };

type Row = Record<string, unknown>;
type Group = ConsolidationReply['groups'][number];

/** A portfolio's book rows of an asset, read straight from the tables. */
async function bookRows(group: Group, side: 'exposure' | 'hedge'): Promise<Row[]> {
  const db = platform.services.db;
  const query =
    group.area === 'currency'
      ? side === 'exposure'
        ? sql`select * from currency_exposures where fk_idportafolio = ${group.portfolio_id} and fk_idcurrency = ${group.asset}`
        : sql`select * from currency_hedges where fk_idportafolio = ${group.portfolio_id} and fk_idcurrency = ${group.asset}`
      : side === 'exposure'
        ? sql`select e.* from commodity_exposures e join commodities c on c.id = e.fk_idcommodity where e.fk_idportfolio = ${group.portfolio_id} and c.name = ${group.asset}`
        : sql`select h.* from commodity_hedges h join commodities c on c.id = h.fk_idcommodity where h.fk_idportafolio = ${group.portfolio_id} and c.name = ${group.asset}`;
  return rowsOf<Row>(await db.execute(query));
}

const day = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);

/**
 * The exposure of a book's rows as the spec writes it: a currency row's type gives its bucket and
 * side (receive +, pay −), dated by its planned expiration; a commodity sale +, a purchase −, in the
 * cash flow. A row counts when its date is from today (or it has none) for the future part.
 */
function expectedExposure(group: Group, rows: Row[], part: 'future' | 'past') {
  const sums = { balance: 0, cash_flow: 0, undated: 0 };
  for (const row of rows) {
    let bucket: keyof typeof sums = 'cash_flow';
    let amount: number;
    let date: string | null;
    if (group.area === 'currency') {
      const terms = EXPOSURE_TYPE_TERMS[row.fk_idexposureoption as CurrencyExposureType];
      bucket = terms.bucket;
      amount = (terms.side === 'receive' ? 1 : -1) * Number(row.notional);
      date = bucket === 'undated' ? null : day(row.planned_expiration_date);
    } else {
      amount = (row.fk_idcommodityexposureoption === 'SALE' ? 1 : -1) * Number(row.quantity);
      date = day(row.date);
    }
    const isFuture = date === null || date >= TODAY;
    if (isFuture === (part === 'future')) sums[bucket] += amount;
  }
  return sums;
}

/**
 * The hedge of a book's rows: −sign × notional (LONG/BUY +1, SHORT/SELL −1; the notional of a
 * commodity is its quantity) of the rows the valuation of the day calls hedging, dated by fixing
 * date (else value date); a knock-out whose row says it was touched counts 0.
 */
function expectedHedge(group: Group, rows: Row[], valued: PortfolioValuationReply, part: 'future' | 'past') {
  const details = valued.groups.find(
    (g) => g.portfolio_id === group.portfolio_id && g.asset === group.asset,
  )!.details;
  let hedge = 0;
  for (const row of rows) {
    // A row's key is its stored code.
    const detail = details.find((d) => d.pk === row.code)!;
    const date = day(row.fixing_date) ?? day(row.value_date);
    if (!detail.is_hedging || date === null || detail.problem !== null) continue;
    if (date >= TODAY !== (part === 'future')) continue;
    const sign = ['LONG', 'BUY'].includes(String(row.buy_sell).toUpperCase()) ? 1 : -1;
    const notional = Number(group.area === 'currency' ? row.notional : row.quantity);
    const isTouchedKnockOut = row.new_event === true && / OUT$/.test(detail.derivative_type);
    hedge += isTouchedKnockOut ? 0 : -sign * notional;
  }
  return hedge;
}

describe('hedge position: access', () => {
  it('refuses roles without the analytics screens (403)', async () => {
    for (const user of ['desk', 'viewer']) {
      const response = await consolidate({ companies: [company['Demo Company A']] }, tokens[user]);
      expect(response.statusCode, user).toBe(403);
    }
  });

  it("answers 404 for another company's or an unknown one", async () => {
    for (const id of [company['Demo Company B'], 999_999]) {
      const response = await consolidate({ companies: [company['Demo Company A'], id] });
      expect(response.statusCode, String(id)).toBe(404);
    }
  });

  it('refuses a flag that is neither a boolean nor its JSON text (400)', async () => {
    const response = await consolidate({ companies: [company['Demo Company A']], expoFuture: 'yes' });
    expect(response.statusCode).toBe(400);
  });
});

describe('hedge position: the demo book', () => {
  let future: ConsolidationReply;
  let past: ConsolidationReply;
  let valued: Record<'currency' | 'commodity', PortfolioValuationReply>;

  beforeAll(async () => {
    future = await consolidated({ companies: [company['Demo Company A']], ...FUTURE });
    past = await consolidated({ companies: [company['Demo Company A']], ...PAST });
    const portfolios = [...new Set(future.groups.map((g) => g.portfolio_id))];
    const value = async (area: 'currency' | 'commodity') => {
      const assets = [...new Set(future.groups.filter((g) => g.area === area).map((g) => g.asset))];
      const response = await platform.request('POST', `/api/${area}_portfolio_valuation`, {
        token: tokens.treasury,
        body: { portfolios, assets },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as PortfolioValuationReply;
    };
    valued = { currency: await value('currency'), commodity: await value('commodity') };
  });

  it("answers every portfolio and asset of the company, on the market's today", () => {
    expect(future.date).toBe(TODAY);
    expect(future.parts).toEqual(FUTURE);
    expect(future.groups.map((g) => `${g.portfolio_name} ${g.asset}`)).toEqual([
      'Imports Colombia USDCOP',
      'Imports Colombia EURUSD',
      'Imports Mexico USDMXN',
      'Imports Mexico EURUSD',
      'Fuel purchases BRENT',
      'Fuel purchases WTI',
    ]);
    expect(future.groups.every((g) => g.company_id === company['Demo Company A'] && g.has_program)).toBe(
      true,
    );
  });

  it('adds up the exposure rows of the book by date, future and past', async () => {
    for (const [reply, part] of [
      [future, 'future'],
      [past, 'past'],
    ] as const) {
      for (const group of reply.groups) {
        const expected = expectedExposure(group, await bookRows(group, 'exposure'), part);
        const label = `${group.portfolio_name} ${group.asset} ${part}`;
        expect(group.balance, label).toBeCloseTo(expected.balance, 6);
        expect(group.cash_flow, label).toBeCloseTo(expected.cash_flow, 6);
        expect(group.undated, label).toBeCloseTo(expected.undated, 6);
      }
    }
    // The demo book has both parts: the test reads something on each side of today.
    expect(future.groups.some((g) => g.cash_flow !== 0)).toBe(true);
    expect(past.groups.some((g) => g.cash_flow !== 0 || g.balance !== 0)).toBe(true);
  });

  it('counts the hedging rows, signed as the exposure they offset, by fixing date', async () => {
    for (const [reply, part] of [
      [future, 'future'],
      [past, 'past'],
    ] as const) {
      for (const group of reply.groups) {
        const expected = expectedHedge(group, await bookRows(group, 'hedge'), valued[group.area], part);
        expect(group.hedge, `${group.portfolio_name} ${group.asset} ${part}`).toBeCloseTo(expected, 6);
        const exposure = group.balance + group.cash_flow;
        expect(group.hedge_percent).toBe(exposure === 0 ? null : Math.abs(group.hedge) / Math.abs(exposure));
      }
    }
    expect(future.groups.some((g) => g.hedge !== 0)).toBe(true);
    expect(past.groups.some((g) => g.hedge !== 0)).toBe(true);
  });

  it("targets the program as the day's period table does, and asks nothing of the past", () => {
    for (const group of future.groups) {
      const table = valued[group.area].groups.find(
        (g) => g.portfolio_id === group.portfolio_id && g.asset === group.asset,
      )!;
      const label = `${group.portfolio_name} ${group.asset}`;
      expect(group.balance, label).toBeCloseTo(table.summary.balance.exposure, 6);
      expect(group.program, label).toBeCloseTo(
        table.summary.balance.program + table.summary.cash_flow.program,
        6,
      );
    }
    expect(future.groups.some((g) => g.program !== 0)).toBe(true);
    expect(past.groups.every((g) => g.program === 0)).toBe(true);
  });

  it('adds each asset over its portfolios', () => {
    const eurusd = future.groups.filter((g) => g.asset === 'EURUSD');
    expect(eurusd).toHaveLength(2);
    const total = future.totals.find((t) => t.asset === 'EURUSD')!;
    for (const key of ['balance', 'undated', 'cash_flow', 'hedge', 'program'] as const) {
      expect(total[key], key).toBeCloseTo(eurusd[0]![key] + eurusd[1]![key], 6);
    }
    expect(future.totals.map((t) => t.asset)).toEqual(['USDCOP', 'EURUSD', 'USDMXN', 'BRENT', 'WTI']);
  });

  it('takes the flags as JSON text and the companies as a JSON list, as the spec sends them', async () => {
    const text = await consolidated({
      companies: JSON.stringify([company['Demo Company A']]),
      format: 'json',
      expoFuture: 'true',
      expoPast: 'true',
      hedgesFuture: 'true',
      hedgesPast: 'false',
    });
    const booleans = await consolidated({
      companies: [company['Demo Company A']],
      expoFuture: true,
      expoPast: true,
      hedgesFuture: true,
      hedgesPast: false,
    });
    expect(text).toEqual(booleans);
    // Both exposure parts, the future hedges: the sums of the two single-part answers.
    for (const [i, group] of text.groups.entries()) {
      expect(group.cash_flow).toBeCloseTo(future.groups[i]!.cash_flow + past.groups[i]!.cash_flow, 6);
      expect(group.hedge).toBe(future.groups[i]!.hedge);
    }
  });

  it('counts the open book when no flag is sent', async () => {
    expect(await consolidated({ companies: [company['Demo Company A']] })).toEqual(future);
  });
});
