import { describe, expect, it } from 'vitest';
import { valueStrategy } from '../pricing/instrument.ts';
import type { Market } from '../pricing/types.ts';
import { calendarOfPair } from '../time/country-calendars.ts';
import { daysBetween, type IsoDate } from '../time/date.ts';
import { type DatedSettlement, draftHedges } from './draft-hedges.ts';
import { legsOnDate } from './simulate-strategies.ts';
import { DEFAULT_FIXINGS, type StrategyTerms, strategyLegs } from './strategy-terms.ts';

const TODAY = '2026-11-25' as IsoDate;
const market: Market = { underlying: 'fx', spot: 4000, rDomestic: 0.09, rForeign: 0.04, vol: 0.11 };
const dated = (date: string, amount: number): DatedSettlement => ({
  date: date as IsoDate,
  time: daysBetween(TODAY, date as IsoDate) / 365,
  amount,
  market,
});
const COLLAR: StrategyTerms = {
  side: 'buyer',
  legs: [
    { derivative: 'CALL', position: 'LONG', optionType: 'EUROPEAN' },
    { derivative: 'PUT', position: 'SHORT', optionType: 'EUROPEAN' },
  ],
  strikes: [4200, 3950],
  barriers: [null, null],
  fixings: DEFAULT_FIXINGS,
};
const usdcop = calendarOfPair('USDCOP');

describe('draftHedges', () => {
  const schedule = [
    dated('2027-01-11', 1_000_000), // Epiphany, kept in Colombia on Monday 2027-01-11: the 12th
    dated('2027-02-27', 800_000), // a Saturday: Monday 2027-03-01
    dated('2027-03-01', 200_000), // the same Monday: merged with the one before
    dated('2027-04-30', 0), // nothing to hedge: dropped
  ];
  /** The rows of `terms` on the schedule, in USDCOP's calendar, settled two business days on. */
  const draft = (terms: StrategyTerms, ratio: number) =>
    draftHedges({ terms, schedule, ratio, calendar: usdcop, today: TODAY, settlementLag: 2 });

  it('fixes on business days of the pair, drops what has nothing to hedge and merges the same day', () => {
    const rows = draft(COLLAR, 0.75);
    expect(rows.map((r) => [r.fixing_date, r.leg, r.notional])).toEqual([
      ['2027-01-12', 0, 750_000],
      ['2027-01-12', 1, 750_000],
      ['2027-03-01', 0, 750_000],
      ['2027-03-01', 1, 750_000],
    ]);
    for (const row of rows) {
      expect(usdcop.isBusinessDay(row.fixing_date)).toBe(true);
      expect(usdcop.isBusinessDay(row.value_date)).toBe(true);
      expect(row.value_date > row.fixing_date).toBe(true);
      expect(row.trade_date).toBe(TODAY);
    }
    expect(rows[0]).toMatchObject({
      buy_sell: 'LONG',
      derivative: 'CALL',
      option_type: 'EUROPEAN',
      strike: 4200,
    });
    expect(rows[1]).toMatchObject({ buy_sell: 'SHORT', derivative: 'PUT', strike: 3950 });
  });

  it("prices each row's premium on its settlement's market, paid below zero and received above", () => {
    const rows = draft(COLLAR, 1);
    const legs = strategyLegs(COLLAR, 1);
    const onFirst = legsOnDate(legs, schedule, 0);
    expect(rows[0]!.premium).toBeCloseTo(-valueStrategy([onFirst[0]!], market).price * 1_000_000, 6);
    expect(rows[0]!.premium).toBeLessThan(0);
    expect(rows[1]!.premium).toBeGreaterThan(0);
  });

  it('books a seller the mirror image, and nothing at a ratio of zero', () => {
    const seller = { ...COLLAR, side: 'seller' as const, strikes: [3900, 4150] };
    const rows = draft(seller, 1);
    expect(rows.slice(0, 2).map((r) => [r.buy_sell, r.derivative, r.strike])).toEqual([
      ['LONG', 'PUT', 3900],
      ['SHORT', 'CALL', 4150],
    ]);
    expect(draft(COLLAR, 0)).toEqual([]);
  });
});
