import {
  type BankQuote,
  type BlotterRow,
  type DeskLimits,
  type DeskRequest,
  pairUnits,
  type TradeTicket,
  ZBlotterRow,
  ZDeskRequest,
} from '@cobertura/contracts';

/** The desk's screens' stubbed answers: a USDCOP forward of Demo Company A and its life, as the desk API sends them. */
const REQUEST_BASE = {
  id: 41,
  reference: 'R-000041',
  company_id: 1,
  company_name: 'Demo Company A',
  portfolio_id: 10,
  portfolio_name: 'Imports Colombia',
  asset: 'USDCOP',
  area: 'currency' as const,
  ...pairUnits('USDCOP'),
  side: 'buyer' as const,
  settlements: [{ date: '2026-12-30', amount: 1_000_000 }],
  amount: 1_000_000,
  filled: 0,
  strategy: { pk_idstrategy: 1, strikes: [], barriers: [], percentage: 100, fixings: 21 },
  strategy_name: 'FORWARD',
  quote_basis: 'rate' as const,
  limit_rate: 4200,
  window: 'WEEK' as const,
  window_ends: '2026-12-05T15:00:00.000Z',
  validity: 'gtc' as const,
  expires_at: null,
  note: null,
  justification: null,
  origin: 'plan' as const,
  state: 'submitted' as const,
  created_by: 'Tomás Tesorero',
  created_at: '2026-11-28T14:00:00.000Z',
  submitted_at: '2026-11-28T14:00:00.000Z',
  updated_at: '2026-11-28T14:00:00.000Z',
  mid: 4150.5,
  fair_value: 4180.25,
  window_left_seconds: 3 * 86_400,
};

/** A blotter line (checked against the contract); `over` replaces any field. */
export function blotterRow(over: Partial<BlotterRow> = {}): BlotterRow {
  return ZBlotterRow.parse({ ...REQUEST_BASE, quotes: 0, best_quote: null, ...over });
}

/** Many blotter lines fast (not checked one by one): ids and references from 1. */
export function manyBlotterRows(count: number): BlotterRow[] {
  const base = blotterRow();
  return Array.from({ length: count }, (_, i) => ({
    ...base,
    id: i + 1,
    reference: `R-${String(i + 1).padStart(6, '0')}`,
  }));
}

/** A bank's quote for request 41; `over` replaces any field. */
export function bankQuote(over: Partial<BankQuote> = {}): BankQuote {
  return {
    id: 1,
    request_id: 41,
    counterparty_id: 7,
    counterparty: 'Banco Uno',
    simulated: true,
    price: 4190.25,
    fair_value: 4180.25,
    margin_bps: 23.9,
    amount: 1_000_000,
    quoted_at: '2026-11-28T14:05:00.000Z',
    valid_until: '2099-01-01T00:00:00.000Z',
    taken_by: 'Diana Desk',
    status: 'live',
    best: false,
    ...over,
  };
}

/** The ticket of a whole fill of request 41 against quote 1. */
export function tradeTicket(over: Partial<TradeTicket> = {}): TradeTicket {
  return {
    id: 5,
    trade_id: 'DCA-T-20261128-0001',
    request_id: 41,
    reference: 'R-000041',
    company_name: 'Demo Company A',
    portfolio_name: 'Imports Colombia',
    asset: 'USDCOP',
    ...pairUnits('USDCOP'),
    side: 'buyer',
    strategy_name: 'FORWARD',
    counterparty: 'Banco Uno',
    amount: 1_000_000,
    executed_rate: 4190.25,
    premium: 0,
    margin_bps: 23.9,
    value_dates: ['2026-12-30'],
    trader: 'Diana Desk',
    approved_by: null,
    executed_at: '2026-11-28T14:06:00.000Z',
    booked_rows: ['H-901'],
    simulated: true,
    ...over,
  };
}

/** Request 41 as the desk reads it (checked against the contract); `over` replaces any field. */
export function deskRequest(over: Partial<DeskRequest> = {}): DeskRequest {
  return ZDeskRequest.parse({
    ...REQUEST_BASE,
    checks: null,
    events: [
      {
        at: '2026-11-28T14:00:00.000Z',
        state: 'draft',
        action: 'created',
        user: 'Tomás Tesorero',
        detail: null,
        ticket: null,
      },
      {
        at: '2026-11-28T14:00:00.000Z',
        state: 'submitted',
        action: 'submitted',
        user: 'Tomás Tesorero',
        detail: null,
        ticket: null,
      },
    ],
    quotes: [],
    tickets: [],
    pending_approval: null,
    approved_quote_id: null,
    ...over,
  });
}

/** Demo Company A's limits: USD 5M a request, 25 bps of margin, one simulated bank. */
export function deskLimits(over: Partial<DeskLimits> = {}): DeskLimits {
  return {
    company_id: 1,
    company_name: 'Demo Company A',
    request_limit: 5_000_000,
    margin_threshold_bps: 25,
    counterparties: [
      {
        id: 7,
        company_id: 1,
        name: 'Banco Uno',
        code: 'BANK1',
        simulated: true,
        spread_bps: 10,
        credit_lines: { '0-3M': 10_000_000, '3-6M': 5_000_000, '6-12M': 0, '1Y+': 0 },
        used: { '0-3M': 9_000_000, '3-6M': 0, '6-12M': 0, '1Y+': 0 },
      },
    ],
    ...over,
  };
}

/** GET /api/desk/me for a desk member of Companies A and B. */
export function deskMe(role: 'trader' | 'supervisor') {
  return {
    desk_role: role,
    companies: [
      { id: 1, name: 'Demo Company A' },
      { id: 2, name: 'Demo Company B' },
    ],
  };
}
