import type { AnalyticsArea, PortfolioValuationReply, ValuationInputsReply } from '@cobertura/contracts';
import type { HedgingProgram } from '@cobertura/finance/hedging';
import {
  type AssetMarket,
  type PortfolioExposureRow,
  type PortfolioHedgeRow,
  valuePortfolio,
} from '@cobertura/finance/portfolio';
import type { IsoDate } from '@cobertura/finance/time';
import { describe, expect, it } from 'vitest';
import type { MarketReader } from '../../market-data/market-reader.ts';
import { DEMO_USERS, useTestPlatform } from '../../test/platform-suite.ts';
import { canonicalHash } from './canonical-hash.ts';
import { warmBookMarkets } from './warm-book-markets.ts';

/** A Tuesday, noon UTC: the market's today is the same day; the seed's prices start on 2026-02-01. */
const TODAY = '2026-03-10';

const suite = useTestPlatform({ today: TODAY, users: DEMO_USERS, portfoliosAs: 'admin' });
const { tokens, portfolio } = suite;

async function valued(area: AnalyticsArea, body: unknown, token = tokens.treasury) {
  const response = await suite.platform.request('POST', `/api/${area}_portfolio_valuation`, { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PortfolioValuationReply;
}
const inputsOf = (id: string, token = tokens.treasury) =>
  suite.platform.request('GET', `/api/portfolio_valuations/${id}/inputs`, { token });

/** Equal to 1e-9 of the larger magnitude (nulls equal only to nulls). */
function expectClose(actual: number | null, expected: number | null, what: string) {
  if (actual === null || expected === null) {
    expect(actual, what).toBe(expected);
    return;
  }
  expect(Math.abs(actual - expected), what).toBeLessThanOrEqual(
    1e-9 * Math.max(Math.abs(actual), Math.abs(expected)),
  );
}

/**
 * Values every group again with the finance library from the published inputs alone, as an auditor
 * outside would, and requires the reply's figures: every row's mark-to-market, delta and settlement,
 * every period's m2m and hedge.
 */
function expectRepriced(reply: PortfolioValuationReply, inputs: ValuationInputsReply) {
  const { request, snapshot } = inputs;
  expect(inputs.book).toHaveLength(reply.groups.length);
  inputs.book.forEach((book, i) => {
    const group = reply.groups[i]!;
    const kept = snapshot.assets[book.asset];
    const again = valuePortfolio({
      valuationDate: inputs.valuation.valuation_date as IsoDate,
      area: inputs.area,
      asset: book.asset,
      // An asset the snapshot holds no price for is valued on no market.
      market: (kept ?? { spot: 0, tenors: [], history: [] }) as unknown as AssetMarket,
      hedges: book.hedges as unknown as PortfolioHedgeRow[],
      exposures: book.exposures as unknown as PortfolioExposureRow[],
      program: book.program as unknown as HedgingProgram | null,
      budgetRate: book.budget_rate,
      interval: request.interval,
      shock: request.shock,
      ...(request.initialDate ? { initialDate: request.initialDate as IsoDate } : {}),
      ...(request.endDate ? { endDate: request.endDate as IsoDate } : {}),
    });
    expect(again.details.map((row) => row.pk)).toEqual(group.details.map((row) => row.pk));
    again.details.forEach((row, j) => {
      const shown = group.details[j]!;
      expect(row.status, row.pk).toBe(shown.status);
      expectClose(row.mark_2_market, shown.mark_2_market, `${row.pk} mark_2_market`);
      expectClose(row.delta, shown.delta, `${row.pk} delta`);
      expectClose(row.settlement_pnl, shown.settlement_pnl, `${row.pk} settlement_pnl`);
    });
    again.periods.forEach((period, j) => {
      expectClose(period.m2m, group.periods[j]!.m2m, `${period.date} m2m`);
      expectClose(period.hedge, group.periods[j]!.hedge, `${period.date} hedge`);
    });
  });
}

describe('the inputs of a kept valuation', () => {
  it('publish the snapshot and book it valued: their hashes are its ids, and they re-price every row', async () => {
    const reply = await valued('currency', {
      portfolios: [portfolio['Imports Colombia'], portfolio['Imports Mexico']],
      assets: ['USDCOP', 'USDMXN', 'EURUSD'],
      interval: '1Q',
      shock: 0.15,
    });
    const response = await inputsOf(reply.valuation.id);
    expect(response.statusCode, response.body).toBe(200);
    const inputs = response.json() as ValuationInputsReply;
    expect(inputs.valuation).toEqual(reply.valuation);
    expect(inputs.request).toMatchObject({ interval: '1Q', shock: 0.15 });
    expect(canonicalHash(inputs.snapshot)).toBe(reply.valuation.snapshot_id);
    expect(canonicalHash(inputs.book)).toBe(reply.valuation.book_version);
    const usdcop = inputs.snapshot.assets.USDCOP!;
    expect(usdcop.tenors.length).toBeGreaterThan(5);
    expect(usdcop.history.at(-1)!.date).toBe(reply.valuation.prices_date);
    expectRepriced(reply, inputs);
    // Every open row says the spot it was valued on.
    const open = reply.groups.flatMap((group) => group.details.filter((row) => row.status === 'open'));
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) expect(row.spot).toBe(inputs.snapshot.assets[row.asset]!.spot);
  });

  it("publish a commodity book with its pricing, and an Asian hedge's fixing start on its valued row", async () => {
    const reply = await valued(
      'commodity',
      { portfolios: [portfolio['Palm oil sales']], assets: ['CPO MAL MYR'] },
      tokens.admin,
    );
    const inputs = (await inputsOf(reply.valuation.id, tokens.admin)).json() as ValuationInputsReply;
    expect(canonicalHash(inputs.snapshot)).toBe(reply.valuation.snapshot_id);
    expect(canonicalHash(inputs.book)).toBe(reply.valuation.book_version);
    expect(inputs.book[0]).toHaveProperty('commodity');
    expectRepriced(reply, inputs);
    const asian = reply.groups[0]!.details.find((row) => row.derivative_type === 'PUT ASIAN')!;
    const booked = inputs.book[0]!.hedges.find((row) => row.pk === asian.pk)!;
    expect(asian.asian_fixing_start_date).toBe(booked.asian_fixing_start_date);
    expect(asian.asian_fixing_start_date).toMatch(/-01$/);
  });

  it('publish a what-if market as the request gave it', async () => {
    const reply = await valued('currency', {
      portfolios: [portfolio['Imports Colombia']],
      assets: ['USDCOP'],
      market: {
        observation_date: TODAY,
        assets: {
          USDCOP: {
            spot: 4200,
            tenors: [0, 365].map((days) => ({
              days_to_expiration: days,
              fwd: 4200 * Math.exp((0.04 * days) / 365),
              r: 0.09,
              rf: 0.05,
              d0: Math.exp((-0.09 * days) / 365),
              c0: 0.14,
              c1: -0.02,
              c2: 0.4,
            })),
          },
        },
      },
    });
    const inputs = (await inputsOf(reply.valuation.id)).json() as ValuationInputsReply;
    expect(inputs.valuation.what_if).toBe(true);
    expect(inputs.request).not.toHaveProperty('market');
    expect(canonicalHash(inputs.snapshot)).toBe(reply.valuation.snapshot_id);
    expectRepriced(reply, inputs);
  });

  it("are scoped and guarded as the valuation: 403 without the screens, 404 for another company's or an unknown one", async () => {
    const reply = await valued('currency', {
      portfolios: [portfolio['Imports Colombia']],
      assets: ['USDCOP'],
    });
    for (const user of ['desk', 'viewer']) {
      expect((await inputsOf(reply.valuation.id, tokens[user])).statusCode, user).toBe(403);
    }
    const both = await valued(
      'currency',
      {
        portfolios: [portfolio['Imports Colombia'], portfolio['Ringgit cash flows']],
        assets: ['USDCOP', 'USDMYR'],
      },
      tokens.admin,
    );
    expect((await inputsOf(both.valuation.id)).statusCode).toBe(404);
    expect((await inputsOf(both.valuation.id, tokens.admin)).statusCode).toBe(200);
    expect((await inputsOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('the warm-up after a start', () => {
  it("reads the market of every asset a portfolio holds on the market's today", async () => {
    const asked: string[] = [];
    const { marketReader } = suite.platform.ports;
    const recording: MarketReader = {
      ...marketReader,
      snapshotAsset: (area, asset, request) => {
        asked.push(`${area} ${asset} ${request.date}`);
        return marketReader.snapshotAsset(area, asset, request);
      },
    };
    await warmBookMarkets(suite.platform.services, recording);
    const today = new Date(suite.platform.clock.now().getTime()).toISOString().slice(0, 10);
    // Demo Company A's books (currencies and commodities) and Demo Company B's, each asset once.
    for (const asset of [
      'currency USDCOP',
      'currency EURUSD',
      'commodity BRENT',
      'currency USDMYR',
      'commodity PKO',
    ])
      expect(asked).toContain(`${asset} ${today}`);
    expect(new Set(asked).size).toBe(asked.length);
  });
});
