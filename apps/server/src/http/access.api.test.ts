import {
  canOpen,
  firstAllowedPath,
  ROLE_SCREENS,
  type Screen,
  SERIES_READ_SCREENS,
  SPOT_READ_SCREENS,
  VALUATION_INPUT_READ_SCREENS,
} from '@cobertura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test/platform-harness.ts';

let platform: TestPlatform;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  platform = await startTestPlatform();
  for (const username of ['admin', 'treasury', 'desk', 'viewer'])
    tokens[username] = (await platform.signIn(username)).access;
});
afterAll(() => platform.close());

describe('role table (spec 01 §6) on the API', () => {
  it('a role without the markets screen gets 403 from its API', async () => {
    const expected = { admin: 200, treasury: 200, desk: 403, viewer: 403 };
    for (const [username, status] of Object.entries(expected)) {
      const response = await platform.request('GET', '/api/markets/instruments', { token: tokens[username] });
      expect(response.statusCode, username).toBe(status);
      if (status === 403) expect(response.json().error.code).toBe('FORBIDDEN');
    }
    const list = (
      await platform.request('GET', '/api/markets/instruments', { token: tokens.treasury })
    ).json();
    expect(list).toHaveLength(20);
  });

  it("get_user_routes answers the caller's role's links, in the role's order", async () => {
    const links = async (username: string) =>
      (await platform.request('GET', '/api/get_user_routes', { token: tokens[username] })).json() as {
        path: string;
        name: string;
      }[];
    expect((await links('viewer')).map((l) => l.name)).toEqual(['home', 'optimizer', 'overview']);
    expect((await links('desk')).map((l) => l.path)).toEqual(['/analyticsBeta', '/supervisor', '/trader']);
    expect((await links('treasury')).map((l) => l.name)).toEqual(ROLE_SCREENS[2]);
    expect((await links('admin')).length).toBe(14);
    const otherRole = await platform.request('GET', '/api/get_user_routes?role=1', { token: tokens.viewer });
    expect(otherRole.statusCode).toBe(403);
  });

  it('first allowed screens per role', () => {
    expect(firstAllowedPath(5)).toBe('/home');
    expect(firstAllowedPath(3)).toBe('/analyticsBeta');
    expect(firstAllowedPath(4)).toBeNull();
  });

  it('staff routes are refused to everyone else', async () => {
    expect((await platform.request('GET', '/api/admin/users', { token: tokens.treasury })).statusCode).toBe(
      403,
    );
    expect((await platform.request('GET', '/api/admin/users', { token: tokens.admin })).statusCode).toBe(200);
    expect((await platform.request('GET', '/api/admin/users')).statusCode).toBe(401);
  });
});

/** The demo users of each role: staff, client treasury, trading desk, executive viewer. */
const ROLE_USERS = { 1: 'admin', 2: 'treasury', 3: 'desk', 5: 'viewer' } as const;

/**
 * Every market-data read, with the screens whose data it is (spec 01 §6): its answer to each role
 * follows them. A market route the OpenAPI document lists and this table does not fails the first
 * test, so a new read is classified before it ships.
 */
const MARKET_ROUTES: Record<string, { query: string; screens: readonly Screen[] }> = {
  '/api/markets/instruments': { query: '', screens: SERIES_READ_SCREENS },
  '/api/markets/catalog': { query: '', screens: ['markets', 'overview'] },
  '/api/markets/history': { query: '?instrument=EURUSD', screens: SERIES_READ_SCREENS },
  '/api/markets/technical': { query: '?instrument=EURUSD', screens: SERIES_READ_SCREENS },
  '/api/markets/contracts': { query: '?commodity=BRENT', screens: SERIES_READ_SCREENS },
  '/api/markets/moves': { query: '?type=currency', screens: SERIES_READ_SCREENS },
  '/api/markets/curve': { query: '?currency=USD', screens: SERIES_READ_SCREENS },
  '/api/markets/quotes': { query: '?instruments=EURUSD', screens: ['overview'] },
  '/api/currencies-intraday-history': { query: '?currency=EURUSD&last=1', screens: SPOT_READ_SCREENS },
  '/api/commodities-intraday-history': { query: '?commodity=BRENT&last=1', screens: SPOT_READ_SCREENS },
  '/api/markets/valuation-inputs': { query: '?instrument=EURUSD', screens: VALUATION_INPUT_READ_SCREENS },
};
const MARKET_OPERATIONS: { query: string; screens: readonly Screen[] }[] = [
  { query: '{ technical_analysis_historical(currency: "EURUSD") { close } }', screens: SERIES_READ_SCREENS },
  {
    query: '{ commodity_technical_analysis_historical(commodity: "BRENT") { close } }',
    screens: SERIES_READ_SCREENS,
  },
  { query: '{ commodity_history(commodity: "BRENT") { close } }', screens: SERIES_READ_SCREENS },
  { query: '{ etf_history(etfs: ["SPY"]) { close } }', screens: SERIES_READ_SCREENS },
  { query: '{ futures_history(futures: ["BRENT-F1"]) { close } }', screens: SERIES_READ_SCREENS },
  { query: '{ index_history(index: "DXY") { close } }', screens: SERIES_READ_SCREENS },
  { query: '{ interest_rate_historical(interest_rate: "USD-3M") { close } }', screens: SERIES_READ_SCREENS },
  { query: '{ getRedisData(key: "CUR_HIST_EURUSD") }', screens: SERIES_READ_SCREENS },
  { query: '{ getRedisData(key: "COM_SPOT_BRENT") }', screens: SPOT_READ_SCREENS },
  {
    query: '{ currency_valuation_inputs(currency: "EURUSD", last: true) { fwd } }',
    screens: VALUATION_INPUT_READ_SCREENS,
  },
  {
    query: '{ commodity_valuation_inputs(commodity: "BRENT", last: true) { fwd } }',
    screens: VALUATION_INPUT_READ_SCREENS,
  },
];
const opensAny = (role: number, screens: readonly Screen[]) =>
  screens.some((screen) => canOpen(role, screen));

describe('role matrix of the market-data reads (spec 01 §6)', () => {
  it('documents each market read with the screens that use it, and lists no other', async () => {
    const document = (await platform.request('GET', '/api/docs/openapi.json')).json() as {
      paths: Record<string, Record<string, { 'x-access': unknown; description: string }>>;
    };
    const marketReads = Object.keys(document.paths).filter(
      (path) =>
        document.paths[path]?.get &&
        ((path.startsWith('/api/markets/') && !path.startsWith('/api/markets/prices/')) ||
          path.endsWith('-intraday-history')),
    );
    expect(marketReads.sort()).toEqual(Object.keys(MARKET_ROUTES).sort());
    for (const [path, { screens }] of Object.entries(MARKET_ROUTES)) {
      const operation = document.paths[path]?.get;
      const access = operation?.['x-access'] as { screen: Screen | Screen[] };
      expect([access.screen].flat().sort(), path).toEqual([...screens].sort());
      for (const screen of screens) expect(operation?.description, path).toContain(screen);
    }
  });

  it('answers each market read to the roles whose screens use it, and 403 FORBIDDEN to the others', async () => {
    const failures: string[] = [];
    for (const [path, { query, screens }] of Object.entries(MARKET_ROUTES)) {
      for (const [role, username] of Object.entries(ROLE_USERS)) {
        const response = await platform.request('GET', `${path}${query}`, { token: tokens[username] });
        const expected = opensAny(Number(role), screens) ? 200 : 403;
        const code = response.statusCode === 403 ? response.json().error.code : undefined;
        if (response.statusCode !== expected || (expected === 403 && code !== 'FORBIDDEN')) {
          failures.push(`role ${role} ${path}: ${response.statusCode} ${code ?? ''}, expected ${expected}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // What the probe read: roles 3 and 5 have no screen that uses these.
    for (const username of ['desk', 'viewer']) {
      for (const path of ['/api/markets/valuation-inputs', '/api/currencies-intraday-history']) {
        const response = await platform.request('GET', `${path}${MARKET_ROUTES[path]?.query}`, {
          token: tokens[username],
        });
        expect(response.statusCode, `${username} ${path}`).toBe(403);
      }
    }
  });

  it('answers each market GraphQL operation to the roles whose screens use it, FORBIDDEN to the others', async () => {
    const failures: string[] = [];
    for (const { query, screens } of MARKET_OPERATIONS) {
      for (const [role, username] of Object.entries(ROLE_USERS)) {
        const answer = (
          await platform.request('POST', '/graphql', { token: tokens[username], body: { query } })
        ).json() as { errors?: { extensions: { code: string } }[] };
        const code = answer.errors?.[0]?.extensions.code;
        const expected = opensAny(Number(role), screens) ? undefined : 'FORBIDDEN';
        if (code !== expected)
          failures.push(`role ${role} ${query}: ${code ?? 'answered'}, expected ${expected ?? 'an answer'}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/**
 * The reads of the hedge requests and the desk, with the screens whose data they are (spec 01 §6):
 * a role without those screens gets 403 FORBIDDEN, every other role an answer. Every route of the
 * desk's and the requests' API must be classified here before it ships.
 */
const DESK_READS: Record<string, { query: string; screens: readonly Screen[] }> = {
  '/api/hedge_plan': { query: '', screens: ['hedge'] },
  '/api/hedge_requests': { query: '', screens: ['hedge'] },
  '/api/desk/me': { query: '', screens: ['trader', 'supervisor'] },
  '/api/desk/blotter': { query: '', screens: ['trader', 'supervisor'] },
  '/api/desk/limits': { query: '', screens: ['trader', 'supervisor'] },
  '/api/desk/position': { query: '', screens: ['supervisor'] },
  '/api/desk/blotter.xlsx': { query: '?lang=en', screens: ['supervisor'] },
  '/api/desk/analytics': { query: '', screens: ['analyticsBeta'] },
};

describe('role matrix of the hedge requests and the desk (spec 01 §6)', () => {
  it('classifies every route of the requests and the desk', async () => {
    const document = (await platform.request('GET', '/api/docs/openapi.json')).json() as {
      paths: Record<string, Record<string, { 'x-access': { screen: Screen | Screen[] } }>>;
    };
    const deskPaths = Object.keys(document.paths).filter(
      (path) => path.startsWith('/api/desk/') || path.startsWith('/api/hedge_'),
    );
    for (const path of deskPaths) {
      for (const [method, operation] of Object.entries(document.paths[path] ?? {})) {
        const screens = [operation['x-access'].screen].flat();
        const known = ['hedge', 'trader', 'supervisor', 'analyticsBeta'];
        expect(
          screens.every((screen) => known.includes(screen)),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
    for (const path of Object.keys(DESK_READS)) expect(deskPaths, path).toContain(path);
  });

  it('answers each read to the roles whose screens use it, and 403 FORBIDDEN to the others', async () => {
    const failures: string[] = [];
    for (const [path, { query, screens }] of Object.entries(DESK_READS)) {
      for (const [role, username] of Object.entries(ROLE_USERS)) {
        const response = await platform.request('GET', `${path}${query}`, { token: tokens[username] });
        const expected = opensAny(Number(role), screens) ? 200 : 403;
        const code = response.statusCode === 403 ? response.json().error.code : undefined;
        if (response.statusCode !== expected || (expected === 403 && code !== 'FORBIDDEN'))
          failures.push(`role ${role} ${path}: ${response.statusCode} ${code ?? ''}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/**
 * Overview's own reads, with the screens whose data they are (spec 01 §6): every route under
 * /api/overview/ is classified here before it ships.
 */
const OVERVIEW_READS: Record<string, { query: string; screens: readonly Screen[] }> = {
  '/api/overview/position': { query: '', screens: ['overview'] },
};

describe('role matrix of the overview (spec 01 §6)', () => {
  it('classifies every route of the overview', async () => {
    const document = (await platform.request('GET', '/api/docs/openapi.json')).json() as {
      paths: Record<string, Record<string, { 'x-access': { screen: Screen | Screen[] } }>>;
    };
    const paths = Object.keys(document.paths).filter((path) => path.startsWith('/api/overview/'));
    expect(paths.sort()).toEqual(Object.keys(OVERVIEW_READS).sort());
    for (const path of paths) {
      const access = document.paths[path]?.get?.['x-access'];
      expect([access?.screen].flat(), path).toEqual([...(OVERVIEW_READS[path]?.screens ?? [])]);
    }
  });

  it('answers roles 1, 2 and 5 (their screens hold the overview) and 403 FORBIDDEN to the desk', async () => {
    const failures: string[] = [];
    for (const [path, { query, screens }] of Object.entries(OVERVIEW_READS)) {
      for (const [role, username] of Object.entries(ROLE_USERS)) {
        const response = await platform.request('GET', `${path}${query}`, { token: tokens[username] });
        const expected = opensAny(Number(role), screens) ? 200 : 403;
        const code = response.statusCode === 403 ? response.json().error.code : undefined;
        if (response.statusCode !== expected || (expected === 403 && code !== 'FORBIDDEN'))
          failures.push(`role ${role} ${path}: ${response.statusCode} ${code ?? ''}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('company scoping', () => {
  it("lists only the caller's companies and answers 404 for anyone else's", async () => {
    const mine = (
      await platform.request('GET', '/api/companies?format=json', { token: tokens.treasury })
    ).json();
    expect(mine.map((c: { company_name: string }) => c.company_name)).toEqual(['Demo Company A']);
    expect(mine[0].portfolios.length).toBeGreaterThan(0);
    const both = (await platform.request('GET', '/api/companies', { token: tokens.admin })).json();
    expect(both).toHaveLength(2);
    const companyB = both.find(
      (c: { company_name: string }) => c.company_name === 'Demo Company B',
    ).pk_idcompany;
    const other = await platform.request('GET', `/api/companies/${companyB}`, { token: tokens.treasury });
    expect(other.statusCode).toBe(404);
    expect(
      (await platform.request('GET', '/api/companies/999999', { token: tokens.treasury })).statusCode,
    ).toBe(404);
    expect(
      (await platform.request('GET', `/api/companies/${companyB}`, { token: tokens.desk })).statusCode,
    ).toBe(200);
    const me = (await platform.request('GET', '/api/user', { token: tokens.treasury })).json();
    const foreignUser = await platform.request('GET', `/api/companies?user=${me.pk_idusers + 1}`, {
      token: tokens.treasury,
    });
    expect(foreignUser.statusCode).toBe(404);
  });
});

describe('reference data', () => {
  it("serves the spec's pairs, currencies, countries, commodities and catalogues", async () => {
    const currencies = (
      await platform.request('GET', '/api/currencies?format=json', { token: tokens.treasury })
    ).json();
    expect(currencies.pairs.map((p: { currency_name: string }) => p.currency_name)).toEqual([
      'EURGBP',
      'EURUSD',
      'GBPUSD',
      'USDBRL',
      'USDCLP',
      'USDCOP',
      'USDMXN',
      'USDMYR',
    ]);
    expect(currencies.pairs[1].pk_i_idcurrency).toBe(2);
    const countries = (await platform.request('GET', '/api/countries', { token: tokens.treasury })).json();
    expect(countries.map((c: { iso: string }) => c.iso)).toEqual([
      'COL',
      'USA',
      'MEX',
      'MYS',
      'GBR',
      'BRA',
      'CHL',
      'EMU',
    ]);
    const commodities = (
      await platform.request('GET', '/api/commodities', { token: tokens.treasury })
    ).json();
    expect(
      commodities.commodities.find((c: { pk_idcommodity: number }) => c.pk_idcommodity === 7).commodity_name,
    ).toBe('CORN');
    expect(commodities.end_products.length).toBeGreaterThan(0);
    for (const lang of ['en', 'es']) {
      const terms = await platform.request(
        'GET',
        `/api/catalogs?description=terms%26conditions&lang=${lang}`,
      );
      expect(terms.statusCode).toBe(200);
      expect(terms.json()[0].json.termsandconditions[0].content).toContain('|||');
    }
  });
});
