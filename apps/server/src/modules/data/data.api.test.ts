import {
  BOOK_KIND_NAMES,
  type BookKind,
  rowProblems,
  ZCommodityExposureRow,
  ZCommodityHedgeRow,
  ZCurrencyExposureRow,
  ZCurrencyHedgeRow,
} from '@cobertura/contracts';
import { addMonths, utcDateOfInstant } from '@cobertura/finance/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

let platform: TestPlatform;
let treasury: string;
let admin: string;
let treasuryId: number;
let adminId: number;
const company = { A: 0, B: 0 };
const portfolio: Record<string, number> = {};

beforeAll(async () => {
  // The hedge fixtures name real 2027 business days and holidays: the clock starts before them,
  // whatever day the tests run.
  platform = await startTestPlatform({}, { clockStart: Date.UTC(2026, 10, 2, 12) });
  treasury = (await platform.signIn('treasury')).access;
  admin = (await platform.signIn('admin')).access;
  treasuryId = (await platform.request('GET', '/api/user', { token: treasury })).json().pk_idusers;
  adminId = (await platform.request('GET', '/api/user', { token: admin })).json().pk_idusers;
  const companies = (await platform.request('GET', '/api/companies', { token: admin })).json() as {
    pk_idcompany: number;
    company_name: string;
    portfolios: { pk_idportfolio: number; portfolio_name: string }[];
  }[];
  for (const c of companies) {
    company[c.company_name.endsWith('A') ? 'A' : 'B'] = c.pk_idcompany;
    for (const p of c.portfolios) portfolio[p.portfolio_name] = p.pk_idportfolio;
  }
});
afterAll(() => platform.close());

const today = () => utcDateOfInstant(platform.clock.now().getTime());
const monthsAhead = (months: number) => addMonths(today(), months);

const get = (url: string, token = treasury) => platform.request('GET', url, { token });
const save = (path: string, body: Record<string, unknown>, token = treasury) =>
  platform.request('POST', `/api/${path}`, { token, body });

const saveExposures = (rows: Record<string, unknown>[], over: Record<string, unknown> = {}) =>
  save('update_create_exposurecurrency', {
    format: 'json',
    selected_company: company.A,
    user_id: treasuryId,
    currency_exposure: rows,
    ...over,
  });
const saveHedges = (rows: Record<string, unknown>[], over: Record<string, unknown> = {}) =>
  save('update_create_hedgecurrency', {
    selected_company: company.A,
    user_id: treasuryId,
    currency_hedge: rows,
    ...over,
  });

const exposure = (over: Record<string, unknown> = {}) => ({
  pk: 'pending',
  edited: true,
  fk_idportafolio: portfolio['Imports Colombia'],
  fk_idcurrency: 'USDCOP',
  fk_idexposureoption: 'FORECAST/CASH FLOW PAYMENT',
  notional: 125_000,
  fk_idcountry_currency: 'USD',
  planned_expiration_date: monthsAhead(4),
  ...over,
});
const hedge = (over: Record<string, unknown> = {}) => ({
  pk: 'pending',
  fk_idportafolio: portfolio['Imports Colombia'],
  fk_idcurrency: 'USDCOP',
  buy_sell: 'LONG',
  derivative: 'FORWARD',
  fk_idoptiontype: 1,
  trade_date: '2027-01-04',
  fixing_date: '2027-06-30',
  value_date: '2027-07-02',
  strike: 4210.5,
  notional: 100_000,
  fk_idcountry_currency: 'USD',
  premium: 0,
  fk_idcountry_premium_currency: 'USD',
  premium_value_date: '2027-01-06',
  ...over,
});

async function exposuresOf(token = treasury) {
  const response = await get('/api/currency-exposure?format=json', token);
  expect(response.statusCode).toBe(200);
  return ZCurrencyExposureRow.array().parse(response.json());
}
async function countRows(table: string): Promise<number> {
  const result = await platform.services.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return rowsOf<{ n: number }>(result)[0]?.n ?? -1;
}

describe('the demo book', () => {
  it('gives Company A and Company B books that pass every rule', async () => {
    const schemas = {
      currency_exposure: [ZCurrencyExposureRow, '/api/currency-exposure'],
      currency_hedge: [ZCurrencyHedgeRow, '/api/currency-hedge'],
      commodity_exposure: [ZCommodityExposureRow, '/api/commodity-exposure'],
      commodity_hedge: [ZCommodityHedgeRow, '/api/commodity-hedge'],
    } as const;
    for (const kind of BOOK_KIND_NAMES) {
      const [schema, url] = schemas[kind];
      const rows = schema.array().parse((await get(url, admin)).json()) as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows)
        expect([row.pk, rowProblems(kind as BookKind, row, { today: today() })]).toEqual([row.pk, []]);
    }
    const hedges = ZCurrencyHedgeRow.array().parse((await get('/api/currency-hedge')).json());
    expect(hedges.every((h) => h.pk.startsWith('DCA'))).toBe(true);
    expect(new Set(hedges.map((h) => h.fk_idcurrency))).toEqual(new Set(['USDCOP', 'EURUSD', 'USDMXN']));
    expect(hedges.filter((h) => h.settlement_rate != null).length).toBeGreaterThanOrEqual(3);
    expect(hedges.some((h) => h.fk_idcurrencystrategy_derivative?.includes('KNOCK-OUT FORWARD'))).toBe(true);
    expect(hedges.some((h) => h.fk_idcurrencystrategy_derivative?.includes('COLLAR'))).toBe(true);
    const exposures = await exposuresOf();
    const dates = exposures.map((e) => e.planned_expiration_date).sort();
    expect(dates.at(-1)! > monthsAhead(16)).toBe(true);
    const palm = ZCommodityHedgeRow.array().parse((await get('/api/commodity-hedge', admin)).json());
    expect(palm.some((h) => h.fk_idoptiontype === 3)).toBe(true);
  });
});

describe('reads', () => {
  it("answer the spec paths, with and without a trailing slash, for the caller's companies only", async () => {
    const paths = [
      'currency-exposure',
      `currency_future_exposure?date=${today()}`,
      'currency-hedge',
      `currency_future_hedge?date=${today()}`,
      'commodity-exposure',
      'commodity-hedge',
      `commodity_future_exposure?date=${today()}`,
      `commodity_future_hedge?date=${today()}&exposure_date=true`,
      `commodity_past_exposure?date=${today()}&initialDate=2020-01-01`,
      `commodity_past_hedge?date=${today()}&initialDate=2020-01-01`,
      'business',
      'clients',
      'end_products',
      'plants',
      'providers',
    ];
    for (const path of paths) {
      const [route, query = ''] = path.split('?');
      for (const url of [`/api/${route}?${query}`, `/api/${route}/?${query}`]) {
        const response = await get(url);
        expect([url, response.statusCode]).toEqual([url, 200]);
        const rows = response.json() as { pk?: string; fk_idcompany?: number }[];
        for (const row of rows) {
          if (row.pk) expect(row.pk.startsWith('DCA')).toBe(true);
          if (row.fk_idcompany) expect(row.fk_idcompany).toBe(company.A);
        }
      }
    }
  });

  it('filter by pair, portfolio, window and end product', async () => {
    const pairs = (await get('/api/currencies')).json().pairs as {
      pk_i_idcurrency: number;
      currency_name: string;
    }[];
    const usdmxn = pairs.find((p) => p.currency_name === 'USDMXN')!.pk_i_idcurrency;
    const eurusd = pairs.find((p) => p.currency_name === 'EURUSD')!.pk_i_idcurrency;
    const mxn = ZCurrencyExposureRow.array().parse(
      (await get(`/api/currency-exposure?currency=${usdmxn}`)).json(),
    );
    expect(mxn.length).toBeGreaterThan(0);
    expect(mxn.every((r) => r.fk_idcurrency === 'USDMXN')).toBe(true);
    const both = (
      await get(
        `/api/currency-exposure?currency=${usdmxn},${eurusd}&portfolios=${portfolio['Imports Mexico']}`,
      )
    ).json();
    expect(new Set(both.map((r: { fk_idcurrency: string }) => r.fk_idcurrency))).toEqual(new Set(['USDMXN']));
    const future = ZCurrencyExposureRow.array().parse(
      (await get(`/api/currency_future_exposure?date=${today()}`)).json(),
    );
    const all = await exposuresOf();
    expect(future.length).toBeLessThan(all.length);
    expect(future.every((r) => (r.realized_expiration_date ?? r.planned_expiration_date) >= today())).toBe(
      true,
    );
    const pastHedges = ZCurrencyHedgeRow.array().parse(
      (await get(`/api/currency_future_hedge?date=${today()}`)).json(),
    );
    expect(pastHedges.every((h) => h.fixing_date >= today())).toBe(true);
    const window = ZCommodityExposureRow.array().parse(
      (await get(`/api/commodity_past_exposure?date=${monthsAhead(4)}&initialDate=${today()}`, admin)).json(),
    );
    expect(window.length).toBeGreaterThan(0);
    expect(window.every((r) => r.date >= today() && r.date < monthsAhead(4))).toBe(true);
    const products = (await get('/api/end_products')).json() as {
      pk_id_end_product: number;
      product_name: string;
    }[];
    const cooking = products.find((p) => p.product_name === 'Cooking oil')!.pk_id_end_product;
    const palm = (
      await get(`/api/commodity_future_exposure?date=2000-01-01&end_product=${cooking}`, admin)
    ).json();
    expect(palm.length).toBeGreaterThan(0);
    expect(palm.every((r: { pk: string }) => r.pk.startsWith('DCB'))).toBe(true);
    const lookup = (await get('/api/providers?ids=1,2')).json();
    expect(lookup.map((p: { pk_id_provider: number }) => p.pk_id_provider).sort()).toEqual([1, 2]);
  });

  it("let the book's other screens read the future and past rows, and only My Data read the rest", async () => {
    const viewer = (await platform.signIn('viewer')).access;
    expect((await get(`/api/currency_future_hedge?date=${today()}`, viewer)).statusCode).toBe(200);
    expect((await get('/api/strategies', viewer)).statusCode).toBe(200);
    expect((await get('/api/currency-hedge', viewer)).statusCode).toBe(403);
    const desk = (await platform.signIn('desk')).access;
    expect((await get(`/api/commodity_future_hedge?date=2000-01-01`, desk)).statusCode).toBe(200);
    // Company B's treasurer reads Company B's rows only.
    const companyB = (await platform.signIn('treasuryb')).access;
    const rowsOfB = (await get(`/api/commodity_future_hedge?date=2000-01-01`, companyB)).json();
    expect(rowsOfB.length).toBeGreaterThan(0);
    expect(rowsOfB.every((r: { pk: string }) => r.pk.startsWith('DCB'))).toBe(true);
    expect((await platform.request('GET', '/api/currency-hedge')).statusCode).toBe(401);
  });

  it('refuse a malformed query', async () => {
    expect((await get('/api/currency_future_exposure')).statusCode).toBe(400);
    expect((await get('/api/currency-exposure?portfolios=abc')).statusCode).toBe(400);
  });
});

describe('saving a batch', () => {
  it('creates, updates and deletes rows, each change +1 version and in the history', async () => {
    const created = await saveExposures([
      exposure({ custom_id: 'T-1' }),
      exposure({ custom_id: 'T-2', notional: 2 }),
    ]);
    expect(created.statusCode).toBe(200);
    const answer = created.json();
    expect(answer.message).toBe('successful');
    expect(answer.rows.map((r: { action: string; version: number }) => [r.action, r.version])).toEqual([
      ['created', 1],
      ['created', 1],
    ]);
    const [first, second] = answer.rows.map((r: { pk: string }) => r.pk);
    expect(first).toMatch(/^DCA\d+$/);
    const read = await exposuresOf();
    const row = read.find((r) => r.pk === first)!;
    expect(row).toMatchObject({ custom_id: 'T-1', notional: 125_000, version: 1, updated_by: 'treasury' });

    const updated = await saveExposures([
      { ...row, edited: true, notional: 130_000.55 },
      { pk: second, version: 1, deleted: true },
    ]);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().rows).toEqual([
      { index: 0, pk: first, action: 'updated', version: 2 },
      { index: 1, pk: second, action: 'deleted', version: null },
    ]);
    const after = await exposuresOf();
    expect(after.find((r) => r.pk === first)).toMatchObject({ notional: 130_000.55, version: 2 });
    expect(after.some((r) => r.pk === second)).toBe(false);

    const history = await get(`/api/book/currency-exposure/${first}/history`);
    expect(history.statusCode).toBe(200);
    const changes = history.json();
    expect(changes.map((c: { action: string; version: number }) => [c.action, c.version])).toEqual([
      ['updated', 2],
      ['created', 1],
    ]);
    expect(changes[0]).toMatchObject({
      changed_by: 'treasury',
      before: { notional: 125_000 },
      after: { notional: 130_000.55 },
    });
    expect(changes[1].before).toBeNull();
    // The history holds the row's fields, not its bookkeeping (id, version).
    for (const image of [changes[0].before, changes[0].after, changes[1].after])
      expect(Object.keys(image)).not.toEqual(expect.arrayContaining(['version']));
    expect(Object.keys(changes[0].after)).not.toContain('id');
    const gone = (await get(`/api/book/currency-exposure/${second}/history/`)).json();
    expect(gone[0]).toMatchObject({ action: 'deleted', after: null, before: { custom_id: 'T-2' } });
  });

  it('skips a new row deleted before it was saved', async () => {
    const response = await saveExposures([exposure({ deleted: true })]);
    expect(response.json().rows).toEqual([{ index: 0, pk: 'pending', action: 'skipped', version: null }]);
  });

  it('stores amounts exactly: 0.1 and 0.2 read back as written and add up to 0.3 in the database', async () => {
    const response = await saveExposures([
      exposure({ notional: 0.1, custom_id: 'EXACT' }),
      exposure({ notional: 0.2, custom_id: 'EXACT' }),
    ]);
    expect(response.statusCode).toBe(200);
    const rows = (await exposuresOf()).filter((r) => r.custom_id === 'EXACT');
    expect(rows.map((r) => r.notional).sort()).toEqual([0.1, 0.2]);
    const sum = await platform.services.db.execute(
      sql`select sum(notional)::text as total from currency_exposures where custom_id = 'EXACT'`,
    );
    expect(rowsOf<{ total: string }>(sum)[0]?.total).toBe('0.3');
    const big = await saveHedges([hedge({ strike: 4123.456789, notional: 98_765_432.1, custom_id: 'BIG' })]);
    const saved = ZCurrencyHedgeRow.array()
      .parse((await get('/api/currency-hedge')).json())
      .find((h) => h.pk === big.json().rows[0].pk);
    expect(saved).toMatchObject({ strike: 4123.456789, notional: 98_765_432.1 });
  });

  const badRows: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['notional 0', { notional: 0 }, { notional: ['NOTIONAL_NOT_POSITIVE'] }],
    ['no cash-flow date', { planned_expiration_date: null }, { planned_expiration_date: ['REQUIRED'] }],
    [
      'a date as 12/31/2026',
      { planned_expiration_date: '12/31/2026' },
      { planned_expiration_date: ['DATE_FORMAT'] },
    ],
    [
      'a pair the portfolio does not hold',
      { fk_idcurrency: 'USDMXN', fk_idcountry_currency: 'USD' },
      { fk_idcurrency: ['PAIR_NOT_IN_PORTFOLIO'] },
    ],
    [
      'a payable without issue data',
      { fk_idexposureoption: 'ACCOUNTS PAYABLE' },
      {
        issue_date: ['ISSUE_REQUIRED'],
        rate_at_issue_date: ['ISSUE_REQUIRED'],
        expiration_date: ['INVOICE_DUE_REQUIRED'],
      },
    ],
    [
      'a settlement rate before the cash flow',
      { rate_at_realized_expiration_date: 4000 },
      { rate_at_realized_expiration_date: ['SETTLEMENT_NOT_EXPIRED'] },
    ],
    // Texts where the schema wants numbers: named by row and field as the rules name them.
    [
      'a notional and a rate written as text',
      { notional: '1.000.000,50', rate_at_issue_date: 'four thousand' },
      { notional: ['NOT_A_NUMBER'], rate_at_issue_date: ['NOT_A_NUMBER'] },
    ],
    ['an edited row without its version', { pk: 'DCA1' }, { version: ['VERSION_REQUIRED'] }],
    ['a key that is not a key', { pk: 'row 7?' }, { pk: ['PK_FORMAT'] }],
  ];
  it.each(badRows)('rejects %s with its code, writing nothing', async (_what, over, expected) => {
    const before = await countRows('currency_exposures');
    const changes = await countRows('book_changes');
    const response = await saveExposures([exposure({ custom_id: 'GOOD' }), exposure(over)]);
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe('ROWS_REJECTED');
    expect(error.rows).toHaveLength(1);
    expect(error.rows[0].index).toBe(1);
    const codes = Object.fromEntries(
      Object.entries(error.rows[0].fields as Record<string, { code: string; message: string }[]>).map(
        ([f, list]) => [f, list.map((p) => p.code)],
      ),
    );
    expect(codes).toEqual(expected);
    for (const list of Object.values(error.rows[0].fields as Record<string, { message: string }[]>)) {
      expect(list.every((p) => p.message.length > 5)).toBe(true);
    }
    expect(await countRows('currency_exposures')).toBe(before);
    expect(await countRows('book_changes')).toBe(changes);
  });

  const badHedges: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['buy instead of LONG', { buy_sell: 'BUY' }, { buy_sell: ['BUY_SELL_VALUE'] }],
    ['a swap', { derivative: 'SWAP' }, { derivative: ['DERIVATIVE_VALUE'] }],
    [
      'fixing before trade',
      { fixing_date: '2027-01-01', value_date: '2027-01-05' },
      { fixing_date: ['FIXING_BEFORE_TRADE'] },
    ],
    ['value before fixing', { value_date: '2027-06-29' }, { value_date: ['VALUE_BEFORE_FIXING'] }],
    [
      'an up-and-out barrier below spot',
      { derivative: 'CALL', premium: -100, fk_idoptiontype: 4, barrier: 4000, spot_reference: 4100 },
      { barrier: ['BARRIER_NOT_ABOVE_SPOT'] },
    ],
    [
      'a double barrier upside down',
      {
        derivative: 'CALL',
        premium: -100,
        fk_idoptiontype: 8,
        barrier: 4500,
        barrier_2: 3900,
        spot_reference: 4100,
      },
      { barrier_2: ['DOUBLE_BARRIER_ORDER'] },
    ],
    [
      'a barrier watched weekly',
      {
        derivative: 'CALL',
        premium: -100,
        fk_idoptiontype: 4,
        barrier: 4500,
        spot_reference: 4100,
        barrier_monitoring: 'WEEKLY',
      },
      { barrier_monitoring: ['BARRIER_MONITORING_VALUE'] },
    ],
    [
      'a bought call paid for with a positive premium',
      { derivative: 'CALL', premium: 100 },
      { premium: ['PREMIUM_SIGN'] },
    ],
    [
      'a settlement rate before fixing',
      { settlement_rate: 4150 },
      { settlement_rate: ['SETTLEMENT_NOT_EXPIRED'] },
    ],
  ];
  it.each(badHedges)('rejects a hedge with %s', async (_what, over, expected) => {
    const response = await saveHedges([hedge(over)]);
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.rows[0].fields as Record<string, { code: string }[]>;
    expect(Object.fromEntries(Object.entries(fields).map(([f, l]) => [f, l.map((p) => p.code)]))).toEqual(
      expected,
    );
  });

  it('rejects legs of two strategies under one strategy code, and lists every rejected row', async () => {
    const response = await saveHedges([
      hedge({ strategy_code: 'S1', fk_idcurrencystrategy_derivative: 'LONG COLLAR' }),
      hedge({ strategy_code: 'S1', fk_idcurrencystrategy_derivative: 'LONG SEAGULL' }),
      hedge({ notional: -1 }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.rows.map((r: { index: number }) => r.index)).toEqual([0, 1, 2]);
  });

  it('moves hedge dates off holidays and weekends of both currencies, and says so', async () => {
    // 1 January is a holiday in Colombia and the United States; 2 and 3 January 2027 are a weekend.
    const response = await saveHedges([
      hedge({ trade_date: '2027-01-01', premium_value_date: '2027-01-02', fixing_date: '2027-06-30' }),
    ]);
    expect(response.statusCode).toBe(200);
    const { rows, moved } = response.json();
    expect(moved).toEqual([
      { index: 0, pk: rows[0].pk, field: 'trade_date', from: '2027-01-01', to: '2027-01-04' },
      { index: 0, pk: rows[0].pk, field: 'premium_value_date', from: '2027-01-02', to: '2027-01-04' },
    ]);
    const saved = ZCurrencyHedgeRow.array()
      .parse((await get('/api/currency-hedge')).json())
      .find((h) => h.pk === rows[0].pk);
    expect(saved).toMatchObject({
      trade_date: '2027-01-04',
      premium_value_date: '2027-01-04',
      fixing_date: '2027-06-30',
    });
  });

  it('keeps how a barrier is watched, and leaves it empty (daily) when not said', async () => {
    const upOut = {
      derivative: 'CALL',
      premium: -100,
      fk_idoptiontype: 4,
      barrier: 4500,
      spot_reference: 4100,
    };
    const response = await saveHedges([hedge({ ...upOut, barrier_monitoring: 'CONTINUOUS' }), hedge(upOut)]);
    expect(response.statusCode).toBe(200);
    const [continuous, unsaid] = response.json().rows.map((row: { pk: string }) => row.pk);
    const saved = ZCurrencyHedgeRow.array().parse((await get('/api/currency-hedge')).json());
    expect(saved.find((h) => h.pk === continuous)?.barrier_monitoring).toBe('CONTINUOUS');
    expect(saved.find((h) => h.pk === unsaid)?.barrier_monitoring ?? null).toBeNull();
  });

  it('accepts settlement figures on an expired hedge', async () => {
    const expired = hedge({
      trade_date: addMonths(today(), -6),
      premium_value_date: addMonths(today(), -6),
      fixing_date: addMonths(today(), -1),
      value_date: addMonths(today(), -1),
      settlement_rate: 4050,
      settlement_pnl: -1_000_000,
    });
    const response = await saveHedges([expired]);
    expect(response.statusCode).toBe(200);
  });
});

describe('two people editing the same rows', () => {
  it('refuses a row changed since it was read, naming who, and writes nothing of the batch', async () => {
    const [row] = (await saveExposures([exposure({ custom_id: 'SHARED' })])).json().rows;
    const read = (await exposuresOf()).find((r) => r.pk === row.pk)!;
    // The admin (also in Company A) changes it first.
    const byAdmin = await save(
      'update_create_exposurecurrency',
      { selected_company: company.A, user_id: adminId, currency_exposure: [{ ...read, notional: 111 }] },
      admin,
    );
    expect(byAdmin.statusCode).toBe(200);
    const before = await countRows('currency_exposures');
    const stale = await saveExposures([exposure({ custom_id: 'WITH-STALE' }), { ...read, notional: 222 }]);
    expect(stale.statusCode).toBe(409);
    const error = stale.json().error;
    expect(error.code).toBe('ROW_CONFLICT');
    expect(error.conflict).toMatchObject({ index: 1, pk: row.pk, changed_by: 'admin', version: 2 });
    expect(error.message).toContain('admin');
    expect(await countRows('currency_exposures')).toBe(before);
    expect((await exposuresOf()).find((r) => r.pk === row.pk)?.notional).toBe(111);

    const removed = await save(
      'update_create_exposurecurrency',
      {
        selected_company: company.A,
        user_id: adminId,
        currency_exposure: [{ pk: row.pk, version: 2, deleted: true }],
      },
      admin,
    );
    expect(removed.statusCode).toBe(200);
    const deleted = await saveExposures([{ ...read, version: 2, notional: 333 }]);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.conflict).toMatchObject({ pk: row.pk, changed_by: 'admin', version: null });
  });
});

describe("another company's book", () => {
  it('is 404 to save into, to point a row at, to edit, and to read the history of; a foreign user id is 403', async () => {
    const before = await countRows('currency_exposures');
    expect((await saveExposures([exposure()], { selected_company: company.B })).statusCode).toBe(404);
    expect(
      (
        await saveExposures([
          exposure({ fk_idportafolio: portfolio['Ringgit cash flows'], fk_idcurrency: 'USDMYR' }),
        ])
      ).statusCode,
    ).toBe(404);
    expect((await saveExposures([exposure({ pk: 'DCB1', version: 1 })])).statusCode).toBe(404);
    expect((await saveExposures([exposure({ pk: 'DCB1', version: 1, deleted: true })])).statusCode).toBe(404);
    expect((await saveExposures([exposure({ pk: 'DCA999999', version: 1 })])).statusCode).toBe(404);
    expect((await saveExposures([exposure()], { user_id: adminId })).statusCode).toBe(403);
    expect((await get('/api/book/currency-exposure/DCB1/history')).statusCode).toBe(404);
    expect(await countRows('currency_exposures')).toBe(before);
  });
});

describe('codes', () => {
  /** Every code of each company's book, of the four kinds. */
  async function bookCodes(): Promise<Map<number, string[]>> {
    const result = await platform.services.db.execute(sql`
      select company_id as "companyId", code from currency_exposures
      union all select company_id, code from currency_hedges
      union all select company_id, code from commodity_exposures
      union all select company_id, code from commodity_hedges`);
    const codes = new Map<number, string[]>();
    for (const { companyId, code } of rowsOf<{ companyId: number; code: string }>(result))
      codes.set(companyId, [...(codes.get(companyId) ?? []), code]);
    return codes;
  }
  const expectEachOnce = async () => {
    for (const codes of (await bookCodes()).values()) expect(new Set(codes).size).toBe(codes.length);
  };

  it("name one record each across the company's whole book, the demo's and every new one", async () => {
    const seeded = await bookCodes();
    expect(seeded.get(company.A)?.length).toBeGreaterThan(20);
    await expectEachOnce();
    // The next codes of one sequence, whatever the kind.
    const [x] = (await saveExposures([exposure()])).json().rows;
    const [h] = (await saveHedges([hedge()])).json().rows;
    expect(x.pk).toMatch(/^DCA\d+$/);
    expect(Number(h.pk.slice(3))).toBe(Number(x.pk.slice(3)) + 1);
    expect(seeded.get(company.A)).not.toContain(x.pk);
    await expectEachOnce();
  });

  it('given by saves at once, are never given twice', async () => {
    const answers = await Promise.all([
      saveExposures([exposure(), exposure()]),
      saveHedges([hedge(), hedge()]),
      saveExposures([exposure()]),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const pks = answers.flatMap((a) => a.json().rows.map((r: { pk: string }) => r.pk));
    expect(new Set(pks).size).toBe(5);
    await expectEachOnce();
  });

  it("refuse a new row's code that another row of the company has, of any kind, naming it", async () => {
    const [taken] = (await get('/api/currency-hedge')).json() as { pk: string }[];
    const before = await countRows('currency_exposures');
    const refused = await saveExposures([
      exposure({ custom_id: 'FINE' }),
      exposure({ code: taken?.pk.toLowerCase() }),
      exposure({ code: 'INV-9' }),
      exposure({ code: ' inv-9' }),
      exposure({ code: 'two words' }),
    ]);
    expect(refused.statusCode).toBe(400);
    const rows = refused.json().error.rows as { index: number; fields: Record<string, unknown[]> }[];
    expect(rows.map((r) => [r.index, Object.keys(r.fields)])).toEqual([
      [1, ['pk']],
      [3, ['pk']],
      [4, ['pk']],
    ]);
    expect(rows[0]?.fields.pk?.[0]).toEqual({
      code: 'CODE_TAKEN',
      message: `Code: Already the code of the company's currency hedge ${taken?.pk}: codes are unique across the whole book; choose another, or leave it blank for a new code.`,
      params: {
        code: taken?.pk,
        'record.en': `currency hedge ${taken?.pk}`,
        'record.es': `cobertura en divisas ${taken?.pk}`,
      },
    });
    expect(rows[1]?.fields.pk?.[0]).toMatchObject({ code: 'CODE_REPEATED', message: /^Code: / });
    expect(rows[2]?.fields.pk?.[0]).toMatchObject({
      code: 'CODE_FORMAT',
      message: /^Code: Use up to 40 letters/,
    });
    expect(await countRows('currency_exposures')).toBe(before);
  });

  it('keep the code a new row brings, and find the row and its history by it', async () => {
    const [row] = (await saveExposures([exposure({ code: 'fac/2027/118' })])).json().rows;
    expect(row).toMatchObject({ pk: 'FAC/2027/118', action: 'created' });
    const read = (await exposuresOf()).find((r) => r.pk === 'FAC/2027/118')!;
    const edited = await saveExposures([{ ...read, notional: 5 }]);
    expect(edited.json().rows[0]).toMatchObject({ pk: 'FAC/2027/118', action: 'updated', version: 2 });
    const renamed = await saveExposures([{ ...read, version: 2, code: 'FAC-119' }]);
    expect(renamed.json().error.rows[0].fields.pk[0].code).toBe('CODE_FIXED');
    const history = await get(`/api/book/currency-exposure/${encodeURIComponent('fac/2027/118')}/history`);
    expect(history.json().map((c: { action: string }) => c.action)).toEqual(['updated', 'created']);
    // Deleted, its code names it still: a save of the old version hears who deleted it.
    expect((await saveExposures([{ ...read, version: 2, deleted: true }])).statusCode).toBe(200);
    const late = await saveExposures([{ ...read, version: 2, notional: 6 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.conflict).toMatchObject({
      pk: 'FAC/2027/118',
      changed_by: 'treasury',
      version: null,
    });
    const gone = await get(`/api/book/currency-exposure/${encodeURIComponent('FAC/2027/118')}/history`);
    expect(gone.json()[0].action).toBe('deleted');
  });
});

describe('commodity saves', () => {
  it('save commodity exposures and hedges, checking the portfolio holds the commodity', async () => {
    const commodities = (await get('/api/commodities')).json().commodities as {
      pk_idcommodity: number;
      commodity_name: string;
    }[];
    const brent = commodities.find((c) => c.commodity_name === 'BRENT')!.pk_idcommodity;
    const corn = commodities.find((c) => c.commodity_name === 'CORN')!.pk_idcommodity;
    const row = {
      pk: 'pending',
      fk_idportfolio: portfolio['Fuel purchases'],
      fk_idcommodity: brent,
      quotation: 'USD/bbl',
      fk_idcommodityexposureoption: 'PURCHASE',
      fk_idpricingmethod: 'SPOT',
      date: monthsAhead(3),
      quantity: 1000,
      commodity_unit: 'bbl',
      contract_month_year: monthsAhead(3).slice(0, 7),
      continuation_month: 3,
    };
    const body = (rows: unknown[]) => ({
      selected_company: company.A,
      user_id: treasuryId,
      commodity_exposures: rows,
    });
    expect((await save('update_create_exposurecommodities/', body([row]))).statusCode).toBe(200);
    const wrong = await save(
      'update_create_exposurecommodities',
      body([{ ...row, fk_idcommodity: corn, fk_id_end_product: 9999 }]),
    );
    expect(wrong.json().error.rows[0].fields.fk_idcommodity[0].code).toBe('COMMODITY_NOT_IN_PORTFOLIO');
    expect(wrong.json().error.rows[0].fields.fk_id_end_product[0].code).toBe('END_PRODUCT_UNKNOWN');
    const hedgeRow = {
      pk: 'pending',
      fk_idportafolio: portfolio['Fuel purchases'],
      fk_idcommodity: brent,
      quotation: 'USD/bbl',
      buy_sell: 'LONG',
      derivative: 'FUTURE',
      fk_idoptiontype: 1,
      settlement_type: 'NON DELIVERABLE',
      trade_date: '2027-01-01',
      fixing_date: '2027-03-31',
      value_date: '2027-03-31',
      strike: 77.5,
      quantity: 1000,
      commodity_unit: 'bbl',
      premium: 0,
      premium_value_date: '2027-01-01',
      contract_month_year: '2027-03',
      continuation_month: 3,
      port: 'ICE Futures Europe',
    };
    const saved = await save('update_create_hedge_commodity', {
      selected_company: company.A,
      user_id: treasuryId,
      commodity_hedges: [hedgeRow],
    });
    expect(saved.statusCode).toBe(200);
    // Brent is quoted in dollars: its hedges follow the US calendar.
    expect(saved.json().moved.map((m: { field: string; to: string }) => [m.field, m.to])).toEqual([
      ['trade_date', '2027-01-04'],
      ['premium_value_date', '2027-01-04'],
    ]);
  });
});

describe('portfolios', () => {
  it('are created with pairs, commodities and links, renamed, hidden and shown', async () => {
    const businesses = (await get('/api/business')).json() as { pk_id_business: number }[];
    const created = await platform.request('POST', '/api/portfolios', {
      token: treasury,
      body: {
        portfolio_name: 'NEW PORTFOLIO',
        fk_idcompany: company.A,
        fk_currency: ['EURUSD'],
        fk_id_business: businesses[0]!.pk_id_business,
      },
    });
    expect(created.statusCode).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({
      portfolio_name: 'NEW PORTFOLIO',
      fk_currency: ['EURUSD'],
      show: true,
      fk_id_business: businesses[0]!.pk_id_business,
    });
    const listed = (await get('/api/companies'))
      .json()
      .flatMap((c: { portfolios: { pk_idportfolio: number }[] }) => c.portfolios);
    expect(listed.some((x: { pk_idportfolio: number }) => x.pk_idportfolio === p.pk_idportfolio)).toBe(true);
    const renamed = await platform.request('PATCH', `/api/portfolios/${p.pk_idportfolio}`, {
      token: treasury,
      body: { portfolio_name: 'Euro imports' },
    });
    expect(renamed.json().portfolio_name).toBe('Euro imports');
    const hidden = await platform.request('PATCH', `/api/portfolios/${p.pk_idportfolio}/`, {
      token: treasury,
      body: { show: false },
    });
    expect(hidden.json().show).toBe(false);
  });

  it("refuse another company's portfolio, company or links, and unknown pairs", async () => {
    const foreign = await platform.request('PATCH', `/api/portfolios/${portfolio['Palm oil sales']}`, {
      token: treasury,
      body: { show: false },
    });
    expect(foreign.statusCode).toBe(404);
    const base = { portfolio_name: 'X', fk_idcompany: company.A };
    const post = (body: object) => platform.request('POST', '/api/portfolios', { token: treasury, body });
    expect((await post({ ...base, fk_idcompany: company.B })).statusCode).toBe(404);
    const bClients = (await get('/api/clients', admin))
      .json()
      .filter((c: { fk_idcompany: number }) => c.fk_idcompany === company.B);
    expect((await post({ ...base, fk_id_client: bClients[0].pk_id_client })).statusCode).toBe(404);
    expect((await post({ ...base, fk_currency: ['USDJPY'] })).statusCode).toBe(400);
  });
});

describe('preferences', () => {
  it("default to the spec's, save some groups, keep the others, and answer over GraphQL", async () => {
    const viewer = (await platform.signIn('viewer')).access;
    const defaults = (await get('/api/preferences', viewer)).json();
    expect(defaults.optimizer_choices).toEqual({
      selected_nav: 0,
      selected_currency: 2,
      selected_commodity: 7,
      color_theme: false,
      buy_sell: 0,
      select: 0,
      asset: 'USDCOP',
      portfolio: null,
      typed_schedule: false,
    });
    const saved = await platform.request('POST', '/api/save_custom_overview/', {
      token: viewer,
      body: {
        format: 'json',
        overview_choices: { color_theme: true, selected_values: ['USDCOP', 'BRENT'] },
        assets: ['USDCOP'],
      },
    });
    expect(saved.statusCode).toBe(200);
    const read = (await get('/api/preferences/', viewer)).json();
    expect(read.overview_choices).toEqual({ color_theme: true, selected_values: ['USDCOP', 'BRENT'] });
    expect(read.assets).toEqual(['USDCOP']);
    expect(read.optimizer_choices.selected_commodity).toBe(7);
    const graphql = await platform.request('POST', '/graphql', {
      token: viewer,
      body: { query: '{ overview_choices(format: "json") { overview_choices optimizer_choices assets } }' },
    });
    const data = graphql.json().data.overview_choices;
    expect(JSON.parse(data.overview_choices)).toEqual({
      color_theme: true,
      selected_values: ['USDCOP', 'BRENT'],
    });
    expect(JSON.parse(data.assets)).toEqual(['USDCOP']);
    expect(
      (
        await platform.request('POST', '/api/save_custom_overview', {
          token: viewer,
          body: { user_id: adminId },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await platform.request('POST', '/api/save_custom_overview', {
          token: viewer,
          body: { optimizer_choices: { select: 9 } },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the strategy catalogue', () => {
  it('holds the named strategies for both asset classes, each with 1 to 4 legs and profiles 0..4', async () => {
    const strategies = (await get('/api/strategies?asset=currency')).json() as {
      name: string;
      number_of_derivatives: number;
      risk_profile_buyer: number;
      risk_profile_seller: number;
    }[];
    const names = strategies.map((s) => s.name);
    for (const name of [
      'FORWARD',
      'VANILLA CALL',
      'VANILLA PUT',
      'COLLAR',
      'ZERO-COST COLLAR',
      'PARTICIPATING FORWARD',
      'SEAGULL',
      'CALL SPREAD',
      'PUT SPREAD',
      'KNOCK-OUT FORWARD',
      'KNOCK-IN FORWARD',
      'RISK REVERSAL',
      'ASIAN OPTION',
    ]) {
      expect(names).toContain(name);
    }
    for (const s of strategies) {
      expect(s.number_of_derivatives).toBeGreaterThanOrEqual(1);
      expect([s.risk_profile_buyer, s.risk_profile_seller].every((p) => p >= 0 && p <= 4)).toBe(true);
    }
    expect((await get('/api/strategies?asset=commodity')).json()).toHaveLength(strategies.length);
  });
});

describe('trailing slashes', () => {
  it('reach the same route on the platform paths too', async () => {
    expect((await get('/api/user/')).statusCode).toBe(200);
    expect((await get('/api/companies/')).statusCode).toBe(200);
    expect((await get('/api/companies/?format=json')).statusCode).toBe(200);
  });
});

describe('the batch size', () => {
  it('takes a batch bigger than the default body limit', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) =>
      exposure({ custom_id: `BULK-${i}`, comments: 'x'.repeat(200) }),
    );
    const response = await saveExposures(rows);
    expect(response.statusCode).toBe(200);
    expect(response.json().rows).toHaveLength(2000);
    const pks = response.json().rows.map((r: { pk: string }) => Number(r.pk.slice(3)));
    expect(pks).toEqual([...pks].sort((a, b) => a - b));
    const read = (await exposuresOf()).filter((r) => r.custom_id?.startsWith('BULK-'));
    const byPk = new Map(read.map((r) => [r.pk, r.custom_id]));
    response.json().rows.forEach((r: { pk: string }, i: number) => {
      expect(byPk.get(r.pk)).toBe(`BULK-${i}`);
    });
  });

  it('saves a batch of more rows than one statement writes, every row in order with its history entry', async () => {
    const rows = Array.from({ length: 4_501 }, (_, i) => exposure({ custom_id: `PIECE-${i}` }));
    const response = await saveExposures(rows);
    expect(response.statusCode).toBe(200);
    const saved = response.json().rows as { index: number; pk: string; action: string; version: number }[];
    expect(saved.map((r) => r.index)).toEqual(rows.map((_, i) => i));
    expect(saved.every((r) => r.action === 'created' && r.version === 1)).toBe(true);
    // The company's next codes, one after another, in the batch's order.
    const numbers = saved.map((r) => Number(r.pk.slice(3)));
    expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] ?? 0) + i));
    const read = new Map((await exposuresOf()).map((r) => [r.pk, r]));
    saved.forEach((r, i) => {
      expect(read.get(r.pk)?.custom_id).toBe(`PIECE-${i}`);
    });
    const ids = saved.map((r) => read.get(r.pk)?.pk_idcurrencyexposure ?? 0);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const history = await platform.services.db.execute(sql`
      select row_id as "rowId", action, version, after->>'custom_id' as "customId"
      from book_changes where entity = 'currency_exposure' and row_id between ${ids[0]} and ${ids.at(-1)}
      order by row_id`);
    expect(rowsOf<{ rowId: number; action: string; version: number; customId: string }>(history)).toEqual(
      ids.map((rowId, i) => ({ rowId, action: 'created', version: 1, customId: `PIECE-${i}` })),
    );
  });
});

describe('rows read again', () => {
  it('leave out fields without a value, and show an editor under their new name', async () => {
    const [row] = (await saveExposures([exposure({ custom_id: 'RENAMED' })])).json().rows;
    const before = (await exposuresOf()).find((r) => r.pk === row.pk)!;
    expect(before.updated_by).toBe('treasury');
    expect('rate_at_realized_expiration_date' in before).toBe(false);
    const rename = (username: string) =>
      platform.request('POST', '/api/user/update', {
        token: treasury,
        body: { pk_idusers: treasuryId, username },
      });
    expect((await rename('treasurer2')).statusCode).toBe(200);
    try {
      const after = await exposuresOf();
      expect(after.find((r) => r.pk === row.pk)?.updated_by).toBe('treasurer2');
      expect(after.some((r) => r.updated_by === 'treasury')).toBe(false);
    } finally {
      await rename('treasury');
    }
  });
});

describe('strategy codes across saves', () => {
  it('count the legs already saved under a code, and roll the batch back', async () => {
    const first = await saveHedges([
      hedge({ strategy_code: 'SAVED-1', fk_idcurrencystrategy_derivative: 'LONG COLLAR' }),
    ]);
    expect(first.statusCode).toBe(200);
    const before = await countRows('currency_hedges');
    const mixed = await saveHedges([
      hedge({ custom_id: 'OTHER' }),
      hedge({ strategy_code: 'SAVED-1', fk_idcurrencystrategy_derivative: 'LONG SEAGULL' }),
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.rows).toEqual([
      {
        index: 1,
        pk: 'pending',
        fields: { strategy_code: [{ code: 'STRATEGY_CODE_MIXED', message: expect.any(String) }] },
      },
    ]);
    expect(await countRows('currency_hedges')).toBe(before);
    const leg = await saveHedges([
      hedge({
        buy_sell: 'SHORT',
        derivative: 'PUT',
        premium: 100,
        strategy_code: 'SAVED-1',
        fk_idcurrencystrategy_derivative: 'SHORT COLLAR',
      }),
    ]);
    expect(leg.statusCode).toBe(200);
  });
});

describe('two saves of the same row at once', () => {
  it('let one through and refuse the other', async () => {
    const [row] = (await saveExposures([exposure({ custom_id: 'RACE' })])).json().rows;
    const read = (await exposuresOf()).find((r) => r.pk === row.pk)!;
    const [a, b] = await Promise.all([
      saveExposures([{ ...read, notional: 1 }]),
      save(
        'update_create_exposurecurrency',
        { selected_company: company.A, user_id: adminId, currency_exposure: [{ ...read, notional: 2 }] },
        admin,
      ),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const saved = (await exposuresOf()).find((r) => r.pk === row.pk)!;
    expect(saved.version).toBe(2);
    expect(saved.notional).toBe(a.statusCode === 200 ? 1 : 2);
  });
});

describe('lookups', () => {
  it("take new entries for the caller's companies only, each name once", async () => {
    const created = await platform.request('POST', '/api/clients/', {
      token: treasury,
      body: { fk_idcompany: company.A, name: 'Ferretería Central' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ client_name: 'Ferretería Central', fk_idcompany: company.A });
    const again = await platform.request('POST', '/api/clients', {
      token: treasury,
      body: { fk_idcompany: company.A, name: 'Ferretería Central' },
    });
    expect(again.statusCode).toBe(409);
    const foreign = await platform.request('POST', '/api/plants', {
      token: treasury,
      body: { fk_idcompany: company.B, name: 'X' },
    });
    expect(foreign.statusCode).toBe(404);
    const listed = (await get('/api/clients')).json().map((c: { client_name: string }) => c.client_name);
    expect(listed).toContain('Ferretería Central');
  });

  it("answer 404 NOT_FOUND for another company's id or entry, as for an unknown one, in every lookup", async () => {
    for (const [lookup, key] of [
      ['business', 'pk_id_business'],
      ['clients', 'pk_id_client'],
      ['plants', 'pk_id_plant'],
      ['providers', 'pk_id_provider'],
    ] as const) {
      const all = (await get(`/api/${lookup}`, admin)).json() as Record<string, number>[];
      const ofA = all.filter((entry) => entry.fk_idcompany === company.A);
      const ofB = all.filter((entry) => entry.fk_idcompany === company.B);
      expect(ofA.length * ofB.length, lookup).toBeGreaterThan(0);
      const mine = await get(`/api/${lookup}?format=json&companies=${company.A}`);
      expect(mine.statusCode, lookup).toBe(200);
      expect(
        mine
          .json()
          .map((entry: Record<string, number>) => entry[key])
          .sort(),
        lookup,
      ).toEqual(ofA.map((entry) => entry[key]).sort());
      for (const query of [
        `companies=${company.B}`,
        `companies=${company.A},${company.B}`,
        'companies=999999',
        `ids=${ofB[0]![key]}`,
        `ids=${ofA[0]![key]},${ofB[0]![key]}`,
        'ids=999999',
      ]) {
        const response = await get(`/api/${lookup}?format=json&${query}`);
        expect([lookup, query, response.statusCode]).toEqual([lookup, query, 404]);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
      // Staff who belong to both companies read both.
      expect((await get(`/api/${lookup}?companies=${company.A},${company.B}`, admin)).statusCode).toBe(200);
    }
  });
});
