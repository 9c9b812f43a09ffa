import { describe, expect, it } from 'vitest';
import { exposureRow, hedgeRow, VALUATION } from '../test/portfolio-book.ts';
import { WEEKENDS_ONLY } from '../time/calendar.ts';
import type { IsoDate } from '../time/date.ts';
import { openExposure } from './open-exposure.ts';
import type { PortfolioExposureRow, PortfolioHedgeRow } from './types.ts';

const forward = (pk: string, notional: number, fixing: string, buySell = 'LONG') =>
  hedgeRow({
    pk,
    buy_sell: buySell,
    derivative: 'FORWARD',
    notional,
    fixing_date: fixing as IsoDate,
    value_date: fixing as IsoDate,
  });

/** The open exposure on the valuation date, in a calendar of weekends only. */
const openOn = (exposures: readonly PortfolioExposureRow[], hedges: readonly PortfolioHedgeRow[]) =>
  openExposure(exposures, hedges, VALUATION, WEEKENDS_ONLY);

// Today is 2026-03-16. An importer paying USD.
const payables = [
  exposureRow('apr-1', 'balance', -1_000_000, '2026-04-10'),
  exposureRow('apr-2', 'cash_flow', -500_000, '2026-04-28'),
  exposureRow('jun', 'cash_flow', -2_000_000, '2026-06-15'),
  exposureRow('past', 'cash_flow', -700_000, '2026-02-20'),
  exposureRow('today', 'cash_flow', -300_000, VALUATION),
  exposureRow('undated', 'undated', -400_000, null),
];

describe('openExposure', () => {
  it('sets each month’s hedges against its exposure, worked by hand', () => {
    const book = openOn(payables, [
      forward('apr', 600_000, '2026-04-30'),
      forward('jun', 2_500_000, '2026-06-12'),
    ]);
    expect(book.side).toBe('buyer');
    expect(book.months).toEqual([
      // April: 1,500,000 paid, 600,000 bought forward: 900,000 left, settled on the month's last flow.
      { date: '2026-04-28', exposure: -1_500_000, hedge: -600_000, open: 900_000 },
      // June: over-hedged by 500,000 leaves nothing open, never a negative amount.
      { date: '2026-06-15', exposure: -2_000_000, hedge: -2_500_000, open: 0 },
    ]);
  });

  it('leaves out what is past, due today or undated, and hedges of months without exposure', () => {
    const book = openOn(payables, [
      forward('feb', 700_000, '2026-02-18'),
      forward('may', 1_000_000, '2026-05-15'),
    ]);
    expect(book.months.map((m) => m.date)).toEqual(['2026-04-28', '2026-06-15']);
    expect(book.months.every((m) => m.hedge === 0)).toBe(true);
  });

  it('reads a seller’s receivables on its own side, and a sold forward as its hedge', () => {
    const book = openOn(
      [exposureRow('jul', 'cash_flow', 800_000, '2026-07-20')],
      [forward('jul', 300_000, '2026-07-17', 'SHORT')],
    );
    expect(book.side).toBe('seller');
    expect(book.months).toEqual([{ date: '2026-07-20', exposure: 800_000, hedge: 300_000, open: 500_000 }]);
  });

  it('settles a month ending on a weekend on its last business day, in the month', () => {
    // 2026-10-31 is a Saturday: the following Monday is in November, so the Friday before.
    const book = openOn([exposureRow('oct', 'cash_flow', -100, '2026-10-31')], []);
    expect(book.months.map((m) => m.date)).toEqual(['2026-10-30']);
  });

  it('counts only hedging rows: a sold put reduces cost and leaves the month open', () => {
    const put = hedgeRow({
      pk: 'put',
      buy_sell: 'SHORT',
      derivative: 'PUT',
      fixing_date: '2026-06-10' as IsoDate,
    });
    const book = openOn(payables, [put]);
    expect(book.months.find((m) => m.date === '2026-06-15')).toMatchObject({ hedge: 0, open: 2_000_000 });
  });

  it('leaves nothing open without dated exposure to come', () => {
    const book = openOn([exposureRow('u', 'undated', -100, null)], []);
    expect(book).toEqual({ side: undefined, months: [] });
  });
});
