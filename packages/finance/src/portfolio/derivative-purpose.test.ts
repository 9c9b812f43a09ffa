import { describe, expect, it } from 'vitest';
import { hedgeRow } from '../test/portfolio-book.ts';
import { derivativePurpose } from './derivative-purpose.ts';
import { strategySummaries } from './strategy-summaries.ts';
import type { PortfolioHedgeRow } from './types.ts';

const alone = new Map();
const row = (derivative: string, buy_sell: string, more: Partial<PortfolioHedgeRow> = {}) =>
  hedgeRow({ derivative, buy_sell, ...more });

describe('derivativePurpose', () => {
  it('forwards and futures: a hedge when they protect the side, leverage when they add to it', () => {
    expect(derivativePurpose(row('FORWARD', 'LONG'), 'buyer', alone)).toBe('hedge');
    expect(derivativePurpose(row('FUTURE', 'SHORT'), 'seller', alone)).toBe('hedge');
    expect(derivativePurpose(row('FORWARD', 'SHORT'), 'buyer', alone)).toBe('reduce_cost_leverage');
    expect(derivativePurpose(row('FORWARD', 'LONG'), 'seller', alone)).toBe('reduce_cost_leverage');
  });

  it('offsets keep their own purpose', () => {
    expect(derivativePurpose(row('FORWARD', 'OFFSET LONG'), 'buyer', alone)).toBe('offset_long');
    expect(derivativePurpose(row('CALL', 'offset_short'), 'seller', alone)).toBe('offset_short');
  });

  it('bought options: protective ones hedge, a knock-out is a ko_hedge, others give participation', () => {
    expect(derivativePurpose(row('CALL', 'LONG'), 'buyer', alone)).toBe('hedge');
    expect(derivativePurpose(row('PUT', 'LONG'), 'seller', alone)).toBe('hedge');
    expect(
      derivativePurpose(row('CALL', 'LONG', { option_type: 'UP AND OUT', barrier: 4400 }), 'buyer', alone),
    ).toBe('ko_hedge');
    expect(derivativePurpose(row('PUT', 'LONG'), 'buyer', alone)).toBe('provide_participation');
    expect(derivativePurpose(row('CALL', 'LONG'), 'seller', alone)).toBe('provide_participation');
  });

  it('strategies: a collar hedges and reduces cost, a call spread is a limited hedge, sold legs reduce cost', () => {
    const collar = [
      row('CALL', 'LONG', { pk: 'c1', strike: 4100, strategy_code: 'S1' }),
      row('PUT', 'SHORT', { pk: 'c2', strike: 3900, strategy_code: 'S1' }),
    ];
    const spread = [
      row('CALL', 'LONG', { pk: 's1', strike: 4000, strategy_code: 'S2' }),
      row('CALL', 'SHORT', { pk: 's2', strike: 4300, strategy_code: 'S2' }),
    ];
    const leveraged = [
      row('CALL', 'LONG', { pk: 'l1', strike: 4100, strategy_code: 'S3', notional: 1_000_000 }),
      row('PUT', 'SHORT', { pk: 'l2', strike: 3900, strategy_code: 'S3', notional: 2_000_000 }),
    ];
    const book = strategySummaries([...collar, ...spread, ...leveraged]);
    expect(collar.map((r) => derivativePurpose(r, 'buyer', book))).toEqual([
      'hedge_and_reduce_cost',
      'reduce_cost',
    ]);
    expect(spread.map((r) => derivativePurpose(r, 'buyer', book))).toEqual(['limited_hedge', 'reduce_cost']);
    expect(leveraged.map((r) => derivativePurpose(r, 'buyer', book))).toEqual([
      'hedge_and_reduce_cost',
      'reduce_cost_leverage',
    ]);
    // A sold call below the bought one does not cap it.
    const inverted = [
      row('CALL', 'LONG', { pk: 'i1', strike: 4300, strategy_code: 'S4' }),
      row('CALL', 'SHORT', { pk: 'i2', strike: 4000, strategy_code: 'S4' }),
    ];
    expect(derivativePurpose(inverted[0]!, 'buyer', strategySummaries(inverted))).toBe('hedge');
  });

  it("without a side the row's underlying position decides; without either a LONG call is a buyer's hedge", () => {
    expect(derivativePurpose(row('PUT', 'LONG', { undelying_position: 'LONG' }), undefined, alone)).toBe(
      'hedge',
    );
    expect(derivativePurpose(row('CALL', 'LONG', { undelying_position: 'SHORT' }), undefined, alone)).toBe(
      'hedge',
    );
    expect(derivativePurpose(row('CALL', 'LONG'), undefined, alone)).toBe('hedge');
    expect(derivativePurpose(row('FORWARD', 'LONG'), undefined, alone)).toBe('hedge');
    expect(derivativePurpose(row('PUT', 'LONG'), undefined, alone)).toBe('provide_participation');
  });
});
