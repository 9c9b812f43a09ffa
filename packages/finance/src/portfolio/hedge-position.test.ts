import { describe, expect, it } from 'vitest';
import type { HedgingProgram } from '../hedging/program.ts';
import { exposureRow, hedgeRow, VALUATION } from '../test/portfolio-book.ts';
import type { IsoDate } from '../time/date.ts';
import {
  type HedgePositionInput,
  hedgePosition,
  type PositionParts,
  sumHedgePositions,
} from './hedge-position.ts';

// Today is 2026-03-16 (month 0 = March). A company paying USD: a buyer.
const exposures = [
  exposureRow('bal', 'balance', -1_000_000, '2026-04-10'),
  exposureRow('cf', 'cash_flow', -2_000_000, '2026-06-15'),
  exposureRow('old', 'cash_flow', -500_000, '2026-02-20'),
  exposureRow('und', 'undated', 300_000, null),
];
const hedges = [
  // A bought forward protects a buyer: a hedge, offsetting −800 000.
  hedgeRow({ pk: 'fwd', derivative: 'FORWARD', notional: 800_000 }),
  // A sold put reduces cost: not counted.
  hedgeRow({ pk: 'put', buy_sell: 'SHORT', derivative: 'PUT', notional: 400_000, strike: 3800 }),
  // Fixed last month: the past part.
  hedgeRow({
    pk: 'past',
    derivative: 'FORWARD',
    notional: 200_000,
    trade_date: '2026-01-05' as IsoDate,
    fixing_date: '2026-02-10' as IsoDate,
    value_date: '2026-02-12' as IsoDate,
  }),
  // A knock-out the row says was touched: worth no hedge.
  hedgeRow({ pk: 'ko', option_type: 'UP AND OUT', barrier: 4500, new_event: true, notional: 300_000 }),
  // A row that cannot be read (no notional) counts nothing.
  hedgeRow({ pk: 'bad', derivative: 'FORWARD', notional: 0 }),
];
// 10 % in March, 20 % in April, 30 % in May, 40 % in June.
const program: HedgingProgram = {
  objective: 'CASH FLOW',
  parameters: 'MONTHLY',
  flow: { values: [10, 20, 30, 40] },
};

const parts = (expo: 'future' | 'past' | 'both' | 'none', hedge: 'future' | 'past' | 'both' | 'none') =>
  ({
    expoFuture: expo === 'future' || expo === 'both',
    expoPast: expo === 'past' || expo === 'both',
    hedgesFuture: hedge === 'future' || hedge === 'both',
    hedgesPast: hedge === 'past' || hedge === 'both',
  }) satisfies PositionParts;

const input = (p: PositionParts, overrides: Partial<HedgePositionInput> = {}): HedgePositionInput => ({
  today: VALUATION,
  exposures,
  hedges,
  program,
  parts: p,
  ...overrides,
});

describe('hedgePosition', () => {
  it('counts the open book: exposure dated from today and undated, hedges fixing from today', () => {
    expect(hedgePosition(input(parts('future', 'future')))).toEqual({
      balance: -1_000_000,
      undated: 300_000,
      cash_flow: -2_000_000,
      hedge: -800_000,
      // April's balance at 20 % and June's cash flow at 40 %: −200 000 − 800 000.
      program: -1_000_000,
      hedge_percent: 800_000 / 3_000_000,
    });
  });

  it('counts the past part alone: the program asks nothing of a month gone', () => {
    expect(hedgePosition(input(parts('past', 'past')))).toEqual({
      balance: 0,
      undated: 0,
      cash_flow: -500_000,
      hedge: -200_000,
      program: 0,
      hedge_percent: 0.4,
    });
  });

  it('adds up: future and past together are the sum of the parts', () => {
    const both = hedgePosition(input(parts('both', 'both')));
    const future = hedgePosition(input(parts('future', 'future')));
    const past = hedgePosition(input(parts('past', 'past')));
    for (const key of ['balance', 'undated', 'cash_flow', 'hedge', 'program'] as const) {
      expect(both[key], key).toBe(future[key] + past[key]);
    }
    expect(both.hedge_percent).toBeCloseTo(1_000_000 / 3_500_000, 12);
  });

  it('takes exposure and hedge parts independently', () => {
    const position = hedgePosition(input(parts('future', 'none')));
    expect(position.hedge).toBe(0);
    expect(position.cash_flow).toBe(-2_000_000);
    expect(hedgePosition(input(parts('none', 'both')))).toEqual({
      balance: 0,
      undated: 0,
      cash_flow: 0,
      hedge: -1_000_000,
      program: 0,
      hedge_percent: null,
    });
  });

  it("reads a hedge's purpose from the exposure open today, whichever parts are asked", () => {
    // Open today: a June receipt, a seller; the January payment, already gone, does not decide.
    const seller = [
      exposureRow('sale', 'cash_flow', 5_000_000, '2026-05-05'),
      exposureRow('old', 'cash_flow', -9_000_000, '2026-01-05'),
    ];
    // A seller is protected by a sold forward: the bought forwards, past one included, are not hedges.
    const position = hedgePosition(input(parts('past', 'both'), { exposures: seller }));
    expect(position.hedge).toBe(0);
    expect(position.cash_flow).toBe(-9_000_000);
  });

  it('targets the balance only under a BALANCE objective, and nothing without a program', () => {
    const balanceOnly: HedgingProgram = { ...program, objective: 'BALANCE' };
    expect(hedgePosition(input(parts('future', 'future'), { program: balanceOnly })).program).toBe(-200_000);
    expect(hedgePosition(input(parts('future', 'future'), { program: null })).program).toBe(0);
  });

  it('adds positions up with the percent taken on the sums', () => {
    const future = hedgePosition(input(parts('future', 'future')));
    const past = hedgePosition(input(parts('past', 'past')));
    // (800 000 + 200 000) / (3 000 000 + 500 000), not the mean of 26.7 % and 40 %.
    expect(sumHedgePositions([future, past])).toEqual(hedgePosition(input(parts('both', 'both'))));
    expect(sumHedgePositions([])).toEqual({
      balance: 0,
      undated: 0,
      cash_flow: 0,
      hedge: 0,
      program: 0,
      hedge_percent: null,
    });
  });
});
