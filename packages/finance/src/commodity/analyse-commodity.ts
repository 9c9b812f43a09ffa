/**
 * The commodity analysis (spec 02 §2 "Commodity analysis screen", §3 "Commodity analysis totals per
 * period"): a valued commodity book's quantities and prices per bucket, the valuation groups, the
 * Active/Expired and Fixed/Not Fixed filters, in a target unit, and with a currency, the commodity
 * and currency risk together. The rules are in this folder's README.
 */
import { directionSign } from '../hedging/rules.ts';
import { programPercent, programTarget } from '../portfolio/program-target.ts';
import type { PortfolioValuationInput, ValuedHedgeRow } from '../portfolio/types.ts';
import { bucketOf, type Period } from '../time/buckets.ts';
import { addMonths, type IsoDate, maxDate } from '../time/date.ts';
import { type CommodityFxRisk, commodityFxRisk } from './commodity-fx-risk.ts';
import {
  FUTURES_ONLY,
  type PriceFormula,
  type PriceSplit,
  type PriceTerms,
  priceFormula,
  splitPrice,
} from './price-split.ts';

/** The expiry filter: every row, the rows still alive, or those past their date. */
export type ExpiryFilter = 'all' | 'active' | 'expired';
/** The fixation filter: every row, the rows whose price is fixed, or the others. */
export type FixationFilter = 'all' | 'fixed' | 'not_fixed';

/** The valuation groups, in the screen's order: Expired hedges, NEW HEDGES, OTHER HEDGES, TOTAL OPEN POSITIONS. */
export const COMMODITY_VALUATION_GROUPS = ['expired', 'new', 'other', 'open'] as const;
export type CommodityValuationGroup = (typeof COMMODITY_VALUATION_GROUPS)[number];

/** A commodity exposure row with what the analysis reads of it. */
export interface CommodityExposure {
  readonly pk: string;
  readonly date: IsoDate;
  /** Signed as the book: < 0 bought, > 0 sold; in the unit of the commodity's quotation. */
  readonly quantity: number;
  /** SPOT, FIXED, AVERAGE, FUTURES, FUTURES PLUS BASIS. */
  readonly pricing_method: string;
  /** The futures price of its date: the settlement price once past, else the forward; null unpriced. */
  readonly futures: number | null;
  /** A FIXED row's price when known (its settlement price); else its futures stand for it. */
  readonly fixed_price: number | null;
  readonly terms: PriceTerms;
}

/** Quantities and prices in the target unit: quantity × `quantity`, price × `price`. */
export interface UnitScale {
  readonly quantity: number;
  readonly price: number;
}

/** The currency leg of the combined view. */
export interface FxLeg {
  /** Local currency per unit of the commodity's currency, > 0. */
  readonly rate: number;
  /** The relative move of both the futures and the rate in the up scenario (down: the opposite). */
  readonly shock: number;
}

/** What the analysis is computed from: the valuation date and the program in force, as a valuation's. */
export interface CommodityAnalysisInput extends Pick<PortfolioValuationInput, 'valuationDate' | 'program'> {
  readonly period: Period;
  readonly expiry: ExpiryFilter;
  readonly fixation: FixationFilter;
  readonly exposures: readonly CommodityExposure[];
  /** The hedge rows as the valuation answered them. */
  readonly hedges: readonly ValuedHedgeRow[];
  /** The budget price (futures level) in the commodity's quotation, or null. */
  readonly budgetPrice: number | null;
  readonly scale: UnitScale;
  /** Null: the commodity is priced in the local currency, or no rate is known. */
  readonly fx: FxLeg | null;
}

/** The combined commodity and currency view of a bucket, up and down. */
export interface CombinedRisk {
  up: CommodityFxRisk;
  down: CommodityFxRisk;
}

/** One bucket's totals (quantities as magnitudes in the target unit, prices in the target quotation). */
export interface CommodityBucketTotals {
  key: string;
  start: IsoDate;
  end: IsoDate;
  budget_quantity: number;
  forecast_quantity: number;
  hedged_quantity: number;
  fixed_quantity: number;
  /** hedged / forecast; null without a forecast. */
  ratio: number | null;
  budget_price: PriceSplit | null;
  market_price: PriceSplit | null;
  fixed_price: PriceSplit | null;
  net_price: PriceSplit | null;
  /** Null without the currency leg or a market price. */
  combined: CombinedRisk | null;
}

/** One valuation group's totals. */
export interface CommodityGroupTotals {
  group: CommodityValuationGroup;
  rows: number;
  /** Σ direction × quantity (long positive), target unit. */
  quantity: number;
  hedged_quantity: number;
  /** The |quantity|-weighted strike, target quotation; null without one. */
  price: number | null;
  /** Σ mark_2_market of live rows, Σ settlement_pnl of expired ones (commodity's currency). */
  value: number;
  /** Σ delta, target unit. */
  delta: number;
}

export interface CommodityAnalysis {
  buckets: CommodityBucketTotals[];
  /** The same figures over every bucket. */
  total: CommodityBucketTotals;
  groups: CommodityGroupTotals[];
}

const LINEAR = new Set(['FORWARD', 'FUTURE']);

/** Whether an exposure is past its date (its price known from the settlement). */
const exposureExpired = (row: CommodityExposure, day: IsoDate) => row.date < day;
/** An exposure's price is fixed by its pricing method (FIXED); its date only says whether it expired. */
const exposureFixed = (row: CommodityExposure) => row.pricing_method === 'FIXED';
/** Forwards and futures fix a price; an option caps or floors it and is never 'fixed'. */
const hedgeFixed = (row: ValuedHedgeRow) => LINEAR.has(row.derivative);
const hedgeExpired = (row: ValuedHedgeRow) => row.status === 'settled';

function keeps(expired: boolean, fixed: boolean, input: CommodityAnalysisInput): boolean {
  if (input.expiry !== 'all' && expired !== (input.expiry === 'expired')) return false;
  return input.fixation === 'all' || fixed === (input.fixation === 'fixed');
}

const sum = <T>(rows: readonly T[], value: (row: T) => number | null): number =>
  rows.reduce((total, row) => total + (value(row) ?? 0), 0);

/** Σ weight·value / Σ weight over the rows with a value; null when no weight. */
function weightedMean<T>(rows: readonly T[], weight: (row: T) => number, value: (row: T) => number | null) {
  let w = 0;
  let wx = 0;
  for (const row of rows) {
    const x = value(row);
    const rowWeight = Math.abs(weight(row));
    if (x === null || rowWeight === 0) continue;
    w += rowWeight;
    wx += rowWeight * x;
  }
  return w === 0 ? null : wx / w;
}

/** The day a hedge counts on: the exposure date it hedges, else its fixing date, else the valuation date. */
const hedgeDay = (row: ValuedHedgeRow, valuationDate: IsoDate): IsoDate =>
  row.hedged_date ?? row.fixing_date ?? valuationDate;

interface BucketRows {
  exposures: CommodityExposure[];
  hedges: ValuedHedgeRow[];
}

/**
 * The analysis of a valued commodity book. Buckets are those holding a row (exposure on its date,
 * hedge on its hedged date, else fixing date), in date order.
 * @throws FinanceError INVALID_ARGUMENT for a hedge whose buy_sell is not a buy/sell word; as
 *   `programTargets` for a bad program.
 */
export function analyseCommodity(input: CommodityAnalysisInput): CommodityAnalysis {
  const day = input.valuationDate;
  const exposures = input.exposures.filter((row) =>
    keeps(exposureExpired(row, day), exposureFixed(row), input),
  );
  const hedges = input.hedges.filter((row) => keeps(hedgeExpired(row), hedgeFixed(row), input));

  const last = [...exposures.map((row) => row.date), ...hedges.map((row) => hedgeDay(row, day))].reduce(
    maxDate,
    day,
  );
  const percentOf = programPercent(input.program, day, last);
  const byKey = new Map<string, { bucket: ReturnType<typeof bucketOf>; rows: BucketRows }>();
  const rowsAt = (date: IsoDate) => {
    const bucket = bucketOf(date, input.period);
    let entry = byKey.get(bucket.key);
    if (!entry) {
      entry = { bucket, rows: { exposures: [], hedges: [] } };
      byKey.set(bucket.key, entry);
    }
    return entry.rows;
  };
  for (const row of exposures) rowsAt(row.date).exposures.push(row);
  for (const row of hedges) rowsAt(hedgeDay(row, day)).hedges.push(row);

  const totalsOf = (key: string, start: IsoDate, end: IsoDate, rows: BucketRows) =>
    bucketTotals(key, start, end, rows, input, percentOf);
  const buckets = [...byKey.values()]
    .sort((a, b) => (a.bucket.start < b.bucket.start ? -1 : 1))
    .map(({ bucket, rows }) => totalsOf(bucket.key, bucket.start, bucket.end, rows));
  const first = buckets[0]?.start ?? day;
  const end = buckets[buckets.length - 1]?.end ?? day;
  return {
    buckets,
    total: totalsOf('TOTAL', first, end, { exposures, hedges }),
    groups: valuationGroups(hedges, day, input.scale),
  };
}

function bucketTotals(
  key: string,
  start: IsoDate,
  end: IsoDate,
  { exposures, hedges }: BucketRows,
  input: CommodityAnalysisInput,
  percentOf: (date: IsoDate | null) => number,
): CommodityBucketTotals {
  const { quantity: qs, price: ps } = input.scale;
  const hedging = hedges.filter((row) => row.is_hedging && row.hedge_value !== null);
  const fixedExposures = exposures.filter(exposureFixed);
  const fixedHedges = hedging.filter(hedgeFixed);

  const forecast = sum(exposures, (row) => row.quantity);
  const target = programTarget(
    exposures.map((row) => ({ date: row.date, balance: 0, cash_flow: row.quantity })),
    input.program,
    percentOf,
  ).amount;
  const hedged = sum(hedging, (row) => row.hedge_value);
  const fixedOnExposures = sum(fixedExposures, (row) => row.quantity);
  const fixedOnHedges = sum(fixedHedges, (row) => row.hedge_value);
  const fixed = Math.abs(fixedOnExposures) + Math.abs(fixedOnHedges);

  // The bucket's terms: the |quantity|-weighted ratio and basis of its exposures.
  const formulas = exposures.map((row) => ({ quantity: row.quantity, ...priceFormula(row.terms) }));
  const termMean = (term: keyof PriceFormula) =>
    weightedMean(
      formulas,
      (f) => f.quantity,
      (f) => f[term],
    );
  const formula: PriceFormula =
    formulas.length === 0 ? FUTURES_ONLY : { ratio: termMean('ratio') ?? 1, basis: termMean('basis') ?? 0 };
  const market = weightedMean(
    exposures,
    (row) => row.quantity,
    (row) => row.futures,
  );
  const fixedPrice = weightedMean(
    [
      ...fixedExposures.map((row) => ({ weight: row.quantity, price: row.fixed_price ?? row.futures })),
      ...fixedHedges.map((row) => ({ weight: row.hedge_value ?? 0, price: row.strike })),
    ],
    (item) => item.weight,
    (item) => item.price,
  );
  // Only what is still to be priced moves in the combined view: an expired row's price and rate
  // are settled, so a bucket of expired rows carries no risk.
  const live = exposures.filter((row) => !exposureExpired(row, input.valuationDate));
  const liveFixed = live.filter(exposureFixed);
  const liveFixedHedges = fixedHedges.filter((row) => !hedgeExpired(row));
  const liveMarket =
    weightedMean(
      live,
      (row) => row.quantity,
      (row) => row.futures,
    ) ?? market;
  // The fixed share at its price, the rest at the market (as the period table's net rate).
  const net =
    market === null || forecast === 0
      ? null
      : market + (fixedPrice === null ? 0 : (fixed / Math.abs(forecast)) * (fixedPrice - market));

  return {
    key,
    start,
    end,
    budget_quantity: Math.abs(target) * qs,
    forecast_quantity: Math.abs(forecast) * qs,
    hedged_quantity: Math.abs(hedged) * qs,
    fixed_quantity: fixed * qs,
    ratio: forecast === 0 ? null : Math.abs(hedged) / Math.abs(forecast),
    budget_price: splitPrice(input.budgetPrice, formula, ps),
    market_price: splitPrice(market, formula, ps),
    fixed_price: splitPrice(fixedPrice, formula, ps),
    net_price: splitPrice(net, formula, ps),
    combined:
      input.fx === null || liveMarket === null
        ? null
        : combinedRisk(
            {
              // What is not fixed moves with the futures; hedge_value is signed as the exposure it offsets.
              openQuantity:
                sum(live, (row) => row.quantity) -
                sum(liveFixed, (row) => row.quantity) -
                sum(liveFixedHedges, (row) => row.hedge_value),
              fixedValue:
                sum(liveFixed, (row) => row.quantity * (row.fixed_price ?? row.futures ?? liveMarket)) +
                sum(liveFixedHedges, (row) => (row.hedge_value ?? 0) * (row.strike ?? liveMarket)),
              futures: liveMarket,
              fx: input.fx.rate,
            },
            input.fx.shock,
          ),
  };
}

function combinedRisk(position: Parameters<typeof commodityFxRisk>[0], shock: number): CombinedRisk {
  return { up: commodityFxRisk(position, shock, shock), down: commodityFxRisk(position, -shock, -shock) };
}

/** Expired = settled (fixing date before the valuation date); NEW = alive and traded within the last month. */
function valuationGroups(
  hedges: readonly ValuedHedgeRow[],
  day: IsoDate,
  scale: UnitScale,
): CommodityGroupTotals[] {
  const monthAgo = addMonths(day, -1);
  const alive = hedges.filter((row) => !hedgeExpired(row));
  const isNew = (row: ValuedHedgeRow) => row.trade_date !== null && row.trade_date > monthAgo;
  const members: Record<CommodityValuationGroup, readonly ValuedHedgeRow[]> = {
    expired: hedges.filter(hedgeExpired),
    new: alive.filter(isNew),
    other: alive.filter((row) => !isNew(row)),
    open: alive,
  };
  return COMMODITY_VALUATION_GROUPS.map((group) => {
    const rows = members[group];
    const price = weightedMean(
      rows,
      (row) => row.notional,
      (row) => row.strike,
    );
    return {
      group,
      rows: rows.length,
      quantity: sum(rows, (row) => directionSign(row.buy_sell) * row.notional) * scale.quantity,
      hedged_quantity: Math.abs(sum(rows, (row) => (row.is_hedging ? row.hedge_value : 0))) * scale.quantity,
      price: price === null ? null : price * scale.price,
      value: sum(rows, (row) => (group === 'expired' ? row.settlement_pnl : row.mark_2_market)),
      delta: sum(rows, (row) => row.delta) * scale.quantity,
    };
  });
}
