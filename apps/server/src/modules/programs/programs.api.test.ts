import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

let platform: TestPlatform;
let treasury: string;
let admin: string;
let portfolio: Record<string, number>;
let commodity: Record<string, number>;
let company: Record<string, number>;

beforeAll(async () => {
  // Noon UTC on a fixed day, so "the end of a day" reads plainly.
  platform = await startTestPlatform({}, { clockStart: Date.parse('2026-03-10T12:00:00Z') });
  admin = (await platform.signIn('admin')).access;
  treasury = (await platform.signIn('treasury')).access;
  const companies = (await platform.request('GET', '/api/companies', { token: admin })).json() as {
    pk_idcompany: number;
    company_name: string;
    portfolios: { pk_idportfolio: number; portfolio_name: string }[];
  }[];
  company = Object.fromEntries(companies.map((c) => [c.company_name, c.pk_idcompany]));
  portfolio = Object.fromEntries(
    companies.flatMap((c) => c.portfolios.map((p) => [p.portfolio_name, p.pk_idportfolio])),
  );
  const { commodities } = (await platform.request('GET', '/api/commodities', { token: admin })).json() as {
    commodities: { pk_idcommodity: number; commodity_name: string }[];
  };
  commodity = Object.fromEntries(commodities.map((c) => [c.commodity_name, c.pk_idcommodity]));
});
afterAll(() => platform.close());

const get = (url: string, token = treasury) => platform.request('GET', url, { token });
const send = (method: string, url: string, body: unknown, token = treasury) =>
  platform.request(method, url, { token, body });
const graphql = (query: string, variables: Record<string, unknown>, token = treasury) =>
  platform.request('POST', '/graphql', { token, body: { query, variables } });

const CURRENCY_PROGRAM = `query($p: [Int!]!, $c: [String!]) {
  currency_program(format: "json", portfolios: $p, currency: $c, refresh: true) {
    fk_idportfolio fk_currency fk_userprogram created_at objective parameters
    flow { list percentage months percentagemonths }
  }
}`;
const COMMODITY_PROGRAM = `query($p: [Int!]!) {
  commodity_program(portfolios: $p) { fk_idportfolio fk_idcommodity parameters flow { list percentage months } }
}`;

/** Moves the clock a day on; the tokens of a day ago have expired, so both sign in again. */
async function nextDay(): Promise<void> {
  platform.clock.advance(86_400_000);
  admin = (await platform.signIn('admin')).access;
  treasury = (await platform.signIn('treasury')).access;
}

const idOf = async (token: string) => (await get('/api/user', token)).json().pk_idusers as number;

describe('hedging programs', () => {
  it('reads the seeded program of each demo portfolio and asset', async () => {
    const versions = (
      await get(`/api/programs?portfolio=${portfolio['Imports Colombia']}&currency=USDCOP`)
    ).json();
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      fk_idportfolio: portfolio['Imports Colombia'],
      fk_currency: 'USDCOP',
      fk_idcommodity: null,
      user_name: 'treasury',
      objective: 'CASH FLOW',
      parameters: 'BUDGET',
      flow: { values: { percentage: 90, months: 12, percentagemonths: 50 } },
    });

    const answer = (await graphql(CURRENCY_PROGRAM, { p: [portfolio['Imports Colombia']] })).json();
    expect(answer.errors).toBeUndefined();
    const byPair = Object.fromEntries(
      answer.data.currency_program.map((p: { fk_currency: string }) => [p.fk_currency, p]),
    );
    expect(Object.keys(byPair).sort()).toEqual(['EURUSD', 'USDCOP']);
    expect(byPair.EURUSD.flow).toEqual({
      list: [80, 60, 40, 20],
      percentage: null,
      months: null,
      percentagemonths: null,
    });
    expect(byPair.USDCOP.fk_userprogram).toBe(await idOf(treasury));

    const fuel = (await graphql(COMMODITY_PROGRAM, { p: [portfolio['Fuel purchases']] })).json();
    expect(
      fuel.data.commodity_program.map((p: { fk_idcommodity: number }) => p.fk_idcommodity).sort(),
    ).toEqual([commodity.BRENT, commodity.WTI].sort());
  });

  it('saves each change as a new version: the newest is current, the older ones stay as its history', async () => {
    const url = `/api/programs?portfolio=${portfolio['Imports Colombia']}&currency=EURUSD`;
    const before = (await get(url)).json();
    await nextDay();
    const saved = await send('PUT', '/api/programs', {
      fk_idportfolio: portfolio['Imports Colombia'],
      fk_currency: 'eurusd',
      objective: 'BALANCE',
      parameters: 'MONTHLY',
      flow: { values: [100, 100, 75, 50] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      fk_currency: 'EURUSD',
      fk_userprogram: await idOf(treasury),
      user_name: 'treasury',
      created_at: '2026-03-11T12:00:00.000Z',
      parameters: 'MONTHLY',
      flow: { values: [100, 100, 75, 50] },
    });
    const after = (await get(url)).json();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual(saved.json());
    expect(after.slice(1)).toEqual(before);

    const current = (
      await graphql(CURRENCY_PROGRAM, { p: [portfolio['Imports Colombia']], c: ['EURUSD'] })
    ).json();
    expect(current.data.currency_program).toEqual([
      expect.objectContaining({
        parameters: 'MONTHLY',
        flow: expect.objectContaining({ list: [100, 100, 75, 50] }),
      }),
    ]);
  });

  it('answers the commodity programs in force on a day (spec path, with and without the trailing slash)', async () => {
    const fuel = portfolio['Fuel purchases'];
    await nextDay();
    const saved = await send('PUT', '/api/programs', {
      fk_idportfolio: fuel,
      fk_idcommodity: commodity.WTI,
      objective: 'CASH FLOW',
      parameters: 'MATCH',
      flow: { values: {} },
    });
    expect(saved.statusCode).toBe(200);
    const on = async (query: string) =>
      (
        await get(
          `/api/commodity_program/?format=json&portfolios=${fuel}&end_product=${commodity.WTI}${query}`,
        )
      ).json();
    expect(await on('')).toEqual([
      expect.objectContaining({ fk_idcommodity: commodity.WTI, parameters: 'MATCH' }),
    ]);
    expect(await on('&date=2026-03-10')).toEqual([
      expect.objectContaining({ parameters: 'CONSTANT', flow: { values: { percentage: 50, months: 6 } } }),
    ]);
    // Before any program was set, none was in force.
    expect(await on('&date=2026-03-09')).toEqual([]);
    const both = (await get(`/api/commodity_program?portfolios=${fuel}`)).json();
    expect(both).toHaveLength(2);
  });

  it('refuses bad flow values per field, and an asset the portfolio does not hold', async () => {
    const base = {
      fk_idportfolio: portfolio['Imports Colombia'],
      fk_currency: 'USDCOP',
      objective: 'CASH FLOW',
    };
    const bad = await send('PUT', '/api/programs', {
      ...base,
      parameters: 'BUDGET',
      flow: { values: { percentage: 120, months: 2 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      'flow.values.percentage': ['A percentage from 0 to 100.'],
      'flow.values.months': ['A budget covers at least 3 months.'],
    });
    const list = await send('PUT', '/api/programs', {
      ...base,
      parameters: 'QUARTERLY',
      flow: { values: [] },
    });
    expect(list.json().error.fields).toEqual({ 'flow.values': ['From 1 to 8 quarterly values.'] });
    const foreignPair = await send('PUT', '/api/programs', {
      ...base,
      fk_currency: 'USDMXN',
      parameters: 'MATCH',
      flow: { values: {} },
    });
    expect(foreignPair.statusCode).toBe(400);
    expect(foreignPair.json().error.fields).toEqual({ fk_currency: ['This asset is not in the portfolio.'] });
    const versions = (
      await get(`/api/programs?portfolio=${portfolio['Imports Colombia']}&currency=USDCOP`)
    ).json();
    expect(versions).toHaveLength(1);
  });

  it("answers 404 for another company's portfolio or an unknown one, and writes nothing", async () => {
    const ringgit = portfolio['Ringgit cash flows'];
    const rule = { objective: 'BALANCE', parameters: 'MATCH', flow: { values: {} } };
    for (const response of [
      await get(`/api/programs?portfolio=${ringgit}&currency=USDMYR`),
      await get('/api/programs?portfolio=424242&currency=USDMYR'),
      await send('PUT', '/api/programs', { fk_idportfolio: ringgit, fk_currency: 'USDMYR', ...rule }),
      await get(
        `/api/commodity_program?portfolios=${portfolio['Fuel purchases']},${portfolio['Palm oil sales']}`,
      ),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const graph = (await graphql(CURRENCY_PROGRAM, { p: [portfolio['Imports Colombia'], ringgit] })).json();
    expect(graph.errors[0].extensions.code).toBe('NOT_FOUND');
    const mine = (await get(`/api/programs?portfolio=${ringgit}&currency=USDMYR`, admin)).json();
    expect(mine).toHaveLength(1);
  });

  it('lets My Data write and the analysis screens read; other roles are refused', async () => {
    const viewer = (await platform.signIn('viewer')).access;
    const desk = (await platform.signIn('desk')).access;
    const palm = portfolio['Palm oil sales'];
    expect((await get(`/api/programs?portfolio=${palm}&currency=USDMYR`, viewer)).statusCode).toBe(403);
    // The trading desk opens analyticsBeta: it reads its company's programs, and may not change them.
    expect((await get(`/api/programs?portfolio=${palm}&currency=USDMYR`, desk)).statusCode).toBe(200);
    const write = await send(
      'PUT',
      '/api/programs',
      {
        fk_idportfolio: palm,
        fk_currency: 'USDMYR',
        objective: 'BALANCE',
        parameters: 'MATCH',
        flow: { values: {} },
      },
      desk,
    );
    expect(write.statusCode).toBe(403);
    expect(
      (await platform.request('GET', `/api/programs?portfolio=${palm}&currency=USDMYR`)).statusCode,
    ).toBe(401);
  });
});

describe('budget rates', () => {
  it('saves a pair’s budget rate as a new version, kept exactly', async () => {
    const imports = portfolio['Imports Colombia'];
    const versionsOf = async () =>
      (await get(`/api/budget_rates?portfolio=${imports}&currency=USDCOP`)).json();
    // The seed's budget, at the market's level of the seed day.
    const seeded = (await versionsOf()).map((v: { budget_rate: number }) => v.budget_rate);
    expect(seeded).toHaveLength(1);
    platform.clock.advance(60_000);
    const saved = await send('POST', '/api/update_create_budget', {
      format: 'json',
      companies: [company['Demo Company A']],
      selected_portfolio: imports,
      budget_rate: 4123.4567891234,
      selected_currency: 'USDCOP',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'successful',
      budget: { fk_currency: 'USDCOP', budget_rate: 4123.4567891234, user_name: 'treasury' },
    });
    const versions = await versionsOf();
    expect(versions.map((v: { budget_rate: number }) => v.budget_rate)).toEqual([4123.4567891234, ...seeded]);
    expect(versions[0].created_at > versions[1].created_at).toBe(true);
  });

  it('saves a commodity’s budget rate on the spec’s path with a trailing slash', async () => {
    const palm = portfolio['Palm oil sales'];
    const rates = async () =>
      (await get(`/api/budget_rates?portfolio=${palm}&commodity=${commodity.PKO}`, admin))
        .json()
        .map((v: { budget_rate: number }) => v.budget_rate);
    const seeded = await rates();
    expect(seeded).toHaveLength(1);
    const saved = await send(
      'POST',
      '/api/update_create_commodity_budget/',
      {
        companies: company['Demo Company B'],
        selected_portfolio: palm,
        budget_rate: 3999.5,
        selected_commodity: commodity.PKO,
      },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    expect(await rates()).toEqual([3999.5, ...seeded]);
  });

  it('refuses a rate ≤ 0, an asset outside the portfolio, and portfolios of other companies', async () => {
    const imports = portfolio['Imports Colombia'];
    const body = {
      companies: company['Demo Company A'],
      selected_portfolio: imports,
      budget_rate: 4000,
      selected_currency: 'USDCOP',
    };
    const zero = await send('POST', '/api/update_create_budget', { ...body, budget_rate: 0 });
    expect(zero.json().error.fields).toEqual({ budget_rate: ['The budget rate must be greater than 0.'] });
    const pair = await send('POST', '/api/update_create_budget', { ...body, selected_currency: 'USDBRL' });
    expect(pair.json().error.fields).toEqual({ selected_currency: ['This asset is not in the portfolio.'] });
    // The portfolio is not the named company's, or not the caller's.
    expect(
      (await send('POST', '/api/update_create_budget', { ...body, companies: company['Demo Company B'] }))
        .statusCode,
    ).toBe(404);
    const other = {
      ...body,
      companies: company['Demo Company B'],
      selected_portfolio: portfolio['Ringgit cash flows'],
      selected_currency: 'USDMYR',
    };
    expect((await send('POST', '/api/update_create_budget', other)).statusCode).toBe(404);
    expect(
      (await get(`/api/budget_rates?portfolio=${portfolio['Ringgit cash flows']}&currency=USDMYR`))
        .statusCode,
    ).toBe(404);
    const versions = (await get(`/api/budget_rates?portfolio=${imports}&currency=USDCOP`)).json();
    expect(versions.map((v: { budget_rate: number }) => v.budget_rate)).not.toContain(4000);
  });
});
