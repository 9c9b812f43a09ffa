import type {
  AggregatedPeriod,
  PastPerformanceReply,
  PastPeriod,
  PeriodFigures,
  PortfolioValuationReply,
  ValuationGroup,
  ValuedHedge,
} from '@cobertura/contracts';

/** What a fixture period is made from; the rest follows as the contract describes each figure. */
export interface PeriodInput {
  balance: number;
  cash_flow: number;
  undated?: number;
  program: number;
  hedge: number;
  delta: number;
  fwd: number;
  hedge_rate: number | null;
  budget_rate: number | null;
  m2m: number;
}

const noNotional = { notional: 0, delta: 0 };

/** A period's figures: hedge % over the exposure, the gap and its labels, the net rate and budget gap. */
export function periodFigures(input: PeriodInput): PeriodFigures {
  const undated = input.undated ?? 0;
  const exposure = input.balance + undated + input.cash_flow;
  const covered = exposure === 0 ? 0 : Math.min(1, Math.abs(input.hedge / exposure));
  const net_rate =
    input.hedge_rate === null ? input.fwd : covered * input.hedge_rate + (1 - covered) * input.fwd;
  const budget_expo = input.budget_rate === null ? null : exposure * input.budget_rate;
  return {
    balance: input.balance,
    undated,
    cash_flow: input.cash_flow,
    program: input.program,
    hedge: input.hedge,
    hedge_percent: exposure === 0 ? null : input.hedge / exposure,
    delta: input.delta,
    required_hedge: Math.abs(input.program - input.hedge),
    hedge_label: Math.abs(input.hedge) > Math.abs(input.program) ? 'EXCESS HEDGE' : 'REQUIRED HEDGE',
    buy_sell: exposure < 0 ? 'BUY' : exposure > 0 ? 'SELL' : 'NONE',
    fwd: input.fwd,
    hedge_rate: input.hedge_rate,
    net_rate,
    // A fixture without premiums: the premium-included rates are the plain ones.
    hedge_rate_premium: input.hedge_rate,
    net_rate_premium: net_rate,
    budget_rate: input.budget_rate,
    budget_expo,
    m2m: input.m2m,
    m2m_rate: input.hedge === 0 ? null : input.m2m / input.hedge,
    hedge_m2m: input.m2m,
    net_m2m: (budget_expo === null ? 0 : exposure * input.fwd - budget_expo) + input.m2m,
    difference: input.budget_rate === null ? null : (net_rate - input.budget_rate) * exposure,
    newHedge: 0,
    last_m_hedge: input.hedge,
    totalHedgePercent: exposure === 0 ? null : input.hedge / exposure,
    long_forward: { notional: input.hedge, delta: input.delta },
    short_forward: noNotional,
    call: noNotional,
    put: noNotional,
  };
}

/**
 * A period with its scenarios: the forward moved by ± `shock` and the hedges' m2m by the hedge
 * times that move (a forward's value moves one for one with the forward).
 */
export function aggregatedPeriod(
  date: string,
  end: string,
  input: PeriodInput,
  shock = 0.1,
): AggregatedPeriod {
  const moved = (sign: 1 | -1) => {
    const fwd = input.fwd * (1 + sign * shock);
    return periodFigures({ ...input, fwd, m2m: input.m2m + input.hedge * (fwd - input.fwd) });
  };
  return { ...periodFigures(input), date, end, up: moved(1), down: moved(-1) };
}

/** A forward of the book, valued. */
export function valuedHedge(pk: string, overrides: Partial<ValuedHedge> = {}): ValuedHedge {
  return {
    pk,
    portfolio_id: 10,
    asset: 'USDCOP',
    trade_date: '2026-10-01',
    fixing_date: '2027-01-29',
    value_date: '2027-02-02',
    premium_value_date: null,
    hedged_date: null,
    sale_date: null,
    buy_sell: 'LONG',
    derivative: 'FORWARD',
    derivative_type: 'FORWARD',
    derivative_purpose: 'hedge',
    is_hedging: true,
    settlement_type: 'NDF',
    counterparty: 'Banco Uno',
    unit: null,
    contract_month_year: null,
    notional: 250_000,
    strike: 4180.5,
    barrier: null,
    barrier_2: null,
    premium: null,
    spot_reference: null,
    undelying_position: null,
    new_event: false,
    barrier_label: null,
    event_date: null,
    status: 'open',
    settlement_rate: null,
    settlement_pnl: null,
    mark_2_market: 1_234_567,
    delta: 248_000,
    hedge_value: -250_000,
    days_to_expiration: 66,
    volatility: null,
    fwd: 4185.2,
    r: 0.095,
    rf: 0.045,
    d0: 0.98,
    c0: null,
    c1: null,
    c2: null,
    problem: null,
    ...overrides,
  };
}

/** The first day of the month `offset` months after January 2027, and its last day. */
function month(offset: number): { date: string; end: string } {
  const first = new Date(Date.UTC(2027, offset, 1));
  const last = new Date(Date.UTC(2027, offset + 1, 0));
  return { date: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
}

/** `count` monthly periods of an importer paying USD: each month a little more exposure. */
export function monthlyPeriods(count: number, shock = 0.1): AggregatedPeriod[] {
  return Array.from({ length: count }, (_, i) => {
    const { date, end } = month(i);
    return aggregatedPeriod(
      date,
      end,
      {
        balance: i === 0 ? -400_000 : 0,
        cash_flow: -(600_000 + 10_000 * i),
        program: -(300_000 + 5_000 * i),
        hedge: -250_000,
        delta: -230_000,
        fwd: 4185.2 + i,
        hedge_rate: 4180.5,
        budget_rate: 4150,
        m2m: 1_175_000,
      },
      shock,
    );
  });
}

/** A portfolio and pair valued: its summary from the periods, one forward among its hedges. */
export function valuationGroup(overrides: Partial<ValuationGroup> = {}): ValuationGroup {
  const periods = overrides.periods ?? monthlyPeriods(3);
  const row = (read: (p: AggregatedPeriod) => number) => periods.reduce((sum, p) => sum + read(p), 0);
  const summaryRow = (exposure: number, hedge: number, program: number) => ({
    exposure,
    hedge,
    program,
    hedge_percent: exposure === 0 ? null : hedge / exposure,
  });
  return {
    portfolio_id: 10,
    portfolio_name: 'Imports Colombia',
    asset: 'USDCOP',
    side: 'BUY',
    budget_rate: 4150,
    has_program: true,
    summary: {
      balance: summaryRow(
        row((p) => p.balance + p.undated),
        0,
        0,
      ),
      cash_flow: summaryRow(
        row((p) => p.cash_flow),
        row((p) => p.hedge),
        row((p) => p.program),
      ),
    },
    periods,
    details: [valuedHedge('DCA-1')],
    exposures: [],
    simulated: false,
    ...overrides,
  };
}

/** A reply of `POST /api/currency_portfolio_valuation`. */
export function valuationReply(
  groups: ValuationGroup[] = [valuationGroup()],
  meta: Partial<PortfolioValuationReply['valuation']> = {},
): PortfolioValuationReply {
  return {
    valuation: {
      id: '6f1c2a0e-8b5d-4c3a-9e7f-1a2b3c4d5e6f',
      valuation_date: '2026-11-24',
      prices_date: '2026-11-23',
      snapshot_id: 'a3f9c2d17b6e4f0a9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b',
      book_version: 'b'.repeat(64),
      valued_at: '2026-11-24T12:00:00.000Z',
      what_if: false,
      simulated: false,
      ...meta,
    },
    groups,
  };
}

/** BRENT as `GET /api/commodities` lists it (id 7, USD id 1). */
export const BRENT_COMMODITY = {
  pk_idcommodity: 7,
  commodity_name: 'BRENT',
  fk_idproduct: null,
  fk_idcurrency: 1,
  is_cents: false,
  quotation: 'USD/bbl',
  fk_idunit: 1,
  contract_size: 1000,
};

/**
 * A past period of an importer paying 1,000,000 USD at a 4,100 spot against a 4,000 budget, 60 %
 * hedged: the worked September of the finance tests (achieved 4,070; 100 + 36 − 66 + 0 = 70).
 */
export function pastPeriod(date: string, overrides: Partial<PastPeriod> = {}): PastPeriod {
  return {
    date,
    end: date,
    settled_notional: 600_000,
    exposure: -1_000_000,
    hedged: -600_000,
    hedge_ratio: 0.6,
    settlement_pnl: 30_000_000,
    premium: 0,
    pnl: 30_000_000,
    cumulative_pnl: 30_000_000,
    spot_rate: 4100,
    achieved_rate: 4070,
    budget_rate: 4000,
    gap: 70,
    bridge: { spot_move: 100, forward_points: 36, hedge_ratio: -66, premium: 0 },
    ...overrides,
  };
}

/** A reply of `GET /api/portfolio_valuations/{id}/past`: two months, three daily candles, one settlement. */
export function pastReply(overrides: Partial<PastPerformanceReply> = {}): PastPerformanceReply {
  return {
    portfolio_id: 10,
    asset: 'USDCOP',
    valuation_date: '2026-11-24',
    budget_rate: 4000,
    interval: '1M',
    periods: [
      pastPeriod('2026-09-01', { end: '2026-09-30' }),
      pastPeriod('2026-10-01', {
        end: '2026-10-31',
        settled_notional: 0,
        hedged: 0,
        hedge_ratio: 0,
        settlement_pnl: 0,
        pnl: 0,
        spot_rate: 4200,
        achieved_rate: 4200,
        gap: 200,
        bridge: { spot_move: 200, forward_points: 0, hedge_ratio: 0, premium: 0 },
      }),
    ],
    settlements: [
      {
        date: '2026-09-30',
        count: 1,
        notional: 600_000,
        settled_average: 4100,
        forward_average: 4050,
        contract_average: 4050,
        pnl: 30_000_000,
      },
    ],
    unsettled: [],
    candle_period: 'DAILY',
    candles: [
      { date: '2026-09-29', open: 4080, high: 4110, low: 4070, close: 4090 },
      { date: '2026-09-30', open: 4090, high: 4120, low: 4085, close: 4100 },
      { date: '2026-10-01', open: 4100, high: 4105, low: 4060, close: 4070 },
    ],
    simulated: true,
    ...overrides,
  };
}
