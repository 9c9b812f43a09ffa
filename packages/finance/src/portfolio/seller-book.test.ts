/**
 * A producer's book worked out by hand, and the mirror property: a seller's book mirrored into a
 * buyer's gives mirrored figures. The rule under test is hedging/offset.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exposureRow, hedgeRow, market, SPOT, VALUATION } from '../test/portfolio-book.ts';
import type { IsoDate } from '../time/date.ts';
import { pastPerformance } from './past-performance.ts';
import type { PortfolioExposureRow, PortfolioHedgeRow, PortfolioValuationInput } from './types.ts';
import { valuePortfolio } from './value-portfolio.ts';

/** Decimal places of a rate or an amount worked out by hand (float noise of weighted sums). */
const DECIMALS = 6;
const BUDGET = 3950;

/**
 * A palm-oil producer (MYR per tonne), valued on 2026-03-16 on the portfolio tests' curve,
 * F(d) = 4000·e^{0.045·d/365}: it will sell 2,000 t invoiced (balance) and 3,000 t forecast in
 * June, 2,000 t forecast in September, and sold 1,000 t in February at 4,000.
 */
const EXPOSURES: readonly PortfolioExposureRow[] = [
  exposureRow('invoiced', 'balance', 2_000, '2026-06-15'),
  exposureRow('june', 'cash_flow', 3_000, '2026-06-20'),
  exposureRow('september', 'cash_flow', 2_000, '2026-09-15'),
  {
    ...exposureRow('february', 'cash_flow', 1_000, '2026-02-16'),
    realized_date: '2026-02-16' as IsoDate,
    realized_rate: 4_000,
  },
];

const commodity = (overrides: Partial<PortfolioHedgeRow>) =>
  hedgeRow({ premium: 0, premium_currency: 'MYR', unit: 'MT', spot_reference: null, ...overrides });

/**
 * Its hedges: a bought put (June, 1,000 t at 4,100, 40,000 MYR paid on 4 February), sold futures (June, 1,500 t at 4,050), a
 * collar for September (bought put 3,900 and sold call 4,400 on 2,000 t) and February's bought put
 * at 4,200 that settled at 4,000, for which it paid 50,000 MYR.
 */
const HEDGES: readonly PortfolioHedgeRow[] = [
  commodity({
    pk: 'put',
    derivative: 'PUT',
    notional: 1_000,
    strike: 4_100,
    fixing_date: '2026-06-15' as IsoDate,
    value_date: '2026-06-17' as IsoDate,
    premium: -40_000,
  }),
  commodity({
    pk: 'futures',
    buy_sell: 'SHORT',
    derivative: 'FUTURE',
    option_type: '',
    notional: 1_500,
    strike: 4_050,
    fixing_date: null,
    value_date: '2026-06-15' as IsoDate,
  }),
  ...(['PUT', 'CALL'] as const).map((derivative) =>
    commodity({
      pk: `collar ${derivative.toLowerCase()}`,
      buy_sell: derivative === 'PUT' ? 'LONG' : 'SHORT',
      derivative,
      notional: 2_000,
      strike: derivative === 'PUT' ? 3_900 : 4_400,
      fixing_date: '2026-09-15' as IsoDate,
      value_date: '2026-09-17' as IsoDate,
      strategy_code: 'COLLAR-SEP',
      // A zero-cost collar: the call sold pays for the put bought.
      premium: derivative === 'PUT' ? -30_000 : 30_000,
    }),
  ),
  commodity({
    pk: 'february put',
    derivative: 'PUT',
    notional: 1_000,
    strike: 4_200,
    trade_date: '2025-12-01' as IsoDate,
    fixing_date: '2026-02-16' as IsoDate,
    value_date: '2026-02-18' as IsoDate,
    settlement_rate: 4_000,
    premium: -50_000,
  }),
];

const input = (overrides: Partial<PortfolioValuationInput> = {}): PortfolioValuationInput => ({
  valuationDate: VALUATION,
  area: 'commodity',
  asset: 'CPO',
  market: market(),
  hedges: HEDGES,
  exposures: EXPOSURES,
  program: {
    objective: 'CASH FLOW',
    parameters: 'CONSTANT',
    flow: { values: { percentage: 50, months: 12 } },
  },
  budgetRate: BUDGET,
  interval: '1M',
  shock: 0.1,
  ...overrides,
});

const forward = (days: number) => SPOT * Math.exp((0.09 - 0.045) * (days / 365));
const periodOf = (valued: ReturnType<typeof valuePortfolio>, day: string) =>
  valued.periods.find((p) => p.date <= day && p.end >= day)!;

describe("a producer's book: bought puts, sold futures and a collar count as sales", () => {
  const valued = valuePortfolio(input());
  const row = (pk: string) => valued.details.find((r) => r.pk === pk)!;

  it('signs each row as the exposure it offsets, and counts only what protects', () => {
    expect([row('put').hedge_value, row('put').derivative_purpose, row('put').is_hedging]).toEqual([
      1_000,
      'hedge',
      true,
    ]);
    expect([row('futures').hedge_value, row('futures').derivative_purpose]).toEqual([1_500, 'hedge']);
    expect(row('collar put').derivative_purpose).toBe('hedge_and_reduce_cost');
    expect([row('collar call').hedge_value, row('collar call').is_hedging]).toEqual([2_000, false]);
    // Delta is signed as the hedge: the bought put and the sold futures stand for sales (+).
    expect(row('put').delta).toBeGreaterThan(0);
    expect(row('put').delta).toBeLessThan(1_000);
    expect(row('futures').delta).toBe(1_500);
    expect(valued.side).toBe('SELL');
  });

  it("June: 2,500 t of 5,000 hedged, the net rate lifted towards the put's and the futures' prices", () => {
    const june = periodOf(valued, '2026-06-15');
    // The forward of June's exposure: (2,000·F(91) + 3,000·F(96)) / 5,000 = 4,046.626001 MYR/t.
    const fwd = (2_000 * forward(91) + 3_000 * forward(96)) / 5_000;
    expect(fwd).toBeCloseTo(4_046.626001, 6);
    expect([june.balance, june.cash_flow, june.hedge, june.program]).toEqual([2_000, 3_000, 2_500, 2_500]);
    expect(june.hedge_percent).toBe(0.5);
    expect([june.required_hedge, june.hedge_label]).toEqual([0, 'REQUIRED HEDGE']);
    expect(june.fwd).toBeCloseTo(fwd, DECIMALS);
    // Hedge rate (1,000·4,100 + 1,500·4,050) / 2,500 = 4,070.
    expect(june.hedge_rate).toBeCloseTo(4_070, DECIMALS);
    // Net rate fwd + [1,000·(4,100 − fwd) + 1,500·(4,050 − fwd)] / 5,000 = 4,058.313001 MYR/t.
    expect(june.net_rate).toBeCloseTo(4_058.313001, 5);
    // Against the budget: (4,058.313001 − 3,950) × 5,000 = 541,565.00 MYR.
    expect(june.difference).toBeCloseTo(541_565.003279, 4);
    expect(june.totalHedgePercent).toBe(0.5);
  });

  it("June's rates premium included: the put's 40,000 MYR carried from 4 February to its payment on 17 June", () => {
    const june = periodOf(valued, '2026-06-15');
    // 40 days past and 93 to come at the curve's 9 %: −40,000 × e^{0.09 × 133 / 365} = −41,333.53 MYR.
    const carried = -40_000 * Math.exp((0.09 * 133) / 365);
    expect(carried).toBeCloseTo(-41_333.53, 2);
    // Hedge rate 4,070 less the premium per tonne hedged: −41,333.53 / 2,500 = −16.53 → 4,053.47.
    expect(june.hedge_rate_premium).toBeCloseTo(4_070 + carried / 2_500, DECIMALS);
    expect(june.hedge_rate_premium).toBeCloseTo(4_053.47, 2);
    // Net rate 4,058.31 less the premium per tonne of exposure: −8.27 → 4,050.05 MYR/t.
    expect(june.net_rate_premium).toBeCloseTo(4_058.313001 + carried / 5_000, 5);
    expect(june.net_rate_premium).toBeCloseTo(4_050.05, 2);
    // The zero-cost collar leaves September's rates as they are.
    const september = periodOf(valued, '2026-09-15');
    expect(september.net_rate_premium).toBeCloseTo(september.net_rate!, DECIMALS);
  });

  it('September: the collar’s bought put holds the whole 2,000 t at 3,900; the sold call is not a hedge', () => {
    const september = periodOf(valued, '2026-09-15');
    expect([september.cash_flow, september.hedge, september.program]).toEqual([2_000, 2_000, 1_000]);
    expect([september.required_hedge, september.hedge_label]).toEqual([1_000, 'EXCESS HEDGE']);
    expect(september.fwd).toBeCloseTo(forward(183), DECIMALS);
    expect(september.net_rate).toBeCloseTo(3_900, DECIMALS);
    expect(september.difference).toBeCloseTo((3_900 - BUDGET) * 2_000, 4);
    // Cumulative: (2,500 + 2,000) / (5,000 + 2,000).
    expect(september.totalHedgePercent).toBeCloseTo(4_500 / 7_000, 12);
  });

  it('the summary adds up the periods: June’s hedge covers its balance, the rest its cash flow', () => {
    expect(valued.summary).toEqual({
      balance: { exposure: 2_000, hedge: 2_000, program: 1_000, hedge_percent: 1 },
      cash_flow: { exposure: 5_000, hedge: 2_500, program: 2_500, hedge_percent: 0.5 },
    });
  });

  it("the past view: February's put covered the 1,000 t sold and lifted the rate by 200 less the premium", () => {
    const past = pastPerformance(input());
    const february = past.periods.find((p) => p.date <= '2026-02-16' && p.end >= '2026-02-16')!;
    expect([february.exposure, february.hedged, february.hedge_ratio]).toEqual([1_000, 1_000, 1]);
    // The put pays (4,200 − 4,000) × 1,000 = 200,000 MYR; the premium paid was 50,000 MYR.
    expect([february.settlement_pnl, february.premium, february.pnl]).toEqual([200_000, -50_000, 150_000]);
    // Achieved (1,000 × 4,000 + 150,000) / 1,000 = 4,150 against the budget's 3,950.
    expect(february.achieved_rate).toBe(4_150);
    expect(february.gap).toBe(200);
  });
});

/** The buyer's book that mirrors a seller's: amounts negated, calls and puts swapped, forwards reversed. */
function mirror(hedges: readonly PortfolioHedgeRow[], exposures: readonly PortfolioExposureRow[]) {
  const swap: Record<string, string> = { CALL: 'PUT', PUT: 'CALL' };
  const reverse: Record<string, string> = { LONG: 'SHORT', SHORT: 'LONG' };
  const flipBarrier = (type: string) => type.replace(/UP|DOWN/, (word) => (word === 'UP' ? 'DOWN' : 'UP'));
  return {
    exposures: exposures.map((row) => ({ ...row, amount: -row.amount })),
    hedges: hedges.map((row) => {
      const isOption = row.derivative in swap;
      return {
        ...row,
        derivative: swap[row.derivative] ?? row.derivative,
        buy_sell: isOption ? row.buy_sell : reverse[row.buy_sell]!,
        option_type: flipBarrier(row.option_type),
        // A barrier mirrored through the spot: as far below as it was above.
        barrier: row.barrier === null ? null : (SPOT * SPOT) / row.barrier,
        barrier_2: row.barrier_2 === null ? null : (SPOT * SPOT) / row.barrier_2,
      };
    }),
  };
}

const arbitraryHedge = fc
  .record({
    derivative: fc.constantFrom('FORWARD', 'FUTURE', 'CALL', 'PUT'),
    buy_sell: fc.constantFrom('LONG', 'SHORT'),
    option_type: fc.constantFrom('EUROPEAN', 'UP AND OUT', 'DOWN AND OUT', 'UP AND IN', 'DOWN AND IN'),
    notional: fc.integer({ min: 1, max: 5_000 }),
    month: fc.integer({ min: 0, max: 8 }),
    strategy: fc.constantFrom(null, 'S1', 'S2'),
    new_event: fc.boolean(),
  })
  .map(
    (h): PortfolioHedgeRow =>
      hedgeRow({
        pk: 'h',
        derivative: h.derivative,
        buy_sell: h.buy_sell,
        option_type: h.derivative === 'CALL' || h.derivative === 'PUT' ? h.option_type : '',
        // Barriers far from the spot (half or twice it), so no price touches them; new_event may.
        barrier: h.option_type.startsWith('UP') ? 2 * SPOT : SPOT / 2,
        notional: h.notional,
        fixing_date: `2026-0${4 + Math.min(h.month, 5)}-15` as IsoDate,
        value_date: `2026-0${4 + Math.min(h.month, 5)}-15` as IsoDate,
        strategy_code: h.strategy,
        new_event: h.new_event,
      }),
  );

const arbitraryExposure = fc
  .record({
    bucket: fc.constantFrom<PortfolioExposureRow['bucket']>('balance', 'cash_flow'),
    amount: fc.integer({ min: 1, max: 9_000 }),
    month: fc.integer({ min: 4, max: 9 }),
  })
  .map((e) => exposureRow('e', e.bucket, e.amount, `2026-0${e.month}-15`));
const withKeys = <T extends { pk: string }>(rows: readonly T[]) =>
  rows.map((row, i) => ({ ...row, pk: `${row.pk}${i}` }));

describe('mirror property', () => {
  it("a seller's book mirrored into a buyer's gives mirrored hedges, coverage, program and summary", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryHedge, { maxLength: 8 }),
        fc.array(arbitraryExposure, { minLength: 1, maxLength: 6 }),
        (h, e) => {
          const [hedges, exposures] = [withKeys(h), withKeys(e)];
          const seller = valuePortfolio(input({ hedges, exposures, area: 'currency', asset: 'USDCOP' }));
          const mirrored = mirror(hedges, exposures);
          const buyer = valuePortfolio(input({ ...mirrored, area: 'currency', asset: 'USDCOP' }));
          expect(buyer.side).toBe('BUY');
          expect(seller.side).toBe('SELL');
          const offsets = (rows: typeof seller.details, sign: number) =>
            rows.map((r) => [r.hedge_value === null ? null : sign * r.hedge_value + 0, r.is_hedging]);
          expect(offsets(buyer.details, -1)).toEqual(offsets(seller.details, 1));
          buyer.periods.forEach((period, i) => {
            const mine = seller.periods[i]!;
            for (const key of ['balance', 'cash_flow', 'hedge', 'program', 'newHedge'] as const) {
              expect(period[key] + 0, key).toBeCloseTo(-mine[key], DECIMALS);
            }
            for (const key of [
              'hedge_percent',
              'totalHedgePercent',
              'required_hedge',
              'hedge_label',
            ] as const) {
              expect(period[key], key).toEqual(mine[key]);
            }
          });
          for (const part of ['balance', 'cash_flow'] as const) {
            expect(buyer.summary[part].exposure + 0).toBe(-seller.summary[part].exposure + 0);
            expect(buyer.summary[part].hedge + 0).toBeCloseTo(-seller.summary[part].hedge, DECIMALS);
            expect(buyer.summary[part].hedge_percent).toEqual(seller.summary[part].hedge_percent);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
