import type { AdvancedAnalyticsReply, PortfolioValuationReply, RiskReply } from '@cobertura/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketPrices } from '../../db/schema.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

/** A Tuesday, noon UTC: the market's today is the same day; the seed's prices start on 2026-02-01. */
const TODAY = '2026-03-10';
/** The seed's history is a few weeks long: twenty test days fit in it. */
const SHORT_BACKTEST = { backtest_days: 20 };

let platform: TestPlatform;
const tokens: Record<string, string> = {};
let portfolio: Record<string, number>;
let colombia: PortfolioValuationReply;

beforeAll(async () => {
  platform = await startTestPlatform({}, { clockStart: Date.parse(`${TODAY}T12:00:00Z`) });
  for (const user of ['treasury', 'desk', 'viewer', 'admin'])
    tokens[user] = (await platform.signIn(user)).access;
  portfolio = await platform.portfolioIds(tokens.admin);
  colombia = (
    await platform.request('POST', '/api/currency_portfolio_valuation', {
      token: tokens.treasury,
      body: { portfolios: [portfolio['Imports Colombia']], assets: ['USDCOP'] },
    })
  ).json() as PortfolioValuationReply;
});
afterAll(() => platform.close());

const advanced = (id: string, body: unknown = SHORT_BACKTEST, token = tokens.treasury) =>
  platform.request('POST', `/api/portfolio_valuations/${id}/advanced`, { token, body });
const answered = async (id: string, body: unknown = SHORT_BACKTEST) => {
  const response = await advanced(id, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdvancedAnalyticsReply;
};

describe('advanced analytics of a kept valuation', () => {
  it("answers for the valuation's book: the matrix's centre is the hedges' value it showed", async () => {
    const reply = await answered(colombia.valuation.id);
    expect(reply.valuation).toEqual(colombia.valuation);
    expect(reply.history_from).toBe('2021-03-10');
    const [group] = reply.groups;
    expect([group!.portfolio_name, group!.asset, group!.problem]).toEqual([
      'Imports Colombia',
      'USDCOP',
      null,
    ]);
    const shown = colombia.groups[0]!.details.reduce((sum, row) => sum + (row.mark_2_market ?? 0), 0);
    expect(group!.value).toBeCloseTo(shown, 6);
    const { spotShocks, volShifts, values } = group!.matrix;
    expect(spotShocks).toHaveLength(9);
    expect(volShifts).toEqual([-0.05, -0.025, 0, 0.025, 0.05]);
    expect(values[2]![4]).toBe(group!.value);
    expect(spotShocks[0]).toBeCloseTo(-0.2, 12);
  });

  it("lists the book's live knock-out forward with its touch probability and coverage", async () => {
    const [group] = (await answered(colombia.valuation.id)).groups;
    const ko = group!.barriers.find((b) => b.derivative_type === 'CALL UP AND OUT')!;
    expect(ko.knock).toBe('out');
    expect(ko.barriers[0]!.percent).toBeGreaterThan(0);
    expect(ko.touchProbability).toBeGreaterThan(0);
    expect(ko.touchProbability).toBeLessThan(1);
    expect(ko.coverageIfTouched!).toBeLessThan(ko.coverageIfNotTouched!);
  });

  it('stresses the book with the largest moves of the stored history and back-tests its VaR', async () => {
    const [group] = (await answered(colombia.valuation.id, { ...SHORT_BACKTEST, stress_count: 2 })).groups;
    // The seed's few weeks hold two one-day falls and rises, but fewer separate ten-day episodes.
    const of = (horizon: number, sign: number) =>
      group!.stress.filter((s) => s.horizon === horizon && Math.sign(s.move) === sign);
    expect([of(1, -1).length, of(1, 1).length]).toEqual([2, 2]);
    expect(group!.stress).toHaveLength(
      group!.stress.filter((s) => s.horizon === 1 || s.horizon === 10).length,
    );
    for (const day of group!.stress) expect(day.from < day.to && day.from >= '2026-02-01').toBe(true);
    // The book buys dollars (long USD hedges): a rise of the dollar is a gain on the hedges.
    expect(of(1, 1)[0]!.pnl).toBeGreaterThan(0);
    expect(of(1, -1)[0]!.pnl).toBeLessThan(0);
    const backtest = group!.backtest!;
    expect(backtest.days.length).toBeGreaterThan(0);
    expect(backtest.expected).toBeCloseTo(0.01 * backtest.days.length, 12);
    expect(backtest.exceptions).toBe(backtest.days.filter((d) => d.exception).length);
  });

  it("back-tests the Risk tab's one-day VaR: the same book, volatility and confidence", async () => {
    for (const confidence of [0.95, 0.99]) {
      const [group] = (await answered(colombia.valuation.id, { ...SHORT_BACKTEST, confidence })).groups;
      const risk = await platform.request('POST', `/api/portfolio_valuations/${colombia.valuation.id}/risk`, {
        token: tokens.treasury,
        body: { confidence, horizon_days: 1, methods: ['delta-normal'] },
      });
      expect(risk.statusCode, risk.body).toBe(200);
      const [riskGroup] = (risk.json() as RiskReply).groups;
      const backtest = group!.backtest!;
      expect(backtest.valueAtRisk).toBe(riskGroup!.methods[0]!.var);
      expect(backtest.volatility).toBe(riskGroup!.volatility);
      expect(new Set(backtest.days.map((day) => day.valueAtRisk))).toEqual(new Set([backtest.valueAtRisk]));
      // The last day tested is the last daily move the valuation's own history holds.
      expect(backtest.days.at(-1)!.date).toBe(TODAY);
    }
  });

  it("gives the same reply when asked again after today's price moved", async () => {
    const first = await answered(colombia.valuation.id);
    // Ten seconds later the ticker has moved today's close (here written as it writes it).
    platform.clock.advance(10_000);
    const today = and(
      eq(marketPrices.instrument, 'USDCOP'),
      eq(marketPrices.contract, ''),
      eq(marketPrices.day, TODAY),
    );
    const [stored] = await platform.services.db.select().from(marketPrices).where(today);
    const moved = stored!.close * 1.03;
    await platform.services.db.update(marketPrices).set({ close: moved, high: moved }).where(today);
    await platform.services.cache.del('CUR_HIST_USDCOP');
    // The store now answers the moved close: a new valuation reads it, the kept one does not.
    const fresh = await platform.request('POST', '/api/currency_portfolio_valuation', {
      token: tokens.treasury,
      body: { portfolios: [portfolio['Imports Colombia']], assets: ['USDCOP'] },
    });
    expect(fresh.json().valuation.snapshot_id).not.toBe(colombia.valuation.snapshot_id);
    expect(await answered(colombia.valuation.id)).toEqual(first);
  });

  it('values the grid at the largest volatility shift, every figure finite (vol_range 0.2)', async () => {
    // −20 points takes the smile to its floor: the book's knock-out forward is priced at 0.01 %.
    const [group] = (await answered(colombia.valuation.id, { ...SHORT_BACKTEST, vol_range: 0.2 })).groups;
    expect(group!.matrix.volShifts).toEqual([-0.2, -0.1, 0, 0.1, 0.2]);
    for (const row of group!.matrix.values)
      for (const value of row) expect(Number.isFinite(value)).toBe(true);
    expect(group!.matrix.values[2]![4]).toBe(group!.value);
  });
});

describe('advanced analytics: access and bad input', () => {
  it('refuses roles without the advanced screen (403)', async () => {
    for (const user of ['desk', 'viewer']) {
      expect((await advanced(colombia.valuation.id, {}, tokens[user])).statusCode, user).toBe(403);
    }
  });

  it("answers 404 for another company's valuation or an unknown one", async () => {
    const both = await platform.request('POST', '/api/currency_portfolio_valuation', {
      token: tokens.admin,
      body: {
        portfolios: [portfolio['Imports Colombia'], portfolio['Ringgit cash flows']],
        assets: ['USDCOP', 'USDMYR'],
      },
    });
    const id = (both.json() as PortfolioValuationReply).valuation.id;
    expect((await advanced(id)).statusCode).toBe(404);
    expect((await advanced('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses each parameter outside its documented range on its field, and answers at the maxima', async () => {
    for (const [field, beyond] of [
      ['spot_range', 0.51],
      ['vol_range', 0.21],
      ['spot_steps', 23],
      ['vol_steps', 13],
      ['stress_count', 21],
      ['lookback_years', 11],
      ['backtest_days', 1001],
      ['confidence', 0.9991],
    ] as const) {
      const response = await advanced(colombia.valuation.id, { [field]: beyond });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
    const maxima = {
      spot_range: 0.5,
      spot_steps: 21,
      vol_steps: 11,
      stress_count: 20,
      lookback_years: 10,
      backtest_days: 1000,
      confidence: 0.999,
      vol_range: 0.2,
    };
    const [group] = (await answered(colombia.valuation.id, maxima)).groups;
    expect(group!.matrix.values.flat().every(Number.isFinite)).toBe(true);
  });

  it('refuses a grid without a centre on its field (400)', async () => {
    const response = await advanced(colombia.valuation.id, { spot_steps: 8 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['spot_steps']);
  });
});
