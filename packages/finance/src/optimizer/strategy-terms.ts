/**
 * A strategy of the catalogue with the treasurer's strikes and barriers, as legs the pricers and
 * the simulation take, and what in those terms makes no sense.
 */
import { FinanceError } from '../errors.ts';
import type { Side } from '../hedging/side.ts';
import type { Instrument, StrategyLeg } from '../pricing/instrument.ts';
import type { BarrierType, OptionType } from '../pricing/types.ts';

/** A leg as the catalogue writes it, for the side it is named for (a vanilla put is a long put). */
export interface CatalogueLeg {
  readonly derivative: 'FORWARD' | 'FUTURE' | 'CALL' | 'PUT';
  readonly position: 'LONG' | 'SHORT';
  /** The book's option type word: EUROPEAN, ASIAN, UP AND OUT… (ignored for forwards and futures). */
  readonly optionType: string;
}

/** A catalogue strategy as the treasurer set it for one side. */
export interface StrategyTerms {
  readonly side: Side;
  /** The legs as the catalogue names them; a seller takes their mirror image. */
  readonly legs: readonly CatalogueLeg[];
  /** One strike per leg, on the legs as the side holds them. */
  readonly strikes: readonly number[];
  /** One barrier per leg, null where the leg has none. */
  readonly barriers: readonly (number | null)[];
  /** How many days an Asian leg averages over its period. */
  readonly fixings: number;
}

/** Fixing days of an Asian leg when the treasurer sets none: about the business days of a month. */
export const DEFAULT_FIXINGS = 21;

const BARRIERS: Readonly<Record<string, BarrierType>> = {
  'UP AND OUT': 'upOut',
  'UP AND IN': 'upIn',
  'DOWN AND OUT': 'downOut',
  'DOWN AND IN': 'downIn',
};
const MIRRORED_BARRIER: Readonly<Record<BarrierType, BarrierType>> = {
  upOut: 'downOut',
  downOut: 'upOut',
  upIn: 'downIn',
  downIn: 'upIn',
};

/**
 * The legs the side holds: the catalogue's for a buyer; for a seller their mirror image (calls and
 * puts swapped, a forward's position flipped, a barrier above the market moved below it), which
 * carries the same risk on the other side of the market.
 */
export function sideLegs(side: Side, legs: readonly CatalogueLeg[]): CatalogueLeg[] {
  if (side === 'buyer') return [...legs];
  return legs.map((leg) => {
    if (leg.derivative === 'FORWARD' || leg.derivative === 'FUTURE')
      return { ...leg, position: leg.position === 'LONG' ? 'SHORT' : 'LONG' };
    const barrier = BARRIERS[leg.optionType];
    const optionType = barrier
      ? (Object.keys(BARRIERS).find((word) => BARRIERS[word] === MIRRORED_BARRIER[barrier]) as string)
      : leg.optionType;
    return { ...leg, derivative: leg.derivative === 'CALL' ? 'PUT' : 'CALL', optionType };
  });
}

/**
 * A catalogue strategy's name for the side that holds it: the catalogue names it for a buyer; a
 * seller holds the mirror image, so the option a name says is bought or sold is the other one
 * (a buyer's VANILLA CALL is a seller's VANILLA PUT, a CALL SPREAD a PUT SPREAD). Names that say no
 * option type (COLLAR, SEAGULL, the forwards) are the same for both sides.
 */
export function sideStrategyName(side: Side, name: string): string {
  if (side === 'buyer') return name;
  return name.replace(/\b(CALL|PUT)\b/g, (word) => (word === 'CALL' ? 'PUT' : 'CALL'));
}

/**
 * The strategy's legs for the pricers, per unit of the hedged amount, expiring at `expiryYears`.
 *
 * @throws FinanceError `INVALID_ARGUMENT` for a leg without its strike or barrier, or an option type
 *   the optimizer does not take (American and double barriers).
 */
export function strategyLegs(terms: StrategyTerms, expiryYears: number): StrategyLeg[] {
  return sideLegs(terms.side, terms.legs).map((leg, i) => ({
    quantity: leg.position === 'LONG' ? 1 : -1,
    instrument: instrumentOf(leg, terms.strikes[i], terms.barriers[i] ?? null, expiryYears, terms.fixings),
  }));
}

function instrumentOf(
  leg: CatalogueLeg,
  strike: number | undefined,
  barrier: number | null,
  expiryYears: number,
  fixings: number,
): Instrument {
  if (strike === undefined || !(strike > 0))
    throw new FinanceError('INVALID_ARGUMENT', 'every leg needs a strike above zero');
  if (leg.derivative === 'FORWARD') return { kind: 'forward', strike, expiryYears };
  if (leg.derivative === 'FUTURE') return { kind: 'future', strike, expiryYears };
  const optionType: OptionType = leg.derivative === 'CALL' ? 'call' : 'put';
  if (leg.optionType === 'EUROPEAN') return { kind: 'vanilla', optionType, strike, expiryYears };
  if (leg.optionType === 'ASIAN') return { kind: 'asian', optionType, strike, expiryYears, fixings };
  const barrierType = BARRIERS[leg.optionType];
  if (!barrierType)
    throw new FinanceError(
      'INVALID_ARGUMENT',
      `the optimizer does not take ${leg.optionType.toLowerCase()} options`,
    );
  if (barrier === null || !(barrier > 0))
    throw new FinanceError('INVALID_ARGUMENT', 'a barrier leg needs its barrier above zero');
  return { kind: 'barrier', optionType, strike, expiryYears, barrierType, barrier, rebate: 0 };
}

/** Why terms make no sense, each on the leg it concerns (0-based). */
export interface TermsWarning {
  readonly leg: number;
  readonly code:
    | 'STRIKE_MISSING'
    | 'BARRIER_MISSING'
    | 'BARRIER_CROSSED'
    | 'KNOCKED_BEFORE_PAYING'
    | 'SOLD_INSIDE_PROTECTION';
}

/**
 * What in the terms makes no sense against today's `spot`: a strike or barrier missing, a barrier
 * the market is already beyond (it would be knocked at once), a knock-out whose barrier sits on the
 * wrong side of its strike (it dies before it can pay), and a sold option inside the protection the
 * side buys (a buyer selling a call below, or a put above, the call it buys; a seller the mirror),
 * which takes back the protection paid for. Empty when the terms are sound.
 */
export function termsWarnings(terms: StrategyTerms, spot: number): TermsWarning[] {
  const legs = sideLegs(terms.side, terms.legs);
  const warnings: TermsWarning[] = [];
  const protective = terms.side === 'buyer' ? 'CALL' : 'PUT';
  const bought = legs.findIndex((leg) => leg.position === 'LONG' && leg.derivative === protective);
  const boughtStrike = bought >= 0 ? terms.strikes[bought] : undefined;
  legs.forEach((leg, i) => {
    const strike = terms.strikes[i];
    if (strike === undefined || !(strike > 0)) {
      warnings.push({ leg: i, code: 'STRIKE_MISSING' });
      return;
    }
    const barrierType =
      leg.derivative === 'CALL' || leg.derivative === 'PUT' ? BARRIERS[leg.optionType] : undefined;
    if (barrierType) {
      const barrier = terms.barriers[i];
      const isUp = barrierType === 'upOut' || barrierType === 'upIn';
      if (barrier === null || barrier === undefined || !(barrier > 0))
        warnings.push({ leg: i, code: 'BARRIER_MISSING' });
      else if (isUp ? spot >= barrier : spot <= barrier) warnings.push({ leg: i, code: 'BARRIER_CROSSED' });
      else if (
        (barrierType === 'upOut' && leg.derivative === 'CALL' && barrier <= strike) ||
        (barrierType === 'downOut' && leg.derivative === 'PUT' && barrier >= strike)
      )
        warnings.push({ leg: i, code: 'KNOCKED_BEFORE_PAYING' });
    }
    if (leg.position === 'SHORT' && boughtStrike !== undefined && boughtStrike > 0) {
      // The same for both sides: a sold call below the bought strike, or a sold put above it.
      const inside =
        (leg.derivative === 'CALL' && strike < boughtStrike) ||
        (leg.derivative === 'PUT' && strike > boughtStrike);
      if (inside) warnings.push({ leg: i, code: 'SOLD_INSIDE_PROTECTION' });
    }
  });
  return warnings;
}

/**
 * The legs whose strike a zero-cost solution moves, or null when the structure has none: both of
 * the first two when they share their strike (participating, knock-in and knock-out forwards), a
 * lone forward's, else the last sold option of the other type than the one bought first (a
 * collar's or risk reversal's sold put, a seagull's financing option). A lone option or a spread of
 * one type always costs something.
 */
export function zeroCostLegs(
  legs: readonly CatalogueLeg[],
  firstSecondStrikeEqual: boolean,
): number[] | null {
  if (firstSecondStrikeEqual && legs.length >= 2) return [0, 1];
  const first = legs[0];
  if (!first) return null;
  if (legs.length === 1) return first.derivative === 'FORWARD' || first.derivative === 'FUTURE' ? [0] : null;
  for (let i = legs.length - 1; i > 0; i--) {
    const leg = legs[i] as CatalogueLeg;
    if (leg.position === 'SHORT' && leg.derivative !== first.derivative) return [i];
  }
  return null;
}
