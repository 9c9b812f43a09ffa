import {
  type DeskAnalytics,
  type DeskLimits,
  OPEN_REQUEST_STATES,
  type PortfolioValuationReply,
  pairUnits,
  TENOR_KEYS,
  type TenorBucket,
  type ZDeskPosition,
  type ZLimitChange,
} from '@cobertura/contracts';
import { addDays, addMonths, type IsoDate } from '@cobertura/finance/time';
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bankQuotes,
  companies,
  counterparties,
  hedgeRequests,
  tradeTickets,
  users,
} from '../../db/schema.ts';
import { useTestPlatform } from '../../test/platform-suite.ts';

/** A Tuesday, noon UTC (the market's day is the same in Chicago). */
const TODAY = '2026-03-10' as IsoDate;
const HOUR_MS = 3_600_000;

const suite = useTestPlatform({
  today: TODAY,
  users: ['treasury', 'desk', 'supervisor', 'admin'],
  portfoliosAs: 'admin',
});
const { tokens, portfolio } = suite;

type Position = z.infer<typeof ZDeskPosition>;
type LimitChange = z.infer<typeof ZLimitChange>;

const get = (url: string, token: string | undefined) => suite.platform.request('GET', url, { token });
const ok = async <T>(url: string, token: string | undefined): Promise<T> => {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const putLimits = (companyId: number, body: unknown, token = tokens.supervisor) =>
  suite.platform.request('PUT', `/api/desk/limits/${companyId}`, { token, body });

/** The ids the rows below are written with: users, companies, banks. */
interface Ids {
  user: Record<string, number>;
  company: Record<'A' | 'B', number>;
  bank: (companyId: number, code: string) => number;
}

async function readIds(): Promise<Ids> {
  const { db } = suite.platform.services;
  const people = await db.select({ id: users.id, username: users.username }).from(users);
  const clients = await db.select({ id: companies.id, name: companies.name }).from(companies);
  const banks = await db.select().from(counterparties);
  const companyId = (name: string) => clients.find((c) => c.name === name)!.id;
  return {
    user: Object.fromEntries(people.map((p) => [p.username, p.id])),
    company: { A: companyId('Demo Company A'), B: companyId('Demo Company B') },
    bank: (id, code) => banks.find((b) => b.companyId === id && b.code === code)!.id,
  };
}

/**
 * A request written straight into the table (the treasurer's routes are another helper's): a
 * forward on `asset` of `portfolioId`, its settlements at `dates`, in `state`.
 */
async function insertRequest(
  ids: Ids,
  values: {
    companyId: number;
    portfolioId: number;
    asset: string;
    state: string;
    settlements: { date: string; amount: number }[];
    filled?: number;
    windowEnds?: Date;
    pendingApproval?: unknown;
  },
): Promise<number> {
  const now = suite.platform.services.now();
  const amount = values.settlements.reduce((sum, s) => sum + s.amount, 0);
  const [row] = await suite.platform.services.db
    .insert(hedgeRequests)
    .values({
      companyId: values.companyId,
      portfolioId: values.portfolioId,
      asset: values.asset,
      area: 'currency',
      side: 'buyer',
      settlements: values.settlements,
      units: pairUnits(values.asset),
      strategy: { pk_idstrategy: 1, strikes: [], barriers: [], percentage: 100 },
      strategyName: 'FORWARD',
      quoteBasis: 'rate',
      amount,
      filled: values.filled ?? 0,
      window: 'WEEK',
      validity: 'gtc',
      windowEnds: values.windowEnds ?? new Date(now.getTime() + 7 * 24 * HOUR_MS),
      origin: 'typed',
      state: values.state,
      pendingApproval: values.pendingApproval ?? null,
      createdBy: ids.user.treasury!,
      createdAt: now,
      submittedAt: values.state === 'draft' ? null : now,
      updatedAt: now,
    })
    .returning({ id: hedgeRequests.id });
  return row!.id;
}

/** A bank's quote on a request, live for an hour. */
async function insertQuote(ids: Ids, requestId: number, counterpartyId: number, marginBps: number) {
  const now = suite.platform.services.now();
  const [row] = await suite.platform.services.db
    .insert(bankQuotes)
    .values({
      requestId,
      counterpartyId,
      price: 4000,
      fairValue: 3990,
      marginBps,
      amount: 1e6,
      quotedAt: now,
      validUntil: new Date(now.getTime() + HOUR_MS),
      takenBy: ids.user.desk!,
      status: 'live',
    })
    .returning({ id: bankQuotes.id });
  return row!.id;
}

let ticketCount = 0;
/** A fill's ticket, as the trader's execution writes it. */
async function insertTicket(
  ids: Ids,
  ticket: { requestId: number; counterpartyId: number; deskAmount: number; valueDates: string[] },
) {
  const quoteId = await insertQuote(ids, ticket.requestId, ticket.counterpartyId, 5);
  ticketCount += 1;
  const tradeId = `DCA-T-20260310-${String(ticketCount).padStart(4, '0')}`;
  await suite.platform.services.db.insert(tradeTickets).values({
    tradeId,
    requestId: ticket.requestId,
    quoteId,
    idempotencyKey: `test-key-${ticketCount}`,
    counterpartyId: ticket.counterpartyId,
    amount: ticket.deskAmount,
    executedRate: 4000,
    premium: 0,
    marginBps: 5,
    deskAmount: ticket.deskAmount,
    valueDates: ticket.valueDates,
    bookedRows: [],
    traderId: ids.user.desk!,
    executedAt: suite.platform.services.now(),
    simulated: true,
  });
  return tradeId;
}

let ids: Ids;
beforeAll(async () => {
  ids = await readIds();
});

describe('desk limits', () => {
  it('reads the served clients, their banks’ credit lines by tenor and their usage', async () => {
    const limits = await ok<DeskLimits[]>('/api/desk/limits', tokens.desk);
    expect(limits.map((l) => l.company_name)).toEqual(['Demo Company A', 'Demo Company B']);
    const [a] = limits;
    expect(a!.request_limit).toBeGreaterThan(0);
    expect(a!.counterparties.map((c) => c.code)).toEqual(['ANDINO', 'NORTE', 'MERIDIAN']);
    for (const bank of a!.counterparties) {
      expect(Object.keys(bank.credit_lines).sort()).toEqual([...TENOR_KEYS].sort());
      expect(Object.values(bank.used).every((used) => used === 0)).toBe(true);
    }
    expect(a!.counterparties.find((c) => c.code === 'MERIDIAN')!.simulated).toBe(false);
    // A treasurer (role 2) has no desk screen.
    expect((await get('/api/desk/limits', tokens.treasury)).statusCode).toBe(403);
  });

  it('lets a supervisor change limits, each changed figure in the history with before, after and who', async () => {
    const companyId = ids.company.A;
    const [before] = await ok<DeskLimits[]>('/api/desk/limits', tokens.supervisor);
    const andino = before!.counterparties.find((c) => c.code === 'ANDINO')!;
    const response = await putLimits(companyId, {
      request_limit: before!.request_limit * 2,
      // Unchanged: writes no history.
      margin_threshold_bps: before!.margin_threshold_bps,
      credit_lines: [
        { counterparty_id: andino.id, tenor: '3-6M', amount: andino.credit_lines['3-6M'] + 1e6 },
        { counterparty_id: andino.id, tenor: '0-3M', amount: andino.credit_lines['0-3M'] },
      ],
      comment: 'Annual review',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json() as DeskLimits;
    expect(after.request_limit).toBe(before!.request_limit * 2);
    expect(after.margin_threshold_bps).toBe(before!.margin_threshold_bps);
    const andinoAfter = after.counterparties.find((c) => c.id === andino.id)!;
    expect(andinoAfter.credit_lines['3-6M']).toBe(andino.credit_lines['3-6M'] + 1e6);
    expect(andinoAfter.credit_lines['0-3M']).toBe(andino.credit_lines['0-3M']);

    const history = await ok<LimitChange[]>(`/api/desk/limits/history?company_id=${companyId}`, tokens.desk);
    expect(history).toHaveLength(2);
    for (const change of history) {
      expect(change).toMatchObject({
        user: 'Sergio Supervisor',
        company_name: 'Demo Company A',
        comment: 'Annual review',
      });
    }
    expect(history.find((c) => c.what === 'request_limit')).toMatchObject({
      before: before!.request_limit,
      after: before!.request_limit * 2,
    });
    expect(history.find((c) => c.what.startsWith('credit_line 3-6M'))).toMatchObject({
      what: `credit_line 3-6M ${andino.name}`,
      before: andino.credit_lines['3-6M'],
      after: andino.credit_lines['3-6M'] + 1e6,
    });

    // A later change comes first.
    suite.platform.clock.advance(1000);
    expect((await putLimits(companyId, { margin_threshold_bps: 40 })).statusCode).toBe(200);
    const newest = await ok<LimitChange[]>(`/api/desk/limits/history?company_id=${companyId}`, tokens.desk);
    expect(newest).toHaveLength(3);
    expect(newest[0]).toMatchObject({
      what: 'margin_threshold_bps',
      before: before!.margin_threshold_bps,
      after: 40,
      comment: null,
    });
    expect(newest.map((c) => c.at)).toEqual([...newest.map((c) => c.at)].sort().reverse());
  });

  it('refuses a trader (403 FORBIDDEN, with a message) and changes nothing', async () => {
    const response = await putLimits(ids.company.B, { request_limit: 1 }, tokens.desk);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('supervisor'),
    });
    const limits = await ok<DeskLimits[]>('/api/desk/limits', tokens.desk);
    expect(limits.find((l) => l.company_id === ids.company.B)!.request_limit).not.toBe(1);
    expect(
      await ok<LimitChange[]>(`/api/desk/limits/history?company_id=${ids.company.B}`, tokens.desk),
    ).toEqual([]);
  });

  it('lets staff act as supervisors', async () => {
    const response = await putLimits(ids.company.B, { margin_threshold_bps: 35 }, tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    const [change] = await ok<LimitChange[]>(
      `/api/desk/limits/history?company_id=${ids.company.B}`,
      tokens.admin,
    );
    expect(change).toMatchObject({ user: 'Ana Admin', what: 'margin_threshold_bps', after: 35 });
  });

  it('answers 404 for a company the desk does not serve, and 400 for a bank not the client’s', async () => {
    const [other] = await suite.platform.services.db
      .insert(companies)
      .values({ name: 'Not Served Ltd', initials: 'NSL', createdAt: suite.platform.services.now() })
      .returning({ id: companies.id });
    expect((await putLimits(other!.id, { request_limit: 1 })).statusCode).toBe(404);
    expect(
      (await get(`/api/desk/limits/history?company_id=${other!.id}`, tokens.supervisor)).statusCode,
    ).toBe(404);
    const response = await putLimits(ids.company.A, {
      credit_lines: [{ counterparty_id: ids.bank(ids.company.B, 'STRAITS'), tenor: '0-3M', amount: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('credit_lines');
  });
});

describe('desk position, blotter and exceptions', () => {
  const requests: Record<string, number> = {};
  const tickets: Record<string, string> = {};
  const settleIn = (months: number) => addMonths(TODAY, months);
  let baseline: Position;

  beforeAll(async () => {
    baseline = await ok<Position>('/api/desk/position', tokens.supervisor);
    const { A, B } = ids.company;
    const andino = ids.bank(A, 'ANDINO');
    const straits = ids.bank(B, 'STRAITS');
    // Executed, in part: one fill of 2M USD settling in 2 months, one of 1M settling in 8 months.
    requests.partial = await insertRequest(ids, {
      companyId: A,
      portfolioId: portfolio['Imports Colombia']!,
      asset: 'USDCOP',
      state: 'quoting',
      settlements: [
        { date: settleIn(2), amount: 3e6 },
        { date: settleIn(8), amount: 2e6 },
      ],
      filled: 3e6,
    });
    tickets.first = await insertTicket(ids, {
      requestId: requests.partial,
      counterpartyId: andino,
      deskAmount: 2e6,
      valueDates: [settleIn(2)],
    });
    tickets.second = await insertTicket(ids, {
      requestId: requests.partial,
      counterpartyId: andino,
      deskAmount: 1e6,
      valueDates: [settleIn(8)],
    });
    // Executed whole, already settled: out of the position and of the lines' usage.
    requests.settled = await insertRequest(ids, {
      companyId: B,
      portfolioId: portfolio['Ringgit cash flows']!,
      asset: 'USDMYR',
      state: 'executed',
      settlements: [{ date: addDays(TODAY, -3), amount: 5e5 }],
      filled: 5e5,
    });
    tickets.settled = await insertTicket(ids, {
      requestId: requests.settled,
      counterpartyId: straits,
      deskAmount: 5e5,
      valueDates: [addDays(TODAY, -3)],
    });
    // Open, awaiting a supervisor after a breach.
    requests.breach = await insertRequest(ids, {
      companyId: B,
      portfolioId: portfolio['Ringgit cash flows']!,
      asset: 'USDMYR',
      state: 'awaiting_approval',
      settlements: [{ date: settleIn(1), amount: 4e6 }],
      pendingApproval: {
        quote_id: 1,
        asked_by: ids.user.desk,
        breaches: [
          {
            kind: 'client_limit',
            detail: '4,000,000 USD is over the 3,000,000 USD limit.',
            limit: 3e6,
            value: 4e6,
          },
        ],
      },
    });
    // Open in EUR: converted to USD at the last EURUSD close.
    requests.euro = await insertRequest(ids, {
      companyId: A,
      portfolioId: portfolio['Imports Colombia']!,
      asset: 'EURUSD',
      state: 'submitted',
      settlements: [{ date: settleIn(14), amount: 1e6 }],
    });
    // A draft: the treasurer's own, not the desk's.
    requests.draft = await insertRequest(ids, {
      companyId: A,
      portfolioId: portfolio['Imports Colombia']!,
      asset: 'USDCOP',
      state: 'draft',
      settlements: [{ date: settleIn(1), amount: 7e6 }],
    });
  });

  it('sums the unsettled tickets and what open requests still ask, in USD, by client, asset, bank and tenor', async () => {
    const position = await ok<Position>('/api/desk/position', tokens.supervisor);
    expect(position.currency).toBe('USD');
    const eurusd = await suite.platform.ports.marketReader.snapshotAsset('currency', 'EURUSD', {
      date: TODAY,
      from: TODAY,
      days: [1],
    });
    // The whole position against the tables: every unsettled ticket's desk amount, and every open
    // request's remainder in USD (USD-based pairs count it as asked; EURUSD at its spot).
    const { db } = suite.platform.services;
    const open = await db
      .select()
      .from(hedgeRequests)
      .where(inArray(hedgeRequests.state, [...OPEN_REQUEST_STATES]));
    const usdOf = (asset: string, amount: number) =>
      asset.startsWith('USD') ? amount : asset === 'EURUSD' ? amount * eurusd!.market.spot : Number.NaN;
    const outstanding = (await db.select().from(tradeTickets)).filter(
      (ticket) => (ticket.valueDates as string[]).at(-1)! > TODAY,
    );
    const sum = (figure: (row: Position['rows'][number]) => number) =>
      position.rows.reduce((total, row) => total + figure(row), 0);
    expect(sum((row) => row.executed)).toBeCloseTo(
      outstanding.reduce((total, ticket) => total + ticket.deskAmount, 0),
      4,
    );
    expect(sum((row) => row.open)).toBeCloseTo(
      open.reduce((total, request) => total + usdOf(request.asset, request.amount - request.filled), 0),
      2,
    );
    expect(sum((row) => row.count)).toBe(outstanding.length + open.length);

    // What the rows written above add, line by line.
    const added = (asset: string, counterparty: string | null, tenor: TenorBucket) => {
      const line = (p: Position) =>
        p.rows.find((r) => r.asset === asset && r.counterparty === counterparty && r.tenor === tenor);
      const [now, then] = [line(position), line(baseline)];
      return {
        company_name: now?.company_name,
        executed: (now?.executed ?? 0) - (then?.executed ?? 0),
        open: (now?.open ?? 0) - (then?.open ?? 0),
        count: (now?.count ?? 0) - (then?.count ?? 0),
      };
    };
    expect(added('USDCOP', 'Banco Andino', '0-3M')).toMatchObject({ executed: 2e6, open: 0, count: 1 });
    expect(added('USDCOP', 'Banco Andino', '6-12M')).toMatchObject({ executed: 1e6, open: 0, count: 1 });
    // Open: the remainder of the partial fill (USD, as asked) in the tenor of its last settlement.
    expect(added('USDCOP', null, '6-12M')).toMatchObject({ executed: 0, open: 2e6, count: 1 });
    expect(added('USDMYR', null, '0-3M')).toMatchObject({
      company_name: 'Demo Company B',
      open: 4e6,
      count: 1,
    });
    const euro = added('EURUSD', null, '1Y+');
    expect(euro.count).toBe(1);
    expect(euro.open).toBeCloseTo(1e6 * eurusd!.market.spot, 2);
    // Nothing of the settled fill nor of the draft.
    expect(added('USDMYR', 'Straits Commerce Bank', '0-3M').count).toBe(0);
    expect(added('USDCOP', null, '0-3M').count).toBe(0);
    for (const [state, more] of Object.entries({
      quoting: 1,
      executed: 1,
      awaiting_approval: 1,
      submitted: 1,
      draft: 1,
    }))
      expect(
        position.states[state as keyof Position['states']] -
          baseline.states[state as keyof Position['states']],
        state,
      ).toBe(more);
    // The lines count what the unsettled tickets use, in the same tenors.
    const andino = position.limits
      .find((l) => l.company_id === ids.company.A)!
      .counterparties.find((c) => c.code === 'ANDINO')!;
    expect(andino.used).toMatchObject({ '0-3M': 2e6, '6-12M': 1e6, '3-6M': 0, '1Y+': 0 });
  });

  it('lists breaches and far quotes, and a request late once its window has passed', async () => {
    await insertQuote(ids, requests.euro!, ids.bank(ids.company.A, 'NORTE'), 60);
    await insertQuote(ids, requests.euro!, ids.bank(ids.company.A, 'ANDINO'), 10);
    const late = await insertRequest(ids, {
      companyId: ids.company.A,
      portfolioId: portfolio['Imports Colombia']!,
      asset: 'USDCOP',
      state: 'submitted',
      settlements: [{ date: settleIn(1), amount: 1e5 }],
      windowEnds: new Date(suite.platform.services.now().getTime() + 2 * 60_000),
    });
    const before = await ok<Position>('/api/desk/position', tokens.supervisor);
    expect(before.exceptions.find((e) => e.kind === 'breach')).toMatchObject({
      request_id: requests.breach,
      company_name: 'Demo Company B',
      detail: expect.stringContaining('3,000,000 USD'),
    });
    const far = before.exceptions.filter((e) => e.kind === 'far_quote' && e.request_id === requests.euro);
    // Over the threshold (40 bps after the change above): Norte's 60, not Andino's 10.
    expect(far).toHaveLength(1);
    expect(far[0]!.detail).toContain('Norte Capital Bank');
    expect(before.exceptions.some((e) => e.kind === 'late' && e.request_id === late)).toBe(false);

    suite.platform.clock.advance(5 * 60_000);
    const after = await ok<Position>('/api/desk/position', tokens.supervisor);
    expect(after.exceptions.filter((e) => e.kind === 'late').map((e) => e.request_id)).toContain(late);
    // The trader opens the desk but not the supervisor's position.
    expect((await get('/api/desk/position', tokens.treasury)).statusCode).toBe(403);
  });

  it('downloads the blotter as an .xlsx whose money headers name their currency', async () => {
    for (const lang of ['en', 'es'] as const) {
      const response = await get(`/api/desk/blotter.xlsx?lang=${lang}`, tokens.supervisor);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
      expect(headers).toHaveLength(16);
      expect(headers).toContain(lang === 'en' ? 'Unit' : 'Unidad');
      expect(headers.some((h) => h.includes('(USD)'))).toBe(true);
      expect(
        headers.filter((h) => /Amount|Filled|Monto|Ejecutado/.test(h)).every((h) => /\(.+\)/.test(h)),
      ).toBe(true);
      const rows = sheet.getSheetValues().slice(2) as unknown[][];
      const references = rows.map((row) => row[1]);
      // Newest first, drafts left out.
      const all = await suite.platform.services.db.select({ state: hedgeRequests.state }).from(hedgeRequests);
      expect(references).toHaveLength(all.filter((r) => r.state !== 'draft').length);
      expect(references).not.toContain(`R-${String(requests.draft).padStart(6, '0')}`);
      expect(references).toEqual([...references].sort().reverse());
      const partial = rows.find((row) => row[1] === `R-${String(requests.partial).padStart(6, '0')}`)!;
      expect(partial[16]).toBe(`${tickets.first}, ${tickets.second}`);
      expect(partial[8]).toBe('USD');
    }
    expect((await get('/api/desk/blotter.xlsx', tokens.treasury)).statusCode).toBe(403);
  });
});

describe('desk analytics', () => {
  it('refuses a treasurer (role 2)', async () => {
    expect((await get('/api/desk/analytics', tokens.treasury)).statusCode).toBe(403);
  });

  it('sets the served clients’ books side by side, as Analytics values them, with a one-day VaR', async () => {
    const started = performance.now();
    const reply = await ok<DeskAnalytics>('/api/desk/analytics?window=MONTH', tokens.desk);
    const elapsed = performance.now() - started;
    console.info(`desk analytics of the demo companies: ${Math.round(elapsed)} ms`);
    expect(reply.window).toBe('MONTH');
    expect(new Set(reply.rows.map((r) => r.company_name))).toEqual(
      new Set(['Demo Company A', 'Demo Company B']),
    );
    const colombia = reply.rows.filter((r) => r.portfolio_name === 'Imports Colombia');
    expect(colombia.map((r) => r.asset).sort()).toEqual(['EURUSD', 'USDCOP']);

    const analytics = await suite.platform.request('POST', '/api/currency_portfolio_valuation', {
      token: tokens.admin,
      body: { portfolios: [portfolio['Imports Colombia']], assets: ['USDCOP', 'EURUSD'] },
    });
    expect(analytics.statusCode, analytics.body).toBe(200);
    const valuation = analytics.json() as PortfolioValuationReply;
    expect(reply.valuation_date).toBe(valuation.valuation.valuation_date);
    for (const group of valuation.groups) {
      const row = colombia.find((r) => r.asset === group.asset)!;
      const { balance, cash_flow } = group.summary;
      const exposure = balance.exposure + cash_flow.exposure;
      expect(row.exposure).toBeCloseTo(exposure, 4);
      expect(row.hedge).toBeCloseTo(balance.hedge + cash_flow.hedge, 4);
      expect(row.coverage!).toBeCloseTo(Math.abs(balance.hedge + cash_flow.hedge) / Math.abs(exposure), 9);
      expect(row.program_coverage!).toBeCloseTo(
        Math.abs(balance.program + cash_flow.program) / Math.abs(exposure),
        9,
      );
      expect(row.m2m).toBeCloseTo(
        group.periods.reduce((sum, p) => sum + p.m2m, 0),
        4,
      );
      expect(row).toMatchObject({
        amounts_currency: group.amounts_currency,
        quantity_unit: group.quantity_unit,
      });
    }
    for (const row of reply.rows.filter((r) => r.exposure !== 0 || r.hedge !== 0)) {
      if (row.var === null) continue;
      expect(row.var, `${row.portfolio_name} ${row.asset}`).toBeGreaterThan(0);
    }
    expect(reply.rows.filter((r) => r.var !== null && r.var > 0).length).toBeGreaterThan(0);
    for (const row of colombia) expect(row.var!).toBeGreaterThan(0);
  });

  it('sums the required hedge over the periods a window reaches: a longer window requires no less', async () => {
    const week = await ok<DeskAnalytics>('/api/desk/analytics?window=WEEK', tokens.admin);
    const month = await ok<DeskAnalytics>('/api/desk/analytics', tokens.admin);
    expect(month.window).toBe('MONTH');
    for (const row of week.rows) {
      const wider = month.rows.find((r) => r.portfolio_id === row.portfolio_id && r.asset === row.asset)!;
      expect(row.required_in_window).toBeGreaterThanOrEqual(0);
      expect(wider.required_in_window).toBeGreaterThanOrEqual(row.required_in_window);
    }
    expect((await get('/api/desk/analytics?window=YEAR', tokens.admin)).statusCode).toBe(400);
  });
});
