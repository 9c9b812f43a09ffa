import type {
  DraftHedge,
  OpenExposureReply,
  PriceStrategiesReply,
  QuoteCheckReply,
} from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { useStrategyIds, useTestPlatform } from '../../test/platform-suite.ts';

/** A Tuesday, noon UTC: the market's today is the same day. */
const TODAY = '2026-03-10';
/** Six monthly USDCOP payables of USD 1,000,000. */
const SETTLEMENTS = ['2026-04-10', '2026-05-11', '2026-06-10', '2026-07-10', '2026-08-10', '2026-09-10'].map(
  (date) => ({ date, amount: 1_000_000 }),
);

const suite = useTestPlatform({
  today: TODAY,
  users: ['treasury', 'viewer', 'admin'],
  portfoliosAs: 'admin',
});
const { tokens, portfolio } = suite;
const id = useStrategyIds(suite);
const post = (url: string, body: unknown, token = tokens.treasury) =>
  suite.platform.request('POST', `/api/optimizer/${url}`, { token, body });
const market = { asset: 'USDCOP', side: 'buyer', settlements: SETTLEMENTS };

async function price(strategies: unknown[], side = 'buyer') {
  const response = await post('price', { ...market, side, strategies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PriceStrategiesReply;
}

describe('optimizer: strategies priced on the schedule', () => {
  it('prices each strategy on the stored market, with its legs as the side holds them', async () => {
    const reply = await price([
      { pk_idstrategy: id('FORWARD'), strikes: [4000] },
      { pk_idstrategy: id('COLLAR'), strikes: [4300, 3900] },
    ]);
    expect(reply.valuation_date).toBe(TODAY);
    expect(reply.settlements).toHaveLength(6);
    expect(
      reply.settlements.every((s, i) => i === 0 || s.forward !== reply.settlements[i - 1]!.forward),
    ).toBe(true);
    const [forward, collar] = reply.strategies;
    expect(forward!.calculated).toBe(true);
    // A forward at 4,000 costs its off-market value in its rate: the par forward less 4,000.
    expect(reply.par_forward).toBeLessThan(reply.forward);
    expect(forward!.cost).toBeCloseTo(reply.par_forward - 4000, 8);
    expect(forward!.costPerc).toBeCloseTo((100 * forward!.cost!) / reply.forward, 10);
    expect(collar!.legs.map((l) => [l.position, l.derivative, l.strike])).toEqual([
      ['LONG', 'CALL', 4300],
      ['SHORT', 'PUT', 3900],
    ]);
    expect(collar!.zero_cost).toBe(true);
  });

  it("costs a forward nothing at the schedule's par forward, for either side, and a bank's zero-premium quote there is fair", async () => {
    const { par_forward: par } = await price([{ pk_idstrategy: id('FORWARD'), strikes: [4000] }]);
    for (const side of ['buyer', 'seller']) {
      const reply = await price([{ pk_idstrategy: id('FORWARD'), strikes: [par] }], side);
      expect(Math.abs(reply.strategies[0]!.cost!)).toBeLessThan(1e-9 * par);
      expect(Math.abs(reply.strategies[0]!.costPerc!)).toBeLessThan(1e-9);
      const strategy = { pk_idstrategy: id('FORWARD'), strikes: [par] };
      const check = await post('quote_check', { ...market, side, strategy, quoted_cost: 0 });
      expect((check.json() as QuoteCheckReply).verdict).toBe('fair');
      const solved = await post('zero_cost', { ...market, side, strategy });
      expect((solved.json() as { strikes: number[] }).strikes[0]).toBeCloseTo(par, 6);
    }
  });

  it('gives a seller the mirror image, and warns on the leg whose terms make no sense, without a cost', async () => {
    const reply = await price([{ pk_idstrategy: id('COLLAR'), strikes: [3900, 3800] }], 'seller');
    const [collar] = reply.strategies;
    expect(collar!.legs.map((l) => [l.position, l.derivative])).toEqual([
      ['LONG', 'PUT'],
      ['SHORT', 'CALL'],
    ]);
    expect(collar!.warnings).toEqual([
      { leg: 1, code: 'SOLD_INSIDE_PROTECTION', message: expect.stringMatching(/takes back the protection/) },
    ]);
    expect([collar!.cost, collar!.calculated]).toEqual([null, false]);
  });

  it("names a seller's strategy for the options it holds: the protective vanilla is a bought put", async () => {
    const reply = await price(
      [
        { pk_idstrategy: id('VANILLA CALL'), strikes: [3900] },
        { pk_idstrategy: id('VANILLA PUT'), strikes: [4300] },
        { pk_idstrategy: id('CALL SPREAD'), strikes: [3900, 3700] },
        { pk_idstrategy: id('COLLAR'), strikes: [3900, 4300] },
      ],
      'seller',
    );
    expect(
      reply.strategies.map((s) => [s.name, s.legs.map((l) => `${l.position} ${l.derivative} ${l.strike}`)]),
    ).toEqual([
      ['VANILLA PUT', ['LONG PUT 3900']],
      ['VANILLA CALL', ['LONG CALL 4300']],
      ['PUT SPREAD', ['LONG PUT 3900', 'SHORT PUT 3700']],
      ['COLLAR', ['LONG PUT 3900', 'SHORT CALL 4300']],
    ]);
    // A bought put is paid for, and a lower strike costs less.
    const [put, , spread, collar] = reply.strategies;
    expect(put!.cost!).toBeGreaterThan(spread!.cost!);
    expect(spread!.cost!).toBeGreaterThan(0);
    expect(collar!.cost!).toBeLessThan(put!.cost!);
  });

  it('solves a zero-cost collar that then prices at zero', async () => {
    const strategy = { pk_idstrategy: id('ZERO-COST COLLAR'), strikes: [4300, null] };
    const solved = await post('zero_cost', { ...market, strategy });
    expect(solved.statusCode, solved.body).toBe(200);
    const { strikes, solved: legs } = solved.json() as { strikes: number[]; solved: number[] };
    expect(legs).toEqual([1]);
    expect(strikes[0]).toBe(4300);
    const [priced] = (await price([{ ...strategy, strikes }])).strategies;
    expect(Math.abs(priced!.cost!)).toBeLessThan(1e-6);
    const call = await post('zero_cost', {
      ...market,
      strategy: { pk_idstrategy: id('VANILLA CALL'), strikes: [4100] },
    });
    expect(call.statusCode).toBe(400);
    expect(call.json().error.fields.strategy[0]).toMatch(/always costs something/);
  });

  it("checks a bank's quote: margin = quote − fair value, in basis points of the notional today", async () => {
    const strategy = { pk_idstrategy: id('VANILLA CALL'), strikes: [4100] };
    const [priced] = (await price([strategy])).strategies;
    const response = await post('quote_check', { ...market, strategy, quoted_cost: priced!.cost! + 10 });
    expect(response.statusCode, response.body).toBe(200);
    const check = response.json() as QuoteCheckReply;
    expect(check.fair_value).toBeCloseTo(priced!.cost!, 8);
    expect(check.margin).toBeCloseTo(10, 8);
    // The margin is paid today: measured against the notional valued today, below the forward.
    expect(check.notional_today).toBeLessThan(check.forward);
    expect(check.notional_today).toBeGreaterThan(0.95 * check.forward);
    expect(check.margin_bps).toBeCloseTo((1e4 * 10) / check.notional_today, 8);
    expect(check.verdict).toBe(
      check.margin_bps > 30 ? 'expensive' : check.margin_bps > 10 ? 'usual' : 'fair',
    );
  });

  it('drafts the chosen strategy as hedge rows of a portfolio for treasury, not for a viewer', async () => {
    const body = {
      ...market,
      portfolio_id: portfolio['Imports Colombia'],
      strategy: { pk_idstrategy: id('COLLAR'), strikes: [4300, 3900], percentage: 50 },
    };
    const response = await post('drafts', body);
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = response.json() as { rows: DraftHedge[] };
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.strategy_code)).size).toBe(1);
    expect(new Set(rows.map((r) => r.fk_idcurrencystrategy_derivative))).toEqual(
      new Set(['LONG COLLAR', 'SHORT COLLAR']),
    );
    expect(rows.every((r) => r.notional === 500_000 && r.fk_idcurrency === 'USDCOP')).toBe(true);
    expect(rows.filter((r) => r.buy_sell === 'LONG').every((r) => r.premium < 0)).toBe(true);
    // The treasurer saves them as they are: the book takes every row.
    const user = (await suite.platform.request('GET', '/api/user', { token: tokens.treasury })).json() as {
      pk_idusers: number;
    };
    const companies = (
      await suite.platform.request('GET', '/api/companies', { token: tokens.treasury })
    ).json() as {
      pk_idcompany: number;
      portfolios: { pk_idportfolio: number }[];
    }[];
    const company = companies.find((c) => c.portfolios.some((p) => p.pk_idportfolio === body.portfolio_id))!;
    const saved = await suite.platform.request('POST', '/api/update_create_hedgecurrency', {
      token: tokens.treasury,
      body: {
        selected_company: company.pk_idcompany,
        user_id: user.pk_idusers,
        currency_hedge: rows.map(({ leg: _, ...row }) => ({ pk: 'pending', ...row })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A seller's protection is a bought put, booked under the name that says so.
    const sold = await post('drafts', {
      ...body,
      side: 'seller',
      strategy: { pk_idstrategy: id('VANILLA CALL'), strikes: [3900] },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const sellerRows = (sold.json() as { rows: DraftHedge[] }).rows;
    expect(
      new Set(sellerRows.map((r) => `${r.buy_sell} ${r.derivative} / ${r.fk_idcurrencystrategy_derivative}`)),
    ).toEqual(new Set(['LONG PUT / LONG VANILLA PUT']));
    expect((await post('drafts', body, tokens.viewer)).statusCode).toBe(403);
    expect((await post('drafts', { ...body, portfolio_id: 999_999 })).statusCode).toBe(404);
  });

  it('refuses bad input on its field: a settlement not after today, an unknown strategy or asset', async () => {
    const early = await post('price', {
      ...market,
      settlements: [{ date: TODAY, amount: 1 }],
      strategies: [{ pk_idstrategy: id('FORWARD'), strikes: [4000] }],
    });
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().error.fields)).toEqual(['settlements.0.date']);
    const unknown = await post('price', {
      ...market,
      strategies: [{ pk_idstrategy: 999_999, strikes: [1] }],
    });
    expect(Object.keys(unknown.json().error.fields)).toEqual(['strategies.0.pk_idstrategy']);
    const nowhere = await post('price', {
      ...market,
      asset: 'XXXYYY',
      strategies: [{ pk_idstrategy: id('FORWARD'), strikes: [1] }],
    });
    expect(nowhere.statusCode).toBe(400);
    expect(Object.keys(nowhere.json().error.fields)).toEqual(['asset']);
  });

  it('is open to the optimizer screen: a viewer prices strategies too', async () => {
    const response = await post(
      'price',
      { ...market, strategies: [{ pk_idstrategy: id('FORWARD'), strikes: [4000] }] },
      tokens.viewer,
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('optimizer: the schedule from the book', () => {
  const read = (query: string, token = tokens.treasury) =>
    suite.platform.request('GET', `/api/optimizer/open_exposure?${query}`, { token });

  it("answers a portfolio's open exposure by month after today, and a new hedge lowers its month", async () => {
    const colombia = portfolio['Imports Colombia'];
    const before = await read(`portfolio_id=${colombia}&asset=usdcop`);
    expect(before.statusCode, before.body).toBe(200);
    const book = before.json() as OpenExposureReply;
    expect(book).toMatchObject({
      portfolio_id: colombia,
      asset: 'USDCOP',
      side: 'buyer',
      valuation_date: TODAY,
    });
    expect(book.budget_rate).toBeGreaterThan(0);
    expect(book.months.length).toBeGreaterThan(3);
    const months = book.months.map((m) => m.date.slice(0, 7));
    expect(new Set(months).size).toBe(months.length);
    expect(book.months.every((m, i) => m.date > (i === 0 ? TODAY : book.months[i - 1]!.date))).toBe(true);
    // An importer pays: what is left open is the payment less what the hedges already buy.
    for (const m of book.months) expect(m.open).toBeCloseTo(Math.max(0, m.hedge - m.exposure), 6);
    const month = book.months.find((m) => m.open > 200_000)!;

    // Book a forward of 200,000 fixing in that month: its hedge grows and its open amount falls by as much.
    const drafts = await post('drafts', {
      ...market,
      settlements: [{ date: month.date, amount: 200_000 }],
      portfolio_id: colombia,
      strategy: { pk_idstrategy: id('FORWARD'), strikes: [4000] },
    });
    expect(drafts.statusCode, drafts.body).toBe(200);
    const { rows } = drafts.json() as { rows: DraftHedge[] };
    expect(rows.map((r) => r.fixing_date.slice(0, 7))).toEqual([month.date.slice(0, 7)]);
    const companies = (
      await suite.platform.request('GET', '/api/companies', { token: tokens.treasury })
    ).json() as {
      pk_idcompany: number;
      portfolios: { pk_idportfolio: number }[];
    }[];
    const user = (await suite.platform.request('GET', '/api/user', { token: tokens.treasury })).json() as {
      pk_idusers: number;
    };
    const saved = await suite.platform.request('POST', '/api/update_create_hedgecurrency', {
      token: tokens.treasury,
      body: {
        selected_company: companies.find((c) => c.portfolios.some((p) => p.pk_idportfolio === colombia))!
          .pk_idcompany,
        user_id: user.pk_idusers,
        currency_hedge: rows.map(({ leg: _, ...row }) => ({ pk: 'pending', ...row })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await read(`portfolio_id=${colombia}&asset=USDCOP`)).json() as OpenExposureReply;
    const again = after.months.find((m) => m.date === month.date)!;
    expect(again.exposure).toBe(month.exposure);
    expect(again.hedge).toBeCloseTo(month.hedge - 200_000, 6);
    expect(again.open).toBeCloseTo(month.open - 200_000, 6);
  });

  it('is for the optimizer screen, viewers included; 404 for a portfolio not yours or without the asset', async () => {
    const colombia = portfolio['Imports Colombia'];
    expect((await read(`portfolio_id=${colombia}&asset=USDCOP`, tokens.viewer)).statusCode).toBe(200);
    expect((await read(`portfolio_id=${colombia}&asset=USDMYR`)).statusCode).toBe(404);
    const companyB = Object.entries(portfolio).find(([name]) => /palm|malaysia/i.test(name))?.[1];
    expect(companyB).toBeDefined();
    expect((await read(`portfolio_id=${companyB}&asset=USDMYR`)).statusCode).toBe(404);
    expect((await read(`portfolio_id=${companyB}&asset=USDMYR`, tokens.admin)).statusCode).toBe(200);
    expect((await read('portfolio_id=abc&asset=USDCOP')).statusCode).toBe(400);
  });
});
