/**
 * The analytics period table (spec 02 §2 Analytics, §3 "Aggregated period record"): the valued book
 * grouped by period, against the program and the budget rate, in the base market and in the up and
 * down scenarios, with the BALANCE / CASH FLOW summary.
 */
import { ensure } from '../check.ts';
import type { HedgingProgram } from '../hedging/program.ts';
import { hedgeLabel } from '../hedging/side.ts';
import { interpolateValuationInput, type ValuationTenors } from '../market/valuation-input.ts';
import { type Bucket, bucketCount, bucketOf, INTERVAL_PERIOD, type Period } from '../time/buckets.ts';
import { addDays, addMonths, daysBetween, type IsoDate, maxDate } from '../time/date.ts';
import { exposureSummary, splitHedge } from './exposure-summary.ts';
import { periodFigures } from './period-figures.ts';
import { prepareAssetMarket } from './prepare-asset-market.ts';
import { programPercent, programTarget } from './program-target.ts';
import type {
  AggregatedPeriod,
  AssetMarket,
  PeriodFigures,
  PeriodInterval,
  SummaryRow,
  ValuedExposureRow,
  ValuedHedgeRow,
} from './types.ts';

/** The base market and the shocked ones, each with what was valued on it. */
export interface Scenarios<T> {
  readonly base: T;
  readonly up: T;
  readonly down: T;
}

/** What the table is built from. */
export interface AggregatePeriodsInput {
  readonly valuationDate: IsoDate;
  readonly interval: PeriodInterval;
  /** The first period is the one holding this day; default the valuation date. */
  readonly initialDate?: IsoDate | undefined;
  /** The last period is the one holding this day; default the book's last date. */
  readonly endDate?: IsoDate | undefined;
  /** The exposure rows as `valueExposures` answers them. */
  readonly exposures: readonly ValuedExposureRow[];
  /** The hedge rows valued on each market (the same rows in each). */
  readonly hedges: Scenarios<readonly ValuedHedgeRow[]>;
  /** The markets the hedges were valued on: the periods' forwards are read from them. */
  readonly markets: Scenarios<AssetMarket>;
  /** The program in force (month 0 is the valuation date's month), or null. */
  readonly program: HedgingProgram | null;
  /** Domestic per foreign unit, or null without a budget. */
  readonly budgetRate: number | null;
  /** Each hedge's premium carried to its payment, by pk (carried-premium.ts); default none. */
  readonly premiums?: ReadonlyMap<string, number>;
}

/** The table, the summary, and the side of the whole exposure. */
export interface AggregatedTable {
  periods: AggregatedPeriod[];
  summary: { balance: SummaryRow; cash_flow: SummaryRow };
  side: 'BUY' | 'SELL' | 'NONE';
}

/** The day a hedge counts on: the exposure date it hedges, else its fixing date, else its value date. */
export const hedgeDate = (row: HedgeDates): IsoDate | null =>
  row.hedged_date ?? row.fixing_date ?? row.value_date;

/** The dates of a hedge row, valued or as stored, that say which period it counts in. */
type HedgeDates = Pick<ValuedHedgeRow, 'hedged_date' | 'fixing_date' | 'value_date'>;

/** The buckets from the one holding `first` to the one holding `last`, empty ones included. */
export function bucketsBetween(first: IsoDate, last: IsoDate, period: Period): Bucket[] {
  const buckets = [bucketOf(first, period)];
  while (buckets[buckets.length - 1]!.end < last) {
    buckets.push(bucketOf(addDays(buckets[buckets.length - 1]!.end, 1), period));
  }
  return buckets;
}

/**
 * Rows placed in their buckets; a row without a date goes to the first; rows outside the table are
 * left out.
 */
export function place<T>(
  rows: readonly T[],
  dateOf: (row: T) => IsoDate | null,
  buckets: readonly Bucket[],
): T[][] {
  const placed = buckets.map((): T[] => []);
  const first = buckets[0]!.start;
  const last = buckets[buckets.length - 1]!.end;
  for (const row of rows) {
    const date = dateOf(row);
    if (date === null) placed[0]!.push(row);
    else if (date >= first && date <= last) placed[bucketHolding(buckets, date)]!.push(row);
  }
  return placed;
}

/** The index of the first bucket ending on or after `date`: a binary search of the buckets, in date order. */
function bucketHolding(buckets: readonly Bucket[], date: IsoDate): number {
  let low = 0;
  let high = buckets.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (buckets[middle]!.end < date) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The period's rate in a market: the |exposure|-weighted rate of its dated exposure rows (a settled
 * row at its settlement rate, an open one at the market's forward for its date); without any, the
 * forward of the period's last day; null when that day is past or the market has no forward.
 */
function periodForward(
  rows: readonly ValuedExposureRow[],
  tenors: ValuationTenors | null,
  valuationDate: IsoDate,
  end: IsoDate,
): number | null {
  const forwardOn = (date: IsoDate) =>
    tenors === null ? null : interpolateValuationInput(tenors, daysBetween(valuationDate, date)).fwd;
  let weight = 0;
  let weighted = 0;
  for (const row of rows) {
    const amount = Math.abs(row.balance + row.cash_flow);
    if (row.date === null || amount === 0) continue;
    const rate = row.status === 'settled' ? row.settlement_rate : forwardOn(row.date);
    if (rate === null) continue;
    weight += amount;
    weighted += amount * rate;
  }
  if (weight > 0) return weighted / weight;
  return end >= valuationDate ? forwardOn(end) : null;
}

/**
 * The periods of the table and its last day: from the one holding `initialDate` (default the valuation date) to the
 * one holding `endDate` (default the book's last date).
 * @throws FinanceError INVALID_ARGUMENT when `endDate` is before `initialDate`.
 */
export function tableBuckets(
  input: Pick<
    AggregatePeriodsInput,
    'valuationDate' | 'interval' | 'initialDate' | 'endDate' | 'exposures'
  > & {
    readonly hedges: readonly ValuedHedgeRow[];
  },
): { buckets: Bucket[]; endDate: IsoDate } {
  const { initialDate, endDate, period } = tableRange(input);
  ensure(endDate >= initialDate, () => `endDate ${endDate} is before initialDate ${initialDate}`);
  return { buckets: bucketsBetween(initialDate, endDate, period), endDate };
}

/** What {@link tableRange} and {@link tablePeriodCount} read: the table's options and the book's dates. */
export type TableRangeInput = Pick<
  AggregatePeriodsInput,
  'valuationDate' | 'interval' | 'initialDate' | 'endDate'
> & {
  readonly exposures: readonly { readonly date: IsoDate | null }[];
  readonly hedges: readonly HedgeDates[];
};

/** The table's first and last days and its period, as {@link tableBuckets} reads them. */
function tableRange(input: TableRangeInput): { initialDate: IsoDate; endDate: IsoDate; period: Period } {
  const initialDate = input.initialDate ?? input.valuationDate;
  let endDate = input.endDate ?? initialDate;
  if (input.endDate === undefined) {
    for (const row of input.exposures) if (row.date !== null) endDate = maxDate(endDate, row.date);
    for (const row of input.hedges) {
      const date = hedgeDate(row);
      if (date !== null) endDate = maxDate(endDate, date);
    }
  }
  return { initialDate, endDate, period: INTERVAL_PERIOD[input.interval]! };
}

/**
 * How many periods {@link tableBuckets} gives a book (valued rows or rows as stored: the same
 * dates), counted from its dates without building a bucket, so that a valuation's size is known
 * before it starts. Counts one for a range that runs backwards (which tableBuckets refuses).
 */
export function tablePeriodCount(input: TableRangeInput): number {
  const { initialDate, endDate, period } = tableRange(input);
  return bucketCount(initialDate, endDate, period);
}

/**
 * The period table of a valued book.
 * @throws FinanceError INVALID_ARGUMENT when `endDate` is before `initialDate`; as
 *   `programTargets` for a bad program. A market without tenors leaves the forwards null.
 */
export function aggregatePeriods(input: AggregatePeriodsInput): AggregatedTable {
  const { valuationDate, exposures, hedges, markets, program, budgetRate, premiums } = input;
  const { buckets, endDate } = tableBuckets({ ...input, hedges: hedges.base });
  const percentOf = programPercent(program, valuationDate, endDate);
  const monthAgo = addMonths(valuationDate, -1);
  const exposuresOf = place(exposures, (row) => row.date, buckets);
  // A market without a usable spot or tenors gives no forwards: the figures that need one are null.
  const tenors = {
    base: prepareAssetMarket(markets.base).tenors,
    up: prepareAssetMarket(markets.up).tenors,
    down: prepareAssetMarket(markets.down).tenors,
  };
  const hedgesOf = {
    base: place(hedges.base, hedgeDate, buckets),
    up: place(hedges.up, hedgeDate, buckets),
    down: place(hedges.down, hedgeDate, buckets),
  };

  const before = {
    base: { hedge: 0, exposure: 0 },
    up: { hedge: 0, exposure: 0 },
    down: { hedge: 0, exposure: 0 },
  };
  const totals = {
    balance: 0,
    cashFlow: 0,
    hedgeOnBalance: 0,
    hedgeOnCashFlow: 0,
    programBalance: 0,
    programCashFlow: 0,
  };
  const periods = buckets.map((bucket, i): AggregatedPeriod => {
    const rows = exposuresOf[i]!;
    const target = programTarget(rows, program, percentOf);
    const figuresIn = (scenario: keyof Scenarios<unknown>): PeriodFigures => {
      const figures = periodFigures({
        exposures: rows,
        hedges: hedgesOf[scenario][i]!,
        program: target.amount,
        fwd: periodForward(rows, tenors[scenario], valuationDate, bucket.end),
        budgetRate,
        monthAgo,
        before: before[scenario],
        premium: hedgesOf.base[i]!.reduce((total, row) => total + (premiums?.get(row.pk) ?? 0), 0),
      });
      before[scenario] = {
        hedge: before[scenario].hedge + figures.hedge,
        exposure: before[scenario].exposure + figures.balance + figures.cash_flow,
      };
      return figures;
    };
    const base = figuresIn('base');
    totals.balance += base.balance;
    totals.cashFlow += base.cash_flow;
    const split = splitHedge(base.balance, base.hedge);
    totals.hedgeOnBalance += split.onBalance;
    totals.hedgeOnCashFlow += split.onCashFlow;
    totals.programBalance += target.onBalance;
    totals.programCashFlow += target.amount - target.onBalance;
    return { date: bucket.start, end: bucket.end, ...base, up: figuresIn('up'), down: figuresIn('down') };
  });

  return {
    periods,
    summary: exposureSummary(totals),
    side: hedgeLabel(totals.balance, totals.cashFlow),
  };
}
