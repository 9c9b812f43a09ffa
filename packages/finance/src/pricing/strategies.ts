/**
 * Builders for the common hedging strategies, as legs for `valueStrategy` and `solveStrike`.
 *
 * Side: 'buyer' hedges a future purchase of the underlying (an importer buying foreign currency, a
 * consumer buying a commodity) and is protected against a rise; 'seller' hedges a future sale (an
 * exporter, a producer) and is protected against a fall. Quantities are per unit of notional; a
 * negative quantity is a sold option.
 */
import type { Side } from '../hedging/side.ts';
import type { StrategyLeg } from './instrument.ts';
import type { BarrierType, OptionType } from './types.ts';

/** `quantity` European options (a negative quantity sells them). */
function vanillaLeg(
  quantity: number,
  optionType: OptionType,
  strike: number,
  expiryYears: number,
): StrategyLeg {
  return { quantity, instrument: { kind: 'vanilla', optionType, strike, expiryYears } };
}

/**
 * Collar: buyer = long call at `capStrike`, short put at `floorStrike`; seller = long put at
 * `floorStrike`, short call at `capStrike`. Zero-cost: solve the sold leg's strike (index 1).
 */
export function collar(
  side: Side,
  floorStrike: number,
  capStrike: number,
  expiryYears: number,
): StrategyLeg[] {
  return side === 'buyer'
    ? [vanillaLeg(1, 'call', capStrike, expiryYears), vanillaLeg(-1, 'put', floorStrike, expiryYears)]
    : [vanillaLeg(1, 'put', floorStrike, expiryYears), vanillaLeg(-1, 'call', capStrike, expiryYears)];
}

/**
 * Participating forward: buyer = long call at K, short `ratio` puts at K (participation 1 − ratio
 * in a fall); seller = long put at K, short `ratio` calls at K. Zero-cost: solve K on both legs.
 */
export function participatingForward(
  side: Side,
  strike: number,
  ratio: number,
  expiryYears: number,
): StrategyLeg[] {
  return side === 'buyer'
    ? [vanillaLeg(1, 'call', strike, expiryYears), vanillaLeg(-ratio, 'put', strike, expiryYears)]
    : [vanillaLeg(1, 'put', strike, expiryYears), vanillaLeg(-ratio, 'call', strike, expiryYears)];
}

/**
 * Seagull: buyer = long call spread (long call K2, short call K3 > K2) financed by a short put K1 < K2;
 * seller = long put spread (long put K2, short put K1 < K2) financed by a short call K3 > K2.
 * Strikes are (low, mid, high) = (K1, K2, K3). Zero-cost: usually solve the financing leg (index 2).
 */
export function seagull(
  side: Side,
  low: number,
  mid: number,
  high: number,
  expiryYears: number,
): StrategyLeg[] {
  return side === 'buyer'
    ? [
        vanillaLeg(1, 'call', mid, expiryYears),
        vanillaLeg(-1, 'call', high, expiryYears),
        vanillaLeg(-1, 'put', low, expiryYears),
      ]
    : [
        vanillaLeg(1, 'put', mid, expiryYears),
        vanillaLeg(-1, 'put', low, expiryYears),
        vanillaLeg(-1, 'call', high, expiryYears),
      ];
}

/**
 * Knock-out forward: a forward at K that disappears if the barrier trades. Buyer = long call and short
 * put at K, both down-and-out at H < K (the contract ends if the price falls to H); seller = long put
 * and short call at K, both up-and-out at H > K. No rebate. Zero-cost: solve K on both legs.
 */
export function knockOutForward(
  side: Side,
  strike: number,
  barrier: number,
  expiryYears: number,
): StrategyLeg[] {
  const barrierType: BarrierType = side === 'buyer' ? 'downOut' : 'upOut';
  const leg = (optionType: OptionType, quantity: number): StrategyLeg => ({
    quantity,
    instrument: { kind: 'barrier', optionType, strike, expiryYears, barrierType, barrier, rebate: 0 },
  });
  return side === 'buyer' ? [leg('call', 1), leg('put', -1)] : [leg('put', 1), leg('call', -1)];
}

/** Call spread: long call at `low`, short call at `high`. */
export function callSpread(low: number, high: number, expiryYears: number): StrategyLeg[] {
  return [vanillaLeg(1, 'call', low, expiryYears), vanillaLeg(-1, 'call', high, expiryYears)];
}

/** Put spread: long put at `high`, short put at `low`. */
export function putSpread(low: number, high: number, expiryYears: number): StrategyLeg[] {
  return [vanillaLeg(1, 'put', high, expiryYears), vanillaLeg(-1, 'put', low, expiryYears)];
}
