import { firstAllowedPath, ROLE_SCREENS } from '@cobertura/contracts';
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
    expect((await links('desk')).map((l) => l.path)).toEqual(['/supervisor', '/trader']);
    expect((await links('treasury')).map((l) => l.name)).toEqual(ROLE_SCREENS[2]);
    expect((await links('admin')).length).toBe(13);
    const otherRole = await platform.request('GET', '/api/get_user_routes?role=1', { token: tokens.viewer });
    expect(otherRole.statusCode).toBe(403);
  });

  it('first allowed screens per role', () => {
    expect(firstAllowedPath(5)).toBe('/home');
    expect(firstAllowedPath(3)).toBe('/supervisor');
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
