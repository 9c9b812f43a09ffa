import { draftHedges, sideLegs, sideStrategyName, strategyLegs } from '@cobertura/finance/optimizer';
import { type IsoDate, WEEKENDS_ONLY } from '@cobertura/finance/time';
import { describe, expect, it } from 'vitest';
import { STRATEGIES } from '../../seed/strategies.ts';
import { catalogueLegs } from './strategy-choices.ts';

const SWAPPED = { CALL: 'PUT', PUT: 'CALL', FORWARD: 'FORWARD', FUTURE: 'FUTURE' } as const;
const FLIPPED = { LONG: 'SHORT', SHORT: 'LONG' } as const;
const MIRRORED_BARRIER: Record<string, string> = {
  EUROPEAN: 'EUROPEAN',
  ASIAN: 'ASIAN',
  'UP AND OUT': 'DOWN AND OUT',
  'DOWN AND OUT': 'UP AND OUT',
  'UP AND IN': 'DOWN AND IN',
  'DOWN AND IN': 'UP AND IN',
};
/** The option type a name says, if any. */
const namedType = (name: string) => /\b(CALL|PUT)\b/.exec(name)?.[1];

describe('the catalogue for a buyer and for a seller', () => {
  it.each(STRATEGIES.map((s) => [s.name, s] as const))(
    '%s: the seller holds the mirror image, named for what it buys',
    (name, strategy) => {
      const legs = catalogueLegs(strategy.legs);
      expect(sideLegs('buyer', legs)).toEqual(legs);
      expect(sideStrategyName('buyer', name)).toBe(name);
      const seller = sideLegs('seller', legs);
      seller.forEach((leg, i) => {
        const buyer = legs[i]!;
        const isOption = buyer.derivative === 'CALL' || buyer.derivative === 'PUT';
        // Options: calls and puts swapped, held the same way, barriers moved to the other side of the
        // market; forwards and futures: the same contract, the other way round.
        expect(leg).toEqual({
          derivative: SWAPPED[buyer.derivative],
          position: isOption ? buyer.position : FLIPPED[buyer.position],
          optionType: isOption ? MIRRORED_BARRIER[buyer.optionType] : buyer.optionType,
        });
      });
      // The name says the option the side's first leg of that kind buys.
      for (const side of ['buyer', 'seller'] as const) {
        const sideName = sideStrategyName(side, name);
        const held = side === 'buyer' ? legs : seller;
        const type = namedType(sideName);
        if (type) expect(held.find((leg) => leg.position === 'LONG')?.derivative, sideName).toBe(type);
        else expect(sideName).toBe(name);
      }
    },
  );

  it("names the seller's protective vanilla and collar for the options they hold", () => {
    const byName = (name: string) => catalogueLegs(STRATEGIES.find((s) => s.name === name)!.legs);
    expect(sideStrategyName('seller', 'VANILLA CALL')).toBe('VANILLA PUT');
    expect(sideLegs('seller', byName('VANILLA CALL'))).toEqual([
      { derivative: 'PUT', position: 'LONG', optionType: 'EUROPEAN' },
    ]);
    // The catalogue's VANILLA PUT is, for a seller, a bought call: named so, it is never mistaken
    // for protection.
    expect(sideStrategyName('seller', 'VANILLA PUT')).toBe('VANILLA CALL');
    expect(sideStrategyName('seller', 'CALL SPREAD')).toBe('PUT SPREAD');
    expect(sideLegs('seller', byName('COLLAR')).map((l) => `${l.position} ${l.derivative}`)).toEqual([
      'LONG PUT',
      'SHORT CALL',
    ]);
  });

  it("books a seller's collar as a bought put and a sold call, each priced on its own option", () => {
    const market = { underlying: 'fx' as const, spot: 4000, rDomestic: 0.09, rForeign: 0.04, vol: 0.1 };
    const terms = {
      side: 'seller' as const,
      legs: catalogueLegs(STRATEGIES.find((s) => s.name === 'COLLAR')!.legs),
      strikes: [3900, 4300],
      barriers: [],
      fixings: 21,
    };
    const rows = draftHedges({
      terms,
      schedule: [{ date: '2026-09-10' as IsoDate, time: 0.5, amount: 1_000_000, market }],
      ratio: 1,
      calendar: WEEKENDS_ONLY,
      today: '2026-03-10' as IsoDate,
      settlementLag: 2,
    });
    expect(rows.map((r) => [r.buy_sell, r.derivative, r.strike])).toEqual([
      ['LONG', 'PUT', 3900],
      ['SHORT', 'CALL', 4300],
    ]);
    const [put, call] = strategyLegs(terms, 0.5);
    expect(put!.instrument).toMatchObject({ kind: 'vanilla', optionType: 'put', strike: 3900 });
    expect(call!.instrument).toMatchObject({ kind: 'vanilla', optionType: 'call', strike: 4300 });
    // The bought put is paid for (below zero), the sold call received.
    expect(rows[0]!.premium).toBeLessThan(0);
    expect(rows[1]!.premium).toBeGreaterThan(0);
  });
});
