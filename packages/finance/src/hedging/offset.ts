/**
 * Which exposure a derivative position offsets: the one sign rule of the book (DESIGN.md "Signs").
 *
 * A position acts on the underlying as a purchase or a sale. A long forward, future or call and a
 * short put act as a purchase: they offset an amount the company must pay or buy (a payable, a
 * purchase of the commodity), signed negative in the book. A short forward, future or call and a
 * long put act as a sale: they offset an amount it will receive or sell, signed positive. A barrier
 * option offsets what its call or put offsets (a knock-out call is still a call until it is knocked
 * out), and a strategy offsets leg by leg. The side of the company does not change what a position
 * offsets; it decides whether the position protects it ({@link protectsSide}).
 */
import type { Direction } from './rules.ts';
import type { Side } from './side.ts';

/** The four kinds of derivative the rule tells apart (an option's barriers and averaging do not matter). */
export type OffsetInstrument = 'FORWARD' | 'FUTURE' | 'CALL' | 'PUT';

/**
 * +1 when the position acts as a purchase of the underlying (long forward, future or call, short
 * put), −1 when it acts as a sale (short forward, future or call, long put).
 */
export function tradeDirection(instrument: OffsetInstrument, direction: Direction): 1 | -1 {
  const isLong = direction === 'LONG';
  return (instrument === 'PUT') !== isLong ? 1 : -1;
}

/**
 * The sign of the exposure a position offsets, as the book signs exposures: −1 a payment or
 * purchase (offset by a purchase), +1 a receipt or sale (offset by a sale).
 */
export function offsetSign(instrument: OffsetInstrument, direction: Direction): 1 | -1 {
  return tradeDirection(instrument, direction) === 1 ? -1 : 1;
}

/**
 * Whether a position protects a side against the adverse move: a buyer (a payable) is protected by
 * a long forward, future or call; a seller (a receivable) by a short forward or future or a long
 * put. A sold option offsets in the same direction as protection only when it is a put sold by a
 * buyer or a call sold by a seller, and even then it only earns a premium: it never protects.
 */
export function protectsSide(side: Side, instrument: OffsetInstrument, direction: Direction): boolean {
  const isOption = instrument === 'CALL' || instrument === 'PUT';
  if (isOption && direction === 'SHORT') return false;
  return offsetSign(instrument, direction) === (side === 'buyer' ? -1 : 1);
}
