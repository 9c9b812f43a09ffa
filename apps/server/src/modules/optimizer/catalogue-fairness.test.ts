import { estimateMean } from '@cobertura/finance/montecarlo';
import {
  type CatalogueLeg,
  forwardOf,
  type ScheduledSettlement,
  type StrategyTerms,
  sideLegs,
  sideStrategyName,
  simulateStrategies,
  strategyLegs,
  termsWarnings,
} from '@cobertura/finance/optimizer';
import { describe, expect, it } from 'vitest';
import { STRATEGIES } from '../../seed/strategies.ts';
import { catalogueLegs } from './strategy-choices.ts';

// USDCOP at 4,000, COP at 9 % and USD at 4 %, six monthly settlements on a skewed smile (calls
// dearer than puts, both wings above the money), as the stored market gives it.
const SPOT = 4000;
const schedule: ScheduledSettlement[] = Array.from({ length: 6 }, (_, i) => {
  const time = (i + 1) / 12;
  const market = {
    underlying: 'fx' as const,
    spot: SPOT,
    rDomestic: 0.09,
    rForeign: 0.04,
    vol: 0.11 + 0.002 * i,
  };
  return {
    time,
    amount: 1_000_000,
    market,
    smile: { fwd: forwardOf(market, time), c0: market.vol, c1: 0.12, c2: 0.9 },
  };
});
const FORWARD = forwardOf(schedule[2]!.market, schedule[2]!.time);

/**
 * The side's terms with every option away from the money: a bought option 3 % out, a sold one 6 %
 * out, legs that share their strike 2 % out (a call's side for the first leg), barriers 12 % away
 * on their side.
 */
function outOfTheMoney(side: 'buyer' | 'seller', legs: CatalogueLeg[], shared: boolean): StrategyTerms {
  const held = sideLegs(side, legs);
  const away = (leg: CatalogueLeg, distance: number) =>
    FORWARD * (leg.derivative === 'PUT' ? 1 - distance : 1 + distance);
  const first = held[0]!;
  const strikes = held.map((leg, i) => {
    if (shared && i < 2) return away(first, 0.02);
    if (leg.derivative === 'FORWARD' || leg.derivative === 'FUTURE') return FORWARD;
    return away(leg, leg.position === 'LONG' ? 0.03 : 0.06);
  });
  const barriers = held.map((leg) =>
    leg.optionType.startsWith('UP')
      ? FORWARD * 1.12
      : leg.optionType.startsWith('DOWN')
        ? FORWARD * 0.88
        : null,
  );
  return { side, legs, strikes, barriers, fixings: 21 };
}

describe('the simulation prices every catalogue strategy as the smile does', () => {
  for (const side of ['buyer', 'seller'] as const) {
    it(`${side}: each strategy's payoff, discounted, averages its premium within Monte Carlo error`, () => {
      const terms = STRATEGIES.map((s) =>
        outOfTheMoney(side, catalogueLegs(s.legs), s.firstSecondStrikeEqual),
      );
      for (const t of terms) expect(termsWarnings(t, SPOT)).toEqual([]);
      const run = simulateStrategies({
        side,
        schedule,
        strategies: STRATEGIES.map((s, i) => ({
          id: sideStrategyName(side, s.name),
          legs: strategyLegs(terms[i]!, 1),
        })),
        paths: 40_000,
        seed: 23,
      });
      for (const { id, gains } of run.strategies) {
        // The gain is each date's payoff less its premium carried to the date: zero on average when
        // the premium is the payoff's discounted expectation.
        const { mean, stdError } = estimateMean(gains);
        // The Asian's premium is a two-moment approximation, within a few hundredths of a peso.
        expect(Math.abs(mean), id).toBeLessThan(3 * stdError + (id === 'ASIAN OPTION' ? 0.05 : 0));
      }
    });
  }
});
