import type { Side } from '@cobertura/finance/hedging';
import {
  callSpread,
  collar,
  knockOutForward,
  participatingForward,
  putSpread,
  type StrategyLeg,
  seagull,
} from '@cobertura/finance/pricing';
import { toInputText } from '../../../utils/parseDecimal.ts';
import { emptyLeg, type LegForm } from './pricerForm.ts';

export const STRATEGY_PRESETS = [
  'collar',
  'participatingForward',
  'seagull',
  'knockOutForward',
  'callSpread',
  'putSpread',
  'custom',
] as const;
export type StrategyPreset = (typeof STRATEGY_PRESETS)[number];

/** Strikes placed around the reference price, rounded to 4 significant digits. */
function around(reference: number, factor: number): number {
  return Number((reference * factor).toPrecision(4));
}

/**
 * The legs of a preset, built by the finance library's strategy builders around a reference price
 * (the spot or futures price): collar 95/105 %, participating forward at the money with half the
 * notional sold, seagull 90/100/110 %, knock-out forward at the money with the barrier 10 % away,
 * spreads 100/110 % (call) and 90/100 % (put). The legs marked `isSolved` are the ones the library's
 * documentation names for a zero-cost solve (none for spreads: a bought spread always costs).
 * 'custom' keeps the current legs.
 */
export function presetLegs(
  preset: StrategyPreset,
  side: Side,
  reference: number,
  current: readonly LegForm[],
): LegForm[] {
  const T = 1; // the expiry comes from the form; builders only need a placeholder
  let legs: StrategyLeg[];
  let solved: number[] = [];
  switch (preset) {
    case 'custom':
      return current.map((leg) => ({ ...leg }));
    case 'collar':
      legs = collar(side, around(reference, 0.95), around(reference, 1.05), T);
      solved = [1];
      break;
    case 'participatingForward':
      legs = participatingForward(side, around(reference, 1), 0.5, T);
      solved = [0, 1];
      break;
    case 'seagull':
      legs = seagull(side, around(reference, 0.9), around(reference, 1), around(reference, 1.1), T);
      solved = [2];
      break;
    case 'knockOutForward':
      legs = knockOutForward(side, around(reference, 1), around(reference, side === 'buyer' ? 0.9 : 1.1), T);
      solved = [0, 1];
      break;
    case 'callSpread':
      legs = callSpread(around(reference, 1), around(reference, 1.1), T);
      break;
    case 'putSpread':
      legs = putSpread(around(reference, 0.9), around(reference, 1), T);
      break;
  }
  return legs.map(({ quantity, instrument }, i) => {
    const base = emptyLeg({
      kind: instrument.kind === 'barrier' ? 'barrier' : instrument.kind === 'forward' ? 'forward' : 'vanilla',
      strike: 'strike' in instrument ? toInputText(instrument.strike) : '',
      quantity: toInputText(quantity),
      isSolved: solved.includes(i),
    });
    if ('optionType' in instrument) base.optionType = instrument.optionType;
    if (instrument.kind === 'barrier') {
      base.barrierType = instrument.barrierType;
      base.barrier = toInputText(instrument.barrier);
    }
    return base;
  });
}
