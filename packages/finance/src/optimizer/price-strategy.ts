/**
 * A strategy priced over a hedging schedule, as the treasurer sets it (step 3), its zero-cost
 * strike, and a bank's quote checked against it.
 */
import { ensure, requireFinite } from '../check.ts';
import { FinanceError } from '../errors.ts';
import { brentRoot, expandBracket } from '../math/roots.ts';
import { valueStrategy } from '../pricing/instrument.ts';
import { forwardOf, legsOnDate, type ScheduledSettlement } from './simulate-strategies.ts';
import { type StrategyTerms, strategyLegs } from './strategy-terms.ts';

export interface StrategyPrice {
  /**
   * What the strategy costs per unit (negative: received), amount-weighted over the schedule: its
   * options' premium, paid today, and its forwards' off-market value, paid in their rate at each
   * settlement (`strategyValue`). Nil for forwards struck at the schedule's forward.
   */
  readonly cost: number;
  /** The cost as a percentage of the amount-weighted forward. */
  readonly costPercent: number;
}

/** The amount-weighted forward of the schedule: what `costPercent` is a percentage of. */
export function scheduleForward(schedule: readonly ScheduledSettlement[]): number {
  ensure(schedule.length >= 1, 'a schedule has at least one settlement');
  const amount = schedule.reduce((sum, s) => sum + s.amount, 0);
  return schedule.reduce(
    (sum, { time, amount: a, market }) => sum + (a / amount) * forwardOf(market, time),
    0,
  );
}

/**
 * The amount-weighted forward of the schedule discounted to today, Σ (aᵢ / A) Fᵢ Dᵢ: one unit of the
 * notional valued today, the measure of a premium paid today.
 */
export function scheduleNotionalToday(schedule: readonly ScheduledSettlement[]): number {
  ensure(schedule.length >= 1, 'a schedule has at least one settlement');
  const amount = schedule.reduce((sum, s) => sum + s.amount, 0);
  return schedule.reduce(
    (sum, { time, amount: a, market }) =>
      sum + (a / amount) * forwardOf(market, time) * Math.exp(-market.rDomestic * time),
    0,
  );
}

/** The strategy's cost over the schedule (`StrategyPrice`): each date's legs priced on that date's market. */
export function strategyPrice(terms: StrategyTerms, schedule: readonly ScheduledSettlement[]): StrategyPrice {
  const cost = strategyValue(terms, schedule, 'in the rate');
  return { cost, costPercent: (100 * cost) / scheduleForward(schedule) };
}

/**
 * The strategy's value per unit over the schedule, amount-weighted, each date's legs priced on that
 * date's market: all of it today (what a premium paid today is measured against), or its cost —
 * an option's value is a premium paid today, but a forward pays none, so its value Dᵢ·(Fᵢ − K) is
 * counted where it is paid, in its rate at the settlement: Fᵢ − K. A strip of forwards thus costs
 * nothing at the amount-weighted forward, the net rate its simulation settles at.
 */
function strategyValue(
  terms: StrategyTerms,
  schedule: readonly ScheduledSettlement[],
  forwards: 'today' | 'in the rate',
): number {
  const amount = schedule.reduce((sum, s) => sum + s.amount, 0);
  const legs = strategyLegs(terms, 1);
  return schedule.reduce((sum, { amount: a, market, time }, i) => {
    let value = 0;
    for (const leg of legsOnDate(legs, schedule, i)) {
      const today = valueStrategy([leg], market, 'delta').price;
      const isInRate = forwards === 'in the rate' && leg.instrument.kind === 'forward';
      value += isInRate ? today * Math.exp(market.rDomestic * time) : today;
    }
    return sum + (a / amount) * value;
  }, 0);
}

/**
 * The terms with the strike of `legIndexes` (the same strike on each, on every date: a flat strip)
 * set so that the strategy costs nothing over the schedule, by Brent's method from the forward.
 *
 * @throws FinanceError `NO_CONVERGENCE` when no strike makes the premium zero.
 */
export function solveZeroCost(
  terms: StrategyTerms,
  schedule: readonly ScheduledSettlement[],
  legIndexes: readonly number[],
): StrategyTerms {
  ensure(legIndexes.length > 0, 'a zero-cost solution moves at least one strike');
  const forward = scheduleForward(schedule);
  const withStrike = (strike: number): StrategyTerms => ({
    ...terms,
    strikes: terms.strikes.map((k, i) => (legIndexes.includes(i) ? strike : k)),
  });
  const cost = (strike: number) => strategyValue(withStrike(strike), schedule, 'in the rate');
  const [low, high] = expandBracket(cost, 0.8 * forward, 1.25 * forward, { positive: true, maxSteps: 40 });
  const strike = brentRoot(cost, low, high, { xTolerance: 1e-10 * forward });
  if (Math.abs(cost(strike)) > 1e-8 * forward)
    throw new FinanceError('NO_CONVERGENCE', 'no strike makes this strategy cost nothing');
  return withStrike(strike);
}

/** How a bank's price compares with the strategy's fair value on today's market. */
export interface QuoteCheck {
  /** The fair premium per unit, amount-weighted (negative: received). */
  readonly fairValue: number;
  /** The quoted premium less the fair one, per unit: what the bank keeps. */
  readonly margin: number;
  /**
   * The margin in basis points of the notional valued today (the discounted forward): the margin is
   * a premium paid today, so both are money of the same date.
   */
  readonly marginBps: number;
  readonly verdict: 'below_fair_value' | 'fair' | 'usual' | 'expensive';
}

/** Margins up to this are what a bank's dealing costs alone would explain. */
export const FAIR_MARGIN_BPS = 10;
/** Margins up to this are usual for a corporate client; above it, ask another bank. */
export const USUAL_MARGIN_BPS = 30;

/**
 * A bank's quote for the strategy — `quotedCost` per unit, what the client pays today (0 for a
 * "zero-cost" structure, negative when the bank pays) — against its fair value on the schedule's
 * market: the bank's margin, in basis points of the notional valued today (each settlement's amount
 * at its forward, discounted: `scheduleNotionalToday`), and a plain verdict.
 */
export function checkQuote(
  terms: StrategyTerms,
  schedule: readonly ScheduledSettlement[],
  quotedCost: number,
): QuoteCheck {
  requireFinite('quoted cost', quotedCost);
  const fairValue = strategyValue(terms, schedule, 'today');
  const margin = quotedCost - fairValue;
  const marginBps = (1e4 * margin) / scheduleNotionalToday(schedule);
  const verdict =
    marginBps < -FAIR_MARGIN_BPS
      ? 'below_fair_value'
      : marginBps <= FAIR_MARGIN_BPS
        ? 'fair'
        : marginBps <= USUAL_MARGIN_BPS
          ? 'usual'
          : 'expensive';
  return { fairValue, margin, marginBps, verdict };
}
