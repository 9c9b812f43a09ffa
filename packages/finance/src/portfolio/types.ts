/**
 * The types of a portfolio valuation: a portfolio's book of one asset (a pair or a commodity) as
 * its rows are kept, the market it is valued on, and what the valuation answers. Output field names
 * are the wire names of spec 02 §3 (Aggregated period record, Hedge row, Exposure row), so the
 * server and the app pass them on unchanged.
 */
import type { HedgingProgram } from '../hedging/program.ts';
import type { ValuationInput } from '../market/valuation-input.ts';
import type { IsoDate } from '../time/date.ts';

/** The periods of the table (spec 02 §9 interval groups; 2W splits a month at the 15th). */
export type PeriodInterval = '1D' | '1W' | '2W' | '1M' | '1Q' | '6M' | '1Y';

/** A day of the asset's history, oldest first in a series. */
export interface HistoryBar {
  readonly date: IsoDate;
  readonly close: number;
  /** The day's range when known: a barrier is touched when it lies in [low, high]. */
  readonly high?: number | null;
  readonly low?: number | null;
}

/** One asset's market on the prices' date. */
export interface AssetMarket {
  /** Spot (pair: domestic per foreign) or the front/continuous commodity price, > 0. */
  readonly spot: number;
  /** Valuation inputs per tenor on the prices' date; `interpolateValuationInput` reads between them. */
  readonly tenors: readonly ValuationInput[];
  /** Daily bars up to the prices' date, oldest first: barrier touches, Asian fixings, settlement rates. */
  readonly history: readonly HistoryBar[];
}

/**
 * A hedge row as the book keeps it (currency and commodity hedges alike: a commodity's `quantity`
 * is the notional, its `settlement_price` the settlement rate). Option type names are those of the
 * book's OPTION_TYPES: EUROPEAN, AMERICAN, ASIAN, UP AND OUT, UP AND IN, DOWN AND OUT, DOWN AND IN,
 * DOUBLE KNOCK OUT, DOUBLE KNOCK IN.
 */
export interface PortfolioHedgeRow {
  readonly pk: string;
  readonly portfolio_id: number;
  /** LONG, SHORT, OFFSET LONG, OFFSET SHORT. */
  readonly buy_sell: string;
  /** FORWARD, FUTURE, CALL, PUT. */
  readonly derivative: string;
  readonly option_type: string;
  /** Units of the foreign currency or of the commodity, > 0. */
  readonly notional: number;
  readonly strike: number | null;
  readonly barrier: number | null;
  readonly barrier_2: number | null;
  /** How the barriers are watched: DAILY (absent or null too: how corporate hedges are written) or CONTINUOUS. */
  readonly barrier_monitoring?: string | null;
  /** Premium as booked: a total amount in `premium_currency`, received ≥ 0, paid < 0 (spec 02 §5). */
  readonly premium: number | null;
  /** The premium's currency: the pair's base (foreign) or quote (domestic) currency. */
  readonly premium_currency: string | null;
  readonly trade_date: IsoDate | null;
  readonly fixing_date: IsoDate | null;
  readonly value_date: IsoDate | null;
  readonly premium_value_date: IsoDate | null;
  readonly asian_fixing_start_date: IsoDate | null;
  readonly hedged_date: IsoDate | null;
  readonly sale_date: IsoDate | null;
  /** DELIVERABLE, NON DELIVERABLE. */
  readonly settlement_type: string | null;
  /** The rate the user entered for a settled hedge; absent: read from history on the fixing date. */
  readonly settlement_rate: number | null;
  readonly spot_reference: number | null;
  /** LONG or SHORT: the exposure the hedge covers, when the row says. */
  readonly undelying_position: string | null;
  readonly new_event: boolean;
  readonly counterparty: string | null;
  readonly unit: string | null;
  readonly contract_month_year: string | null;
  /** Strategy position word then name (`fk_idcurrencystrategy_derivative`), and its code. */
  readonly strategy: string | null;
  readonly strategy_code: string | null;
}

/** Where an exposure counts (spec 02 §3 "Exposure row"). */
export type ExposureBucket = 'balance' | 'cash_flow' | 'undated';

/** An exposure row as the book keeps it, its amount signed by its type. */
export interface PortfolioExposureRow {
  readonly pk: string;
  readonly portfolio_id: number;
  readonly bucket: ExposureBucket;
  /** Units of the foreign currency or commodity: > 0 received (receivable, sale), < 0 paid. */
  readonly amount: number;
  /** The expected cash-flow date (currency) or the exposure date (commodity); null when undated. */
  readonly date: IsoDate | null;
  /** The date and rate it was realised at, when it was (settlement PnL against the budget). */
  readonly realized_date: IsoDate | null;
  readonly realized_rate: number | null;
}

/** Everything one portfolio and asset is valued from. */
export interface PortfolioValuationInput {
  readonly valuationDate: IsoDate;
  readonly area: 'currency' | 'commodity';
  readonly asset: string;
  readonly market: AssetMarket;
  readonly hedges: readonly PortfolioHedgeRow[];
  readonly exposures: readonly PortfolioExposureRow[];
  /** The program in force; its month 0 is the valuation date's month. Null: no program. */
  readonly program: HedgingProgram | null;
  readonly budgetRate: number | null;
  readonly interval: PeriodInterval;
  /** The table's first and last days; default the valuation date and the book's last date. */
  readonly initialDate?: IsoDate;
  readonly endDate?: IsoDate;
  /** Relative spot move of the up and down scenarios, in (0, 0.9]: 0.1 = ±10 %. */
  readonly shock: number;
}

/** A notional and its delta (units of the foreign currency or commodity). */
export interface NotionalDelta {
  notional: number;
  delta: number;
}

/** The figures of one period; see the contract's ZPeriodFigures for each field's meaning. */
export interface PeriodFigures {
  balance: number;
  undated: number;
  cash_flow: number;
  program: number;
  hedge: number;
  hedge_percent: number | null;
  delta: number;
  required_hedge: number;
  hedge_label: 'REQUIRED HEDGE' | 'EXCESS HEDGE';
  buy_sell: 'BUY' | 'SELL' | 'NONE';
  fwd: number | null;
  hedge_rate: number | null;
  net_rate: number | null;
  /** hedge_rate with the period's premiums per unit hedged (carried to payment); null as hedge_rate. */
  hedge_rate_premium: number | null;
  /** net_rate with the period's premiums per unit of exposure (carried to payment); null as net_rate. */
  net_rate_premium: number | null;
  budget_rate: number | null;
  budget_expo: number | null;
  m2m: number;
  m2m_rate: number | null;
  hedge_m2m: number;
  net_m2m: number;
  difference: number | null;
  newHedge: number;
  last_m_hedge: number;
  totalHedgePercent: number | null;
  long_forward: NotionalDelta;
  short_forward: NotionalDelta;
  call: NotionalDelta;
  put: NotionalDelta;
}

/** One period of the table with its scenarios. */
export interface AggregatedPeriod extends PeriodFigures {
  date: IsoDate;
  end: IsoDate;
  up: PeriodFigures;
  down: PeriodFigures;
}

/** Where a hedge stands on the valuation date. */
export type HedgeStatus = 'open' | 'settled' | 'knocked_out' | 'knocked_in' | 'unpriced';

/** A hedge row valued: the row's own fields and what the valuation adds. */
export interface ValuedHedgeRow {
  pk: string;
  portfolio_id: number;
  trade_date: IsoDate | null;
  fixing_date: IsoDate | null;
  value_date: IsoDate | null;
  premium_value_date: IsoDate | null;
  /** An Asian's first averaging day as valued (the booked one, else the trade date); null otherwise. */
  asian_fixing_start_date: IsoDate | null;
  hedged_date: IsoDate | null;
  sale_date: IsoDate | null;
  buy_sell: string;
  derivative: string;
  /** The derivative and its option type: FORWARD, CALL, PUT UP AND OUT… */
  derivative_type: string;
  /** One of DERIVATIVE_PURPOSES (hedging/rules.ts). */
  derivative_purpose: string;
  is_hedging: boolean;
  settlement_type: string | null;
  counterparty: string | null;
  unit: string | null;
  contract_month_year: string | null;
  notional: number;
  strike: number | null;
  barrier: number | null;
  barrier_2: number | null;
  barrier_monitoring: string | null;
  premium: number | null;
  spot_reference: number | null;
  undelying_position: string | null;
  new_event: boolean;
  barrier_label: string | null;
  event_date: IsoDate | null;
  status: HedgeStatus;
  settlement_rate: number | null;
  settlement_pnl: number | null;
  mark_2_market: number | null;
  delta: number | null;
  hedge_value: number | null;
  days_to_expiration: number | null;
  /**
   * The spot the open row was valued on (a currency's underlying; a commodity's is `fwd`, the
   * forward of its date); null when not valued open.
   */
  spot: number | null;
  volatility: number | null;
  fwd: number | null;
  r: number | null;
  rf: number | null;
  d0: number | null;
  c0: number | null;
  c1: number | null;
  c2: number | null;
  /** Why the row has no value (no price for its date, inconsistent terms); null when valued. */
  problem: string | null;
}

/** An exposure row valued. */
export interface ValuedExposureRow {
  pk: string;
  portfolio_id: number;
  date: IsoDate | null;
  balance: number;
  cash_flow: number;
  undated: number;
  fwd: number | null;
  r: number | null;
  rf: number | null;
  time_to_expiration: number | null;
  status: 'open' | 'settled';
  settlement_rate: number | null;
  settlement_pnl: number | null;
}

/** The BALANCE or CASH FLOW row of the summary. */
export interface SummaryRow {
  exposure: number;
  hedge: number;
  program: number;
  hedge_percent: number | null;
}

/** What `valuePortfolio` answers for one portfolio and asset. */
export interface PortfolioValuation {
  side: 'BUY' | 'SELL' | 'NONE';
  summary: { balance: SummaryRow; cash_flow: SummaryRow };
  periods: AggregatedPeriod[];
  details: ValuedHedgeRow[];
  exposures: ValuedExposureRow[];
}
