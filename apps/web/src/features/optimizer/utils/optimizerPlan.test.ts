import {
  MAX_SETTLEMENTS,
  type OpenExposureReply,
  pairUnits,
  quotationUnits,
  type Strategy,
} from '@cobertura/contracts';
import { sideStrategyName } from '@cobertura/finance/optimizer';
import { describe, expect, it } from 'vitest';
import { strategyFixture } from '../../../test/optimizerFixtures.ts';
import {
  amountUnits,
  type HedgePlan,
  monthlySchedule,
  planWithBook,
  profileStrategies,
} from './optimizerPlan.ts';
import { marketRequest } from './optimizerRequest.ts';
import { sideLeg, startingDraft } from './strategyTerms.ts';

let id = 0;
const strategy = (name: string, rating: number, legs: [string, string, number?][], equal = false) =>
  strategyFixture(++id, name, rating, legs, equal);
const CATALOGUE = [
  strategy('FORWARD', 0, [['FORWARD', 'LONG']]),
  strategy('VANILLA CALL', 1, [['CALL', 'LONG']]),
  strategy('VANILLA PUT', 1, [['PUT', 'LONG']]),
  strategy('COLLAR', 1, [
    ['CALL', 'LONG'],
    ['PUT', 'SHORT'],
  ]),
  strategy('PUT SPREAD', 2, [
    ['PUT', 'LONG'],
    ['PUT', 'SHORT'],
  ]),
  strategy('CALL SPREAD', 2, [
    ['CALL', 'LONG'],
    ['CALL', 'SHORT'],
  ]),
  strategy(
    'KNOCK-OUT FORWARD',
    3,
    [
      ['CALL', 'LONG', 4],
      ['PUT', 'SHORT', 4],
    ],
    true,
  ),
];
const names = (list: Strategy[]) => list.map((s) => s.name);

describe('profileStrategies', () => {
  it('proposes the forward and the strategies rated at the profile, never one that buys the wrong option', () => {
    expect(names(profileStrategies(CATALOGUE, 0, 'buyer'))).toEqual(['FORWARD']);
    expect(names(profileStrategies(CATALOGUE, 1, 'buyer'))).toEqual(['FORWARD', 'VANILLA CALL', 'COLLAR']);
    expect(names(profileStrategies(CATALOGUE, 2, 'seller'))).toEqual(['FORWARD', 'CALL SPREAD']);
    // Nothing is rated 4: VERY AGGRESSIVE takes the most aggressive there is.
    expect(names(profileStrategies(CATALOGUE, 4, 'buyer'))).toEqual(['FORWARD', 'KNOCK-OUT FORWARD']);
    expect(names(profileStrategies(CATALOGUE, 5, 'buyer'))).toEqual(['FORWARD']);
  });
});

describe('starting terms', () => {
  /** The schedule's forward, and its par forward (the forward's own unless given). */
  const at = (forward: number, parForward = forward) => ({ forward, par_forward: parForward });

  it('sets bought legs at the forward, sold ones 5 % away on their side and barriers 10 % away', () => {
    const collar = CATALOGUE[3]!;
    expect(startingDraft(collar, 'buyer', at(4000), 'USDCOP').strikes).toEqual(['4000', '3800']);
    // A seller's collar: a bought put at the forward, a sold call above.
    expect(startingDraft(collar, 'seller', at(4000), 'USDCOP').strikes).toEqual(['4000', '4200']);
    const ko = startingDraft(CATALOGUE[6]!, 'buyer', at(4000), 'USDCOP');
    expect([ko.strikes, ko.barriers]).toEqual([
      ['4000', '4000'],
      ['4400', '4400'],
    ]);
    expect(startingDraft(CATALOGUE[6]!, 'seller', at(4000), 'USDCOP').barriers).toEqual(['3600', '3600']);
  });

  it('starts a forward at the par forward, where it costs nothing, and options around the forward', () => {
    expect(startingDraft(CATALOGUE[0]!, 'buyer', at(4100, 4095.5), 'USDCOP').strikes).toEqual(['4095.5']);
    expect(startingDraft(CATALOGUE[3]!, 'buyer', at(4100, 4095.5), 'USDCOP').strikes).toEqual([
      '4100',
      '3895',
    ]);
  });

  it("deals the strikes to the pair's pip", () => {
    expect(startingDraft(CATALOGUE[0]!, 'buyer', at(3512.4049), 'USDCOP').strikes).toEqual(['3512.4']);
    // Not 1.04 and 0.99: EURUSD is dealt to four decimals.
    expect(startingDraft(CATALOGUE[3]!, 'buyer', at(1.042371), 'EURUSD').strikes).toEqual([
      '1.0424',
      '0.9903',
    ]);
  });

  it("names a seller's legs by the mirror image it holds", () => {
    const [call, put] = CATALOGUE[3]!.legs;
    expect(sideLeg(call!, 'seller')).toEqual({ position: 'LONG', derivative: 'PUT' });
    expect(sideLeg(put!, 'seller')).toEqual({ position: 'SHORT', derivative: 'CALL' });
    expect(sideLeg(CATALOGUE[0]!.legs[0]!, 'seller')).toEqual({ position: 'SHORT', derivative: 'FORWARD' });
    expect(sideLeg(call!, 'buyer')).toEqual({ position: 'LONG', derivative: 'CALL' });
  });

  it.each(CATALOGUE.map((s) => [s.name, s] as const))(
    "%s: a seller holds the buyer's legs mirrored around the forward, named for what it buys",
    (_, strategy) => {
      const buyer = startingDraft(strategy, 'buyer', at(4000), 'USDCOP');
      const seller = startingDraft(strategy, 'seller', at(4000), 'USDCOP');
      // Strikes and barriers the same distance from the forward, on the other side of it.
      expect(seller.strikes.map(Number)).toEqual(buyer.strikes.map((k) => 8000 - Number(k)));
      expect(seller.barriers.map((b) => (b === '' ? '' : 8000 - Number(b)))).toEqual(
        buyer.barriers.map((b) => (b === '' ? '' : Number(b))),
      );
      strategy.legs.forEach((leg) => {
        const held = sideLeg(leg, 'seller');
        const swapped = { CALL: 'PUT', PUT: 'CALL' }[leg.derivative as 'CALL' | 'PUT'];
        expect(held).toEqual(
          swapped
            ? { position: leg.position, derivative: swapped }
            : { position: leg.position === 'LONG' ? 'SHORT' : 'LONG', derivative: leg.derivative },
        );
      });
      // A name that says an option type says the one the side buys.
      for (const side of ['buyer', 'seller'] as const) {
        const type = /\b(CALL|PUT)\b/.exec(sideStrategyName(side, strategy.name))?.[1];
        const bought = strategy.legs.map((leg) => sideLeg(leg, side)).find((l) => l.position === 'LONG');
        if (type) expect(bought?.derivative).toBe(type);
      }
    },
  );

  it('spaces the settlements a month apart', () => {
    expect(monthlySchedule('2027-01-31', 3, 5)).toEqual([
      { date: '2027-01-31', amount: 5 },
      { date: '2027-02-28', amount: 5 },
      { date: '2027-03-31', amount: 5 },
    ]);
  });
});

describe('planWithBook', () => {
  const typed: HedgePlan = {
    asset: 'USDCOP',
    side: 'buyer',
    first: '2026-12-01',
    count: '12',
    amount: '1000000',
    budget: '',
    unit: null,
    portfolio: '10',
    schedule: null,
  };
  const book = (months: OpenExposureReply['months'], budget_rate: number | null = 4200) => ({
    portfolio_id: 10,
    asset: 'USDCOP',
    ...pairUnits('USDCOP'),
    side: 'buyer' as const,
    budget_rate,
    valuation_date: '2026-11-27',
    months,
  });
  const month = (date: string, open: number) => ({ date, exposure: -open, hedge: 0, open });

  it('hedges the months the book leaves open, the budget as typed', () => {
    const plan = planWithBook(
      typed,
      book([month('2026-12-30', 5), month('2027-01-29', 0), month('2027-02-26', 7)]),
    );
    expect(plan.schedule).toEqual([
      { date: '2026-12-30', amount: 5 },
      { date: '2027-02-26', amount: 7 },
    ]);
    expect(plan.budget).toBe('');
    expect(planWithBook({ ...typed, budget: '4100,5' }, book([month('2026-12-30', 5)])).budget).toBe(
      '4100,5',
    );
  });

  it('keeps the typed schedule without a portfolio, before the book arrives, or when it leaves nothing open', () => {
    expect(planWithBook({ ...typed, portfolio: null }, book([month('2026-12-30', 5)]))).toEqual({
      ...typed,
      portfolio: null,
    });
    expect(planWithBook(typed, undefined)).toBe(typed);
    expect(planWithBook(typed, book([month('2026-12-30', 0)], null))).toEqual(typed);
  });

  it('takes at most the settlements one request may carry', () => {
    const months = Array.from({ length: MAX_SETTLEMENTS + 5 }, (_, i) =>
      month(`20${27 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-15`, 1),
    );
    expect(planWithBook(typed, book(months)).schedule).toHaveLength(MAX_SETTLEMENTS);
  });
});

describe('amounts in another unit', () => {
  it("offers the quotation's unit first, then those the conversion factors reach", () => {
    expect(amountUnits('BRENT', 'USD/bbl')).toEqual(['bbl', 'mt', 'm3', 'gal']);
    expect(amountUnits('CPO MAL MYR', 'MYR/mt')).toEqual(['mt']);
  });

  it("sends a typed schedule's unit, and none for the book's, which is in the quotation's", () => {
    const brent: HedgePlan = {
      asset: 'BRENT',
      side: 'buyer',
      first: '2026-12-15',
      count: '2',
      amount: '10000',
      budget: '',
      unit: 'mt',
      portfolio: null,
      schedule: null,
    };
    expect(marketRequest(brent)).toEqual({
      asset: 'BRENT',
      side: 'buyer',
      settlements: [
        { date: '2026-12-15', amount: 10_000 },
        { date: '2027-01-15', amount: 10_000 },
      ],
      unit: 'mt',
    });
    const book = {
      portfolio_id: 11,
      asset: 'BRENT',
      ...quotationUnits('USD', 'USD/bbl'),
      side: 'buyer' as const,
      budget_rate: null,
      valuation_date: '2026-11-27',
      months: [{ date: '2026-12-30', exposure: -20_000, hedge: 0, open: 20_000 }],
    };
    expect(marketRequest(planWithBook({ ...brent, portfolio: '11' }, book))).not.toHaveProperty('unit');
  });
});
