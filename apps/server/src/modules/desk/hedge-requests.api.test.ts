import type {
  HedgePlan,
  HedgeRequest,
  PlanGroup,
  PortfolioValuationReply,
  Strategy,
} from '@cobertura/contracts';
import {
  addDays,
  addMonths,
  calendarOfPair,
  type IsoDate,
  isWeekend,
  nextBusinessDay,
  WEEKENDS_ONLY,
} from '@cobertura/finance/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStrategyIds, useTestPlatform } from '../../test/platform-suite.ts';
import { subscribeToRequests } from '../../test/request-subscriber.ts';

/** A Tuesday, noon UTC (08:00 in New York, on summer time since Sunday): the market's today is the same day. */
const TODAY = '2026-03-10';
const HOUR_MS = 3_600_000;
/** Rates and amounts read two ways agree to this (floating point). */
const CLOSE = 1e-6;

const suite = useTestPlatform({
  today: TODAY,
  users: ['treasury', 'treasuryb', 'desk', 'viewer', 'admin'],
  portfoliosAs: 'admin',
});
const { tokens, portfolio } = suite;
const strategyId = useStrategyIds(suite);

const call = (method: string, url: string, body?: unknown, who = 'treasury') =>
  suite.platform.request(method, url, {
    token: tokens[who] as string,
    ...(body === undefined ? {} : { body }),
  });

async function plan(window = 'MONTH', who = 'treasury', extra = ''): Promise<HedgePlan> {
  const response = await call(
    'GET',
    `/api/hedge_plan?window=${encodeURIComponent(window)}${extra}`,
    undefined,
    who,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const groupOf = (reply: HedgePlan, name: string, asset: string) =>
  reply.groups.find((g) => g.portfolio_name === name && g.asset === asset) as PlanGroup;

/** The first business day of USDCOP on or after `date`. */
const COP = calendarOfPair('USDCOP');
const businessDayFrom = (date: string) =>
  COP.isBusinessDay(date as IsoDate) ? date : nextBusinessDay(COP, date as IsoDate);

/** A USDCOP forward request of Imports Colombia, as the Hedge screen sends it. */
const forward = (settlements: { date: string; amount: number }[], extra: Record<string, unknown> = {}) => ({
  portfolio_id: portfolio['Imports Colombia'],
  asset: 'USDCOP',
  side: 'buyer',
  settlements,
  strategy: { pk_idstrategy: strategyId('FORWARD'), strikes: [] },
  window: 'WEEK',
  validity: 'gtc',
  ...extra,
});

async function create(body: unknown, who = 'treasury'): Promise<HedgeRequest> {
  const response = await call('POST', '/api/hedge_requests', body, who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The USDCOP periods of the plan that require hedging and start after the valuation date. */
let colombia: PlanGroup;
let valuationDate: string;
beforeAll(async () => {
  const reply = await plan();
  colombia = groupOf(reply, 'Imports Colombia', 'USDCOP');
  valuationDate = reply.valuation_date;
});
const futureRequired = () => colombia.periods.filter((p) => p.required > 0 && p.date > valuationDate);

describe('who may use the Hedge routes', () => {
  it('refuses the desk (role 3) and executive viewers (role 5) on every route with 403', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/hedge_plan'],
      ['GET', '/api/hedge_requests'],
      ['GET', '/api/hedge_requests/1'],
      ['POST', '/api/hedge_requests', forward([{ date: '2026-05-04', amount: 1 }])],
      ['PUT', '/api/hedge_requests/1', forward([{ date: '2026-05-04', amount: 1 }])],
      ['POST', '/api/hedge_requests/1/submit', {}],
      ['POST', '/api/hedge_requests/1/cancel', {}],
    ];
    for (const who of ['desk', 'viewer']) {
      for (const [method, url, body] of routes) {
        const response = await call(method, url, body, who);
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('the execution plan', () => {
  it('reads the same figures as Analytics values the same portfolio, from the valuation date on', async () => {
    const reply = await plan();
    const response = await call('POST', '/api/currency_portfolio_valuation', {
      portfolios: [portfolio['Imports Colombia']],
      assets: ['USDCOP'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const valuation = response.json() as PortfolioValuationReply;
    expect(reply.valuation_date).toBe(valuation.valuation.valuation_date);
    expect(reply.valuation_id).toMatch(/^[0-9a-f-]{36}$/);
    const [analytics] = valuation.groups;
    const group = groupOf(reply, 'Imports Colombia', 'USDCOP');
    expect(group).toMatchObject({
      side: 'buyer',
      has_program: true,
      quantity_unit: 'USD',
      amounts_currency: 'COP',
    });
    const shown = analytics!.periods.filter((p) => p.end >= reply.valuation_date);
    expect(group.periods.map((p) => p.date)).toEqual(shown.map((p) => p.date));
    expect(group.periods.some((p) => p.required > 0)).toBe(true);
    group.periods.forEach((period, i) => {
      const figures = shown[i]!;
      expect(period.required).toBe(figures.hedge_label === 'REQUIRED HEDGE' ? figures.required_hedge : 0);
      expect(period.exposure).toBeCloseTo(figures.balance + figures.cash_flow, 6);
      expect([period.program, period.hedge, period.side]).toEqual([
        figures.program,
        figures.hedge,
        figures.buy_sell,
      ]);
      expect([period.forward, period.coverage_now, period.net_rate_now, period.budget_rate]).toEqual([
        figures.fwd,
        figures.hedge_percent,
        figures.net_rate,
        figures.budget_rate,
      ]);
      // Hedging what the program requires brings the coverage to the program's, and at the
      // forward it leaves the expected net rate where it is.
      if (period.required > 0)
        expect(period.coverage_after!).toBeCloseTo(Math.abs(period.program / period.exposure), 9);
      expect(Math.abs(period.net_rate_after! - period.net_rate_now!)).toBeLessThan(
        CLOSE * period.net_rate_now!,
      );
    });
  });

  it('marks the periods that start within the window', async () => {
    const month = await plan('MONTH');
    const week = await plan('WEEK');
    expect(month.window_ends).toBe(addMonths(month.valuation_date as IsoDate, 1));
    expect(week.window_ends).toBe(addDays(week.valuation_date as IsoDate, 7));
    for (const reply of [month, week])
      for (const group of reply.groups)
        for (const period of group.periods) expect(period.in_window).toBe(period.date < reply.window_ends);
    const inWindow = (reply: HedgePlan) =>
      groupOf(reply, 'Imports Colombia', 'USDCOP').periods.filter((p) => p.in_window);
    expect(inWindow(week).length).toBeGreaterThanOrEqual(1);
    expect(inWindow(month).length).toBeGreaterThan(inWindow(week).length);
  });

  it("shows only the caller's companies, names the open request covering a period, and narrows to a portfolio", async () => {
    const mine = await plan();
    expect(new Set(mine.groups.map((g) => g.portfolio_name))).not.toContain('Ringgit cash flows');
    expect(mine.groups.every((g) => g.has_program || g.periods.some((p) => p.required > 0))).toBe(true);
    const open = (await call('GET', '/api/hedge_requests?open=true')).json().items as HedgeRequest[];
    const demo = open.find((r) => r.portfolio_name === 'Imports Colombia' && r.asset === 'USDCOP')!;
    const covered = groupOf(mine, 'Imports Colombia', 'USDCOP').periods.filter((p) =>
      demo.settlements.some((s) => s.date >= p.date && s.date <= p.end),
    );
    expect(covered.length).toBeGreaterThan(0);
    for (const period of covered) expect(period.open_request).toBe(demo.reference);

    const theirs = await plan('MONTH', 'treasuryb');
    expect(groupOf(theirs, 'Ringgit cash flows', 'USDMYR').side).toBe('seller');
    const one = await plan('MONTH', 'treasury', `&portfolio_id=${portfolio['Imports Colombia']}`);
    expect(new Set(one.groups.map((g) => g.portfolio_name))).toEqual(new Set(['Imports Colombia']));
    expect(
      (await call('GET', `/api/hedge_plan?portfolio_id=${portfolio['Ringgit cash flows']}`)).statusCode,
    ).toBe(404);
  });
});

describe("a request's life", () => {
  it('goes draft → edited → submitted → cancelled, each step with who and when', async () => {
    const [period] = futureRequired();
    const date = businessDayFrom(period!.date);
    const draft = await create(
      forward([{ date, amount: 50_000 }], { asset: 'usdcop', note: 'May suppliers.' }),
    );
    expect(draft).toMatchObject({
      state: 'draft',
      asset: 'USDCOP',
      area: 'currency',
      amounts_currency: 'COP',
      quantity_unit: 'USD',
      rate_unit: 'COP per USD',
      strategy_name: 'FORWARD',
      quote_basis: 'rate',
      amount: 50_000,
      filled: 0,
      checks: null,
      submitted_at: null,
      created_by: 'Tomás Tesorero',
    });
    expect(draft.reference).toBe(`R-${String(draft.id).padStart(6, '0')}`);
    expect(draft.events).toEqual([
      {
        at: draft.created_at,
        state: 'draft',
        action: 'created',
        user: 'Tomás Tesorero',
        detail: null,
        ticket: null,
      },
    ]);

    const later = businessDayFrom(addDays(date as IsoDate, 7));
    const settlements = [
      { date, amount: 40_000 },
      { date: later, amount: 30_000 },
    ];
    const edit = await call(
      'PUT',
      `/api/hedge_requests/${draft.id}`,
      forward(settlements, { window: '2 WEEKS' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = edit.json() as HedgeRequest;
    expect(edited).toMatchObject({
      state: 'draft',
      amount: 70_000,
      settlements,
      window: '2 WEEKS',
      note: null,
    });
    expect(edited.events.map((e) => [e.action, e.user])).toEqual([
      ['created', 'Tomás Tesorero'],
      ['edited', 'Tomás Tesorero'],
    ]);

    const submit = await call('POST', `/api/hedge_requests/${draft.id}/submit`, {});
    expect(submit.statusCode, submit.body).toBe(200);
    const submitted = submit.json() as HedgeRequest;
    const now = suite.platform.clock.now();
    expect(submitted).toMatchObject({
      state: 'submitted',
      submitted_at: now.toISOString(),
      expires_at: null,
    });
    expect(submitted.window_ends).toBe(new Date(now.getTime() + 15 * 24 * HOUR_MS).toISOString());
    // The program's required hedge of the periods its value dates fall in.
    const touched = colombia.periods.filter((p) =>
      settlements.some((s) => s.date >= p.date && s.date <= p.end),
    );
    expect(submitted.checks!.required).toBeCloseTo(
      touched.reduce((total, p) => total + p.required, 0),
      6,
    );
    expect(submitted.checks).toMatchObject({ within_program: true, within_exposure: true, moved_dates: [] });
    expect(submitted.events.at(-1)).toMatchObject({
      action: 'submitted',
      state: 'submitted',
      user: 'Tomás Tesorero',
      detail: expect.stringMatching(/^Within the program \(USD [\d,.]+ required\)/),
    });

    const late = await call('PUT', `/api/hedge_requests/${draft.id}`, forward(settlements));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'REQUEST_STATE',
      message: `Request ${draft.reference} is submitted: it cannot be edited.`,
    });
    expect((await call('POST', `/api/hedge_requests/${draft.id}/submit`, {})).statusCode).toBe(409);

    const cancel = await call('POST', `/api/hedge_requests/${draft.id}/cancel`, {
      reason: 'Paid from cash.',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().events.at(-1)).toMatchObject({
      action: 'cancelled',
      state: 'cancelled',
      user: 'Tomás Tesorero',
      detail: 'Paid from cash.',
    });
    const again = await call('POST', `/api/hedge_requests/${draft.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `Request ${draft.reference} is cancelled: it cannot be cancelled.`,
    );
  });

  it('asks for a justification beyond the program and the exposure, naming the figures, and takes one', async () => {
    const [period] = futureRequired();
    const body = forward([{ date: businessDayFrom(period!.date), amount: 5_000_000 }], { submit: true });
    const before = (await call('GET', '/api/hedge_requests')).json().total as number;
    const refused = await call('POST', '/api/hedge_requests', body);
    expect(refused.statusCode).toBe(400);
    const { error } = refused.json();
    expect(error.code).toBe('JUSTIFICATION_REQUIRED');
    expect(error.message).toMatch(
      /^USD 5,000,000 asked is more than what the program still requires \(USD [\d,.]+\) and the open exposure \(USD [\d,.]+\) over its value dates/,
    );
    expect(error.fields.justification).toEqual([error.message]);
    expect((await call('GET', '/api/hedge_requests')).json().total).toBe(before);

    const justification = 'The board hedges the whole year ahead of the election.';
    const taken = await create({ ...body, justification });
    expect(taken).toMatchObject({ state: 'submitted', justification });
    expect(taken.checks).toMatchObject({ within_program: false, within_exposure: false });
    expect(taken.checks!.required).toBeCloseTo(period!.required, 6);
    expect(taken.events.map((e) => e.action)).toEqual(['created', 'submitted']);
    expect(taken.events.at(-1)!.detail).toContain(`justified: ${justification}`);
  });

  it("moves a value date off a holiday of the pair's countries, and a commodity's off a weekend", async () => {
    // A weekday that is a holiday in Colombia or the United States, a month or more ahead.
    let holiday = addDays(valuationDate as IsoDate, 30);
    while (isWeekend(holiday) || COP.isBusinessDay(holiday)) holiday = addDays(holiday, 1);
    const moved = await create(
      forward([{ date: holiday, amount: 100_000 }], {
        submit: true,
        justification: 'A test of the calendar.',
      }),
    );
    const next = nextBusinessDay(COP, holiday);
    expect(moved.settlements).toEqual([{ date: next, amount: 100_000 }]);
    expect(moved.checks!.moved_dates).toEqual([{ from: holiday, to: next }]);
    expect(moved.events.at(-1)!.detail).toContain(`${holiday} → ${next}`);

    const catalogue = (await call('GET', '/api/strategies?asset=commodity')).json() as Strategy[];
    let saturday = addDays(valuationDate as IsoDate, 40);
    while (!isWeekend(saturday)) saturday = addDays(saturday, 1);
    const fuel = await create({
      portfolio_id: portfolio['Fuel purchases'],
      asset: 'BRENT',
      side: 'buyer',
      settlements: [{ date: saturday, amount: 5_000 }],
      strategy: { pk_idstrategy: catalogue.find((s) => s.name === 'FORWARD')!.pk_idstrategy, strikes: [] },
      validity: 'gtc',
      submit: true,
      justification: 'A test of the calendar.',
    });
    expect(fuel).toMatchObject({ area: 'commodity', quantity_unit: 'bbl', amounts_currency: 'USD' });
    expect(fuel.settlements[0]!.date).toBe(nextBusinessDay(WEEKENDS_ONLY, saturday));
  });

  it('refuses terms that cannot be worked, on their field', async () => {
    const [period] = futureRequired();
    const date = businessDayFrom(period!.date);
    const fieldOf = async (body: unknown, status = 400) => {
      const response = await call('POST', '/api/hedge_requests', body);
      expect(response.statusCode, response.body).toBe(status);
      return Object.keys(response.json().error.fields ?? {});
    };
    await fieldOf(forward([{ date, amount: 1 }], { portfolio_id: portfolio['Ringgit cash flows'] }), 404);
    expect(await fieldOf(forward([{ date, amount: 1 }], { asset: 'USDMXN' }))).toEqual(['asset']);
    expect(await fieldOf(forward([{ date, amount: 1 }], { validity: 'until' }))).toEqual(['valid_until']);
    // USDCOP quoted the other way round is no limit.
    expect(await fieldOf(forward([{ date, amount: 1 }], { limit_rate: 0.00025 }))).toEqual(['limit_rate']);
    const past = new Date(suite.platform.clock.now().getTime() - HOUR_MS).toISOString();
    const until = forward([{ date, amount: 1 }], { validity: 'until', valid_until: past });
    expect((await create(until)).expires_at).toBeNull();
    expect(await fieldOf({ ...until, submit: true })).toEqual(['valid_until']);
  });

  it("keeps another company's requests out of reach: 404, and not listed", async () => {
    const ours = (await call('GET', '/api/hedge_requests')).json().items as HedgeRequest[];
    const [request] = ours;
    for (const [method, url, body] of [
      ['GET', `/api/hedge_requests/${request!.id}`],
      ['POST', `/api/hedge_requests/${request!.id}/submit`, {}],
      ['POST', `/api/hedge_requests/${request!.id}/cancel`, {}],
      [
        'PUT',
        `/api/hedge_requests/${request!.id}`,
        forward(request!.settlements, { portfolio_id: portfolio['Ringgit cash flows'], asset: 'USDMYR' }),
      ],
    ] as const) {
      expect((await call(method, url, body, 'treasuryb')).statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = (await call('GET', '/api/hedge_requests', undefined, 'treasuryb')).json()
      .items as HedgeRequest[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((r) => r.company_name === 'Demo Company B')).toBe(true);
    expect(theirs[0]!.created_by).toBe('Bella Bendahari');
  });

  it('lists newest first, by pages, and by state', async () => {
    const all = (await call('GET', '/api/hedge_requests')).json();
    const ids = (all.items as HedgeRequest[]).map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page = (await call('GET', '/api/hedge_requests?page=2&page_size=2')).json();
    expect(page).toMatchObject({ page: 2, page_size: 2, total: all.total });
    expect((page.items as HedgeRequest[]).map((r) => r.id)).toEqual(ids.slice(2, 4));
    const cancelled = (await call('GET', '/api/hedge_requests?state=cancelled')).json()
      .items as HedgeRequest[];
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((r) => r.state === 'cancelled')).toBe(true);
    const open = (await call('GET', '/api/hedge_requests?open=true')).json().items as HedgeRequest[];
    expect(open.every((r) => ['submitted', 'quoting', 'awaiting_approval'].includes(r.state))).toBe(true);
    expect(open.length).toBeLessThan(all.total);
    expect((await call('GET', '/api/hedge_requests?open=false')).json().total).toBe(all.total);
  });
});

describe("a 'day' request", () => {
  it('expires at 17:00 New York by the platform, and the subscription says so', async () => {
    const { platform } = suite;
    const baseUrl = await platform.app.listen({ port: 0, host: '127.0.0.1' });
    // 16:50 in New York (EDT, UTC−4): ten minutes before the FX market's cut.
    platform.clock.advance(Date.parse(`${TODAY}T20:50:00Z`) - platform.clock.now().getTime());
    tokens.treasury = (await platform.signIn('treasury')).access;
    const [period] = futureRequired();
    const request = await create(
      forward([{ date: businessDayFrom(period!.date), amount: 20_000 }], {
        validity: 'day',
        submit: true,
        justification: 'A test of the cut.',
      }),
    );
    expect(request.expires_at).toBe(`${TODAY}T21:00:00.000Z`);

    const subscriber = subscribeToRequests(baseUrl, tokens.treasury);
    try {
      // A subscription starts a moment after its socket opens: probe until it hears.
      const probe = {
        id: 0,
        company_id: request.company_id,
        state: 'draft',
        filled: 0,
        action: 'probe',
        at: '',
      } as const;
      await subscriber.next(
        (c) => c.action === 'probe',
        () => platform.ports.requestChanges.publish(probe),
      );
      platform.clock.advance(11 * 60_000);
      const read = await call('GET', `/api/hedge_requests/${request.id}`);
      expect(read.statusCode, read.body).toBe(200);
      const expired = read.json() as HedgeRequest;
      expect(expired.state).toBe('expired');
      expect(expired.events.at(-1)).toMatchObject({ action: 'expired', state: 'expired', user: null });
      expect(await subscriber.next((c) => c.id === request.id)).toMatchObject({
        id: request.id,
        company_id: request.company_id,
        state: 'expired',
        action: 'expired',
      });
      const cancel = await call('POST', `/api/hedge_requests/${request.id}/cancel`, {});
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().error.message).toBe(
        `Request ${request.reference} is expired: it cannot be cancelled.`,
      );
    } finally {
      await subscriber.dispose();
    }
  });
});
