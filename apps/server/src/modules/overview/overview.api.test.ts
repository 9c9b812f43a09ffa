import {
  type OverviewPosition,
  type OverviewRow,
  type PortfolioValuationReply,
  PROGRAM_BAND,
  RECENT_VALUATION_MS,
  type RiskReply,
  SUMMARY_VAR,
  ZOverviewPosition,
} from '@cobertura/contracts';
import { addMonths, type IsoDate } from '@cobertura/finance/time';
import { describe, expect, it } from 'vitest';
import { insertSubmittedRequest } from '../../test/desk-requests.ts';
import { useTestPlatform } from '../../test/platform-suite.ts';

/** A Tuesday, noon UTC (the market's day is the same in Chicago). */
const TODAY = '2026-03-10' as IsoDate;
const DAY_MS = 86_400_000;

const suite = useTestPlatform({
  today: TODAY,
  users: ['treasury', 'viewer', 'admin', 'desk'],
  portfoliosAs: 'admin',
});
const { tokens, portfolio } = suite;

async function call(url: string, token: string, body?: unknown) {
  const method = body === undefined ? 'GET' : 'POST';
  return suite.platform.request(method, url, { token, ...(body === undefined ? {} : { body }) });
}
async function ok<T>(url: string, token: string, body?: unknown): Promise<T> {
  const response = await call(url, token, body);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}
async function companyIds(token: string): Promise<Record<string, number>> {
  const companies = await ok<{ pk_idcompany: number; company_name: string }[]>('/api/companies', token);
  return Object.fromEntries(companies.map((c) => [c.company_name, c.pk_idcompany]));
}
const position = async (query: string, token = tokens.viewer!) =>
  ZOverviewPosition.parse(await ok<OverviewPosition>(`/api/overview/position${query}`, token));
/** Moves the clock on, and signs the users in again: their access tokens do not outlive a long move. */
async function moveClock(ms: number) {
  suite.platform.clock.advance(ms);
  for (const user of ['treasury', 'viewer']) tokens[user] = (await suite.platform.signIn(user)).access;
}
const rowOf = (answer: OverviewPosition, portfolioName: string, asset: string) =>
  answer.rows.find((row) => row.portfolio_name === portfolioName && row.asset === asset) as OverviewRow;

describe("the company's position at a glance", () => {
  it("shows the viewer every portfolio and asset of the company, every amount in the company's currency", async () => {
    const { 'Demo Company A': companyA } = await companyIds(tokens.viewer!);
    const answer = await position(`?company=${companyA}`);
    expect(answer.company_name).toBe('Demo Company A');
    // Most of Company A's books count their money in US dollars (EURUSD twice, Brent, WTI).
    expect(answer.currency).toBe('USD');
    expect(answer.currencies[0]).toBe('USD');
    expect(new Set(answer.currencies)).toEqual(new Set(['USD', 'COP', 'MXN']));
    expect(answer.rows.map((row) => `${row.portfolio_name} ${row.asset}`).sort()).toEqual([
      'Fuel purchases BRENT',
      'Fuel purchases WTI',
      'Imports Colombia EURUSD',
      'Imports Colombia USDCOP',
      'Imports Mexico EURUSD',
      'Imports Mexico USDMXN',
    ]);
    expect(answer.valuations.map((v) => v.area).sort()).toEqual(['commodity', 'currency']);
    expect(answer.next_month_ends).toBe(addMonths(TODAY, 1));
    for (const row of answer.rows) {
      expect(row.currency_rate, `${row.asset}`).not.toBeNull();
      expect(row.m2m, `${row.asset}`).not.toBeNull();
    }
    expect(answer.totals.m2m).toBeCloseTo(
      answer.rows.reduce((sum, row) => sum + (row.m2m ?? 0), 0),
      6,
    );
    expect(answer.totals.breaches).toBe(answer.rows.reduce((sum, row) => sum + row.breaches.length, 0));
  });

  it('answers 404 for a company that is not the caller’s and 400 for a currency it cannot be shown in', async () => {
    const { 'Demo Company B': companyB } = await companyIds(tokens.admin!);
    const foreign = await call(`/api/overview/position?company=${companyB}`, tokens.viewer!);
    expect(foreign.statusCode).toBe(404);
    const { 'Demo Company A': companyA } = await companyIds(tokens.viewer!);
    const yen = await call(`/api/overview/position?company=${companyA}&currency=JPY`, tokens.viewer!);
    expect(yen.statusCode).toBe(400);
    expect(yen.json().error.fields.currency[0]).toContain('USD, COP, MXN');
    expect((await call('/api/overview/position?company=abc', tokens.viewer!)).statusCode).toBe(400);
  });

  it('agrees with Analytics for the same portfolio: m2m, coverage, program and VaR', async () => {
    const { 'Demo Company A': companyA } = await companyIds(tokens.treasury!);
    const answer = await position(`?company=${companyA}&currency=COP&fresh=true`, tokens.treasury);
    expect(answer.currency).toBe('COP');
    const analytics = await ok<PortfolioValuationReply>(
      '/api/currency_portfolio_valuation',
      tokens.treasury!,
      {
        portfolios: [portfolio['Imports Colombia']],
        assets: ['USDCOP'],
      },
    );
    const [group] = analytics.groups;
    const row = rowOf(answer, 'Imports Colombia', 'USDCOP');
    // USDCOP counts its money in COP: shown in COP it is not converted at all.
    expect(row.currency_rate).toBe(1);
    const open = group!.periods.filter((p) => p.end >= analytics.valuation.valuation_date);
    const exposure = open.reduce((sum, p) => sum + p.balance + p.cash_flow, 0);
    const hedge = open.reduce((sum, p) => sum + p.hedge, 0);
    const program = open.reduce((sum, p) => sum + p.program, 0);
    expect(row.exposure).toBeCloseTo(exposure, 6);
    expect(row.m2m!).toBeCloseTo(
      open.reduce((sum, p) => sum + p.m2m, 0),
      4,
    );
    expect(row.coverage!).toBeCloseTo(Math.abs(hedge) / Math.abs(exposure), 9);
    expect(row.program!.target).toBeCloseTo(Math.abs(program) / Math.abs(exposure), 9);
    expect(row.program!.low).toBeCloseTo(Math.max(0, row.program!.target - PROGRAM_BAND), 9);
    expect(row.budget_rate).toBe(group!.budget_rate);
    const risk = await ok<RiskReply>(
      `/api/portfolio_valuations/${analytics.valuation.id}/risk`,
      tokens.treasury!,
      SUMMARY_VAR,
    );
    const delta = risk.groups[0]!.methods.find((m) => m.method === 'delta-normal')!;
    expect(row.var!).toBeCloseTo(delta.var!, 2);

    // The same book in US dollars: every money figure at one rate, COP per USD's inverse.
    const inDollars = rowOf(
      await position(`?company=${companyA}`, tokens.treasury),
      'Imports Colombia',
      'USDCOP',
    );
    expect(inDollars.currency_rate!).toBeGreaterThan(0);
    expect(inDollars.currency_rate!).toBeLessThan(0.01);
    expect(inDollars.m2m!).toBeCloseTo(row.m2m! * inDollars.currency_rate!, 4);
    expect(inDollars.var!).toBeCloseTo(row.var! * inDollars.currency_rate!, 4);
  });

  it('reads the kept valuation while it is recent and the book unchanged, and values again otherwise', async () => {
    const { 'Demo Company A': companyA } = await companyIds(tokens.viewer!);
    // A second on: the newest kept valuation is this test's, not an earlier one of the same instant.
    await moveClock(1000);
    const first = await position(`?company=${companyA}&fresh=true`);
    expect(first.valuations.every((v) => v.is_fresh)).toBe(true);
    const again = await position(`?company=${companyA}`);
    expect(again.valuations.map((v) => [v.id, v.is_fresh])).toEqual(
      first.valuations.map((v) => [v.id, false]),
    );
    expect(again.rows).toEqual(first.rows);

    // A new budget rate changes the currency book: that valuation is not the book's any more.
    await ok('/api/update_create_budget', tokens.treasury!, {
      format: 'json',
      companies: [companyA],
      selected_portfolio: portfolio['Imports Mexico'],
      budget_rate: 19.25,
      selected_currency: 'USDMXN',
    });
    const changed = await position(`?company=${companyA}`);
    const byArea = (answer: OverviewPosition, area: string) =>
      answer.valuations.find((v) => v.area === area)!;
    expect(byArea(changed, 'currency').is_fresh).toBe(true);
    expect(byArea(changed, 'currency').id).not.toBe(byArea(first, 'currency').id);
    expect(byArea(changed, 'commodity')).toMatchObject({
      id: byArea(first, 'commodity').id,
      is_fresh: false,
    });
    expect(rowOf(changed, 'Imports Mexico', 'USDMXN').budget_rate).toBe(19.25);

    // Past the recent limit the books are valued again.
    await moveClock(RECENT_VALUATION_MS + 1000);
    const later = await position(`?company=${companyA}`);
    expect(later.valuations.every((v) => v.is_fresh)).toBe(true);
  });
});

describe('breaches of the hedging policy, on a constructed book', () => {
  it('marks coverage under the program’s band and a hedge request past its window, on the book they concern', async () => {
    const { 'Demo Company A': companyA } = await companyIds(tokens.treasury!);
    const today = () => new Date(suite.platform.clock.now().getTime()).toISOString().slice(0, 10) as IsoDate;
    const created = await call('/api/portfolios', tokens.treasury!, {
      portfolio_name: 'Policy check',
      fk_idcompany: companyA,
      fk_currency: ['USDBRL'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const policy = created.json().pk_idportfolio as number;
    const program = await suite.platform.request('PUT', '/api/programs', {
      token: tokens.treasury,
      body: {
        fk_idportfolio: policy,
        fk_currency: 'USDBRL',
        objective: 'CASH FLOW',
        parameters: 'CONSTANT',
        flow: { values: { percentage: 80, months: 12 } },
      },
    });
    expect(program.statusCode, program.body).toBe(200);
    const treasurer = await ok<{ pk_idusers: number }>('/api/user', tokens.treasury!);
    const payment = (months: number) => ({
      pk: 'pending',
      edited: true,
      fk_idportafolio: policy,
      fk_idcurrency: 'USDBRL',
      fk_idexposureoption: 'FORECAST/CASH FLOW PAYMENT',
      notional: 1_000_000,
      fk_idcountry_currency: 'USD',
      planned_expiration_date: addMonths(today(), months),
    });
    await ok('/api/update_create_exposurecurrency', tokens.treasury!, {
      format: 'json',
      selected_company: companyA,
      user_id: treasurer.pk_idusers,
      currency_exposure: [payment(1), payment(3)],
    });
    const forward = (notional: number) => ({
      pk: 'pending',
      fk_idportafolio: policy,
      fk_idcurrency: 'USDBRL',
      buy_sell: 'LONG',
      derivative: 'FORWARD',
      fk_idoptiontype: 1,
      trade_date: today(),
      fixing_date: addMonths(today(), 3),
      value_date: addMonths(today(), 3),
      strike: 5.4,
      notional,
      fk_idcountry_currency: 'USD',
      premium: 0,
      fk_idcountry_premium_currency: 'USD',
      premium_value_date: today(),
    });
    const saveHedge = (notional: number) =>
      ok('/api/update_create_hedgecurrency', tokens.treasury!, {
        selected_company: companyA,
        user_id: treasurer.pk_idusers,
        currency_hedge: [forward(notional)],
      });
    await saveHedge(100_000);

    // 5 % hedged against a program of 80 %: under the band (70 % to 90 %). April's payment, in the
    // next month, is not hedged at all: the program requires 80 % of it.
    const under = rowOf(await position(`?company=${companyA}`), 'Policy check', 'USDBRL');
    expect(under.coverage).toBeCloseTo(0.05, 9);
    expect(under.program).toMatchObject({ target: expect.closeTo(0.8, 9), low: expect.closeTo(0.7, 9) });
    expect(under.program!.high).toBeCloseTo(0.9, 9);
    expect(under.breaches).toEqual([{ kind: 'under_program' }]);
    expect(under.required_next_month).toBeCloseTo(800_000, 6);

    // A request submitted now is inside its week; eight days on it is past it, still open.
    const requestId = await insertSubmittedRequest(suite.platform, {
      portfolioId: policy,
      asset: 'USDBRL',
      side: 'buyer',
      settlements: [{ date: addMonths(today(), 2), amount: 1_000_000 }],
    });
    expect(rowOf(await position(`?company=${companyA}`), 'Policy check', 'USDBRL').breaches).toHaveLength(1);
    await moveClock(8 * DAY_MS);
    // 1,500,000 of 2,000,000 hedged: 75 %, inside the band (June's excess does not hedge April).
    await saveHedge(1_400_000);
    const late = await position(`?company=${companyA}`);
    const row = rowOf(late, 'Policy check', 'USDBRL');
    expect(row.coverage).toBeCloseTo(0.75, 9);
    expect(row.required_next_month).toBeCloseTo(800_000, 6);
    expect(row.breaches).toEqual([
      {
        kind: 'past_window',
        request_id: requestId,
        reference: `R-${String(requestId).padStart(6, '0')}`,
        window: 'WEEK',
        window_ended: expect.any(String),
      },
    ]);
    expect(
      Date.parse(row.breaches[0]!.kind === 'past_window' ? row.breaches[0]!.window_ended : ''),
    ).toBeLessThan(suite.platform.clock.now().getTime());
    // The request is this book's breach only.
    const ours = late.rows.filter((r) =>
      r.breaches.some((b) => b.kind === 'past_window' && b.request_id === requestId),
    );
    expect(ours.map((r) => r.portfolio_id)).toEqual([policy]);
  });
});
