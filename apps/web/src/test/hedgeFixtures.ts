import {
  type HedgePlan,
  type HedgeRequest,
  type PlanGroup,
  type PlanPeriod,
  pairUnits,
  type RequestEvent,
  type RequestState,
} from '@cobertura/contracts';
import { COMPANY_A } from './companyFixtures.ts';
import { fakeUser } from './fakeUser.ts';
import { strategyFixture } from './optimizerFixtures.ts';
import { type FetchRoute, jsonResponse } from './renderApp.tsx';

/** What a plan period is made from; coverage and the required hedge follow from them. */
export interface PeriodInput {
  date: string;
  end: string;
  exposure: number;
  program: number;
  hedge: number;
  forward: number;
  budget_rate: number;
  in_window: boolean;
  open_request?: string | null;
}

/**
 * A plan period as the contract describes it: what the program requires beyond the hedge, bought for
 * a payable (negative exposure); coverage is hedge over exposure, before and after the required
 * amount; the net rate weighs the hedged part at `hedgeRate` and the rest at the forward.
 */
export function planPeriod(input: PeriodInput, hedgeRate = input.budget_rate): PlanPeriod {
  const size = Math.abs(input.exposure);
  const required = Math.max(0, input.program - input.hedge);
  const net = (hedged: number, rate: number) =>
    size === 0 ? null : (hedged * rate + (size - hedged) * input.forward) / size;
  return {
    date: input.date,
    end: input.end,
    exposure: input.exposure,
    program: input.program,
    hedge: input.hedge,
    required,
    side: required > 0 ? 'BUY' : 'NONE',
    suggested_strategy: 'FORWARD',
    forward: input.forward,
    coverage_now: size === 0 ? null : input.hedge / size,
    coverage_after: size === 0 ? null : (input.hedge + required) / size,
    net_rate_now: net(input.hedge, hedgeRate),
    // The required amount is hedged at the forward: its part of the net rate is the forward's.
    net_rate_after: net(input.hedge, hedgeRate),
    budget_rate: input.budget_rate,
    in_window: input.in_window,
    open_request: input.open_request ?? null,
  };
}

/** Company A's USDCOP imports: January in the window with 1,000,000 required, February already asked for. */
export const USDCOP_GROUP: PlanGroup = {
  portfolio_id: 10,
  portfolio_name: 'Imports Colombia',
  asset: 'USDCOP',
  area: 'currency',
  ...pairUnits('USDCOP'),
  side: 'buyer',
  has_program: true,
  simulated: true,
  periods: [
    planPeriod(
      {
        date: '2027-01-01',
        end: '2027-01-31',
        exposure: -2_000_000,
        program: 1_500_000,
        hedge: 500_000,
        forward: 4100,
        budget_rate: 4200,
        in_window: true,
      },
      4000,
    ),
    planPeriod(
      {
        date: '2027-02-01',
        end: '2027-02-28',
        exposure: -1_000_000,
        program: 800_000,
        hedge: 0,
        forward: 4120,
        budget_rate: 4200,
        in_window: false,
        open_request: 'R-000007',
      },
      4000,
    ),
  ],
};

export const hedgePlan = (window: HedgePlan['window']): HedgePlan => ({
  valuation_id: '4b1f8f43-7c2e-4d36-9a55-0e7f0bb4c0aa',
  valuation_date: '2026-12-28',
  window,
  window_ends: window === 'WEEK' ? '2027-01-04' : window === '2 WEEKS' ? '2027-01-12' : '2027-01-28',
  groups: [USDCOP_GROUP],
});

export const HEDGE_CATALOGUE = [
  strategyFixture(1, 'FORWARD', 0, [['FORWARD', 'LONG']]),
  strategyFixture(2, 'COLLAR', 1, [
    ['CALL', 'LONG'],
    ['PUT', 'SHORT'],
  ]),
];

const event = (
  state: RequestState,
  action: string,
  detail: string | null = null,
  ticket: RequestEvent['ticket'] = null,
): RequestEvent => ({
  at: '2026-12-28T15:00:00.000Z',
  state,
  action,
  user: action === 'expired' ? null : 'Tomás Tesorero',
  detail,
  ticket,
});

/** A request of Company A's imports; its life follows its state. */
export function hedgeRequest(
  id: number,
  state: RequestState,
  over: Partial<HedgeRequest> = {},
): HedgeRequest {
  const events = [event('draft', 'created')];
  if (state !== 'draft') events.push(event('submitted', 'submitted'));
  if (state === 'executed') {
    events.push(
      event('quoting', 'filled', 'DCA-T-20261228-0041: USD 400,000 at 4,101.50 with BANK A', {
        id: 41,
        trade_id: 'DCA-T-20261228-0041',
      }),
    );
    events.push(
      event('executed', 'executed', 'DCA-T-20261228-0041: the rest is closed.', {
        id: 41,
        trade_id: 'DCA-T-20261228-0041',
      }),
    );
  } else if (state !== 'draft' && state !== 'submitted') events.push(event(state, state));
  return {
    id,
    reference: `R-${String(id).padStart(6, '0')}`,
    company_id: 1,
    company_name: 'Demo Company A',
    portfolio_id: 10,
    portfolio_name: 'Imports Colombia',
    asset: 'USDCOP',
    area: 'currency',
    ...pairUnits('USDCOP'),
    side: 'buyer',
    settlements: [{ date: '2027-01-29', amount: 1_000_000 }],
    amount: 1_000_000,
    filled: state === 'executed' ? 1_000_000 : 0,
    strategy: { pk_idstrategy: 1, strikes: [null], barriers: [], percentage: 100, fixings: 21 },
    strategy_name: 'FORWARD',
    quote_basis: 'rate',
    limit_rate: null,
    window: 'WEEK',
    window_ends: '2027-01-04T15:00:00.000Z',
    validity: 'gtc',
    expires_at: null,
    note: null,
    justification: null,
    origin: 'plan',
    state,
    checks: null,
    created_by: 'Tomás Tesorero',
    created_at: '2026-12-28T14:00:00.000Z',
    submitted_at: state === 'draft' ? null : '2026-12-28T15:00:00.000Z',
    updated_at: '2026-12-28T15:00:00.000Z',
    events,
    ...over,
  };
}

/** A stand-in for the server's desk routes: the answers can be changed, and every call is kept. */
export function hedgeServer(requests: HedgeRequest[] = []) {
  const server = {
    requests,
    calls: [] as { method: string; path: string; query: URLSearchParams; body: unknown }[],
    /** Answers a save instead of the default (the saved request) when set. */
    refuse: [] as ((body: unknown) => Response | undefined)[],
    asked: (path: string, method = 'GET') =>
      server.calls.filter((c) => c.path === path && c.method === method),
    route: ((url, init) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      server.calls.push({ method, path: pathname, query: searchParams, body });
      if (pathname === '/api/user') return jsonResponse(200, fakeUser());
      if (pathname === '/api/companies') return jsonResponse(200, [COMPANY_A]);
      if (pathname === '/api/commodities')
        return jsonResponse(200, { commodities: [], units: [], end_products: [] });
      if (pathname === '/api/strategies') return jsonResponse(200, HEDGE_CATALOGUE);
      if (pathname === '/api/hedge_plan')
        return jsonResponse(200, hedgePlan((searchParams.get('window') ?? 'MONTH') as HedgePlan['window']));
      if (pathname === '/api/hedge_requests' && method === 'GET')
        return jsonResponse(200, {
          items: server.requests,
          page: 1,
          page_size: 20,
          total: server.requests.length,
        });
      if (pathname === '/api/hedge_requests' && method === 'POST') {
        const refusal = server.refuse.shift()?.(body);
        if (refusal) return refusal;
        const saved = hedgeRequest(90, body.submit ? 'submitted' : 'draft', { origin: body.origin });
        server.requests = [saved, ...server.requests];
        return jsonResponse(200, saved);
      }
      const one = /^\/api\/hedge_requests\/(\d+)(\/\w+)?$/.exec(pathname);
      const request = server.requests.find((r) => r.id === Number(one?.[1]));
      if (one && request && !one[2]) return jsonResponse(200, request);
      if (one && request && one[2] === '/submit' && method === 'POST') {
        const refusal = server.refuse.shift()?.(body);
        if (refusal) return refusal;
        Object.assign(request, { state: 'submitted', justification: body.justification ?? null });
        return jsonResponse(200, request);
      }
      if (one && request && one[2] === '/cancel' && method === 'POST') {
        Object.assign(request, { state: 'cancelled' });
        return jsonResponse(200, request);
      }
      if (pathname.endsWith('/confirmation.pdf'))
        return new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      return undefined;
    }) as FetchRoute,
  };
  return server;
}
