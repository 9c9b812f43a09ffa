import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HedgingProgram } from '../hedging/program.ts';
import { hedgeDirection } from '../hedging/rules.ts';
import { refusalOf } from '../test/refusal-of.ts';
import {
  BUDGET_RATE,
  exposureRow,
  hedgeRow,
  VALUATION_DATE,
  WORKED_EXPOSURES,
  workedHedges,
  workedMarket,
} from '../test/worked-portfolio.ts';
import { addDays, parseIsoDate } from '../time/date.ts';
import { type AggregatePeriodsInput, aggregatePeriods, tablePeriodCount } from './aggregate-periods.ts';
import type { AggregatedPeriod, PeriodFigures, PeriodInterval, PortfolioExposureRow } from './types.ts';
import { valueExposures } from './value-exposures.ts';

/** Decimal places a figure must match: float noise of weighted averages and quotients. */
const DECIMALS = 6;

/** Half of the balance plus the cash flow, every month of the next year. */
const FIFTY_PERCENT: HedgingProgram = {
  objective: 'CASH FLOW',
  parameters: 'CONSTANT',
  flow: { values: { percentage: 50, months: 12 } },
};

const markets = { base: workedMarket(), up: workedMarket(1.1), down: workedMarket(0.9) };

function table(
  overrides: Partial<AggregatePeriodsInput> = {},
  exposures: readonly PortfolioExposureRow[] = WORKED_EXPOSURES,
) {
  return aggregatePeriods({
    valuationDate: VALUATION_DATE,
    interval: '1M',
    exposures: valueExposures(exposures, markets.base, VALUATION_DATE, BUDGET_RATE),
    hedges: { base: workedHedges('base'), up: workedHedges('up'), down: workedHedges('down') },
    markets,
    program: FIFTY_PERCENT,
    budgetRate: BUDGET_RATE,
    ...overrides,
  });
}

/** Every figure as expected: numbers to {@link DECIMALS} places, the rest equal. */
function expectFigures(actual: PeriodFigures, expected: PeriodFigures): void {
  for (const key of Object.keys(expected) as (keyof PeriodFigures)[]) {
    const want = expected[key];
    if (typeof want === 'number') expect(actual[key], key).toBeCloseTo(want, DECIMALS);
    else expect(actual[key], key).toEqual(want);
  }
  const scenarioFields = ['date', 'end', 'up', 'down'];
  const keys = Object.keys(actual).filter((key) => !scenarioFields.includes(key));
  expect(keys.sort()).toEqual(Object.keys(expected).sort());
}

/** The figures that may be null: shares and rates without a base, budget figures without a budget. */
const NULLABLE = [
  'hedge_percent',
  'fwd',
  'hedge_rate',
  'net_rate',
  'hedge_rate_premium',
  'net_rate_premium',
  'budget_rate',
  'budget_expo',
  'm2m_rate',
  'difference',
  'totalHedgePercent',
];

/** No NaN and no Infinity in any figure of any period and scenario: each is a finite number or null. */
function expectFinite(periods: readonly AggregatedPeriod[]): void {
  const wrong: string[] = [];
  const check = (figures: PeriodFigures, where: string) => {
    for (const [key, value] of Object.entries(figures)) {
      if (key === 'up' || key === 'down' || typeof value === 'string') continue;
      const numbers = value !== null && typeof value === 'object' ? Object.values(value) : [value];
      const isRight = numbers.every((n) => (n === null ? NULLABLE.includes(key) : Number.isFinite(n)));
      if (!isRight) wrong.push(`${where} ${key}: ${JSON.stringify(value)}`);
    }
  };
  for (const period of periods) {
    check(period, period.date);
    check(period.up, `${period.date} up`);
    check(period.down, `${period.date} down`);
  }
  expect(wrong).toEqual([]);
}

const none = { notional: 0, delta: 0 };

describe('aggregatePeriods: the worked example (USDCOP, valued 2026-11-16, budget 4000, 50 % program)', () => {
  const { periods, summary, side } = table();

  it('has one period per month from the valuation month to the book’s last date (H4, 2027-01-15)', () => {
    expect(periods.map((p) => [p.date, p.end])).toEqual([
      ['2026-11-01', '2026-11-30'],
      ['2026-12-01', '2026-12-31'],
      ['2027-01-01', '2027-01-31'],
    ]);
    expectFinite(periods);
  });

  it('November: the settled payable E1 and the expired forward H1 that fixed its rate', () => {
    expectFigures(periods[0]!, {
      balance: 0,
      undated: 0,
      cash_flow: -1000,
      // 50 % of balance + cash flow: 0.5 × −1000.
      program: -500,
      // H1 counts −1000, the sign of the payable it offsets; |−1000| / |−1000|.
      hedge: -1000,
      hedge_percent: 1,
      delta: 0,
      // |hedge| − |program| = 1000 − 500 = 500 over the program.
      required_hedge: 500,
      hedge_label: 'EXCESS HEDGE',
      buy_sell: 'BUY',
      // The only exposure is settled: its rate, 3950.
      fwd: 3950,
      hedge_rate: 3980,
      hedge_rate_premium: 3980,
      // 3950 + (−1000) × (3980 − 3950) / (−1000) = 3980: the forward fixed the whole payable.
      net_rate: 3980,
      net_rate_premium: 3980,
      budget_rate: 4000,
      // −1000 × 4000.
      budget_expo: -4_000_000,
      m2m: -30_000,
      // −30 000 / 1000 notional.
      m2m_rate: -30,
      hedge_m2m: -30_000,
      // −1000 × (3950 − 4000) − 30 000 = 50 000 − 30 000.
      net_m2m: 20_000,
      // (3980 − 4000) × −1000: paid 20 COP per USD under budget.
      difference: 20_000,
      // Traded 2026-09-01, before 2026-10-16 (a month before the valuation date).
      newHedge: 0,
      last_m_hedge: -1000,
      totalHedgePercent: 1,
      long_forward: { notional: 1000, delta: 0 },
      short_forward: none,
      call: none,
      put: none,
    });
  });

  it('December: the balance E2 and receivable E3 against the forward H2 and the call H3', () => {
    const fwd = (2000 * 4120 + 500 * 4130) / 2500; // |amount|-weighted forwards of E2 and E3: 4122
    const netRate = 4122 + (-1000 * (4050 - 4122) + -400 * (4150 - 4122)) / -1500; // 4081.4666…
    expect(fwd).toBe(4122);
    expectFigures(periods[1]!, {
      balance: -2000,
      undated: 0,
      cash_flow: 500,
      // 0.5 × (−2000 + 500).
      program: -750,
      hedge: -1400,
      // 1400 / 1500.
      hedge_percent: 1400 / 1500,
      // 997 (H2) + 180 (H3).
      delta: -1177,
      // 1400 − 750.
      required_hedge: 650,
      hedge_label: 'EXCESS HEDGE',
      buy_sell: 'BUY',
      fwd,
      // (1000 × 4050 + 400 × 4150) / 1400 = 4078.5714…
      hedge_rate: 5_710_000 / 1400,
      hedge_rate_premium: 5_710_000 / 1400,
      // = 4122 − 60 800 / 1500 = 4081.4666…: 14/15 of the exposure moved from 4122 to 4078.57.
      net_rate: netRate,
      net_rate_premium: netRate,
      budget_rate: 4000,
      budget_expo: -6_000_000,
      // 69 510 + 20 000 over 1400 notional.
      m2m: 89_510,
      m2m_rate: 89_510 / 1400,
      hedge_m2m: 89_510,
      // −1500 × (4122 − 4000) + 89 510 = −183 000 + 89 510.
      net_m2m: -93_490,
      // (4081.4666… − 4000) × −1500 = −122 200.
      difference: -122_200,
      // H2 traded 2026-11-02 is new; H3 traded 2026-10-01 stood a month ago.
      newHedge: -1000,
      last_m_hedge: -400,
      // (1000 + 1400) / (1000 + 1500).
      totalHedgePercent: 0.96,
      long_forward: { notional: 1000, delta: -997 },
      short_forward: none,
      call: { notional: 400, delta: -180 },
      put: none,
    });
  });

  it('January: no exposure, only the sold put H4 (not a hedge): nulls where a share has no base', () => {
    expectFigures(periods[2]!, {
      balance: 0,
      undated: 0,
      cash_flow: 0,
      program: 0,
      hedge: 0,
      hedge_percent: null,
      delta: -60,
      required_hedge: 0,
      hedge_label: 'REQUIRED HEDGE',
      buy_sell: 'NONE',
      // No exposure: the forward of the period's last day, 2027-01-31, the 76-day tenor.
      fwd: 4150,
      hedge_rate: null,
      net_rate: null,
      hedge_rate_premium: null,
      net_rate_premium: null,
      budget_rate: 4000,
      budget_expo: 0,
      m2m: -6000,
      // −6000 / 300.
      m2m_rate: -20,
      hedge_m2m: 0,
      net_m2m: -6000,
      difference: null,
      newHedge: 0,
      last_m_hedge: 0,
      // Unchanged from December: 2400 / 2500.
      totalHedgePercent: 0.96,
      long_forward: none,
      short_forward: none,
      call: none,
      // A sold put counts negative.
      put: { notional: -300, delta: -60 },
    });
  });

  it('splits each period’s hedge between its BALANCE and CASH FLOW, covering the balance first', () => {
    // November: cash flow −1000 (settled), hedged −1000 by H1: all on the cash flow.
    // December: balance −2000 and cash flow +500, hedged −1400 (H2 and H3): all on the balance.
    // So the balance −2000 is 70 % hedged and the cash flow −500 carries −1000 (200 %): the table's
    // own months, not the whole hedge poured on the balance first. Program: 0.5 × −2000 on the
    // balance, 0.5 × −500 on the flow.
    expect(summary).toEqual({
      balance: { exposure: -2000, hedge: -1400, program: -1000, hedge_percent: 0.7 },
      cash_flow: { exposure: -500, hedge: -1000, program: -250, hedge_percent: 2 },
    });
    const sumOf = (key: 'hedge') => periods.reduce((total, p) => total + p[key], 0);
    expect(summary.balance.hedge + summary.cash_flow.hedge).toBe(sumOf('hedge'));
    expect(side).toBe('BUY');
  });

  it('counts every hedge as new or as it stood a month ago', () => {
    for (const p of periods) expect(p.newHedge + p.last_m_hedge).toBe(p.hedge);
  });
});

describe('aggregatePeriods: scenarios', () => {
  const { periods } = table();

  it('moves the forwards and re-valued rows with the market, not the exposure or the settled rates', () => {
    const [nov, dec, jan] = periods;
    // Up: forwards × 1.1 (4534.2 in December, 4565 at the end of January); down × 0.9.
    expect(dec!.up.fwd).toBeCloseTo(4122 * 1.1, DECIMALS);
    expect(dec!.down.fwd).toBeCloseTo(4122 * 0.9, DECIMALS);
    expect(jan!.up.fwd).toBeCloseTo(4565, DECIMALS);
    // November's only exposure is settled at 3950 whatever the market does.
    expect(nov!.up.fwd).toBe(3950);
    expect(nov!.down.net_m2m).toBe(20_000);
    // m2m and delta are the shocked rows' own: 478 626 + 160 000 up, −339 606 + 1000 down.
    expect(dec!.up.m2m).toBe(638_626);
    expect(dec!.down.m2m).toBe(-338_606);
    expect(dec!.up.delta).toBe(-1347);
    expect(jan!.down.put).toEqual({ notional: -300, delta: -250 });
    // Up net rate: 4534.2 + (−1000 × (4050 − 4534.2) − 400 × (4150 − 4534.2)) / −1500
    //            = 4534.2 − (484 200 + 153 680) / 1500 = 4108.9466…
    expect(dec!.up.net_rate).toBeCloseTo(4534.2 - 637_880 / 1500, DECIMALS);
    // Up net m2m: −1500 × (4534.2 − 4000) + 638 626 = −801 300 + 638 626.
    expect(dec!.up.net_m2m).toBeCloseTo(-162_674, DECIMALS);
    for (const p of periods) {
      for (const key of ['balance', 'cash_flow', 'undated', 'program', 'hedge', 'budget_expo'] as const) {
        expect([p.up[key], p.down[key]]).toEqual([p[key], p[key]]);
      }
    }
  });
});

describe('aggregatePeriods: intervals', () => {
  it('1Q sums the months of each quarter', () => {
    const months = table().periods;
    const quarters = table({ interval: '1Q' }).periods;
    expect(quarters.map((p) => [p.date, p.end])).toEqual([
      ['2026-10-01', '2026-12-31'],
      ['2027-01-01', '2027-03-31'],
    ]);
    const q4 = quarters[0]!;
    const [nov, dec] = months;
    for (const key of [
      'balance',
      'cash_flow',
      'program',
      'hedge',
      'm2m',
      'hedge_m2m',
      'delta',
      'newHedge',
    ] as const) {
      expect(q4[key], key).toBeCloseTo(nov![key] + dec![key], DECIMALS);
    }
    expect(q4.up.m2m).toBeCloseTo(nov!.up.m2m + dec!.up.m2m, DECIMALS);
    // Q4: exposure −2500, hedge −2400, program −1250.
    expect(q4.hedge_percent).toBeCloseTo(0.96, DECIMALS);
    expect(q4).toMatchObject({ required_hedge: 1150, hedge_label: 'EXCESS HEDGE' });
    // The quarter's rate weighs E1 at 3950, E2 at 4120 and E3 at 4130 by 1000, 2000 and 500.
    expect(q4.fwd).toBeCloseTo((1000 * 3950 + 2000 * 4120 + 500 * 4130) / 3500, DECIMALS);
    expect(quarters[1]).toMatchObject({ m2m: -6000, hedge: 0, hedge_percent: null });
    expectFinite(quarters);
  });

  it('every interval gives the same totals over the same days', () => {
    const intervals: PeriodInterval[] = ['1D', '1W', '2W', '1M', '1Q', '6M', '1Y'];
    for (const interval of intervals) {
      // From the 1st: a daily table would start on the valuation date, after E1 and H1.
      const { periods, summary } = table({ interval, initialDate: parseIsoDate('2026-11-01') });
      const total = (key: 'hedge' | 'program' | 'm2m') => periods.reduce((s, p) => s + p[key], 0);
      expect([total('hedge'), total('program'), total('m2m')], interval).toEqual([-2400, -1250, 53_510]);
      expect(summary.balance.exposure + summary.cash_flow.exposure).toBe(-2500);
      expectFinite(periods);
    }
  });
});

describe('aggregatePeriods: edges', () => {
  it('an empty book is one period of zeros and nulls', () => {
    const empty = { base: [], up: [], down: [] };
    const { periods, summary, side } = table({ hedges: empty }, []);
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ date: '2026-11-01', hedge: 0, program: 0, m2m: 0, m2m_rate: null });
    expect(periods[0]).toMatchObject({ hedge_percent: null, net_rate: null, totalHedgePercent: null });
    // The forward of 2026-11-30, 14 days ahead, between the spot (4100) and the 29-day tenor (4120):
    // parity with r − rf = 0.05 plus 14/29 of the basis ln(4120 / 4100) − 0.05 × 29/365.
    const basis = Math.log(4120 / 4100) - (0.05 * 29) / 365;
    expect(periods[0]!.fwd).toBeCloseTo(4100 * Math.exp((0.05 * 14) / 365 + (14 / 29) * basis), DECIMALS);
    expect(summary.balance).toEqual({ exposure: 0, hedge: 0, program: 0, hedge_percent: null });
    expect(side).toBe('NONE');
    expectFinite(periods);
  });

  it('puts undated amounts in the first period, outside the program and the hedge percentage', () => {
    const book = [...WORKED_EXPOSURES, exposureRow('U', 'undated', -700, null)];
    const [nov] = table({ initialDate: parseIsoDate('2026-12-01') }, book).periods;
    // The first period is December now; E1 (November) falls outside the table.
    expect(nov).toMatchObject({ date: '2026-12-01', undated: -700, balance: -2000, cash_flow: 500 });
    expect(nov).toMatchObject({ program: -750, hedge_percent: 1400 / 1500 });
  });

  it('a month without exposure between months with exposure, and a table longer than the book', () => {
    const book = [
      exposureRow('E2', 'balance', -2000, '2026-12-15'),
      exposureRow('E5', 'balance', -100, '2027-02-10'),
    ];
    const { periods } = table({ endDate: parseIsoDate('2027-04-30') }, book);
    expect(periods.map((p) => p.date)).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
    ]);
    const [nov, , jan, , mar] = periods;
    // November holds only the expired forward: a hedge over no exposure.
    expect(nov).toMatchObject({ hedge: -1000, hedge_percent: null, net_rate: null, difference: null });
    expect(jan).toMatchObject({ program: 0, hedge_percent: null, net_rate: null });
    // Past the last tenor the forward follows parity with the last tenor's rates.
    expect(mar!.fwd).toBeCloseTo(4150 * Math.exp(((0.09 - 0.04) * (135 - 76)) / 365), DECIMALS);
    expect(mar).toMatchObject({ m2m: 0, m2m_rate: null, hedge_rate: null });
    expectFinite(periods);
  });

  it('without a program or a budget: program 0, budget figures null, net m2m the m2m', () => {
    const { periods, summary } = table({ program: null, budgetRate: null });
    const dec = periods[1]!;
    expect(dec).toMatchObject({ program: 0, required_hedge: 1400, hedge_label: 'EXCESS HEDGE' });
    expect(dec).toMatchObject({ budget_rate: null, budget_expo: null, difference: null, net_m2m: 89_510 });
    expect(summary.cash_flow.program).toBe(0);
    expectFinite(periods);
  });

  it('a BALANCE program covers the balance only', () => {
    const program: HedgingProgram = { ...FIFTY_PERCENT, objective: 'BALANCE' };
    const { periods, summary } = table({ program });
    // November's only exposure is cash flow (0.5 × 0); `+ 0` reads −0 as 0.
    expect(periods.map((p) => p.program + 0)).toEqual([0, -1000, 0]);
    expect(summary.cash_flow.program).toBe(0);
  });

  it('refuses an end before the start', () => {
    const refusal = refusalOf(() => table({ endDate: parseIsoDate('2026-10-31') }));
    expect(refusal.code).toBe('INVALID_ARGUMENT');
  });
});

describe('aggregatePeriods: properties of any book', () => {
  const day = (offset: number) => addDays(VALUATION_DATE, offset);
  const exposureArb = fc.record({
    bucket: fc.constantFrom('balance' as const, 'cash_flow' as const, 'undated' as const),
    amount: fc.integer({ min: -5000, max: 5000 }),
    offset: fc.option(fc.integer({ min: -40, max: 400 })),
  });
  const hedgeArb = fc.record({
    buy_sell: fc.constantFrom('LONG', 'SHORT', 'OFFSET LONG', 'OFFSET SHORT'),
    derivative: fc.constantFrom('FORWARD', 'FUTURE', 'CALL', 'PUT'),
    notional: fc.integer({ min: 1, max: 3000 }),
    strike: fc.integer({ min: 3500, max: 4600 }),
    traded: fc.integer({ min: -120, max: 0 }),
    fixing: fc.integer({ min: -40, max: 400 }),
    hedged: fc.option(fc.integer({ min: -40, max: 400 })),
    is_hedging: fc.boolean(),
    knocked_out: fc.boolean(),
    mark_2_market: fc.integer({ min: -100_000, max: 100_000 }),
    delta: fc.integer({ min: -3000, max: 3000 }),
  });
  const bookArb = fc.record({
    exposures: fc.array(exposureArb, { maxLength: 12 }),
    hedges: fc.array(hedgeArb, { maxLength: 12 }),
    percentage: fc.integer({ min: 0, max: 100 }),
    budgetRate: fc.option(fc.integer({ min: 3500, max: 4500 })),
  });

  type Book = typeof bookArb extends fc.Arbitrary<infer T> ? T : never;

  function tableOf(book: Book, interval: PeriodInterval) {
    const exposures = book.exposures.map((e, i) =>
      exposureRow(`E${i}`, e.bucket, e.amount, e.offset === null ? null : day(e.offset), null),
    );
    const hedges = book.hedges.map((h, i) =>
      hedgeRow({
        pk: `H${i}`,
        buy_sell: h.buy_sell,
        derivative: h.derivative,
        notional: h.notional,
        strike: h.strike,
        trade_date: day(h.traded),
        fixing_date: day(h.fixing),
        hedged_date: h.hedged === null ? null : day(h.hedged),
        is_hedging: h.is_hedging,
        status: h.knocked_out ? 'knocked_out' : 'open',
        mark_2_market: h.mark_2_market,
        delta: h.delta,
        // Signed as the exposure it offsets: a LONG offsets a payable (−).
        hedge_value: hedgeDirection(h.buy_sell) === 'LONG' ? -h.notional : h.notional,
      }),
    );
    const program: HedgingProgram = {
      objective: 'CASH FLOW',
      parameters: 'CONSTANT',
      flow: { values: { percentage: book.percentage, months: 6 } },
    };
    return aggregatePeriods({
      valuationDate: VALUATION_DATE,
      interval,
      initialDate: day(-40),
      endDate: day(400),
      exposures: valueExposures(exposures, markets.base, VALUATION_DATE, book.budgetRate),
      hedges: { base: hedges, up: hedges, down: hedges },
      markets,
      program,
      budgetRate: book.budgetRate,
    });
  }

  it('every figure is finite or null, and every interval gives the same totals', () => {
    const intervals: PeriodInterval[] = ['1W', '2W', '1M', '1Q', '6M', '1Y'];
    fc.assert(
      fc.property(bookArb, (book) => {
        const sums = intervals.map((interval) => {
          const { periods, summary } = tableOf(book, interval);
          expectFinite(periods);
          const sum = (value: (p: AggregatedPeriod) => number) => periods.reduce((s, p) => s + value(p), 0);
          for (const p of periods) expect(p.newHedge + p.last_m_hedge).toBeCloseTo(p.hedge, DECIMALS);
          // The summary splits the table's totals, nothing more and nothing less.
          expect(summary.balance.hedge + summary.cash_flow.hedge).toBeCloseTo(
            sum((p) => p.hedge),
            DECIMALS,
          );
          expect(summary.balance.program + summary.cash_flow.program).toBeCloseTo(
            sum((p) => p.program),
            DECIMALS,
          );
          return [
            sum((p) => p.hedge),
            sum((p) => p.program),
            sum((p) => p.m2m),
            sum((p) => p.balance + p.cash_flow),
          ];
        });
        for (const s of sums.slice(1)) {
          for (const [i, value] of s.entries()) expect(value).toBeCloseTo(sums[0]![i]!, DECIMALS);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('tablePeriodCount', () => {
  const day = (offset: number) => addDays(VALUATION_DATE, offset);
  const intervals: PeriodInterval[] = ['1D', '1W', '2W', '1M', '1Q', '6M', '1Y'];

  it('counts the periods aggregatePeriods builds, from the dates alone, for any book and range', () => {
    const offset = fc.integer({ min: -800, max: 2000 });
    const bookArb = fc.record({
      exposures: fc.array(fc.option(offset), { maxLength: 6 }),
      hedges: fc.array(fc.record({ fixing: offset, hedged: fc.option(offset) }), { maxLength: 6 }),
      initial: fc.option(fc.integer({ min: -800, max: 0 })),
      end: fc.option(fc.integer({ min: 0, max: 2000 })),
      interval: fc.constantFrom(...intervals),
    });
    fc.assert(
      fc.property(bookArb, (book) => {
        const exposures = book.exposures.map((at, i) =>
          exposureRow(`E${i}`, 'cash_flow', -100, at === null ? null : day(at)),
        );
        const hedges = book.hedges.map((h, i) =>
          hedgeRow({
            pk: `H${i}`,
            buy_sell: 'LONG',
            derivative: 'FORWARD',
            notional: 100,
            strike: 4000,
            trade_date: day(-900),
            fixing_date: day(h.fixing),
            hedged_date: h.hedged === null ? null : day(h.hedged),
            is_hedging: true,
            status: 'open',
            mark_2_market: 0,
            delta: 0,
            hedge_value: -100,
          }),
        );
        const range = {
          valuationDate: VALUATION_DATE,
          interval: book.interval,
          ...(book.initial === null ? {} : { initialDate: day(book.initial) }),
          ...(book.end === null ? {} : { endDate: day(book.end) }),
        };
        const { periods } = aggregatePeriods({
          ...range,
          exposures: valueExposures(exposures, markets.base, VALUATION_DATE, BUDGET_RATE),
          hedges: { base: hedges, up: hedges, down: hedges },
          markets,
          program: null,
          budgetRate: BUDGET_RATE,
        });
        expect(tablePeriodCount({ ...range, exposures, hedges })).toBe(periods.length);
      }),
      { numRuns: 60 },
    );
  });

  it('counts a table of three centuries of days without building it', () => {
    const range = { valuationDate: VALUATION_DATE, exposures: [], hedges: [] };
    const wide = { initialDate: parseIsoDate('1900-01-01'), endDate: parseIsoDate('2199-12-31') };
    expect(tablePeriodCount({ ...range, ...wide, interval: '1D' })).toBe(109_573);
    expect(tablePeriodCount({ ...range, ...wide, interval: '1M' })).toBe(3600);
  });
});
