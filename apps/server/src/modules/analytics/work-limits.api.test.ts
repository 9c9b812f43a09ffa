import type { PastPerformanceReply, PortfolioValuationReply, RiskReply } from '@cobertura/contracts';
import { addDays, type IsoDate } from '@cobertura/finance/time';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

/** A Tuesday, noon UTC: the market's today is the same day. */
const TODAY = '2026-03-10';

let platform: TestPlatform;
let token: string;
let portfolio: Record<string, number>;
let defaults: TestPlatform['services']['config']['workLimits'];

beforeAll(async () => {
  platform = await startTestPlatform({}, { clockStart: Date.parse(`${TODAY}T12:00:00Z`) });
  token = (await platform.signIn('treasury')).access;
  portfolio = await platform.portfolioIds(token);
  defaults = { ...platform.services.config.workLimits };
});
// Some tests lower a limit to the demo book's size; each starts from the defaults.
afterEach(() => Object.assign(platform.services.config.workLimits, defaults));
afterAll(() => platform.close());

const value = (body: unknown) =>
  platform.request('POST', '/api/currency_portfolio_valuation', { token, body });
const colombia = (fields: object = {}) => ({
  portfolios: [portfolio['Imports Colombia']],
  assets: ['USDCOP'],
  ...fields,
});
/** A daily table of `days` periods from today, for Colombia's USDCOP book. */
const dailyDays = (days: number) =>
  colombia({ interval: '1D', initialDate: TODAY, endDate: addDays(TODAY as IsoDate, days - 1) });
const kept = async (body: unknown) => {
  const response = await value(body);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json() as PortfolioValuationReply;
};

describe('the periods one valuation may hold', () => {
  it('refuses the probe’s three centuries of days at once, naming the limit and the figure asked', async () => {
    const response = await value({
      portfolios: [portfolio['Imports Colombia'], portfolio['Imports Mexico']],
      assets: ['USDCOP', 'EURUSD', 'USDMXN'],
      initialDate: '1900-01-01',
      endDate: '2199-12-31',
      interval: '1D',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('WORK_LIMIT');
    // Four groups (the portfolios hold four of the pairs asked) of 109,573 days each.
    expect(error.message).toBe(
      'A valuation may hold at most 20,000 periods × groups; this one asks for 438,292. ' +
        'Choose a shorter range, a longer interval, or fewer portfolios and assets.',
    );
    expect(error.fields.interval).toEqual([error.message]);
  });

  it('values a table of exactly the limit, and refuses one period more', async () => {
    const reply = await kept(dailyDays(20_000));
    expect(reply.groups.map((group) => group.periods.length)).toEqual([20_000]);
    const over = await value(dailyDays(20_001));
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toMatch(/at most 20,000 periods × groups; this one asks for 20,001\./);
  });

  it("counts to the book's last date when no end is given, for every group", async () => {
    const monthly = await kept(colombia());
    const periods = monthly.groups[0]!.periods.length;
    platform.services.config.workLimits.valuationPeriods = periods;
    expect((await value(colombia())).statusCode).toBe(200);
    platform.services.config.workLimits.valuationPeriods = periods - 1;
    const over = await value(colombia());
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toMatch(new RegExp(`this one asks for ${periods}\\.`));
  });

  it('holds a kept valuation read again to the same limit', async () => {
    const { valuation } = await kept(colombia());
    platform.services.config.workLimits.valuationPeriods = 1;
    const read = await platform.request('GET', `/api/portfolio_valuations/${valuation.id}`, { token });
    expect(read.statusCode).toBe(400);
    expect(read.json().error.code).toBe('WORK_LIMIT');
  });
});

describe('the Monte Carlo work of one risk request', () => {
  const risk = (id: string, body: unknown) =>
    platform.request('POST', `/api/portfolio_valuations/${id}/risk`, { token, body });

  it('runs at the limit (1,200 daily periods × 10,000 paths), refuses a path more, and lets the other methods run', async () => {
    const { valuation } = await kept(dailyDays(1_200));
    const atLimit = await risk(valuation.id, { paths: 10_000 });
    expect(atLimit.statusCode, atLimit.body.slice(0, 300)).toBe(200);
    expect((atLimit.json() as RiskReply).groups[0]!.periods).toHaveLength(1_200);
    const over = await risk(valuation.id, { paths: 10_001 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({
      code: 'WORK_LIMIT',
      message:
        'A risk calculation may hold at most 12,000,000 periods × groups × Monte Carlo paths; this one asks for ' +
        '12,001,200 (1,200 periods × 10,001 paths). Choose fewer paths, leave the Monte Carlo method out, ' +
        'or value the book with a longer interval or a shorter range.',
    });
    const withoutMonteCarlo = await risk(valuation.id, {
      paths: 10_001,
      methods: ['delta-normal', 'historical'],
    });
    expect(withoutMonteCarlo.statusCode).toBe(200);
  });
});

describe('the hedge re-pricings of one advanced analysis', () => {
  it('runs at the limit and refuses a scenario more, naming both figures', async () => {
    const reply = await kept(colombia());
    const hedges = reply.groups[0]!.details.length;
    expect(hedges).toBeGreaterThan(0);
    // 9 × 5 grid cells, 2 horizons × 2 sides × 5 stress moves, 20 back-test days.
    const scenarios = 9 * 5 + 2 * 2 * 5 + 20;
    platform.services.config.workLimits.advancedWork = hedges * scenarios;
    const advanced = (backtest_days: number) =>
      platform.request('POST', `/api/portfolio_valuations/${reply.valuation.id}/advanced`, {
        token,
        body: { backtest_days },
      });
    expect((await advanced(20)).statusCode).toBe(200);
    const over = await advanced(21);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.code).toBe('WORK_LIMIT');
    expect(over.json().error.message).toContain(
      `this one asks for ${(hedges * (scenarios + 1)).toLocaleString('en-US')} (${hedges} hedges × ${scenarios + 1} scenarios`,
    );
  });

  it('allows the largest grid, stress count and back-test on the demo book under the default limit', async () => {
    const { valuation } = await kept(colombia());
    const response = await platform.request('POST', `/api/portfolio_valuations/${valuation.id}/advanced`, {
      token,
      body: { spot_steps: 21, vol_steps: 11, stress_count: 20, backtest_days: 1000, lookback_years: 10 },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  });
});

describe('the periods of one past view', () => {
  it('answers a daily past view of the limit and refuses it one period under', async () => {
    const { valuation } = await kept(colombia());
    const past = () =>
      platform.request(
        'GET',
        `/api/portfolio_valuations/${valuation.id}/past?portfolio=${portfolio['Imports Colombia']}&asset=USDCOP&interval=1D`,
        { token },
      );
    const daily = await past();
    expect(daily.statusCode).toBe(200);
    const periods = (daily.json() as PastPerformanceReply).periods.length;
    expect(periods).toBeGreaterThan(100);
    platform.services.config.workLimits.valuationPeriods = periods;
    expect((await past()).statusCode).toBe(200);
    platform.services.config.workLimits.valuationPeriods = periods - 1;
    const over = await past();
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(
      `A past view may hold at most ${(periods - 1).toLocaleString('en-US')} periods; this one asks for ${periods.toLocaleString('en-US')}. Choose a longer interval.`,
    );
  });
});

describe('the size of one answer', () => {
  it('refuses an answer larger than the budget with a 400 naming it, before writing it', async () => {
    const small = await value(colombia());
    expect(small.statusCode).toBe(200);
    platform.services.config.workLimits.replyBytes = small.body.length - 1000;
    const refused = await value(colombia());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'WORK_LIMIT',
      message: expect.stringMatching(/^An answer may hold at most [\d,]+ bytes; this one holds more\./),
    });
  });
});
