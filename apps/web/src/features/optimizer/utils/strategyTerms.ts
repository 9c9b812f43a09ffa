import { OPTION_TYPES, type Strategy } from '@cobertura/contracts';
import { sideStrategyName } from '@cobertura/finance/optimizer';
import type { TFunction } from 'i18next';
import { strategyLabel } from '../../../shared/book/strategyLabel.ts';
import { strikeText } from './assetFigures.ts';

/** A strategy as the treasurer sets it on the screen: texts as typed. */
export interface StrategyDraft {
  strategy: Strategy;
  strikes: string[];
  barriers: string[];
  percentage: string;
}

const isBarrier = (optionType: number) => (OPTION_TYPES[optionType - 1] ?? '').includes(' AND ');

/** Whether the strategy is forwards (or futures) only: it pays no premium, its cost is in its rate. */
export const isForwardOnly = (strategy: Strategy) =>
  strategy.legs.every((leg) => leg.derivative === 'FORWARD' || leg.derivative === 'FUTURE');

/** Whether the i-th leg of the catalogue strategy has a barrier to type. */
export function legHasBarrier(strategy: Strategy, leg: number): boolean {
  const type = strategy.legs[leg]?.fk_idoptiontype;
  return type !== undefined && isBarrier(type);
}

/** Where a strategy's starting strikes sit: the schedule's forward, and its par forward. */
export interface StartingRates {
  /** The amount-weighted forward, which options start around. */
  forward: number;
  /** The one rate at which a strip of forwards is worth nothing today, where a forward starts. */
  par_forward: number;
}

/**
 * A strategy's starting terms around the forward, on the legs as the side holds them: a forward at
 * the par forward, so it starts costing nothing; a bought option at the forward, a sold option 5 %
 * away on its own side (a sold call above, a sold put below), shared strikes at the forward, a
 * barrier 10 % away in its direction. A seller's legs are the mirror image, so its sold call sits
 * above and its bought put at the forward too. Strikes and barriers are dealt to the asset's pip
 * (`strikeText`).
 */
export function startingDraft(
  strategy: Strategy,
  side: 'buyer' | 'seller',
  { forward, par_forward: parForward }: StartingRates,
  asset: string,
): StrategyDraft {
  const round = (x: number) => strikeText(x, asset);
  const strikes = strategy.legs.map((leg, i) => {
    if (leg.derivative === 'FORWARD') return round(parForward);
    if (leg.position === 'LONG' || (strategy.first_second_strike_equal && i < 2)) return round(forward);
    const isCall = (leg.derivative === 'CALL') === (side === 'buyer');
    return round(forward * (isCall ? 1.05 : 0.95));
  });
  const barriers = strategy.legs.map((leg) => {
    const word = OPTION_TYPES[leg.fk_idoptiontype - 1] ?? '';
    if (!word.includes(' AND ')) return '';
    const isUp = word.startsWith('UP') === (side === 'buyer');
    return round(forward * (isUp ? 1.1 : 0.9));
  });
  return { strategy, strikes, barriers, percentage: '100' };
}

/**
 * A catalogue leg as the side holds it: a buyer's as named, a seller's mirrored (calls and puts
 * swapped, a forward's position flipped), as the server prices it.
 */
export function sideLeg(
  leg: Strategy['legs'][number],
  side: 'buyer' | 'seller',
): { position: string; derivative: string } {
  if (side === 'buyer') return { position: leg.position, derivative: leg.derivative };
  if (leg.derivative === 'FORWARD' || leg.derivative === 'FUTURE')
    return { position: leg.position === 'LONG' ? 'SHORT' : 'LONG', derivative: leg.derivative };
  return { position: leg.position, derivative: leg.derivative === 'CALL' ? 'PUT' : 'CALL' };
}

/**
 * A catalogue strategy's name for the side, as the server names it (a seller's says what it buys), in
 * the user's words.
 */
export const sideName = (strategy: Strategy, side: 'buyer' | 'seller', t: TFunction) =>
  strategyLabel(sideStrategyName(side, strategy.name), t);
