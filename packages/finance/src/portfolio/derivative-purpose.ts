/**
 * The purpose of a hedge (spec 02 §4 "Derivative purposes"). The spec names the purposes but not
 * the rule; ours is in docs/decisions/D-180-derivative-purposes.md and the portfolio README.
 */

import { bookWord } from '../hedging/book-word.ts';
import { type OffsetInstrument, protectsSide } from '../hedging/offset.ts';
import { barrierKind } from '../hedging/rules.ts';
import type { Side } from '../hedging/side.ts';
import type { StrategySummary } from './strategy-summaries.ts';
import type { PortfolioHedgeRow } from './types.ts';

/** The side an exposure's word implies: holding the underlying (LONG) sells it; owing it (SHORT) buys it. */
function sideOfPosition(position: string | null): Side | undefined {
  const word = bookWord(position);
  if (word === 'LONG') return 'seller';
  if (word === 'SHORT') return 'buyer';
  return undefined;
}

/**
 * The row's purpose: 'offset_long' / 'offset_short' for offsets, else one of DERIVATIVE_PURPOSES.
 *
 * Protection follows the offset rule (hedging/offset.ts): a buyer of the underlying is protected by a
 * LONG forward, future or call, a seller by a SHORT forward or future or a LONG put. A protective forward or future is a 'hedge', one against
 * the exposure 'reduce_cost_leverage'. A bought protective option is a 'ko_hedge' with a knock-out
 * barrier, 'hedge_and_reduce_cost' when its strategy sells an option of the other kind,
 * 'limited_hedge' when it sells one of the same kind further out, else a 'hedge'; a bought option
 * that does not protect 'provide_participation'. A sold option is 'reduce_cost', or
 * 'reduce_cost_leverage' when its strategy sells more notional than it buys.
 *
 * @param side the portfolio's exposure side; undefined: the row's `undelying_position` decides,
 *   and without one the row is read as a buyer's.
 * @param strategies {@link strategySummaries} of the book.
 */
export function derivativePurpose(
  row: PortfolioHedgeRow,
  side: Side | undefined,
  strategies: ReadonlyMap<string, StrategySummary>,
): string {
  const direction = bookWord(row.buy_sell);
  if (direction === 'OFFSET LONG') return 'offset_long';
  if (direction === 'OFFSET SHORT') return 'offset_short';
  const isLong = direction === 'LONG' || direction === 'BUY';
  const bookSide = side ?? sideOfPosition(row.undelying_position) ?? 'buyer';
  const derivative = bookWord(row.derivative);
  const isOption = derivative === 'CALL' || derivative === 'PUT';
  const instrument = (isOption ? derivative : 'FORWARD') as OffsetInstrument;
  const protects = protectsSide(bookSide, instrument, isLong ? 'LONG' : 'SHORT');
  if (!isOption) return protects ? 'hedge' : 'reduce_cost_leverage';
  const isCall = derivative === 'CALL';
  const strategy = row.strategy_code ? strategies.get(row.strategy_code.trim()) : undefined;
  if (!isLong) {
    const sold = strategy?.sold.reduce((sum, leg) => sum + leg.notional, 0) ?? 0;
    const bought = strategy?.bought.reduce((sum, leg) => sum + leg.notional, 0) ?? 0;
    return strategy && sold > bought ? 'reduce_cost_leverage' : 'reduce_cost';
  }
  if (!protects) return 'provide_participation';
  if (barrierKind(row.option_type) === 'KO') return 'ko_hedge';
  const sold = strategy?.sold ?? [];
  if (sold.some((leg) => leg.isCall !== isCall)) return 'hedge_and_reduce_cost';
  const strike = row.strike ?? Number.NaN;
  const isFurtherOut = (leg: { strike: number | null }) =>
    leg.strike !== null && (isCall ? leg.strike > strike : leg.strike < strike);
  if (sold.some((leg) => leg.isCall === isCall && isFurtherOut(leg))) return 'limited_hedge';
  return 'hedge';
}
