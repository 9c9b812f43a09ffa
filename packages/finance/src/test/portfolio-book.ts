/**
 * A made-up USDCOP market and book for the portfolio tests: tenors consistent with covered interest
 * parity (F = S·e^{(r − rf)t}, d0 = e^{−rt}), a smile, and rows built from a few overrides.
 */
import type { ValuationInput } from '../market/valuation-input.ts';
import type { AssetMarket, HistoryBar, PortfolioExposureRow, PortfolioHedgeRow } from '../portfolio/types.ts';
import type { IsoDate } from '../time/date.ts';

export const VALUATION = '2026-03-16' as IsoDate;
export const SPOT = 4000;
export const R = 0.09;
export const RF = 0.045;
export const SMILE = { c0: 0.12, c1: -0.05, c2: 0.3 } as const;
export const TENOR_DAYS = [30, 91, 182, 365] as const;

/** A tenor at `days` consistent with the spot, rates and smile above. */
export function tenor(days: number, spot = SPOT): ValuationInput {
  const t = days / 365;
  return {
    days_to_expiration: days,
    fwd: spot * Math.exp((R - RF) * t),
    r: R,
    rf: RF,
    d0: Math.exp(-R * t),
    ...SMILE,
  };
}

export function market(history: readonly HistoryBar[] = []): AssetMarket {
  return { spot: SPOT, tenors: TENOR_DAYS.map((d) => tenor(d)), history };
}

const bar = (date: string, close: number, high?: number, low?: number): HistoryBar => ({
  date: date as IsoDate,
  close,
  ...(high === undefined ? {} : { high }),
  ...(low === undefined ? {} : { low }),
});

export { bar };

/**
 * A LONG European USD call struck at 4000 fixing in 91 days, with the given fields replaced; paid on
 * its fixing date unless a value date is given.
 */
export function hedgeRow(overrides: Partial<PortfolioHedgeRow> = {}): PortfolioHedgeRow {
  const fixing = overrides.fixing_date === undefined ? ('2026-06-15' as IsoDate) : overrides.fixing_date;
  return {
    pk: 'h1',
    portfolio_id: 7,
    buy_sell: 'LONG',
    derivative: 'CALL',
    option_type: 'EUROPEAN',
    notional: 1_000_000,
    strike: 4000,
    barrier: null,
    barrier_2: null,
    premium: -25_000_000,
    premium_currency: 'COP',
    trade_date: '2026-02-02' as IsoDate,
    fixing_date: '2026-06-15' as IsoDate,
    value_date: fixing ?? ('2026-06-15' as IsoDate),
    premium_value_date: '2026-02-04' as IsoDate,
    asian_fixing_start_date: null,
    hedged_date: null,
    sale_date: null,
    settlement_type: 'NON DELIVERABLE',
    settlement_rate: null,
    spot_reference: 3980,
    undelying_position: null,
    new_event: false,
    counterparty: 'Bank',
    unit: null,
    contract_month_year: null,
    strategy: null,
    strategy_code: null,
    ...overrides,
  };
}

/** An exposure row of the portfolio in a bucket, dated or not: negative amounts are payments. */
export const exposureRow = (
  pk: string,
  bucket: PortfolioExposureRow['bucket'],
  amount: number,
  date: string | null,
): PortfolioExposureRow => ({
  pk,
  portfolio_id: 7,
  bucket,
  amount,
  date: date as IsoDate | null,
  realized_date: null,
  realized_rate: null,
});

/** A dated cash-flow exposure row: negative amounts are payments. */
export const payable = (pk: string, date: string, amount: number): PortfolioExposureRow =>
  exposureRow(pk, 'cash_flow', amount, date);
