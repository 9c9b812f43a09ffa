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
   * options' premium, paid today, and its forwards' off-market value, paid in their rate
   * (`strategyValue`). Nil for forwards struck at the schedule's par forward.
   */
  readonly cost: number;
  /** The cost as a percentage of the amount-weighted forward. */
  readonly costPercent: number;
}

/** Σ (aᵢ / A) · f(settlement): a figure of each settlement averaged by amount. */
function amountWeighted(
  schedule: readonly ScheduledSettlement[],
  figure: (settlement: ScheduledSettlement, i: number) => number,
): number {
  ensure(schedule.length >= 1, 'a schedule has at least one settlement');
  const amount = schedule.reduce((sum, s) => sum + s.amount, 0);
  return schedule.reduce((sum, s, i) => sum + (s.amount / amount) * figure(s, i), 0);
}

const discountFactor = ({ time, market }: ScheduledSettlement) => Math.exp(-market.rDomestic * time);

/** The amount-weighted forward of the schedule: what `costPercent` is a percentage of. */
export function scheduleForward(schedule: readonly ScheduledSettlement[]): number {
  return amountWeighted(schedule, (s) => forwardOf(s.market, s.time));
}

/**
 * The amount-weighted forward of the schedule discounted to today, Σ (aᵢ / A) Fᵢ Dᵢ: one unit of the
 * notional valued today, the measure of a premium paid today.
 */
export function scheduleNotionalToday(schedule: readonly ScheduledSettlement[]): number {
  return amountWeighted(schedule, (s) => forwardOf(s.market, s.time) * discountFactor(s));
}

/**
 * The schedule's par forward: the one strike at which a strip of forwards over the schedule is worth
 * nothing today, Σ aᵢDᵢFᵢ / Σ aᵢDᵢ — the forwards averaged by amount and discount factor, as a bank
 * prices a strip dealt at one rate. Each month's forward struck at one rate K is worth Dᵢ(Fᵢ − K)
 * (put-call parity: a call bought and a put sold at K), so the strip is worth nothing where the
 * discounted values cancel. Below the amount-weighted forward when the forwards rise along the
 * schedule: a later month's higher forward is paid later, and counts for less today.
 */
export function scheduleParForward(schedule: readonly ScheduledSettlement[]): number {
  return scheduleNotionalToday(schedule) / amountWeighted(schedule, discountFactor);
}

/** The strategy's cost over the schedule (`StrategyPrice`): each date's legs priced on that date's market. */
export function strategyPrice(terms: StrategyTerms, schedule: readonly ScheduledSettlement[]): StrategyPrice {
  const cost = strategyValue(terms, schedule, 'in the rate');
  return { cost, costPercent: (100 * cost) / scheduleForward(schedule) };
}

/**
 * The strategy's value per unit over the schedule, amount-weighted, each date's legs priced on that
 * date's market: all of it today (what a premium paid today is measured against), or its cost — an
 * option's value is a premium paid today, but a forward pays none, so the value of its legs,
 * Σ (aᵢ / A) Dᵢ(Fᵢ − K), is counted in the rate: as the one rate added to every settlement that is
 * worth as much today, the value divided by Σ (aᵢ / A) Dᵢ. A strip of forwards thus costs nothing at
 * the par forward (`scheduleParForward`), and K* − K a unit at K; where it costs nothing it is worth
 * nothing today too, which is what a bank's zero-premium quote is checked against (`checkQuote`).
 */
function strategyValue(
  terms: StrategyTerms,
  schedule: readonly ScheduledSettlement[],
  forwards: 'today' | 'in the rate',
): number {
  const legs = strategyLegs(terms, 1);
  // The value today of the legs that are forwards (`isForward`), or of the others.
  const legsValue = (isForward: boolean) =>
    amountWeighted(schedule, ({ market }, i) =>
      legsOnDate(legs, schedule, i)
        .filter((leg) => (leg.instrument.kind === 'forward') === isForward)
        .reduce((sum, leg) => sum + valueStrategy([leg], market, 'delta').price, 0),
    );
  const forwardValue = legsValue(true);
  const annuity = amountWeighted(schedule, discountFactor);
  return legsValue(false) + (forwards === 'in the rate' ? forwardValue / annuity : forwardValue);
}

/**
 * The terms with the strike of `legIndexes` (the same strike on each, on every date: a flat strip)
 * set so that the strategy is worth nothing today over the schedule — what a bank's zero-premium
 * quote is checked against (`checkQuote`), and where its cost is nil too — by Brent's method from
 * the forward. A forward strip's is the par forward (`scheduleParForward`).
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
  const cost = (strike: number) => strategyValue(withStrike(strike), schedule, 'today');
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
