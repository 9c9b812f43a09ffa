/**
 * For tests: the worked USDCOP book of the portfolio tests, valued on Monday 2026-11-16 with a
 * budget rate of 4000 COP per USD. Every number here is chosen by hand so that the expected figures
 * can be worked out in the tests' comments.
 */
import type { ValuationInput } from '../market/valuation-input.ts';
import type { AssetMarket, PortfolioExposureRow, ValuedHedgeRow } from '../portfolio/types.ts';
import { NO_MARKET_INPUTS } from '../portfolio/value-hedge-row.ts';
import { type IsoDate, parseIsoDate } from '../time/date.ts';
import { DAYS_PER_YEAR } from '../time/day-count.ts';

export const VALUATION_DATE = parseIsoDate('2026-11-16');
export const BUDGET_RATE = 4000;

const R = 0.09;
const RF = 0.04;

/** A tenor at `days` with forward `fwd` (COP per USD), flat rates and smile. */
export function tenor(days: number, fwd: number): ValuationInput {
  return {
    days_to_expiration: days,
    fwd,
    r: R,
    rf: RF,
    d0: Math.exp((-R * days) / DAYS_PER_YEAR),
    c0: 0.12,
    c1: 0,
    c2: 0,
  };
}

/**
 * A market whose tenors sit on the book's days: 29 days (2026-12-15), 45 days (2026-12-31) and
 * 76 days (2027-01-31), each forward `scale` times the base one (4120, 4130, 4150; spot 4100).
 */
export function workedMarket(scale = 1): AssetMarket {
  return {
    spot: 4100 * scale,
    tenors: [tenor(29, 4120 * scale), tenor(45, 4130 * scale), tenor(76, 4150 * scale)],
    history: [
      { date: parseIsoDate('2026-11-05'), close: 3930 },
      { date: parseIsoDate('2026-11-06'), close: 3940 },
      { date: parseIsoDate('2026-11-09'), close: 3945 },
      { date: parseIsoDate('2026-11-10'), close: 3955 },
      { date: parseIsoDate('2026-11-13'), close: 4090 },
    ],
  };
}

/** An exposure row of the worked portfolio. */
export function exposureRow(
  pk: string,
  bucket: PortfolioExposureRow['bucket'],
  amount: number,
  date: string | null,
  realizedRate: number | null = null,
): PortfolioExposureRow {
  return {
    pk,
    portfolio_id: 7,
    bucket,
    amount,
    date: date === null ? null : parseIsoDate(date),
    realized_date: realizedRate === null ? null : parseIsoDate(date!),
    realized_rate: realizedRate,
  };
}

/**
 * The worked book's exposures (the company buys USD):
 * - E1: a payable of 1000 USD on 2026-11-10, paid at 3950 (settled).
 * - E2: a balance of −2000 USD due 2026-12-15.
 * - E3: a receivable cash flow of +500 USD on 2026-12-31.
 */
export const WORKED_EXPOSURES: readonly PortfolioExposureRow[] = [
  exposureRow('E1', 'cash_flow', -1000, '2026-11-10', 3950),
  exposureRow('E2', 'balance', -2000, '2026-12-15'),
  exposureRow('E3', 'cash_flow', 500, '2026-12-31'),
];

const date = (value: string | null): IsoDate | null => (value === null ? null : parseIsoDate(value));

/** The fields a test gives a valued hedge row; the rest are those of an unremarkable row. */
export interface HedgeRowFields {
  readonly pk: string;
  readonly buy_sell: string;
  readonly derivative: string;
  readonly notional: number;
  readonly strike: number;
  readonly trade_date: string;
  readonly fixing_date: string;
  readonly hedged_date: string | null;
  readonly is_hedging: boolean;
  readonly status: ValuedHedgeRow['status'];
  readonly mark_2_market: number;
  readonly delta: number;
  readonly hedge_value: number | null;
}

/** A valued hedge row built by hand. */
export function hedgeRow(fields: HedgeRowFields): ValuedHedgeRow {
  return {
    pk: fields.pk,
    portfolio_id: 7,
    trade_date: date(fields.trade_date),
    fixing_date: date(fields.fixing_date),
    value_date: date(fields.fixing_date),
    premium_value_date: date(fields.trade_date),
    asian_fixing_start_date: null,
    hedged_date: date(fields.hedged_date),
    sale_date: null,
    buy_sell: fields.buy_sell,
    derivative: fields.derivative,
    derivative_type: fields.derivative,
    derivative_purpose: fields.is_hedging ? 'hedge' : 'reduce_cost',
    is_hedging: fields.is_hedging,
    settlement_type: 'NON DELIVERABLE',
    counterparty: null,
    unit: null,
    contract_month_year: null,
    notional: fields.notional,
    strike: fields.strike,
    barrier: null,
    barrier_2: null,
    barrier_monitoring: null,
    premium: null,
    spot_reference: null,
    undelying_position: null,
    new_event: false,
    barrier_label: null,
    event_date: null,
    status: fields.status,
    settlement_rate: fields.status === 'settled' ? 3950 : null,
    settlement_pnl: null,
    mark_2_market: fields.mark_2_market,
    delta: fields.delta,
    hedge_value: fields.hedge_value,
    ...NO_MARKET_INPUTS,
  };
}

/** The scenario a hedge row is valued in: its mark-to-market and delta there. */
type Valued = { readonly mark_2_market: number; readonly delta: number };

/**
 * The worked book's hedges, valued by hand in one scenario (base, spot +10 %, spot −10 %):
 * - H1, the expired forward: LONG 1000 at 3980, fixed 2026-11-10 at 3950 against E1; its m2m is
 *   the settlement (3950 − 3980) × 1000 = −30 000 in every scenario, delta 0.
 * - H2, a forward: LONG 1000 at 4050 for E2 (hedged 2026-12-15), traded 2026-11-02 (new), m2m
 *   (F − K) × N × d0 with d0 = 0.993: base (4120 − 4050) × 993 = 69 510; up (4532 − 4050) × 993 =
 *   478 626; down (3708 − 4050) × 993 = −339 606; delta −997 (signed as the exposure it offsets).
 * - H3, a call: LONG 400 at 4150 for E3 (hedged 2026-12-31), traded 2026-10-01 (before the month).
 * - H4, a sold put for cost: SHORT 300 at 4000 fixing 2027-01-15, not a hedge.
 * Hedge values and deltas carry the sign of the exposure they offset: a purchase (long forward or
 * call, short put) offsets a buyer's (−) exposure, so −notional and a negative delta.
 */
export function workedHedges(scenario: 'base' | 'up' | 'down'): ValuedHedgeRow[] {
  const h2: Record<typeof scenario, Valued> = {
    base: { mark_2_market: 69_510, delta: -997 },
    up: { mark_2_market: 478_626, delta: -997 },
    down: { mark_2_market: -339_606, delta: -997 },
  };
  const h3: Record<typeof scenario, Valued> = {
    base: { mark_2_market: 20_000, delta: -180 },
    up: { mark_2_market: 160_000, delta: -350 },
    down: { mark_2_market: 1_000, delta: -15 },
  };
  const h4: Record<typeof scenario, Valued> = {
    base: { mark_2_market: -6_000, delta: -60 },
    up: { mark_2_market: -500, delta: -20 },
    down: { mark_2_market: -90_000, delta: -250 },
  };
  return [
    hedgeRow({
      pk: 'H1',
      buy_sell: 'LONG',
      derivative: 'FORWARD',
      notional: 1000,
      strike: 3980,
      trade_date: '2026-09-01',
      fixing_date: '2026-11-10',
      hedged_date: '2026-11-10',
      is_hedging: true,
      status: 'settled',
      mark_2_market: -30_000,
      delta: 0,
      hedge_value: -1000,
    }),
    hedgeRow({
      pk: 'H2',
      buy_sell: 'LONG',
      derivative: 'FORWARD',
      notional: 1000,
      strike: 4050,
      trade_date: '2026-11-02',
      fixing_date: '2026-12-14',
      hedged_date: '2026-12-15',
      is_hedging: true,
      status: 'open',
      ...h2[scenario],
      hedge_value: -1000,
    }),
    hedgeRow({
      pk: 'H3',
      buy_sell: 'LONG',
      derivative: 'CALL',
      notional: 400,
      strike: 4150,
      trade_date: '2026-10-01',
      fixing_date: '2026-12-30',
      hedged_date: '2026-12-31',
      is_hedging: true,
      status: 'open',
      ...h3[scenario],
      hedge_value: -400,
    }),
    hedgeRow({
      pk: 'H4',
      buy_sell: 'SHORT',
      derivative: 'PUT',
      notional: 300,
      strike: 4000,
      trade_date: '2026-11-10',
      fixing_date: '2027-01-15',
      hedged_date: null,
      is_hedging: false,
      status: 'open',
      ...h4[scenario],
      hedge_value: null,
    }),
  ];
}
