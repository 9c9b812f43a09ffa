import { describe, expect, it } from 'vitest';
import { normalInv, normalPdf } from '../math/normal.ts';
import { riskProfileOfScore } from '../risk/profiles.ts';
import { hedgeRow, market, SMILE, SPOT, tenor, VALUATION } from '../test/portfolio-book.ts';
import { addDays, daysBetween, type IsoDate } from '../time/date.ts';
import { DAYS_PER_YEAR } from '../time/day-count.ts';
import { TRADING_DAYS } from '../time/trading-days.ts';
import { hedgeRowContext } from './hedge-row-context.ts';
import { gridValue, type PortfolioRiskInput, portfolioRisk, priceBook, valueGrid } from './portfolio-risk.ts';
import { prepareAssetMarket } from './prepare-asset-market.ts';
import { shockMarket } from './shock-market.ts';
import type { PortfolioExposureRow, PortfolioHedgeRow } from './types.ts';
import { hedgeRowPayoff, hedgeRowPricer, valueHedgeRow } from './value-hedge-row.ts';

const JUNE = '2026-06-15' as IsoDate;
/** The smile's at-the-money volatility, the same at every tenor of the test market. */
const ATM = SMILE.c0;

const payable = (pk: string, date: IsoDate, amount: number): PortfolioExposureRow => ({
  pk,
  portfolio_id: 7,
  bucket: 'cash_flow',
  amount,
  date,
  realized_date: null,
  realized_rate: null,
});

const forward = (pk: string, notional: number, overrides: Partial<PortfolioHedgeRow> = {}) =>
  hedgeRow({
    pk,
    derivative: 'FORWARD',
    strike: 4050,
    notional,
    premium: 0,
    fixing_date: JUNE,
    value_date: JUNE,
    hedged_date: JUNE,
    ...overrides,
  });

const riskInput = (overrides: Partial<PortfolioRiskInput> = {}): PortfolioRiskInput => ({
  valuationDate: VALUATION,
  area: 'currency',
  asset: 'USDCOP',
  market: market(),
  hedges: [],
  exposures: [payable('e1', JUNE, -1_000_000)],
  interval: '1M',
  confidence: 0.95,
  horizonDays: 10,
  methods: ['delta-normal', 'historical', 'monte-carlo'],
  closes: [],
  ...overrides,
});

/** A payment's present value per unit move: amount × d0 × forward at its date. */
const presentValue = (amount: number, date: IsoDate) => {
  const x = tenor(daysBetween(VALUATION, date));
  return amount * x.d0 * x.fwd;
};

const varOf = (input: PortfolioRiskInput, method: string) =>
  portfolioRisk(input).methods.find((m) => m.method === method)!;

/** Every kind of open hedge the book holds, and one knocked out by a barrier already beyond the spot. */
const KINDS: PortfolioHedgeRow[] = [
  forward('fwd', 500_000),
  hedgeRow({ pk: 'future', derivative: 'FUTURE', strike: 3950 }),
  hedgeRow({ pk: 'call' }),
  hedgeRow({ pk: 'put', buy_sell: 'SHORT', derivative: 'PUT', strike: 3850 }),
  hedgeRow({ pk: 'uo', option_type: 'UP AND OUT', barrier: 4500, strike: 4000 }),
  hedgeRow({ pk: 'di', derivative: 'PUT', option_type: 'DOWN AND IN', barrier: 3600, strike: 3900 }),
  hedgeRow({ pk: 'dko', option_type: 'DOUBLE KNOCK OUT', barrier: 3500, barrier_2: 4600, strike: 4000 }),
  hedgeRow({ pk: 'asian', option_type: 'ASIAN', asian_fixing_start_date: '2026-05-15' as IsoDate }),
  hedgeRow({ pk: 'ko', option_type: 'UP AND OUT', barrier: 3990, strike: 3900 }),
  hedgeRow({ pk: 'paid later', derivative: 'FORWARD', strike: 4050, value_date: '2026-06-19' as IsoDate }),
];

describe('hedgeRowPricer', () => {
  it('prices every kind as valueHedgeRow does on the moved market', () => {
    const context = hedgeRowContext('currency', 'USDCOP', 'buyer', KINDS);
    const base = prepareAssetMarket(market());
    for (const row of KINDS) {
      const pricer = hedgeRowPricer(row, base, VALUATION, context)!;
      // Unmoved, the very figure the valuation shows (the scenario matrix's centre is read as it).
      expect(pricer(1), row.pk).toBe(valueHedgeRow(row, base, VALUATION, context).mark_2_market);
      for (const factor of [0.8, 0.95, 1, 1.07, 1.25]) {
        const moved = prepareAssetMarket(shockMarket(market(), factor - 1));
        const full = valueHedgeRow(row, moved, VALUATION, context).mark_2_market!;
        expect(Math.abs(pricer(factor) - full), `${row.pk} at ${factor}`).toBeLessThan(
          1e-12 * row.notional * SPOT,
        );
      }
    }
  });
});

describe('hedgeRowPayoff', () => {
  it('settles every kind as valueHedgeRow does with the rate entered after its fixing date', () => {
    const context = hedgeRowContext('currency', 'USDCOP', 'buyer', KINDS);
    const base = prepareAssetMarket(market());
    for (const row of KINDS) {
      const payoff = hedgeRowPayoff(row, base)!;
      for (const rate of [3400, 3650, 3900, 4000, 4200, 4550, 4700]) {
        const settled = valueHedgeRow(
          { ...row, settlement_rate: rate },
          base,
          addDays(row.fixing_date!, 1),
          context,
        );
        expect(payoff(rate), `${row.pk} at ${rate}`).toBe(settled.settlement_pnl);
      }
    }
  });
});

describe('the grid of moves', () => {
  /** The worst gap between the grid and full re-pricing over ±20 %, as a share of the gross notional value. */
  const worstGap = (kinds: readonly PortfolioHedgeRow[]) => {
    // 45 hedges, strikes and dates spread over a year.
    const hedges = Array.from({ length: 45 }, (_, i) => {
      const fixing = addDays(VALUATION, 10 + i * 8);
      return {
        ...kinds[i % kinds.length]!,
        pk: `h${i}`,
        fixing_date: fixing,
        value_date: fixing,
        strike: 3700 + (i % 9) * 75,
      };
    });
    const { book, context } = priceBook(riskInput({ hedges, exposures: [] }));
    // Wider than the Monte Carlo moves of a 60-day horizon at 12 % volatility (6 deviations).
    const grid = valueGrid(book, 0.8, 1.25);
    const gross = hedges.reduce((sum, h) => sum + h.notional * SPOT, 0);
    let worst = 0;
    for (let k = 0; k <= 80; k++) {
      const factor = 0.8 + (k * 0.44) / 80 + 0.0007;
      const moved = prepareAssetMarket(shockMarket(market(), factor - 1));
      const full = hedges.reduce(
        (sum, row) => sum + (valueHedgeRow(row, moved, VALUATION, context).mark_2_market ?? 0),
        0,
      );
      worst = Math.max(worst, Math.abs(gridValue(grid, grid.total, factor) - full) / gross);
    }
    return worst;
  };

  it('values a book without barriers within 10⁻⁵ of its gross notional value of full re-pricing', () => {
    expect(worstGap(KINDS.filter((row) => row.barrier === null))).toBeLessThan(1e-5);
  });

  it('stays within 3·10⁻⁴ with barriers, whose value drops to 0 in the grid step next to them', () => {
    // A daily barrier's value jumps to 0 at the barrier itself (today is an observation): read
    // linearly, the jump spreads over the grid step around it (2.1·10⁻⁴ on this book).
    expect(worstGap(KINDS)).toBeLessThan(3e-4);
  });
});

describe('portfolioRisk', () => {
  const horizonYears = 10 / TRADING_DAYS['1Y'];

  it('delta-normal equals z·|exposure|·σ·√h for a linear book, and its ES the normal formula', () => {
    const input = riskInput({ hedges: [forward('f', 400_000)] });
    // The forward on 400,000 of the 1,000,000 paid: 600,000 left open, at d0 × forward.
    const open = Math.abs(presentValue(-600_000, JUNE));
    const sd = open * ATM * Math.sqrt(horizonYears);
    const dn = varOf(input, 'delta-normal');
    expect(dn.valueAtRisk).toBeCloseTo(normalInv(0.95) * sd, 2);
    expect(dn.expectedShortfall).toBeCloseTo((sd * normalPdf(normalInv(0.95))) / 0.05, 2);
  });

  it('Monte Carlo converges to delta-normal for a book of forwards within its error', () => {
    const input = riskInput({ hedges: [forward('f', 400_000)], monteCarlo: { paths: 40_000, seed: 7 } });
    const mc = varOf(input, 'monte-carlo').valueAtRisk!;
    const dn = varOf(input, 'delta-normal').valueAtRisk!;
    // The 5 % quantile of 40,000 draws has a standard error of about 1 %; lognormal skew adds ~1 %.
    expect(Math.abs(mc / dn - 1)).toBeLessThan(0.03);
  });

  it('historical VaR is the quantile of the P&L of each past horizon return, by hand', () => {
    const closes = [4000, 4040, 3990, 4010, 3900, 3950, 4100, 4080, 4020, 4060, 4000];
    const exposure = presentValue(-1_000_000, JUNE);
    const pnl = closes
      .slice(1)
      .map((close, t) => exposure * (close / closes[t]! - 1))
      .sort((a, b) => a - b);
    // 10 scenarios at 90 %: the 10th percentile sits 0.9 of the way from the worst to the next.
    const expected = -(pnl[0]! + 0.9 * (pnl[1]! - pnl[0]!));
    const hs = varOf(riskInput({ closes, horizonDays: 1, confidence: 0.9 }), 'historical');
    expect(hs.scenarios).toBe(10);
    expect(hs.valueAtRisk! / expected).toBeCloseTo(1, 5);
  });

  it('says why the historical method cannot run on too short a history', () => {
    const hs = varOf(riskInput({ closes: [4000, 4010] }), 'historical');
    expect(hs.valueAtRisk).toBeNull();
    expect(hs.problem).toMatch(/Not enough history/);
  });

  it('a fully hedged payment has next to no VaR by every method and no CFaR', () => {
    const closes = Array.from({ length: 300 }, (_, i) => 4000 * Math.exp(0.01 * Math.sin(i)));
    const risk = portfolioRisk(riskInput({ hedges: [forward('f', 1_000_000)], closes }));
    for (const m of risk.methods) expect(Math.abs(m.valueAtRisk!)).toBeLessThan(1e-6 * 1_000_000 * SPOT);
    const june = risk.periods.find((p) => p.date === '2026-06-01')!;
    for (const m of june.methods) expect(Math.abs(m.cashFlowAtRisk!)).toBeLessThan(1e-6 * 1_000_000 * SPOT);
  });

  it('grows with the confidence and with the square root of the horizon', () => {
    const at = (confidence: number, horizonDays: number, method: string) =>
      varOf(riskInput({ confidence, horizonDays }), method).valueAtRisk!;
    expect(at(0.99, 10, 'delta-normal')).toBeGreaterThan(at(0.95, 10, 'delta-normal'));
    expect(at(0.95, 10, 'delta-normal')).toBeGreaterThan(at(0.9, 10, 'delta-normal'));
    expect(at(0.99, 10, 'monte-carlo')).toBeGreaterThan(at(0.95, 10, 'monte-carlo'));
    expect(at(0.95, 40, 'delta-normal') / at(0.95, 10, 'delta-normal')).toBeCloseTo(2, 6);
    // Monte Carlo with the same seed: the same draws scaled, up to the lognormal drift.
    expect(at(0.95, 40, 'monte-carlo') / at(0.95, 10, 'monte-carlo')).toBeCloseTo(2, 1);
  });

  it('puts each row in its period: VaR and CFaR of an unhedged payment in June only', () => {
    const risk = portfolioRisk(riskInput({ methods: ['delta-normal'] }));
    expect(risk.periods.map((p) => p.date)).toEqual(['2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01']);
    const [march, , , june] = risk.periods;
    expect(march!.methods[0]!.valueAtRisk).toBe(0);
    expect(june!.methods[0]!.valueAtRisk).toBeCloseTo(risk.methods[0]!.valueAtRisk!, 6);
    // A buyer's rate at risk is the 97.5th percentile: CFaR = |amount| × F × σ√T × z.
    // The payment's own forward (15 June) moves with the period's; T runs to the period's end.
    const days = daysBetween(VALUATION, '2026-06-30' as IsoDate);
    const fwd = tenor(daysBetween(VALUATION, JUNE)).fwd;
    const cfar = 1_000_000 * fwd * ATM * Math.sqrt(days / DAYS_PER_YEAR) * normalInv(0.975);
    expect(june!.methods[0]!.cashFlowAtRisk).toBeCloseTo(cfar, 0);
  });

  it('re-prices options: a bought call caps a payment’s loss below its delta-normal figure', () => {
    const input = riskInput({ hedges: [hedgeRow({ pk: 'c', notional: 1_000_000, fixing_date: JUNE })] });
    const mc = varOf(input, 'monte-carlo').valueAtRisk!;
    const unhedged = varOf(riskInput(), 'monte-carlo').valueAtRisk!;
    expect(mc).toBeGreaterThan(0);
    expect(mc).toBeLessThan(unhedged);
  });

  it('gives the same figures for the same seed', () => {
    const input = riskInput({ monteCarlo: { paths: 2_000, seed: 11 } });
    expect(portfolioRisk(input)).toEqual(portfolioRisk(input));
  });

  it('has no VaR figures without a market, and says why', () => {
    const risk = portfolioRisk(riskInput({ market: { spot: 0, tenors: [], history: [] } }));
    expect(risk.methods).toEqual([]);
    expect(risk.problem).toMatch(/No market/);
  });

  it('rejects a confidence outside (0.5, 1) and a horizon outside 1..250', () => {
    expect(() => portfolioRisk(riskInput({ confidence: 0.5 }))).toThrow(/confidence/);
    expect(() => portfolioRisk(riskInput({ horizonDays: 251 }))).toThrow(/horizonDays/);
  });
});

describe('the risk profile of a book', () => {
  const profileOf = (hedges: PortfolioHedgeRow[], amount = -1_000_000) =>
    portfolioRisk(riskInput({ hedges, exposures: [payable('e', JUNE, amount)], methods: ['delta-normal'] }))
      .profile;

  it('scores the reference portfolios of risk/README.md', () => {
    expect(profileOf([forward('f', 1_000_000)]).score).toBe(0);
    expect(profileOf([]).score).toBe(5);
    const collar = [
      hedgeRow({ pk: 'c', notional: 1_000_000, strike: 4100, strategy_code: 'S' }),
      hedgeRow({
        pk: 'p',
        buy_sell: 'SHORT',
        derivative: 'PUT',
        notional: 1_000_000,
        strike: 3900,
        strategy_code: 'S',
      }),
    ];
    expect(profileOf(collar).score).toBeCloseTo(0.625, 12);
    const seagull = [
      ...collar,
      hedgeRow({ pk: 'cap', buy_sell: 'SHORT', notional: 1_000_000, strike: 4400, strategy_code: 'S' }),
    ];
    expect(profileOf(seagull).score).toBeCloseTo(1.875, 12);
    // A knock-out forward: a knock-out call bought and a put sold at the same strike.
    const koForward = [
      hedgeRow({
        pk: 'ko',
        notional: 1_000_000,
        option_type: 'UP AND OUT',
        barrier: 4800,
        strategy_code: 'K',
      }),
      hedgeRow({ pk: 'kp', buy_sell: 'SHORT', derivative: 'PUT', notional: 1_000_000, strategy_code: 'K' }),
    ];
    expect(profileOf(koForward).score).toBeCloseTo(2.5, 12);
    // A put sold on its own obligates without protecting: leverage.
    const sold = hedgeRow({
      pk: 'sp',
      buy_sell: 'SHORT',
      derivative: 'PUT',
      notional: 500_000,
      strike: 3800,
    });
    const withSold = profileOf([forward('f', 1_000_000), sold]);
    expect(withSold.breakdown.find((c) => c.label === 'leverage')!.amount).toBe(500_000);
  });

  it('names the band of each edge score: half hedged with forwards is exactly 2.5, BALANCED', () => {
    const half = profileOf([forward('f', 500_000)]);
    expect(half.score).toBeCloseTo(2.5, 12);
    expect(half.breakdown).toHaveLength(9);
    expect(riskProfileOfScore(1.5 - 1e-9)).toBe('VERY CONSERVATIVE');
    expect(riskProfileOfScore(1.5)).toBe('CONSERVATIVE');
    expect(riskProfileOfScore(2.5)).toBe('BALANCED');
    expect(riskProfileOfScore(3.5)).toBe('AGGRESSIVE');
    expect(riskProfileOfScore(4.5)).toBe('VERY AGGRESSIVE');
  });

  it('leaves open the exposure the period table leaves open: a June hedge does not cover a September balance', () => {
    // June: a cash flow of −1,000,000 hedged by a −1,000,000 forward. September: a balance of
    // −600,000, unhedged. Covering the balance first over the whole book would call the balance
    // covered and 600,000 of June's cash flow open; the period table says the opposite.
    const september = '2026-09-15' as IsoDate;
    const exposures = [
      payable('june', JUNE, -1_000_000),
      { ...payable('september', september, -600_000), bucket: 'balance' as const },
    ];
    const { profile } = portfolioRisk(riskInput({ hedges: [forward('f', 1_000_000)], exposures }));
    const amountOf = (label: string) => profile.breakdown.find((c) => c.label === label)!.amount;
    expect(amountOf('balance exposure')).toBe(600_000);
    expect(amountOf('cash flow exposure')).toBe(0);
  });
});
