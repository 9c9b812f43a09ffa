import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smileVolatility } from '../market/valuation-input.ts';
import { estimateMean, pairAverages } from '../montecarlo/estimate.ts';
import { simulateGbmPaths } from '../montecarlo/paths.ts';
import { createRng } from '../montecarlo/rng.ts';
import { asianApproxPrice } from '../pricing/asian.ts';
import { BARRIER_CODE, barrierPrice, barrierPriceDelta } from '../pricing/barrier.ts';
import { black76, garmanKohlhagen } from '../pricing/black.ts';
import { continuityCorrectedBarrier, DAILY_MONITORING_YEARS } from '../pricing/discrete-barrier.ts';
import { doubleBarrierPrice } from '../pricing/double-barrier.ts';
import { forwardValue } from '../pricing/forward.ts';
import { emptyValuation } from '../pricing/types.ts';
import { between } from '../test/arbitraries.ts';
import { bar, hedgeRow, market, R, RF, SMILE, SPOT, tenor, VALUATION } from '../test/portfolio-book.ts';
import { WEEKENDS_ONLY } from '../time/calendar.ts';
import { addDays, type IsoDate } from '../time/date.ts';
import type { HedgeRowContext } from './hedge-row-context.ts';
import { hedgeRowContext } from './hedge-row-context.ts';
import { prepareAssetMarket } from './prepare-asset-market.ts';
import { shockMarket } from './shock-market.ts';
import type { AssetMarket, HistoryBar, PortfolioHedgeRow } from './types.ts';
import { valueHedgeRow } from './value-hedge-row.ts';

/** Same inputs, same pricer: only floating-point rounding may differ (relative). */
const SAME_PRICER = 1e-12;
/** Finite-difference delta against an analytic or differently bumped one (relative). */
const BUMPED_DELTA = 1e-5;
/** Parity and in + out = vanilla between valued rows (relative to the notional × spot). */
const PARITY = 1e-12;
/** In + out = vanilla from two closed forms summed (relative to the notional × spot). */
const BARRIER_PARITY = 1e-9;
/** The two-moment Asian approximation against simulation, on top of 4 standard errors (relative). */
const ASIAN_APPROXIMATION = 2e-3;

const NOTIONAL = 1_000_000;
const T91 = 91 / 365;
const CURRENCY: HedgeRowContext = {
  ...hedgeRowContext('currency', 'USDCOP', 'buyer', []),
  calendar: WEEKENDS_ONLY,
};
const COMMODITY: HedgeRowContext = hedgeRowContext('commodity', 'BRENT', 'buyer', []);

function value(row: PortfolioHedgeRow, m: AssetMarket = market(), context = CURRENCY, date = VALUATION) {
  return valueHedgeRow(row, prepareAssetMarket(m), date, context);
}

/** Linear hedges struck at 4,050, paid on their fixing date (15 June, 91 days) unless told otherwise. */
const FORWARD_4050 = { derivative: 'FORWARD', option_type: '', strike: 4050 } as const;
const FUTURE_4050 = { derivative: 'FUTURE', strike: 4050 } as const;

const vol91 = (strike: number) => smileVolatility(tenor(91), strike);
const gk = (optionType: 'call' | 'put', strike: number) =>
  garmanKohlhagen(
    { optionType, strike, expiryYears: T91 },
    { spot: SPOT, rDomestic: R, rForeign: RF, vol: vol91(strike) },
  );

describe('valueHedgeRow: every kind priced by the library on the same inputs', () => {
  it('a LONG forward is worth DF·(F − K) per unit, its delta e^{−rf T} per unit of spot', () => {
    const row = hedgeRow(FORWARD_4050);
    const got = value(row);
    const expected = forwardValue('fx', SPOT, 4050, T91, R, RF);
    const fwd = SPOT * Math.exp((R - RF) * T91);
    expect(got.status).toBe('open');
    expect(got.derivative_type).toBe('FORWARD');
    expect(got.mark_2_market!).toBeCloseTo(NOTIONAL * Math.exp(-R * T91) * (fwd - 4050), 3);
    expect(got.mark_2_market! / (NOTIONAL * expected.price) - 1).toBeLessThan(SAME_PRICER);
    expect(Math.abs(got.delta! / (-NOTIONAL * Math.exp(-RF * T91)) - 1)).toBeLessThan(SAME_PRICER);
    expect(got.fwd).toBeCloseTo(fwd, 9);
    expect(got.days_to_expiration).toBe(91);
    expect(got.volatility).toBeNull();
    expect(got.hedge_value).toBe(-NOTIONAL);
    expect([got.derivative_purpose, got.is_hedging]).toEqual(['hedge', true]);
    expect(got.premium).toBe(-25_000_000);
  });

  it('a SHORT future is −(F − K), undiscounted', () => {
    const row = hedgeRow({ ...FUTURE_4050, buy_sell: 'SHORT' });
    const got = value(row);
    const fwd = SPOT * Math.exp((R - RF) * T91);
    expect(Math.abs(got.mark_2_market! / (-NOTIONAL * (fwd - 4050)) - 1)).toBeLessThan(SAME_PRICER);
    expect(got.hedge_value).toBe(NOTIONAL);
  });

  it('European and American calls and a SHORT put are Garman-Kohlhagen at the smile of their strike', () => {
    for (const optionType of ['EUROPEAN', 'AMERICAN']) {
      const got = value(hedgeRow({ option_type: optionType, strike: 4100 }));
      const expected = gk('call', 4100);
      expect(Math.abs(got.mark_2_market! / (NOTIONAL * expected.price) - 1)).toBeLessThan(SAME_PRICER);
      expect(Math.abs(got.delta! / (-NOTIONAL * expected.delta) - 1)).toBeLessThan(SAME_PRICER);
      expect(got.volatility).toBe(vol91(4100));
    }
    expect(value(hedgeRow({ option_type: 'AMERICAN' })).derivative_type).toBe('CALL AMERICAN');
    const put = value(hedgeRow({ buy_sell: 'SHORT', derivative: 'PUT', strike: 3900 }));
    expect(Math.abs(put.mark_2_market! / (-NOTIONAL * gk('put', 3900).price) - 1)).toBeLessThan(SAME_PRICER);
    expect(put.derivative_type).toBe('PUT');
    // A sold put acts as a purchase: it offsets a payable, and its delta says so with the same sign.
    expect(put.hedge_value).toBe(-NOTIONAL);
    expect(put.delta).toBeLessThan(0);
  });

  it('a LONG put offsets a receivable: hedge and delta positive, as a seller’s protection', () => {
    const got = value(hedgeRow({ derivative: 'PUT', strike: 4100 }));
    expect(got.hedge_value).toBe(NOTIONAL);
    expect(Math.abs(got.delta! / (-NOTIONAL * gk('put', 4100).delta) - 1)).toBeLessThan(SAME_PRICER);
    expect(got.delta).toBeGreaterThan(0);
  });

  it('a commodity call is Black-76 on the forward of its fixing date', () => {
    const got = value(hedgeRow({ strike: 4100 }), market(), COMMODITY);
    const fwd = SPOT * Math.exp((R - RF) * T91);
    const expected = black76(
      { optionType: 'call', strike: 4100, expiryYears: T91 },
      { spot: fwd, rDomestic: R, vol: vol91(4100) },
    );
    expect(Math.abs(got.mark_2_market! / (NOTIONAL * expected.price) - 1)).toBeLessThan(SAME_PRICER);
    expect(Math.abs(got.delta! / (-NOTIONAL * expected.delta) - 1)).toBeLessThan(BUMPED_DELTA);
  });

  it('single barriers watched continuously are Reiner-Rubinstein with no rebate; double knock-outs the corridor series', () => {
    const b = R - RF;
    const cases = [
      { option_type: 'UP AND OUT', derivative: 'CALL', barrier: 4400, code: BARRIER_CODE.upOut },
      { option_type: 'UP AND IN', derivative: 'CALL', barrier: 4400, code: BARRIER_CODE.upIn },
      { option_type: 'DOWN AND OUT', derivative: 'PUT', barrier: 3700, code: BARRIER_CODE.downOut },
      { option_type: 'DOWN AND IN', derivative: 'PUT', barrier: 3700, code: BARRIER_CODE.downIn },
    ];
    for (const c of cases) {
      const got = value(hedgeRow({ ...c, strike: 4000, barrier_monitoring: 'CONTINUOUS' }));
      const expected = barrierPrice(
        c.code,
        c.derivative === 'CALL',
        SPOT,
        4000,
        c.barrier,
        0,
        T91,
        R,
        b,
        vol91(4000),
      );
      expect(Math.abs(got.mark_2_market! / (NOTIONAL * expected) - 1)).toBeLessThan(SAME_PRICER);
      expect(got.barrier_label).toBe(c.option_type.endsWith('OUT') ? '(no KO)' : '(no KI)');
      expect(got.derivative_type).toBe(`${c.derivative} ${c.option_type}`);
    }
    const dko = value(
      hedgeRow({
        option_type: 'DOUBLE KNOCK OUT',
        barrier: 4500,
        barrier_2: 3600,
        barrier_monitoring: 'continuous',
      }),
    );
    const expected = doubleBarrierPrice(true, SPOT, 4000, 3600, 4500, T91, R, b, vol91(4000));
    expect(Math.abs(dko.mark_2_market! / (NOTIONAL * expected) - 1)).toBeLessThan(SAME_PRICER);
    expect(dko.barrier_monitoring).toBe('continuous');
  });

  it('barriers watched daily (the default) are the continuous closed forms at barriers moved away by e^{βσ√(1/252)}', () => {
    const b = R - RF;
    const v = vol91(4000);
    // BGK (1997), β = 0.5825971579: at σ ≈ 12.4 %, Δt = 1/252 the barrier moves by about 0.46 %.
    const away = Math.exp(0.5825971579390106 * v * Math.sqrt(1 / 252));
    const cases = [
      {
        option_type: 'UP AND OUT',
        derivative: 'CALL',
        barrier: 4400,
        code: BARRIER_CODE.upOut,
        moved: 4400 * away,
      },
      {
        option_type: 'DOWN AND OUT',
        derivative: 'PUT',
        barrier: 3700,
        code: BARRIER_CODE.downOut,
        moved: 3700 / away,
      },
    ];
    for (const { code, moved, ...c } of cases) {
      const isCall = c.derivative === 'CALL';
      for (const monitoring of [undefined, null, 'DAILY', 'daily']) {
        const got = value(hedgeRow({ ...c, strike: 4000, barrier_monitoring: monitoring }));
        const expected = barrierPrice(code, isCall, SPOT, 4000, moved, 0, T91, R, b, v);
        expect(Math.abs(got.mark_2_market! / (NOTIONAL * expected) - 1)).toBeLessThan(SAME_PRICER);
      }
      // A knock-out watched daily is worth more than one watched continuously, and less than the vanilla.
      const daily = value(hedgeRow({ ...c, strike: 4000 })).mark_2_market!;
      const continuous = value(hedgeRow({ ...c, strike: 4000, barrier_monitoring: 'CONTINUOUS' }))
        .mark_2_market!;
      const vanilla = value(hedgeRow({ derivative: c.derivative, strike: 4000 })).mark_2_market!;
      expect(continuous).toBeLessThan(daily);
      expect(daily).toBeLessThan(vanilla);
    }
    const dko = value(hedgeRow({ option_type: 'DOUBLE KNOCK OUT', barrier: 4500, barrier_2: 3600 }));
    const expected = doubleBarrierPrice(true, SPOT, 4000, 3600 / away, 4500 * away, T91, R, b, v);
    expect(Math.abs(dko.mark_2_market! / (NOTIONAL * expected) - 1)).toBeLessThan(SAME_PRICER);
    expect(
      value(hedgeRow({ option_type: 'UP AND OUT', barrier: 4400, barrier_monitoring: 'HOURLY' })).problem,
    ).toMatch(/monitoring 'HOURLY' is not DAILY or CONTINUOUS/);
  });

  it('a payoff paid after its fixing is discounted on to the value date: a worked example', () => {
    // Valued 16 Mar 2026 (spot 4,000, r 9 %, rf 4.5 %), fixing 15 Jun (91 days), paid 17 Jun (93 days).
    // d0(91) = e^{−0.09·91/365} = 0.977811511, d0(93) = e^{−0.09·93/365} = 0.977329422:
    // discounted on by 0.977329422 / 0.977811511 = e^{−0.09·2/365} = 0.999506971.
    const paid = { value_date: '2026-06-17' as IsoDate };
    // LONG 1,000,000 USD non-deliverable forward at 4,050, fixed on 15 June at the forward of that
    // day, F(91) = 4,000·e^{0.045·91/365} = 4,045.129396, so
    // 1,000,000 × 0.977329422 × (4,045.129396 − 4,050) = −4,760,184.27 COP; delta
    // 1,000,000 × 0.977329422 × 4,045.129396 / 4,000 = 988,355.99 USD, signed as its hedge (−).
    const forward = value(hedgeRow({ ...FORWARD_4050, ...paid }));
    expect(forward.mark_2_market!).toBeCloseTo(-4_760_184.27, 1);
    expect(forward.delta!).toBeCloseTo(-988_355.99, 1);
    expect(forward.fwd!).toBeCloseTo(4045.129396, 5);
    expect(forward.days_to_expiration).toBe(91);
    // The call struck at 4,000: Garman-Kohlhagen to the fixing, times 0.999506971.
    const call = value(hedgeRow(paid));
    const atFixing = value(hedgeRow());
    expect(call.mark_2_market! / atFixing.mark_2_market!).toBeCloseTo(0.999506971, 9);
    expect(call.mark_2_market! / (NOTIONAL * gk('call', 4000).price)).toBeCloseTo(0.999506971, 9);
    expect(call.delta! / atFixing.delta!).toBeCloseTo(0.999506971, 9);
    // A deliverable forward exchanges on its value date: the forward of 17 June, F(93) =
    // 4,000·e^{0.045·93/365} = 4,046.126948, so 1,000,000 × 0.977329422 × (4,046.126948 − 4,050) =
    // −3,785,247.21 COP; delta 1,000,000 × e^{−0.045·93/365} = 988,599.73 USD (−, as its hedge).
    const deliverable = value(hedgeRow({ ...FORWARD_4050, settlement_type: 'DELIVERABLE', ...paid }));
    expect(deliverable.mark_2_market!).toBeCloseTo(-3_785_247.21, 1);
    expect(deliverable.delta!).toBeCloseTo(-988_599.73, 1);
    expect(deliverable.days_to_expiration).toBe(93);
    // A future is margined: its value date is where it is read, and nothing is discounted.
    const future = value(hedgeRow({ ...FUTURE_4050, ...paid }));
    expect(future.mark_2_market!).toBeCloseTo(NOTIONAL * (4000 * Math.exp(0.045 * (93 / 365)) - 4050), 3);
  });

  it('an Asian without past fixings is the two-moment approximation on its business-day fixings', () => {
    // Monday 23 March to Friday 17 April 2026: 20 weekdays, the first 7 days and the last 32 days away.
    const row = hedgeRow({
      option_type: 'ASIAN',
      asian_fixing_start_date: '2026-03-23' as IsoDate,
      fixing_date: '2026-04-17' as IsoDate,
    });
    const got = value(row);
    // The tenors obey covered interest parity, so the forward 32 days out is S·e^{(r − rf)t}.
    const t = 32 / 365;
    const fwd = SPOT * Math.exp((R - RF) * t);
    const v = smileVolatility({ ...SMILE, fwd }, 4000);
    const expected = asianApproxPrice(true, SPOT, 4000, t, R, R - RF, v, 20, 7 / 365);
    expect(got.derivative_type).toBe('CALL ASIAN');
    expect(Math.abs(got.mark_2_market! / (NOTIONAL * expected) - 1)).toBeLessThan(SAME_PRICER);
  });

  it("an Asian fixes on the pair's business days, listed once for the book or read from the calendar", () => {
    const row = hedgeRow({
      option_type: 'ASIAN',
      asian_fixing_start_date: '2026-03-23' as IsoDate,
      fixing_date: '2026-04-17' as IsoDate,
    });
    const book = hedgeRowContext('currency', 'USDCOP', 'buyer', [row]);
    const listed = value(row, market(), book);
    const read = value(row, market(), { ...book, businessDays: null });
    expect(book.businessDays!.days.length).toBeLessThan(20); // Colombia's Easter week and San José
    expect(listed.mark_2_market).toBe(read.mark_2_market);
    expect(listed.mark_2_market).not.toBe(value(row).mark_2_market);
  });

  it('a commodity forward is e^{−rT}·(F − K) on the forward of its value date, its delta in that forward', () => {
    const row = hedgeRow({ derivative: 'FORWARD', strike: 4050, value_date: '2026-06-15' as IsoDate });
    const got = value(row, market(), COMMODITY);
    const fwd = SPOT * Math.exp((R - RF) * T91);
    const expected = forwardValue('future', fwd, 4050, T91, R);
    expect(Math.abs(got.mark_2_market! / (NOTIONAL * expected.price) - 1)).toBeLessThan(SAME_PRICER);
    expect(Math.abs(got.delta! / (-NOTIONAL * Math.exp(-R * T91)) - 1)).toBeLessThan(SAME_PRICER);
  });

  it('a fixing on the valuation date is worth its intrinsic value (T = 0)', () => {
    const got = value(hedgeRow({ strike: 3900, fixing_date: VALUATION }));
    expect(got.status).toBe('open');
    expect(got.days_to_expiration).toBe(0);
    expect(got.mark_2_market).toBeCloseTo(NOTIONAL * (SPOT - 3900), 6);
    expect(got.delta).toBe(-NOTIONAL);
  });
});

describe('valueHedgeRow: properties of the valued rows', () => {
  const scale = NOTIONAL * SPOT;

  it('put-call parity: LONG call − LONG put = LONG forward on the same date, currency and commodity', () => {
    for (const context of [CURRENCY, COMMODITY]) {
      for (const strike of [3700, 4000, 4400]) {
        const dates = { fixing_date: '2026-08-03' as IsoDate, value_date: '2026-08-03' as IsoDate };
        const call = value(hedgeRow({ ...dates, strike }), market(), context);
        const put = value(hedgeRow({ ...dates, strike, derivative: 'PUT' }), market(), context);
        const forward = value(hedgeRow({ ...dates, strike, derivative: 'FORWARD' }), market(), context);
        expect(
          Math.abs(call.mark_2_market! - put.mark_2_market! - forward.mark_2_market!) / scale,
        ).toBeLessThan(PARITY);
        expect(Math.abs(call.delta! - put.delta! - forward.delta!) / NOTIONAL).toBeLessThan(PARITY);
      }
    }
  });

  it('parity and in + out = vanilla hold for any strike, date, barrier and spot shock', () => {
    fc.assert(
      fc.property(
        between(3000, 5000),
        fc.integer({ min: 0, max: 800 }),
        between(1.01, 1.5),
        between(-0.3, 0.3),
        fc.boolean(),
        (strike, days, width, shock, isCommodity) => {
          const context = isCommodity ? COMMODITY : CURRENCY;
          const m = shockMarket(market(), shock);
          const date = addDays(VALUATION, days);
          const row = (more: Partial<PortfolioHedgeRow>) =>
            value(hedgeRow({ strike, fixing_date: date, value_date: date, ...more }), m, context);
          const call = row({}).mark_2_market!;
          const put = row({ derivative: 'PUT' }).mark_2_market!;
          const forward = row({ derivative: 'FORWARD' }).mark_2_market!;
          expect(Math.abs(call - put - forward) / scale).toBeLessThan(PARITY);
          const up = { barrier: SPOT * width };
          const upIn = row({ option_type: 'UP AND IN', ...up }).mark_2_market!;
          const upOut = row({ option_type: 'UP AND OUT', ...up }).mark_2_market!;
          expect(Math.abs(upIn + upOut - call) / scale).toBeLessThan(BARRIER_PARITY);
          const corridor = { barrier: SPOT / width, barrier_2: SPOT * width };
          const dki = row({ derivative: 'PUT', option_type: 'DOUBLE KNOCK IN', ...corridor }).mark_2_market!;
          const dko = row({ derivative: 'PUT', option_type: 'DOUBLE KNOCK OUT', ...corridor }).mark_2_market!;
          expect(Math.abs(dki + dko - put) / scale).toBeLessThan(BARRIER_PARITY);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('in + out = vanilla for single and double barriers', () => {
    const pairs = [
      ['UP AND IN', 'UP AND OUT', 4400, null],
      ['DOWN AND IN', 'DOWN AND OUT', 3700, null],
      ['DOUBLE KNOCK IN', 'DOUBLE KNOCK OUT', 3600, 4500],
    ] as const;
    for (const derivative of ['CALL', 'PUT']) {
      const vanilla = value(hedgeRow({ derivative })).mark_2_market!;
      for (const [kin, kout, barrier, barrier_2] of pairs) {
        const inRow = value(hedgeRow({ derivative, option_type: kin, barrier, barrier_2 }));
        const outRow = value(hedgeRow({ derivative, option_type: kout, barrier, barrier_2 }));
        expect(Math.abs(inRow.mark_2_market! + outRow.mark_2_market! - vanilla) / scale).toBeLessThan(
          BARRIER_PARITY,
        );
      }
    }
  });
});

describe('valueHedgeRow: barriers read from history', () => {
  const upOut = hedgeRow({ option_type: 'UP AND OUT', barrier: 4300 });
  const upIn = hedgeRow({ option_type: 'UP AND IN', barrier: 4300 });

  it('a high at the barrier knocks out: worth 0, (KO), the first touching day', () => {
    const history = [
      bar('2026-01-20', 4350, 4360), // before the trade date: does not count
      bar('2026-02-10', 4100, 4150),
      bar('2026-02-24', 4250, 4300),
      bar('2026-02-25', 4310, 4320),
      bar('2026-03-13', 4050, 4080),
    ];
    const got = value(upOut, market(history));
    expect(got.status).toBe('knocked_out');
    expect(got.event_date).toBe('2026-02-24');
    expect(got.barrier_label).toBe('(KO)');
    expect(got.new_event).toBe(true);
    expect([got.mark_2_market, got.delta, got.hedge_value]).toEqual([0, 0, 0]);
  });

  it('a touch knocks in: priced as the vanilla, (KI)', () => {
    const history = [bar('2026-02-10', 4100, 4150), bar('2026-03-02', 4280, 4301)];
    const got = value(upIn, market(history));
    expect(got.status).toBe('knocked_in');
    expect(got.barrier_label).toBe('(KI)');
    expect(got.event_date).toBe('2026-03-02');
    expect(Math.abs(got.mark_2_market! / (NOTIONAL * gk('call', 4000).price) - 1)).toBeLessThan(SAME_PRICER);
  });

  it('without a high the close decides; a touch before the trade date does not count', () => {
    const history = [bar('2026-01-20', 4400), bar('2026-02-10', 4299), bar('2026-03-02', 4250)];
    const got = value(upOut, market(history));
    expect(got.status).toBe('open');
    expect(got.barrier_label).toBe('(no KO)');
    expect(got.mark_2_market!).toBeGreaterThan(0);
  });

  it("a down barrier reads the low; the row's own new_event marks the event", () => {
    const downOut = hedgeRow({ derivative: 'PUT', option_type: 'DOWN AND OUT', barrier: 3800 });
    expect(value(downOut, market([bar('2026-03-03', 3850, 3900, 3800)])).status).toBe('knocked_out');
    expect(value(downOut, market([bar('2026-03-03', 3850, 3900, 3801)])).status).toBe('open');
    const flagged = value({ ...downOut, new_event: true }, market());
    expect(flagged.status).toBe('knocked_out');
    expect(flagged.barrier_label).toBe('(KO)');
    expect(flagged.event_date).toBeNull();
  });

  it('a spot beyond the barrier today counts as touched on the valuation date', () => {
    const got = value(hedgeRow({ option_type: 'UP AND OUT', barrier: 3990 }));
    expect(got.status).toBe('knocked_out');
    expect(got.event_date).toBe(VALUATION);
  });

  it('a double knock-out is touched by either barrier', () => {
    const dko = hedgeRow({ option_type: 'DOUBLE KNOCK OUT', barrier: 3600, barrier_2: 4500 });
    expect(value(dko, market([bar('2026-03-05', 3650, 3700, 3590)])).status).toBe('knocked_out');
    expect(value(dko, market([bar('2026-03-05', 4450, 4510, 4400)])).event_date).toBe('2026-03-05');
    const dki = value({ ...dko, option_type: 'DOUBLE KNOCK IN' }, market([bar('2026-03-05', 4450, 4510)]));
    expect(dki.status).toBe('knocked_in');
    expect(Math.abs(dki.mark_2_market! / (NOTIONAL * gk('call', 4000).price) - 1)).toBeLessThan(SAME_PRICER);
  });
});

describe('valueHedgeRow: analytic deltas', () => {
  const b = R - RF;

  it("a live single barrier's delta is its closed form's (Reiner-Rubinstein differentiated)", () => {
    const cases = [
      { option_type: 'UP AND OUT', derivative: 'CALL', barrier: 4400, code: BARRIER_CODE.upOut },
      { option_type: 'DOWN AND IN', derivative: 'PUT', barrier: 3700, code: BARRIER_CODE.downIn },
    ];
    for (const c of cases) {
      const isCall = c.derivative === 'CALL';
      const deltaAt = (barrier: number) =>
        barrierPriceDelta(c.code, isCall, SPOT, 4000, barrier, 0, T91, R, b, vol91(4000), emptyValuation())
          .delta;
      const continuous = value(hedgeRow({ ...c, strike: 4000, barrier_monitoring: 'CONTINUOUS' }));
      expect(Math.abs(continuous.delta! / (-NOTIONAL * deltaAt(c.barrier)) - 1)).toBeLessThan(SAME_PRICER);
      // Watched daily: the closed form's delta at the corrected barrier, which does not move with the spot.
      const daily = value(hedgeRow({ ...c, strike: 4000 }));
      const corrected = continuityCorrectedBarrier(
        c.barrier,
        c.code >= 2,
        vol91(4000),
        DAILY_MONITORING_YEARS,
      );
      expect(Math.abs(daily.delta! / (-NOTIONAL * deltaAt(corrected)) - 1)).toBeLessThan(SAME_PRICER);
    }
  });

  it("a barrier history shows knocked in is a vanilla: the vanilla's analytic delta, to the last digits", () => {
    // Before, a central difference: it differed from Garman-Kohlhagen's delta in the 8th digit.
    const vanilla = gk('call', 4000);
    const touched = market([bar('2026-03-02', 4280, 4501, 3590)]);
    const single = value(hedgeRow({ option_type: 'UP AND IN', barrier: 4300 }), touched);
    const double = value(
      hedgeRow({ option_type: 'DOUBLE KNOCK IN', barrier: 3600, barrier_2: 4500 }),
      touched,
    );
    for (const got of [single, double]) {
      expect(got.status).toBe('knocked_in');
      expect(Math.abs(got.delta! / (-NOTIONAL * vanilla.delta) - 1)).toBeLessThan(SAME_PRICER);
    }
  });
});

describe('valueHedgeRow: no figure that is not a number', () => {
  it('a knock-out forward at 0.3 % volatility (a pegged pair) is finite, at its zero-volatility limit', () => {
    // A seller's knock-out forward: LONG put, SHORT call at 4050, both up-and-out at 4300, 91 days.
    // At σ = 0.3 % with carry 4.5 %, (H/S)^{2μ} ≈ e^{723} overflowed and both legs were NaN. With no
    // volatility the forward, 4045.13, never reaches 4300: the pair is worth e^{−rT}·(K − F) a unit.
    const flat = market();
    const pegged = { ...flat, tenors: flat.tenors.map((x) => ({ ...x, c0: 0.003, c1: 0, c2: 0 })) };
    const leg = (buy_sell: string, derivative: string) =>
      value(
        hedgeRow({ buy_sell, derivative, option_type: 'UP AND OUT', strike: 4050, barrier: 4300 }),
        pegged,
      );
    const put = leg('LONG', 'PUT');
    const call = leg('SHORT', 'CALL');
    const fwd = SPOT * Math.exp((R - RF) * T91);
    expect(fwd).toBeCloseTo(4045.13, 2);
    for (const row of [put, call]) {
      expect(row.status).toBe('open');
      expect(Number.isFinite(row.mark_2_market!) && Number.isFinite(row.delta!)).toBe(true);
    }
    const limit = NOTIONAL * Math.exp(-R * T91) * (4050 - fwd);
    expect(Math.abs((put.mark_2_market! + call.mark_2_market!) / limit - 1)).toBeLessThan(1e-9);
  });

  it('a figure that is not a finite number leaves the row unpriced, saying so', () => {
    const got = value(hedgeRow({ derivative: 'FORWARD', option_type: '', strike: 3000, notional: 1e308 }));
    expect(got.status).toBe('unpriced');
    expect(got.problem).toMatch(/no finite value/);
    expect([got.mark_2_market, got.delta, got.hedge_value]).toEqual([null, null, null]);
  });
});

describe('valueHedgeRow: settled hedges', () => {
  const expired = { fixing_date: '2026-03-06' as IsoDate, value_date: '2026-03-10' as IsoDate };
  const history = [bar('2026-03-04', 4010), bar('2026-03-05', 4020), bar('2026-03-09', 4040)];

  it('settles at the close of the fixing date, or the last close before it', () => {
    const forward = hedgeRow({ ...expired, derivative: 'FORWARD', strike: 3950 });
    const got = value(
      forward,
      market([...history.slice(0, 2), bar('2026-03-06', 4030), ...history.slice(2)]),
    );
    expect(got.status).toBe('settled');
    expect(got.settlement_rate).toBe(4030);
    expect(got.settlement_pnl).toBe(NOTIONAL * (4030 - 3950));
    expect([got.mark_2_market, got.delta]).toEqual([0, 0]);
    // No bar on 6 March: the close of the 5th.
    expect(value(forward, market(history)).settlement_pnl).toBe(NOTIONAL * (4020 - 3950));
  });

  it('the entered settlement rate wins over history; a SHORT put pays its intrinsic value', () => {
    const put = hedgeRow({
      ...expired,
      buy_sell: 'SHORT',
      derivative: 'PUT',
      strike: 4100,
      settlement_rate: 4060,
    });
    const got = value(put, market(history));
    expect(got.settlement_rate).toBe(4060);
    expect(got.settlement_pnl).toBe(-NOTIONAL * 40);
  });

  it('a barrier settles by its path: knocked out pays nothing, an untouched knock-in nothing', () => {
    const path = [bar('2026-02-20', 4200, 4320), ...history];
    const ko = value(
      hedgeRow({ ...expired, strike: 3900, option_type: 'UP AND OUT', barrier: 4300 }),
      market(path),
    );
    expect([ko.status, ko.settlement_pnl, ko.barrier_label, ko.event_date]).toEqual([
      'settled',
      0,
      '(KO)',
      '2026-02-20',
    ]);
    const ki = value(
      hedgeRow({ ...expired, strike: 3900, option_type: 'UP AND IN', barrier: 4300 }),
      market(history),
    );
    expect([ki.settlement_pnl, ki.barrier_label]).toEqual([0, '(no KI)']);
    const live = value(
      hedgeRow({ ...expired, strike: 3900, option_type: 'UP AND OUT', barrier: 4300 }),
      market(history),
    );
    expect(live.settlement_pnl).toBe(NOTIONAL * (4020 - 3900));
  });

  it('an Asian settles at the average of its fixings', () => {
    // Monday 2 to Friday 6 March: five fixings; 6 March has no bar and reads the 5th.
    const row = hedgeRow({
      ...expired,
      option_type: 'ASIAN',
      asian_fixing_start_date: '2026-03-02' as IsoDate,
      strike: 3990,
    });
    const path = [bar('2026-02-27', 3990), bar('2026-03-02', 4000), bar('2026-03-03', 4005), ...history];
    const average = (4000 + 4005 + 4010 + 4020 + 4020) / 5;
    const got = value(row, market(path));
    expect(got.settlement_rate).toBeCloseTo(average, 9);
    expect(got.settlement_pnl).toBeCloseTo(NOTIONAL * (average - 3990), 3);
  });

  it('settles without a market; needs a rate', () => {
    const forward = hedgeRow({ ...expired, derivative: 'FORWARD' });
    expect(value(forward, { spot: SPOT, tenors: [], history }).status).toBe('settled');
    const none = value(forward, { spot: SPOT, tenors: [], history: [] });
    expect(none.status).toBe('unpriced');
    expect(none.problem).toMatch(/no settlement rate/i);
  });
});

describe('valueHedgeRow: Asians with past fixings', () => {
  // 16 February to 17 April 2026: 45 weekdays, 20 fixed before 16 March (19 Feb has no bar and
  // reads the 18th), 25 to come from today to the 32nd day.
  const start = '2026-02-16' as IsoDate;
  const fixing = '2026-04-17' as IsoDate;
  const history: HistoryBar[] = [];
  let pastSum = 0;
  for (let i = 0; i < 28; i++) {
    const date = new Date(Date.UTC(2026, 1, 16 + i)).toISOString().slice(0, 10);
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (day === 0 || day === 6) continue;
    const close = 3900 + 5 * i;
    if (date !== '2026-02-19') history.push(bar(date, close));
    pastSum += date === '2026-02-19' ? 3900 + 5 * (i - 1) : close;
  }
  const n = 45;
  const nFuture = 25;
  const t = 32 / 365;
  const asian = (overrides: Partial<PortfolioHedgeRow>) =>
    value(
      hedgeRow({ option_type: 'ASIAN', asian_fixing_start_date: start, fixing_date: fixing, ...overrides }),
      market(history),
    );
  const fwd = value(hedgeRow({ fixing_date: fixing })).fwd!;
  const b = Math.log(fwd / SPOT) / t;
  const df = Math.exp(-R * t);

  /** The full average simulated: past closes plus the spot today and 24 fixings to day 32. */
  function monteCarlo(isCall: boolean, strike: number, v: number) {
    const times = Array.from({ length: nFuture - 1 }, (_, i) => ((i + 1) * t) / (nFuture - 1));
    const paths = simulateGbmPaths(
      { spot: SPOT, drift: b, vol: v, times, paths: 200_000, antithetic: true },
      createRng(11),
    );
    const payoffs = new Float64Array(paths.paths);
    for (let p = 0; p < paths.paths; p++) {
      let sum = pastSum + SPOT;
      for (let j = 0; j < paths.steps; j++) sum += paths.values[p * paths.steps + j]!;
      const average = sum / n;
      payoffs[p] = df * Math.max(isCall ? average - strike : strike - average, 0);
    }
    return estimateMean(pairAverages(payoffs));
  }

  it('is within the Monte Carlo error of the simulated full average', () => {
    for (const [derivative, strike] of [
      ['CALL', 3980],
      ['PUT', 4020],
    ] as const) {
      const got = asian({ derivative, strike });
      const mc = monteCarlo(derivative === 'CALL', strike, got.volatility!);
      const unit = got.mark_2_market! / NOTIONAL;
      expect(Math.abs(unit - mc.mean)).toBeLessThan(4 * mc.stdError + ASIAN_APPROXIMATION * mc.mean);
      expect(got.volatility).toBe(smileVolatility({ ...SMILE, fwd }, strike));
    }
  });

  it('a strike below what the past fixings already pay: the call is the expected average less K, the put 0', () => {
    const strike = 1000;
    const call = asian({ strike });
    let futureSum = 0;
    for (let i = 0; i < nFuture; i++) futureSum += SPOT * Math.exp((b * i * t) / (nFuture - 1));
    const expected = df * ((pastSum + futureSum) / n - strike);
    expect(Math.abs(call.mark_2_market! / (NOTIONAL * expected) - 1)).toBeLessThan(SAME_PRICER);
    expect(asian({ strike, derivative: 'PUT' }).mark_2_market).toBe(0);
  });
});

describe('valueHedgeRow: unpriced rows say why', () => {
  const cases: [Partial<PortfolioHedgeRow>, RegExp][] = [
    [{ strike: null }, /strike is missing/],
    [{ option_type: 'UP AND OUT', barrier: null }, /barrier is missing/],
    [{ option_type: 'DOUBLE KNOCK IN', barrier: 3600, barrier_2: null }, /second barrier/],
    [{ fixing_date: '2026-01-15' as IsoDate }, /before the trade date/],
    [{ notional: 0 }, /notional/],
    [{ notional: -5 }, /notional/],
    [{ derivative: 'SWAP' }, /derivative 'SWAP'/],
    [{ option_type: 'BERMUDAN' }, /option type 'BERMUDAN'/],
    [{ buy_sell: 'HOLD' }, /buy\/sell word 'HOLD'/],
    [{ fixing_date: null }, /fixing date is missing/],
    [{ option_type: 'ASIAN', asian_fixing_start_date: '2026-07-01' as IsoDate }, /averaging starts after/],
  ];
  it.each(cases)('%o', (overrides, problem) => {
    const got = value(hedgeRow(overrides));
    expect(got.status).toBe('unpriced');
    expect(got.problem).toMatch(problem);
    expect([got.mark_2_market, got.delta, got.hedge_value, got.settlement_pnl]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(got.pk).toBe('h1');
  });

  it('an open row without a market is unpriced, the fields of the row kept', () => {
    const got = value(hedgeRow(), { spot: SPOT, tenors: [], history: [] });
    expect(got.status).toBe('unpriced');
    expect(got.problem).toMatch(/no market/i);
    expect(got.premium).toBe(-25_000_000);
    expect(got.counterparty).toBe('Bank');
  });
});
