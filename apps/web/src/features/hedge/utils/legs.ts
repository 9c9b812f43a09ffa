import { OPTION_TYPES, type Strategy } from '@cobertura/contracts';

type Leg = Strategy['legs'][number];

/** A forward's rate is what the banks quote: only an option leg takes a strike from the treasurer. */
export const legNeedsStrike = (leg: Leg) => leg.derivative !== 'FORWARD' && leg.derivative !== 'FUTURE';

/** Whether the leg is a barrier option (its option type's name reads "UP AND OUT", "DOWN AND IN"…). */
export const legHasBarrier = (leg: Leg) => (OPTION_TYPES[leg.fk_idoptiontype - 1] ?? '').includes(' AND ');

/**
 * A catalogue leg as the side holds it: a buyer's as named, a seller's mirrored (calls and puts
 * swapped, a forward's position flipped), as the server prices it.
 */
export function sideLeg(leg: Leg, side: 'buyer' | 'seller'): { isBought: boolean; derivative: string } {
  if (side === 'buyer') return { isBought: leg.position === 'LONG', derivative: leg.derivative };
  if (leg.derivative === 'FORWARD' || leg.derivative === 'FUTURE')
    return { isBought: leg.position !== 'LONG', derivative: leg.derivative };
  return { isBought: leg.position === 'LONG', derivative: leg.derivative === 'CALL' ? 'PUT' : 'CALL' };
}
