import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directionSign } from '../hedging/rules.ts';
import { bar, hedgeRow, market } from '../test/portfolio-book.ts';
import { exposureRow } from '../test/worked-portfolio.ts';
import { addDays, type IsoDate } from '../time/date.ts';
import { candlePeriod, mergeCandles } from './past-candles.ts';
import { type PastPerformanceInput, pastPerformance, pastPeriodCount } from './past-performance.ts';

const VALUED_ON = '2026-11-16' as IsoDate;
const BUDGET = 4000;
/** Rates in COP per USD and money in COP: agreement to 6 decimals, far below a cent on these sizes. */
const DIGITS = 6;

/** The closes the worked book reads: the forward's trade day, the call's fixing day. */
const HISTORY = [bar('2026-06-01', 3990), bar('2026-07-01', 4010), bar('2026-10-30', 4200)];

function input(fields: Partial<PastPerformanceInput>): PastPerformanceInput {
  return {
    valuationDate: VALUED_ON,
    area: 'currency',
    asset: 'USDCOP',
    market: market(HISTORY),
    hedges: [],
    exposures: [],
    budgetRate: BUDGET,
    interval: '1M',
    ...fields,
  };
}

/**
 * The worked book of an importer paying USD, budget 4000 COP per USD:
 * - X1 pays 1,000,000 USD on 2026-09-30 at 4100 (realised); X2 pays 500,000 on 2026-10-30, read
 *   from history: 4200.
 * - F1, a LONG forward of 600,000 at 4050 traded 2026-06-01 (spot 3990 that day), settled at 4100
 *   on 2026-09-30 (entered).
 * - C1, a LONG call of 400,000 struck 4150 traded 2026-07-01 (spot reference 4000), premium paid
 *   20,000 USD, fixing 2026-10-30 at the close, 4200.
 * - U1 fixed 2026-05-01, before the history, with no rate entered: it cannot be settled.
 */
const WORKED = input({
  exposures: [
    exposureRow('X1', 'cash_flow', -1_000_000, '2026-09-30', 4100),
    exposureRow('X2', 'balance', -500_000, '2026-10-30'),
  ],
  hedges: [
    hedgeRow({
      pk: 'F1',
      derivative: 'FORWARD',
      notional: 600_000,
      strike: 4050,
      premium: 0,
      trade_date: '2026-06-01' as IsoDate,
      fixing_date: '2026-09-30' as IsoDate,
      settlement_rate: 4100,
      spot_reference: null,
    }),
    hedgeRow({
      pk: 'C1',
      notional: 400_000,
      strike: 4150,
      premium: -20_000,
      premium_currency: 'USD',
      trade_date: '2026-07-01' as IsoDate,
      fixing_date: '2026-10-30' as IsoDate,
      spot_reference: 4000,
    }),
    hedgeRow({
      pk: 'U1',
      derivative: 'FORWARD',
      trade_date: '2026-02-02' as IsoDate,
      fixing_date: '2026-05-01' as IsoDate,
    }),
  ],
});

describe('pastPerformance', () => {
  it('answers the worked book by hand', () => {
    const { periods, settlements, unsettled } = pastPerformance(WORKED);
    expect(periods.map((p) => [p.date, p.end])).toEqual([
      ['2026-09-01', '2026-09-30'],
      ['2026-10-01', '2026-10-31'],
      ['2026-11-01', '2026-11-30'],
    ]);
    const [sep, oct, nov] = periods;
    // September: F1 pays +1 × 600,000 × (4100 − 4050) = +30,000,000 COP. The exposure cost
    // −1,000,000 × 4100; with the hedge (−4,100,000,000 + 30,000,000) / −1,000,000 = 4070.
    expect(sep).toMatchObject({
      settled_notional: 600_000,
      exposure: -1_000_000,
      hedged: -600_000,
      hedge_ratio: 0.6,
      settlement_pnl: 30_000_000,
      premium: 0,
      pnl: 30_000_000,
      cumulative_pnl: 30_000_000,
      spot_rate: 4100,
      budget_rate: 4000,
    });
    expect(sep!.achieved_rate).toBeCloseTo(4070, DIGITS);
    expect(sep!.gap).toBeCloseTo(70, DIGITS);
    // Spot 4100 − 4000 = +100; forward points −600,000 × (4050 − 3990) / −1,000,000 = +36;
    // hedge ratio 0.6 × (3990 − 4100) = −66; no premium: 100 + 36 − 66 = 70.
    expect(sep!.bridge!.spot_move).toBeCloseTo(100, DIGITS);
    expect(sep!.bridge!.forward_points).toBeCloseTo(36, DIGITS);
    expect(sep!.bridge!.hedge_ratio).toBeCloseTo(-66, DIGITS);
    expect(sep!.bridge!.premium).toBe(0);
    // October: C1 pays 400,000 × (4200 − 4150) = 20,000,000; its premium, −20,000 USD at 4200, is
    // −84,000,000 COP: pnl −64,000,000, cumulative −34,000,000. Achieved
    // (−500,000 × 4200 − 64,000,000) / −500,000 = 4328; the gap 328 = 200 (spot) + 0 (an option
    // has no forward points) − 40 (20,000,000 / −500,000) + 168 (−84,000,000 / −500,000).
    expect(oct).toMatchObject({
      settled_notional: 400_000,
      exposure: -500_000,
      hedge_ratio: 0.8,
      settlement_pnl: 20_000_000,
      premium: -84_000_000,
      pnl: -64_000_000,
      cumulative_pnl: -34_000_000,
      spot_rate: 4200,
    });
    expect(oct!.achieved_rate).toBeCloseTo(4328, DIGITS);
    expect(oct!.bridge).toEqual({ spot_move: 200, forward_points: 0, hedge_ratio: -40, premium: 168 });
    // November, up to the day before the valuation: nothing settled, the cumulative PnL carried.
    expect(nov).toMatchObject({ pnl: 0, cumulative_pnl: -34_000_000, achieved_rate: null, bridge: null });
    expect(settlements).toEqual([
      {
        date: '2026-09-30',
        count: 1,
        notional: 600_000,
        settled_average: 4100,
        forward_average: 4050,
        contract_average: 4050,
        pnl: 30_000_000,
      },
      {
        date: '2026-10-30',
        count: 1,
        notional: 400_000,
        settled_average: 4200,
        forward_average: null,
        contract_average: 4150,
        pnl: -64_000_000,
      },
    ]);
    expect(unsettled).toEqual(['U1']);
  });

  it('has no gap or bridge without a budget, and no periods without settled rows', () => {
    const noBudget = pastPerformance({ ...WORKED, budgetRate: null });
    expect(noBudget.periods[0]).toMatchObject({ pnl: 30_000_000, gap: null, bridge: null });
    expect(noBudget.periods[0]!.achieved_rate).toBeCloseTo(4070, DIGITS);
    const future = input({ exposures: [exposureRow('later', 'balance', -5, '2026-12-31')] });
    expect(pastPerformance(future)).toEqual({ periods: [], settlements: [], unsettled: [] });
  });

  describe('over random books', () => {
    const day = (offset: number) => addDays(VALUED_ON, offset);
    const exposureArb = fc.record({
      amount: fc.integer({ min: -5000, max: 5000 }),
      offset: fc.integer({ min: -200, max: 60 }),
      rate: fc.integer({ min: 3500, max: 4600 }),
    });
    const hedgeArb = fc.record({
      buy_sell: fc.constantFrom('LONG', 'SHORT', 'OFFSET LONG', 'OFFSET SHORT'),
      derivative: fc.constantFrom('FORWARD', 'FUTURE', 'CALL', 'PUT'),
      notional: fc.integer({ min: 1, max: 3000 }),
      strike: fc.integer({ min: 3500, max: 4600 }),
      settled: fc.integer({ min: 3500, max: 4600 }),
      spotAtTrade: fc.option(fc.integer({ min: 3500, max: 4600 })),
      fixing: fc.integer({ min: -200, max: 60 }),
      hedged: fc.option(fc.integer({ min: -200, max: 60 })),
      premium: fc.integer({ min: -500_000, max: 0 }),
      premiumCurrency: fc.constantFrom('USD', 'COP'),
    });
    const bookArb = fc.record({
      exposures: fc.array(exposureArb, { maxLength: 10 }),
      hedges: fc.array(hedgeArb, { maxLength: 10 }),
      budgetRate: fc.integer({ min: 3500, max: 4500 }),
      interval: fc.constantFrom('1W' as const, '1M' as const, '1Q' as const),
    });
    type Book = typeof bookArb extends fc.Arbitrary<infer T> ? T : never;

    const pastOf = (book: Book) =>
      pastPerformance(
        input({
          // Trades read the spot from this history when the row has no reference.
          market: market([bar(day(-400), 3900)]),
          budgetRate: book.budgetRate,
          interval: book.interval,
          exposures: book.exposures.map((e, i) =>
            exposureRow(`E${i}`, 'cash_flow', e.amount, day(e.offset), e.rate),
          ),
          hedges: book.hedges.map((h, i) =>
            hedgeRow({
              pk: `H${i}`,
              buy_sell: h.buy_sell,
              derivative: h.derivative,
              notional: h.notional,
              strike: h.strike,
              settlement_rate: h.settled,
              spot_reference: h.spotAtTrade,
              trade_date: day(-300),
              fixing_date: day(h.fixing),
              hedged_date: h.hedged === null ? null : day(h.hedged),
              premium: h.premium,
              premium_currency: h.premiumCurrency,
            }),
          ),
        }),
      );

    it('splits every gap exactly into spot move, forward points, hedge ratio and premium', () => {
      fc.assert(
        fc.property(bookArb, (book) => {
          for (const period of pastOf(book).periods) {
            if (period.gap === null) {
              expect(period.exposure).toBe(0);
              continue;
            }
            const { spot_move, forward_points, hedge_ratio, premium } = period.bridge!;
            expect(spot_move + forward_points + hedge_ratio + premium).toBeCloseTo(period.gap, DIGITS);
            expect(period.achieved_rate! - period.budget_rate!).toBeCloseTo(period.gap, DIGITS);
          }
        }),
      );
    });

    it('accumulates the PnL and counts every settled hedge once', () => {
      fc.assert(
        fc.property(bookArb, (book) => {
          const { periods, settlements } = pastOf(book);
          let cumulative = 0;
          for (const period of periods) {
            cumulative += period.pnl;
            expect(period.cumulative_pnl).toBeCloseTo(cumulative, DIGITS);
            expect(period.date < VALUED_ON).toBe(true);
          }
          // Marks and periods see the same hedges, unless a hedge counts on a hedged day outside.
          const isInside = (h: Book['hedges'][number]) => h.fixing < 0 && (h.hedged ?? h.fixing) < 0;
          if (book.hedges.every((h) => h.fixing >= 0 || isInside(h))) {
            const marked = settlements.reduce((sum, mark) => sum + mark.pnl, 0);
            expect(cumulative).toBeCloseTo(marked, DIGITS);
          }
        }),
      );
    });

    it('gives a forward-only period a hedge-ratio part of Σ (hedge / E) × (spot at trade − settlement)', () => {
      const forwards = bookArb.map((book) => ({
        ...book,
        hedges: book.hedges.map((h) => ({ ...h, derivative: 'FORWARD' as const, hedged: null, premium: 0 })),
      }));
      fc.assert(
        fc.property(forwards, (book) => {
          const past = pastOf(book);
          for (const period of past.periods) {
            if (period.bridge === null) continue;
            const inside = book.hedges.filter(
              (h) => h.fixing < 0 && day(h.fixing) >= period.date && day(h.fixing) <= period.end,
            );
            const expected = inside.reduce((sum, h) => {
              const hedge = -directionSign(h.buy_sell) * h.notional;
              return sum + (hedge / period.exposure) * ((h.spotAtTrade ?? 3900) - h.settled);
            }, 0);
            expect(period.bridge.hedge_ratio).toBeCloseTo(expected, DIGITS);
          }
        }),
      );
    });
  });
});

describe('pastPeriodCount', () => {
  it('counts the worked book’s periods before building them, for every interval', () => {
    for (const interval of ['1D', '1W', '2W', '1M', '1Q', '6M', '1Y'] as const) {
      const book = { ...WORKED, interval };
      // U1 fixed on 2026-05-01 cannot be settled: the count, read from the dates alone, starts there.
      const { periods } = pastPerformance({ ...book, hedges: book.hedges.filter((h) => h.pk !== 'U1') });
      expect(pastPeriodCount(book), interval).toBeGreaterThanOrEqual(periods.length);
      expect(pastPeriodCount({ ...book, hedges: book.hedges.filter((h) => h.pk !== 'U1') }), interval).toBe(
        periods.length,
      );
    }
    expect(pastPeriodCount({ ...WORKED, interval: '1M' })).toBe(7);
  });

  it('is 0 for a book with nothing dated before the valuation date, and counts long pasts without walking them', () => {
    expect(pastPeriodCount(input({}))).toBe(0);
    const old = input({
      exposures: [exposureRow('X0', 'cash_flow', -1, '1900-01-01', 4000)],
      interval: '1D',
    });
    expect(pastPeriodCount(old)).toBe(46_340);
  });
});

describe('past candles', () => {
  it('follows spec 02 §9: monthly above 48 periods, weekly above 18, else daily', () => {
    expect([1, 18, 19, 48, 49].map(candlePeriod)).toEqual(['DAILY', 'DAILY', 'WEEKLY', 'WEEKLY', 'MONTHLY']);
  });

  it('merges days into a week: first open, highest high, lowest low, last close', () => {
    const days = [
      { date: '2026-11-09' as IsoDate, open: 10, high: 12, low: 9, close: 11 },
      { date: '2026-11-10' as IsoDate, open: 11, high: 15, low: 10, close: 14 },
      { date: '2026-11-16' as IsoDate, open: 14, high: 14, low: 8, close: 9 },
    ];
    expect(mergeCandles(days, 'WEEKLY')).toEqual([
      { date: '2026-11-09', open: 10, high: 15, low: 9, close: 14 },
      { date: '2026-11-16', open: 14, high: 14, low: 8, close: 9 },
    ]);
    expect(mergeCandles(days, 'DAILY')).toEqual(days);
  });
});
