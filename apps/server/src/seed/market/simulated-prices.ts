import {
  addDays,
  addYears,
  dateParts,
  daysBetween,
  type IsoDate,
  maxDate,
  WEEKENDS_ONLY,
} from '@cobertura/finance/time';
import { CURRENCIES } from '../../db/reference-data.ts';
import { LISTING_RULES, RATE_TENORS } from '../../modules/markets/catalog.ts';
import type { Bar } from '../../modules/markets/markets.queries.ts';
import {
  COMMODITY_CALIBRATION,
  CONTINUATION_KAPPA,
  CONTINUATION_SIGMA,
  type CommodityCalibration,
  LEVEL_CALIBRATION,
  type PriceCalibration,
  RATE_CALIBRATION,
  type RateCalibration,
  SIMULATION_START,
} from './calibration.ts';
import type { Close } from './glitches.ts';
import {
  anchoredPath,
  type DayGrid,
  type IntradayShape,
  intradayShape,
  MeanReverting,
  rngFor,
  unitOf,
  weekdayGrid,
  yearsBetween,
} from './processes.ts';

/**
 * The simulated daily bars: continuations of the real series, commodities (continuous front month
 * and the contract months of the recent window), indices, ETFs and interest-rate curves. Pure: the
 * same arguments give the same bars, and a later `today` only adds bars.
 */

/** Which days to keep: bars on or after `from` up to `today`; contract months only from `recentFrom`. */
export interface SimulationWindow {
  today: string;
  from: string;
  /** Start of the window that holds futures contracts and smiles (about two years back). */
  recentFrom: string;
}

/** Contract months and smiles are kept for this many years back from today. */
export const RECENT_YEARS = 2;
/** Contract months stored per commodity and day: the front and the next ones. */
export const CURVE_CONTRACTS = 12;
/** The day before the simulation starts: the origin of the grid's day offsets. */
const origin = addDays(SIMULATION_START as IsoDate, -1);
/** Nelson–Siegel decay of the rate curves, in years. */
const CURVE_DECAY_YEARS = 1;

/** The window of a simulation run up to `today` that keeps bars from `historyFrom`. */
export function simulationWindow(today: string, historyFrom: string): SimulationWindow {
  return {
    today,
    from: maxDate(historyFrom as IsoDate, SIMULATION_START as IsoDate),
    recentFrom: maxDate(historyFrom as IsoDate, addYears(today as IsoDate, -RECENT_YEARS)),
  };
}

/** The grid every simulated path walks: the weekdays from {@link SIMULATION_START} to `today`. */
export const simulationGrid = (today: string): DayGrid => weekdayGrid(origin, today);

/** Every simulated bar of the window; `realCloses` are the real series the continuations start from. */
export function simulatedBars(
  window: SimulationWindow,
  realCloses: ReadonlyMap<string, readonly Close[]>,
): Bar[] {
  const grid = simulationGrid(window.today);
  return [
    ...[...realCloses].flatMap(([id, closes]) => continuationBars(id, closes.at(-1), grid, window)),
    ...Object.entries(COMMODITY_CALIBRATION).flatMap(([id, calibration]) =>
      commodityBars(id, calibration, grid, window),
    ),
    ...Object.entries(LEVEL_CALIBRATION).flatMap(([id, calibration]) =>
      levelBars(id, calibration, grid, window),
    ),
    ...CURRENCIES.flatMap((c) => rateBars(c.code, RATE_CALIBRATION[c.code], grid, window)),
  ];
}

/** A day's open, high and low around its close, as its drawn shape sets them. */
const shaped = (close: number, shape: IntradayShape) => ({
  open: close * shape.open,
  high: close * shape.high,
  low: close * shape.low,
});

/** A simulated close of `instrument`'s spot series on `day`; `extra` adds or overrides fields. */
export function simulatedBar(instrument: string, day: string, close: number, extra: Partial<Bar> = {}): Bar {
  return {
    instrument,
    contract: '',
    day,
    open: null,
    high: null,
    low: null,
    close,
    settle: null,
    volume: null,
    openInterest: null,
    source: 'simulated',
    simulated: true,
    ...extra,
  };
}

/** The grid's days after the offset `previous`, each with the years since the step before it. */
function* steps(grid: DayGrid, previous = 0) {
  let last = previous;
  for (let k = 0; k < grid.days.length; k++) {
    const offset = grid.offsets[k] ?? 0;
    if (offset <= previous) continue;
    yield { day: grid.days[k] as string, offset, years: (offset - last) / 365 };
    last = offset;
  }
}

/** A real series continued after its last close: mean-reverting around that close, with OHLC. */
function continuationBars(
  id: string,
  last: Close | undefined,
  grid: DayGrid,
  window: SimulationWindow,
): Bar[] {
  const sigma = CONTINUATION_SIGMA[id];
  if (!last || sigma === undefined) return [];
  const rng = rngFor(id);
  const deviation = new MeanReverting(CONTINUATION_KAPPA, sigma);
  const bars: Bar[] = [];
  let previous = last.close;
  const lastOffset = daysBetween(origin, last.day as IsoDate);
  for (const { day, years } of steps(grid, lastOffset)) {
    const close = last.close * Math.exp(deviation.step(years, rng.normal()));
    const shape = intradayShape(rng, previous, close, sigma * Math.sqrt(years));
    previous = close;
    if (day >= window.from) bars.push(simulatedBar(id, day, close, shaped(close, shape)));
  }
  return bars;
}

/** An index or an ETF around its anchors, with OHLC. */
function levelBars(
  id: string,
  calibration: PriceCalibration,
  grid: DayGrid,
  window: SimulationWindow,
): Bar[] {
  const rng = rngFor(id);
  const anchor = anchoredPath(calibration.anchors, origin);
  const deviation = new MeanReverting(calibration.kappa, calibration.sigma);
  const bars: Bar[] = [];
  let previous: number | undefined;
  for (const { day, offset, years } of steps(grid)) {
    const close = anchor(offset) * Math.exp(deviation.step(years, rng.normal()));
    const shape = intradayShape(rng, previous ?? close, close, calibration.sigma * Math.sqrt(years));
    previous = close;
    if (day >= window.from) bars.push(simulatedBar(id, day, close, shaped(close, shape)));
  }
  return bars;
}

/** A delivery month with its last trading date. */
interface ContractMonth {
  contract: string;
  month: number;
  lastTrading: string;
}

/**
 * The commodity's contract months from a year before the simulation to four years after today, with
 * the exchange's last-trading rule applied on the weekday calendar of the simulated markets.
 */
function contractMonths(id: string, today: string): ContractMonth[] {
  const rule = LISTING_RULES[id];
  if (!rule) throw new Error(`no listing rule for ${id}`);
  const calendar = WEEKENDS_ONLY;
  const first = dateParts(SIMULATION_START as IsoDate).year - 1;
  const last = dateParts(today as IsoDate).year + 4;
  const months: ContractMonth[] = [];
  for (let year = first; year <= last; year++) {
    for (const month of rule.months) {
      months.push({
        contract: `${year}-${String(month).padStart(2, '0')}`,
        month,
        lastTrading: rule.lastTradingDate(year, month, calendar),
      });
    }
  }
  return months.sort((a, b) => (a.lastTrading < b.lastTrading ? -1 : 1));
}

/** The seasonal factor of a delivery month's price. */
function seasonal(calibration: CommodityCalibration, month: number): number {
  const season = calibration.season;
  return season ? 1 + season.amplitude * Math.cos((2 * Math.PI * (month - season.peakMonth)) / 12) : 1;
}

/**
 * A commodity: a mean-reverting base level and a mean-reverting cost of carry. A contract month is
 * worth base × e^(carry × years to its last trading day) × its month's seasonal factor, so the curve
 * is in contango when the carry is positive and backwardated when negative. The continuous series
 * (contract '') is the front month, rolled the day after its last trading date.
 */
function commodityBars(
  id: string,
  calibration: CommodityCalibration,
  grid: DayGrid,
  window: SimulationWindow,
): Bar[] {
  const rule = LISTING_RULES[id];
  if (!rule) throw new Error(`no listing rule for ${id}`);
  const isExchangeTraded = !rule.exchange.startsWith('OTC');
  const months = contractMonths(id, window.today);
  const rng = rngFor(calibration.shareDrawsWith ?? id);
  const anchor = anchoredPath(calibration.anchors, origin);
  const base = new MeanReverting(calibration.kappa, calibration.sigma);
  const carry = new MeanReverting(1, 0.1);
  const bars: Bar[] = [];
  let front = 0;
  let previousBase: number | undefined;
  for (const { day, offset, years } of steps(grid)) {
    const level = anchor(offset) * Math.exp(base.step(years, rng.normal()));
    const carryRate = calibration.carry + carry.step(years, rng.normal());
    const shape = intradayShape(rng, previousBase ?? level, level, calibration.sigma * Math.sqrt(years));
    previousBase = level;
    if (day < window.from) continue;
    while ((months[front]?.lastTrading ?? day) < day) front++;
    const live = months.slice(front, front + (day >= window.recentFrom ? CURVE_CONTRACTS : 1));
    live.forEach((m, rank) => {
      const close =
        level *
        Math.exp(carryRate * Math.max(0, yearsBetween(day, m.lastTrading))) *
        seasonal(calibration, m.month);
      const openInterest = isExchangeTraded
        ? Math.round(
            calibration.openInterest * 0.55 ** rank * (0.9 + 0.2 * unitOf(`${id}|${m.contract}|${day}`)),
          )
        : null;
      const bar = simulatedBar(id, day, close, {
        ...shaped(close, shape),
        settle: close,
        openInterest,
        volume:
          openInterest === null
            ? null
            : Math.round(openInterest * (0.05 + 0.15 * unitOf(`${id}|${m.contract}|${day}|v`))),
      });
      if (rank === 0) bars.push(bar);
      if (day >= window.recentFrom) bars.push({ ...bar, contract: m.contract });
    });
  }
  return bars;
}

/**
 * A currency's zero curve (Nelson–Siegel shape): a short end and a long end, each mean-reverting
 * around its anchors, and a hump; one bar (the rate in percent) per tenor and day.
 */
function rateBars(
  currency: string,
  calibration: RateCalibration | undefined,
  grid: DayGrid,
  window: SimulationWindow,
): Bar[] {
  if (!calibration) return [];
  const shortAnchor = anchoredPath(calibration.short, origin, false);
  const longAnchor = anchoredPath(calibration.long, origin, false);
  const rng = rngFor(`${currency}-RATES`);
  const short = new MeanReverting(1.5, calibration.sigmaShort);
  const long = new MeanReverting(1, calibration.sigmaLong);
  const hump = new MeanReverting(2, 0.5);
  const bars: Bar[] = [];
  for (const { day, offset, years } of steps(grid)) {
    const s = shortAnchor(offset) + short.step(years, rng.normal());
    const l = longAnchor(offset) + long.step(years, rng.normal());
    const h = hump.step(years, rng.normal());
    if (day < window.from) continue;
    for (const tenor of RATE_TENORS) {
      const x = tenor.days / 365 / CURVE_DECAY_YEARS;
      const slope = (1 - Math.exp(-x)) / x;
      bars.push(
        simulatedBar(`${currency}-${tenor.term}`, day, l + (s - l) * slope + h * (slope - Math.exp(-x))),
      );
    }
  }
  return bars;
}
