import { describe, expect, it } from 'vitest';
import type { HedgingProgram } from '../hedging/program.ts';
import type { ValuedHedgeRow } from '../portfolio/types.ts';
import { hedgeRow } from '../test/worked-portfolio.ts';
import { PERIODS } from '../time/buckets.ts';
import { parseIsoDate } from '../time/date.ts';
import {
  analyseCommodity,
  type CommodityAnalysisInput,
  type CommodityExposure,
} from './analyse-commodity.ts';
import { NO_PRICE_TERMS, type PriceSplit } from './price-split.ts';

/** Decimal places a figure must match: float noise of weighted averages. */
const DECIMALS = 8;
const VALUATION_DATE = parseIsoDate('2026-11-16');
const HALF: HedgingProgram = {
  objective: 'CASH FLOW',
  parameters: 'CONSTANT',
  flow: { values: { percentage: 50, months: 12 } },
};

function exposure(pk: string, date: string, quantity: number, pricing: string, futures: number, more = {}) {
  return {
    pk,
    date: parseIsoDate(date),
    quantity,
    pricing_method: pricing,
    futures,
    fixed_price: null,
    terms: NO_PRICE_TERMS,
    ...more,
  } satisfies CommodityExposure;
}

/** A Brent buyer (USD/bbl): two purchases in December, one already past in November. */
const EXPOSURES: CommodityExposure[] = [
  exposure('E1', '2026-12-31', -20_000, 'AVERAGE', 80, { terms: { ...NO_PRICE_TERMS, base: 2, freight: 1 } }),
  exposure('E2', '2026-12-15', -10_000, 'FIXED', 78, { fixed_price: 76 }),
  exposure('E3', '2026-11-10', -5000, 'SPOT', 79),
];

function hedge(
  pk: string,
  derivative: string,
  notional: number,
  strike: number,
  trade: string,
  fixing: string,
  status: ValuedHedgeRow['status'],
  m2m: number,
  delta: number,
): ValuedHedgeRow {
  const row = hedgeRow({
    pk,
    buy_sell: 'LONG',
    derivative,
    notional,
    strike,
    trade_date: trade,
    fixing_date: fixing,
    hedged_date: null,
    is_hedging: true,
    status,
    mark_2_market: m2m,
    delta,
    // A long hedge offsets a purchase: signed as the exposure, negative.
    hedge_value: -notional,
  });
  return { ...row, settlement_pnl: status === 'settled' ? 25_000 : null };
}

/** A future traded last week (new), an older call (other), a future settled this month (expired). */
const HEDGES: ValuedHedgeRow[] = [
  hedge('H1', 'FUTURE', 10_000, 77, '2026-11-01', '2026-12-20', 'open', 30_000, 10_000),
  hedge('H2', 'CALL', 5000, 85, '2026-09-01', '2026-12-28', 'open', 4000, 2000),
  hedge('H3', 'FUTURE', 5000, 74, '2026-08-01', '2026-11-05', 'settled', 0, 0),
];

function analysis(overrides: Partial<CommodityAnalysisInput> = {}) {
  return analyseCommodity({
    valuationDate: VALUATION_DATE,
    period: 'MONTHLY',
    expiry: 'all',
    fixation: 'all',
    exposures: EXPOSURES,
    hedges: HEDGES,
    program: HALF,
    budgetPrice: 75,
    scale: { quantity: 1, price: 1 },
    fx: null,
    ...overrides,
  });
}

function expectSplit(actual: PriceSplit | null, futures: number, ratio: number, basis: number): void {
  expect(actual).not.toBeNull();
  expect(actual!.futures).toBeCloseTo(futures, DECIMALS);
  expect(actual!.ratio).toBeCloseTo(ratio, DECIMALS);
  expect(actual!.basis).toBeCloseTo(basis, DECIMALS);
  expect(actual!.price).toBeCloseTo(futures + ratio + basis, DECIMALS);
}

describe('analyseCommodity, worked by hand', () => {
  it('totals November and December', () => {
    const { buckets } = analysis();
    expect(buckets.map((b) => [b.key, b.start, b.end])).toEqual([
      ['2026-11', '2026-11-01', '2026-11-30'],
      ['2026-12', '2026-12-01', '2026-12-31'],
    ]);
    const [nov, dec] = buckets;
    // December: forecast 30,000; program 50 % = 15,000; hedged H1 + H2 = 15,000; fixed E2 + H1 = 20,000.
    expect(dec).toMatchObject({
      budget_quantity: 15_000,
      forecast_quantity: 30_000,
      hedged_quantity: 15_000,
      fixed_quantity: 20_000,
      ratio: 0.5,
    });
    // Basis: (20,000 × 3 + 10,000 × 0) / 30,000 = 2; ratio 1.
    // Market futures (20,000 × 80 + 10,000 × 78) / 30,000 = 238/3; fixed (10,000 × 76 + 10,000 × 77) / 20,000 = 76.5;
    // net 238/3 + (20,000/30,000) × (76.5 − 238/3) = 697/9.
    expectSplit(dec!.budget_price, 75, 0, 2);
    expectSplit(dec!.market_price, 238 / 3, 0, 2);
    expectSplit(dec!.fixed_price, 76.5, 0, 2);
    expectSplit(dec!.net_price, 697 / 9, 0, 2);
    // November: E3 (5,000, settled at 79) hedged in full by H3 at 74.
    expect(nov).toMatchObject({
      budget_quantity: 2500,
      forecast_quantity: 5000,
      hedged_quantity: 5000,
      fixed_quantity: 5000,
      ratio: 1,
    });
    expectSplit(nov!.market_price, 79, 0, 0);
    expectSplit(nov!.net_price, 74, 0, 0);
  });

  it('totals every bucket together', () => {
    const { total } = analysis();
    expect(total).toMatchObject({ key: 'TOTAL', start: '2026-11-01', end: '2026-12-31' });
    expect(total.forecast_quantity).toBe(35_000);
    expect(total.budget_quantity).toBe(17_500);
    expect(total.hedged_quantity).toBe(20_000);
    expect(total.fixed_quantity).toBe(25_000);
    expect(total.ratio).toBeCloseTo(20 / 35, DECIMALS);
    // Market (1,600,000 + 780,000 + 395,000) / 35,000; fixed (760,000 + 770,000 + 370,000) / 25,000 = 76.
    const market = 2_775_000 / 35_000;
    expectSplit(total.market_price, market, 0, 60_000 / 35_000);
    expectSplit(total.fixed_price, 76, 0, 60_000 / 35_000);
    expectSplit(total.net_price, market + (25 / 35) * (76 - market), 0, 60_000 / 35_000);
  });

  it('puts hedges in the four valuation groups', () => {
    const groups = Object.fromEntries(analysis().groups.map((g) => [g.group, g]));
    expect(groups.expired).toEqual({
      group: 'expired',
      rows: 1,
      quantity: 5000,
      hedged_quantity: 5000,
      price: 74,
      value: 25_000,
      delta: 0,
    });
    expect(groups.new).toEqual({
      group: 'new',
      rows: 1,
      quantity: 10_000,
      hedged_quantity: 10_000,
      price: 77,
      value: 30_000,
      delta: 10_000,
    });
    expect(groups.other).toEqual({
      group: 'other',
      rows: 1,
      quantity: 5000,
      hedged_quantity: 5000,
      price: 85,
      value: 4000,
      delta: 2000,
    });
    expect(groups.open).toMatchObject({
      rows: 2,
      quantity: 15_000,
      hedged_quantity: 15_000,
      value: 34_000,
      delta: 12_000,
    });
    // (10,000 × 77 + 5,000 × 85) / 15,000.
    expect(groups.open!.price).toBeCloseTo(1_195_000 / 15_000, DECIMALS);
  });

  it('filters by expiry and fixation', () => {
    expect(analysis({ expiry: 'active' }).buckets.map((b) => b.key)).toEqual(['2026-12']);
    const expired = analysis({ expiry: 'expired' });
    expect(expired.buckets.map((b) => b.key)).toEqual(['2026-11']);
    expect(expired.groups.map((g) => g.rows)).toEqual([1, 0, 0, 0]);
    // Fixed: E2 (FIXED) and the futures H1, H3; the call and the other exposures are not.
    const fixed = analysis({ fixation: 'fixed' }).total;
    expect(fixed).toMatchObject({
      forecast_quantity: 10_000,
      hedged_quantity: 15_000,
      fixed_quantity: 25_000,
    });
    const notFixed = analysis({ fixation: 'not_fixed' }).total;
    expect(notFixed).toMatchObject({ forecast_quantity: 25_000, hedged_quantity: 5000, fixed_quantity: 0 });
    expectSplit(notFixed.net_price, notFixed.market_price!.futures, 0, notFixed.market_price!.basis);
  });

  it('changes the buckets with the period: ISO weeks', () => {
    expect(analysis({ period: 'WEEKLY' }).buckets.map((b) => b.key)).toEqual([
      '2026-W45',
      '2026-W46',
      '2026-W51',
      '2026-W53',
    ]);
    expect(analysis({ period: 'YEARLY' }).buckets).toHaveLength(1);
  });

  it('adds the buckets up to the total, whatever the period', () => {
    for (const period of PERIODS) {
      const { buckets, total } = analysis({ period });
      for (const key of [
        'budget_quantity',
        'forecast_quantity',
        'hedged_quantity',
        'fixed_quantity',
      ] as const) {
        const sum = buckets.reduce((acc, bucket) => acc + bucket[key], 0);
        expect(sum, `${period} ${key}`).toBeCloseTo(total[key], DECIMALS);
      }
    }
  });

  it('converts quantities and prices to the target unit, ratios unchanged', () => {
    const scale = { quantity: 1 / 7.33, price: 7.33 };
    const dec = analysis({ scale }).buckets[1]!;
    expect(dec.forecast_quantity).toBeCloseTo(30_000 / 7.33, DECIMALS);
    expect(dec.ratio).toBe(0.5);
    expectSplit(dec.market_price, (238 / 3) * 7.33, 0, 2 * 7.33);
    expect(analysis({ scale }).groups[1]!.price).toBeCloseTo(77 * 7.33, DECIMALS);
  });

  it('has no market price, net price or combined view without futures', () => {
    const bare = analysis({
      exposures: [exposure('E9', '2026-12-31', -1000, 'SPOT', 80, { futures: null })],
      hedges: [],
      fx: { rate: 4000, shock: 0.1 },
    }).total;
    expect(bare.market_price).toBeNull();
    expect(bare.net_price).toBeNull();
    expect(bare.fixed_price).toBeNull();
    expect(bare.combined).toBeNull();
  });

  it('shows the commodity and currency risk together in local currency', () => {
    const dec = analysis({ fx: { rate: 4000, shock: 0.1 } }).buckets[1]!;
    // Open: −30,000 − (−10,000 FIXED) − (−10,000 futures) = −10,000 bbl; fixed −10,000 × 76 − 10,000 × 77.
    const futures = 238 / 3;
    const value = -10_000 * futures - 1_530_000;
    const up = dec.combined!.up;
    expect(up.value_foreign).toBeCloseTo(value, 6);
    expect(up.value_local).toBeCloseTo(value * 4000, 3);
    expect(up.commodity_risk).toBeCloseTo(-10_000 * futures * 0.1 * 4000, 3);
    expect(up.fx_risk).toBeCloseTo(value * 400, 3);
    expect(up.cross).toBeCloseTo(-10_000 * futures * 0.1 * 400, 3);
    const down = dec.combined!.down;
    expect(down.commodity_risk).toBeCloseTo(-up.commodity_risk, 3);
    expect(down.cross).toBeCloseTo(up.cross, 3);
  });

  it('leaves expired rows out of the combined risk: their price and rate are settled', () => {
    const fx = { rate: 4000, shock: 0.1 };
    const [nov, dec] = analysis({ fx }).buckets;
    // November holds only the past purchase E3 and the settled future H3.
    for (const side of ['up', 'down'] as const) {
      const risk = nov!.combined![side];
      for (const figure of [risk.commodity_risk, risk.fx_risk, risk.cross, risk.total]) {
        expect(Math.abs(figure)).toBe(0);
      }
    }
    // The whole book's risk is that of what is still live.
    const total = analysis({ fx }).total.combined!.up;
    const active = analysis({ fx, expiry: 'active' }).total.combined!.up;
    expect(total.commodity_risk).toBeCloseTo(active.commodity_risk, 3);
    expect(total.fx_risk).toBeCloseTo(active.fx_risk, 3);
    expect(dec!.combined!.up.total).toBeCloseTo(active.total, 3);
  });
});
