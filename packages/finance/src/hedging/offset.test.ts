import { describe, expect, it } from 'vitest';
import { type OffsetInstrument, offsetSign, protectsSide, tradeDirection } from './offset.ts';
import type { Direction } from './rules.ts';
import type { Side } from './side.ts';

/**
 * Every combination written out: instrument, position, what it acts as, the exposure it offsets
 * (−1 a payable or purchase, +1 a receivable or sale), and whom it protects.
 */
const TABLE: readonly (readonly [OffsetInstrument, Direction, 1 | -1, 1 | -1, Side | null])[] = [
  ['FORWARD', 'LONG', 1, -1, 'buyer'],
  ['FORWARD', 'SHORT', -1, 1, 'seller'],
  ['FUTURE', 'LONG', 1, -1, 'buyer'],
  ['FUTURE', 'SHORT', -1, 1, 'seller'],
  ['CALL', 'LONG', 1, -1, 'buyer'],
  ['CALL', 'SHORT', -1, 1, null],
  ['PUT', 'LONG', -1, 1, 'seller'],
  ['PUT', 'SHORT', 1, -1, null],
];

describe('offset rule: which position offsets which exposure', () => {
  it.each(TABLE)(
    '%s %s acts as %i, offsets %i, protects %s',
    (instrument, direction, acts, offsets, protects) => {
      expect(tradeDirection(instrument, direction)).toBe(acts);
      expect(offsetSign(instrument, direction)).toBe(offsets);
      expect(protectsSide('buyer', instrument, direction)).toBe(protects === 'buyer');
      expect(protectsSide('seller', instrument, direction)).toBe(protects === 'seller');
    },
  );

  it('mirrors: swapping calls and puts and the position turns a seller’s protection into a buyer’s', () => {
    const mirror: Record<OffsetInstrument, OffsetInstrument> = {
      FORWARD: 'FORWARD',
      FUTURE: 'FUTURE',
      CALL: 'PUT',
      PUT: 'CALL',
    };
    const flip = (d: Direction): Direction => (d === 'LONG' ? 'SHORT' : 'LONG');
    for (const [instrument, direction] of TABLE) {
      // A forward mirrors by its position, an option by its kind (a long put becomes a long call).
      const isOption = instrument === 'CALL' || instrument === 'PUT';
      const mirrored = isOption ? direction : flip(direction);
      expect(offsetSign(mirror[instrument], mirrored)).toBe(-offsetSign(instrument, direction));
      expect(protectsSide('buyer', mirror[instrument], mirrored)).toBe(
        protectsSide('seller', instrument, direction),
      );
    }
  });
});
