import type { Anchors } from './processes.ts';

/**
 * Calibration of the simulated series: slow anchor paths (levels at the start of each year from
 * 2010, rounded from each market's history as published by its exchange or central bank) around
 * which a mean-reverting daily process moves with the market's usual volatility. They give charts
 * realistic levels (2026: Brent in the 60s, Bursa palm oil near 4,200 MYR/t, corn near 440 USc/bu);
 * they are not real prices, and every row made from them is labelled simulated.
 */

/**
 * The day every simulated path starts (history before it is real FX only): eleven years before
 * 2026 covers the extended chart window (spec 02 §9) and keeps the full seed near 450,000 rows.
 */
export const SIMULATION_START = '2015-01-01';

/** Levels at the 1st of January of consecutive years from 2010 (the paths start from the 2015 one). */
function byYear(levels: readonly number[]): Anchors {
  return levels.map((level, i) => [`${2010 + i}-01-01`, level] as const);
}

/** A price process: anchors, annual volatility, mean reversion per year towards the anchor. */
export interface PriceCalibration {
  anchors: Anchors;
  sigma: number;
  kappa: number;
}

/** A commodity: its price process, its carry (log, per year) and seasonality. */
export interface CommodityCalibration extends PriceCalibration {
  /** Mean of the cost of carry: > 0 contango (storage), < 0 backwardation. */
  carry: number;
  /** Seasonal amplitude of the delivery month's price (0.04 = ±4 %) and its peak month. */
  season?: { amplitude: number; peakMonth: number };
  /** Open interest of the front contract, in contracts. */
  openInterest: number;
  /** Generator shared with another commodity (the same Bursa contract in two currencies, WTI with Brent). */
  shareDrawsWith?: string;
}

const grain = { amplitude: 0.04, peakMonth: 6 }; // dearest before the northern harvest
const palm = { amplitude: 0.04, peakMonth: 2 }; // dearest in the low-output months

export const COMMODITY_CALIBRATION: Readonly<Record<string, CommodityCalibration>> = {
  BRENT: {
    anchors: byYear([78, 110, 111, 108, 100, 55, 44, 55, 70, 63, 42, 70, 100, 82, 80, 70, 66]),
    sigma: 0.32,
    kappa: 6,
    carry: -0.02,
    openInterest: 600_000,
  },
  WTI: {
    anchors: byYear([78, 92, 94, 98, 93, 48, 43, 51, 65, 57, 39, 68, 95, 77, 76, 66, 62]),
    sigma: 0.35,
    kappa: 6,
    carry: -0.02,
    openInterest: 400_000,
    shareDrawsWith: 'BRENT',
  },
  CORN: {
    anchors: byYear([370, 650, 680, 600, 420, 380, 360, 360, 370, 380, 360, 560, 680, 620, 440, 430, 440]),
    sigma: 0.25,
    kappa: 6,
    carry: 0.05,
    season: grain,
    openInterest: 700_000,
  },
  SOYBEAN: {
    anchors: byYear([
      980, 1350, 1450, 1400, 1250, 950, 950, 980, 920, 880, 900, 1350, 1550, 1400, 1150, 1030, 1080,
    ]),
    sigma: 0.2,
    kappa: 6,
    carry: 0.02,
    season: grain,
    openInterest: 350_000,
  },
  'SOYBEAN OIL': {
    anchors: byYear([40, 55, 51, 45, 37, 31, 32, 33, 30, 29, 30, 55, 70, 58, 45, 45, 50]),
    sigma: 0.27,
    kappa: 6,
    carry: 0.02,
    season: { amplitude: 0.02, peakMonth: 6 },
    openInterest: 250_000,
  },
  SUGAR: {
    anchors: byYear([22, 28, 22, 17, 16, 13, 17, 16, 12, 12.5, 12, 17, 18.5, 23, 21, 18, 15.5]),
    sigma: 0.3,
    kappa: 6,
    carry: 0,
    openInterest: 450_000,
  },
  'CPO CIF ROTT': {
    anchors: byYear([
      850, 1150, 1000, 850, 800, 600, 700, 700, 580, 560, 720, 1150, 1500, 960, 1000, 1150, 1120,
    ]),
    sigma: 0.25,
    kappa: 6,
    carry: -0.03,
    season: palm,
    openInterest: 20_000,
  },
  'CPO MAL MYR': {
    anchors: byYear([
      2600, 3300, 3000, 2400, 2400, 2200, 2600, 2800, 2300, 2200, 2700, 4000, 5000, 3900, 4000, 4300, 4200,
    ]),
    sigma: 0.25,
    kappa: 6,
    carry: -0.03,
    season: palm,
    openInterest: 250_000,
  },
  'CPO MAL USD': {
    anchors: byYear([800, 1080, 970, 780, 740, 560, 650, 660, 570, 530, 640, 970, 1140, 870, 870, 960, 1000]),
    sigma: 0.25,
    kappa: 6,
    carry: -0.03,
    season: palm,
    openInterest: 5_000,
    shareDrawsWith: 'CPO MAL MYR',
  },
  PKO: {
    anchors: byYear([
      1100, 1700, 1200, 900, 1200, 900, 1300, 1400, 900, 700, 800, 1400, 1800, 1000, 1200, 2000, 1700,
    ]),
    sigma: 0.3,
    kappa: 6,
    carry: -0.02,
    season: palm,
    openInterest: 10_000,
  },
  'COFFEE C': {
    anchors: byYear([140, 250, 200, 140, 140, 160, 125, 140, 120, 100, 120, 130, 230, 170, 190, 330, 360]),
    sigma: 0.33,
    kappa: 6,
    carry: -0.03,
    openInterest: 200_000,
  },
  COPPER: {
    anchors: byYear([3.3, 4.4, 3.6, 3.6, 3.3, 2.8, 2.1, 2.5, 3.2, 2.7, 2.8, 3.5, 4.4, 3.8, 3.9, 4.1, 5.0]),
    sigma: 0.23,
    kappa: 6,
    carry: 0.01,
    openInterest: 250_000,
  },
};

/** Indices and ETFs (ETFs: split-adjusted share prices). */
export const LEVEL_CALIBRATION: Readonly<Record<string, PriceCalibration>> = {
  'S&P500': {
    anchors: byYear([
      1115, 1260, 1260, 1430, 1850, 2060, 2040, 2250, 2700, 2500, 3230, 3750, 4770, 3840, 4770, 5880, 6850,
    ]),
    sigma: 0.17,
    kappa: 2,
  },
  NASDAQ: {
    anchors: byYear([
      2270, 2650, 2600, 3020, 4180, 4740, 5000, 5400, 6900, 6640, 8970, 12900, 15650, 10470, 15000, 19300,
      23200,
    ]),
    sigma: 0.21,
    kappa: 2,
  },
  VIX: {
    anchors: byYear([22, 20, 18, 16, 14, 15, 16, 11, 17, 16, 30, 20, 25, 16, 14, 18, 16]),
    sigma: 0.9,
    kappa: 6,
  },
  SPY: {
    anchors: byYear([112, 126, 126, 143, 184, 205, 204, 225, 268, 250, 322, 373, 476, 383, 475, 586, 682]),
    sigma: 0.17,
    kappa: 2,
  },
  QQQ: {
    anchors: byYear([46, 54, 56, 67, 88, 103, 110, 120, 157, 155, 212, 310, 400, 270, 410, 510, 620]),
    sigma: 0.22,
    kappa: 2,
  },
  GLD: {
    anchors: byYear([108, 138, 155, 162, 115, 113, 102, 110, 125, 122, 145, 178, 172, 170, 190, 240, 395]),
    sigma: 0.15,
    kappa: 1.5,
  },
  USO: {
    anchors: byYear([325, 300, 280, 270, 280, 150, 85, 90, 100, 80, 100, 33, 75, 68, 70, 75, 70]),
    sigma: 0.33,
    kappa: 2,
  },
  DBA: {
    anchors: byYear([27, 32, 28, 27, 26, 24, 20, 20, 18, 16, 16, 17, 20, 20, 22, 26, 26]),
    sigma: 0.14,
    kappa: 2,
  },
  'CORN-ETF': {
    anchors: byYear([35, 45, 45, 40, 32, 27, 21, 19, 17, 16, 15, 17, 24, 25, 21, 19, 18]),
    sigma: 0.22,
    kappa: 2,
  },
};

/** Volatility of the simulated continuation of each real series after its last real close. */
export const CONTINUATION_SIGMA: Readonly<Record<string, number>> = {
  EURUSD: 0.075,
  GBPUSD: 0.08,
  EURGBP: 0.055,
  USDBRL: 0.15,
  USDCLP: 0.12,
  USDCOP: 0.12,
  USDMXN: 0.12,
  USDMYR: 0.06,
  DXY: 0.07,
};
/** The continuation reverts slowly towards the last real close (half-life of about 17 months). */
export const CONTINUATION_KAPPA = 0.5;

/**
 * Interest rates per currency, in percent: the short end (about the policy rate) and the level the
 * long end tends to, each at the start of the year from 2010, plus how much they wander a year.
 */
export interface RateCalibration {
  short: Anchors;
  long: Anchors;
  sigmaShort: number;
  sigmaLong: number;
}

const developed = { sigmaShort: 0.5, sigmaLong: 0.7 };
const emerging = { sigmaShort: 1.0, sigmaLong: 1.2 };

export const RATE_CALIBRATION: Readonly<Record<string, RateCalibration>> = {
  USD: {
    short: byYear([0.25, 0.25, 0.25, 0.25, 0.25, 0.3, 0.6, 1.0, 1.8, 2.4, 1.6, 0.1, 0.2, 4.5, 5.4, 4.3, 3.7]),
    long: byYear([3.8, 3.4, 2.0, 1.9, 3.0, 2.2, 2.3, 2.5, 2.5, 2.7, 1.9, 0.9, 1.6, 3.9, 4.0, 4.6, 4.2]),
    ...developed,
  },
  EUR: {
    short: byYear([
      0.6, 0.9, 0.3, 0.1, 0.2, -0.1, -0.3, -0.35, -0.35, -0.35, -0.45, -0.55, -0.55, 2.2, 3.9, 2.8, 2.0,
    ]),
    long: byYear([3.4, 3.3, 2.3, 1.6, 2.1, 0.8, 0.9, 0.7, 0.9, 0.4, 0.1, -0.1, 0.1, 2.6, 2.5, 2.4, 2.8]),
    ...developed,
  },
  GBP: {
    short: byYear([0.6, 0.7, 0.9, 0.5, 0.5, 0.5, 0.5, 0.35, 0.5, 0.8, 0.8, 0.1, 0.2, 3.6, 5.3, 4.7, 3.8]),
    long: byYear([4.0, 3.7, 2.2, 2.0, 3.0, 1.9, 2.0, 1.4, 1.3, 1.4, 0.9, 0.4, 1.1, 3.7, 3.7, 4.6, 4.5]),
    ...developed,
  },
  BRL: {
    short: byYear([
      8.75, 10.75, 11.0, 7.25, 10.0, 11.75, 14.25, 13.75, 7.0, 6.5, 4.5, 2.0, 9.25, 13.75, 11.75, 12.25, 15.0,
    ]),
    long: byYear([
      12.0, 12.5, 11.0, 9.5, 12.5, 12.5, 16.0, 11.5, 10.2, 9.5, 6.8, 6.9, 10.8, 12.8, 10.4, 14.5, 13.5,
    ]),
    ...emerging,
  },
  CLP: {
    short: byYear([
      0.5, 3.25, 5.25, 5.0, 4.5, 3.0, 3.5, 3.5, 2.5, 2.75, 1.75, 0.5, 4.0, 11.25, 8.25, 5.0, 4.5,
    ]),
    long: byYear([6.0, 6.3, 5.3, 5.4, 5.2, 4.5, 4.6, 4.4, 4.5, 4.2, 3.2, 2.7, 5.6, 5.3, 5.3, 5.9, 5.6]),
    ...emerging,
  },
  COP: {
    short: byYear([
      3.5, 3.0, 4.75, 4.25, 3.25, 4.5, 5.75, 7.5, 4.75, 4.25, 4.25, 1.75, 3.0, 12.0, 13.0, 9.5, 9.25,
    ]),
    long: byYear([8.8, 8.2, 7.4, 6.0, 7.0, 7.1, 8.7, 7.1, 6.5, 7.1, 6.3, 5.5, 8.3, 12.5, 10.0, 11.3, 11.6]),
    ...emerging,
  },
  MXN: {
    short: byYear([
      4.5, 4.5, 4.5, 4.5, 3.5, 3.0, 3.25, 5.75, 7.25, 8.25, 7.25, 4.25, 5.5, 10.5, 11.25, 10.0, 7.0,
    ]),
    long: byYear([7.8, 7.2, 6.9, 5.3, 6.4, 6.0, 6.1, 7.4, 7.6, 8.6, 6.9, 5.5, 7.5, 9.0, 8.9, 10.4, 9.0]),
    ...emerging,
  },
  MYR: {
    short: byYear([
      2.0, 2.75, 3.0, 3.0, 3.0, 3.25, 3.25, 3.0, 3.0, 3.25, 3.0, 1.75, 1.75, 2.75, 3.0, 3.0, 2.75,
    ]),
    long: byYear([4.2, 4.1, 3.8, 3.5, 4.1, 4.1, 4.2, 4.2, 3.9, 4.1, 3.3, 2.7, 3.6, 4.0, 3.7, 3.8, 3.5]),
    ...emerging,
  },
};

/**
 * Volatility smiles as a desk quotes them: at-the-money volatility and the 25-delta risk reversal
 * (call minus put volatility; > 0 when calls are dearer) and butterfly, all as fractions (0.01 = 1
 * volatility point); the stored c0, c1, c2 are fitted to them per tenor.
 */
export interface SmileCalibration {
  atm: number;
  rr25: number;
  bf25: number;
}

const smile = (atm: number, rr25: number, bf25: number): SmileCalibration => ({ atm, rr25, bf25 });

export const SMILE_CALIBRATION: Readonly<Record<string, SmileCalibration>> = {
  EURUSD: smile(0.075, -0.003, 0.002),
  GBPUSD: smile(0.08, -0.006, 0.002),
  EURGBP: smile(0.055, 0.003, 0.0015),
  // Emerging-market pairs: calls on the dollar (puts on the currency) are dearer.
  USDBRL: smile(0.14, 0.025, 0.006),
  USDCLP: smile(0.12, 0.02, 0.005),
  USDCOP: smile(0.13, 0.025, 0.006),
  USDMXN: smile(0.12, 0.03, 0.006),
  USDMYR: smile(0.06, 0.01, 0.003),
  // Crude: puts dearer; grains, softs and palm oil: calls dearer (supply shocks).
  BRENT: smile(0.3, -0.04, 0.01),
  WTI: smile(0.33, -0.045, 0.01),
  CORN: smile(0.22, 0.03, 0.008),
  SOYBEAN: smile(0.18, 0.02, 0.006),
  'SOYBEAN OIL': smile(0.25, 0.02, 0.008),
  SUGAR: smile(0.28, 0.015, 0.008),
  'CPO CIF ROTT': smile(0.25, 0.015, 0.008),
  'CPO MAL MYR': smile(0.25, 0.015, 0.008),
  'CPO MAL USD': smile(0.25, 0.015, 0.008),
  PKO: smile(0.28, 0.015, 0.008),
  'COFFEE C': smile(0.35, 0.04, 0.01),
  COPPER: smile(0.22, -0.01, 0.006),
};

/** Tenors of the stored smiles, in days. */
export const SMILE_TENOR_DAYS = [30, 61, 91, 182, 273, 365, 730] as const;
