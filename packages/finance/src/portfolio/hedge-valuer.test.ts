import { describe, expect, it } from 'vitest';
import { hedgeRow, market, payable, SPOT, VALUATION } from '../test/portfolio-book.ts';
import type { IsoDate } from '../time/date.ts';
import { bookPricer, type HedgeBook, hedgesValue, hedgeValuer } from './hedge-valuer.ts';
import { shiftVolatility, shockMarket } from './shock-market.ts';

/** Every kind of row: open ones of each shape, one settled, one knocked out, one without a value. */
const book: HedgeBook = {
  valuationDate: VALUATION,
  area: 'currency',
  asset: 'USDCOP',
  exposures: [payable('e1', '2026-06-15', -3_000_000)],
  hedges: [
    hedgeRow({ pk: 'fwd', derivative: 'FORWARD', strike: 4050, premium: 0 }),
    hedgeRow({ pk: 'call' }),
    hedgeRow({ pk: 'put', buy_sell: 'SHORT', derivative: 'PUT', strike: 3850 }),
    hedgeRow({ pk: 'uo', option_type: 'UP AND OUT', barrier: 4500 }),
    hedgeRow({ pk: 'dko', option_type: 'DOUBLE KNOCK OUT', barrier: 3500, barrier_2: 4600 }),
    hedgeRow({ pk: 'asian', option_type: 'ASIAN', asian_fixing_start_date: '2026-05-15' as IsoDate }),
    hedgeRow({ pk: 'ko', option_type: 'UP AND OUT', barrier: 3990, strike: 3900 }),
    hedgeRow({
      pk: 'settled',
      fixing_date: '2026-03-02' as IsoDate,
      value_date: '2026-03-04' as IsoDate,
      settlement_rate: 4100,
    }),
    hedgeRow({ pk: 'no barrier', option_type: 'UP AND OUT', barrier: null }),
  ],
};

describe('bookPricer', () => {
  it('is the hedges valued on the moved market, at every move and volatility shift', () => {
    const valueOn = hedgeValuer(book);
    const gross = valueOn(market()).reduce((total, row) => total + Math.abs(row.mark_2_market ?? 0), 0);
    expect(gross).toBeGreaterThan(0.01 * SPOT * 1_000_000);
    expect(new Set(valueOn(market()).map((row) => row.status))).toEqual(
      new Set(['open', 'knocked_out', 'settled', 'unpriced']),
    );
    for (const points of [-0.04, 0, 0.05]) {
      const shifted = shiftVolatility(market(), points);
      const priceAt = bookPricer(book, shifted);
      for (const factor of [0.7, 0.9, 0.999, 1, 1.001, 1.12, 1.3]) {
        const full = hedgesValue(valueOn(shockMarket(shifted, factor - 1)));
        expect(Math.abs(priceAt(factor) - full), `${points} at ${factor}`).toBeLessThan(1e-12 * gross);
      }
    }
  });
});
