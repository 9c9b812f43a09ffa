import { describe, expect, it } from 'vitest';
import { createRng } from '../montecarlo/rng.ts';
import { addDays, type IsoDate, isWeekend } from '../time/date.ts';
import { backtestStrategies, type Close } from './backtest-strategies.ts';
import { strategyFigures } from './strategy-figures.ts';
import { DEFAULT_FIXINGS, type StrategyTerms } from './strategy-terms.ts';

/** Weekday closes from 2015-01-05, `price(k)` on the k-th. */
function history(days: number, price: (k: number) => number): Close[] {
  const closes: Close[] = [];
  let date = '2015-01-05' as IsoDate;
  while (closes.length < days) {
    if (!isWeekend(date)) closes.push({ date, close: price(closes.length) });
    date = addDays(date, 1);
  }
  return closes;
}

const buyer = (
  legs: StrategyTerms['legs'],
  strikes: number[],
  barriers: (number | null)[] = [],
): StrategyTerms => ({
  side: 'buyer',
  legs,
  strikes,
  barriers,
  fixings: DEFAULT_FIXINGS,
});
const FORWARD = buyer([{ derivative: 'FORWARD', position: 'LONG', optionType: 'EUROPEAN' }], [1]);
const CALL = buyer([{ derivative: 'CALL', position: 'LONG', optionType: 'EUROPEAN' }], [1.02]);
const KO_FORWARD = buyer(
  [
    { derivative: 'CALL', position: 'LONG', optionType: 'UP AND OUT' },
    { derivative: 'PUT', position: 'SHORT', optionType: 'UP AND OUT' },
  ],
  [0.99, 0.99],
  [1.05, 1.05],
);
const SETTLEMENTS = [1, 2, 3].map((months) => ({ months, amount: 1_000_000 }));
const base = {
  side: 'buyer' as const,
  settlements: SETTLEMENTS,
  rDomestic: 0.09,
  rForeign: 0.04,
  underlying: 'fx' as const,
  todayForward: 4100,
};

describe('backtestStrategies', () => {
  it("fixes a forward's net rate at the forward of its start, scaled to today's", () => {
    const closes = history(400, () => 4000);
    const run = backtestStrategies({ ...base, closes, strategies: [{ id: 'forward', terms: FORWARD }] });
    for (let p = 0; p < run.paths; p++)
      expect(run.unhedged[p]! - run.strategies[0]!.gains[p]!).toBeCloseTo(4100, 6);
    const figures = strategyFigures(run, 'forward', 1, 4150, 95);
    expect(figures.expectedRate).toBeCloseTo(4100, 6);
    expect(figures.beatBudget).toBe(1);
  });

  it('starts every stepDays closes after the warm-up, while the whole schedule fits in the history', () => {
    const closes = history(400, () => 4000);
    const run = backtestStrategies({ ...base, closes, stepDays: 10, strategies: [] });
    expect(run.starts[0]).toBe(closes[60]!.date);
    expect(run.starts[1]).toBe(closes[70]!.date);
    expect(run.starts.at(-1)! <= addDays(closes.at(-1)!.date, -89)).toBe(true);
    expect(() => backtestStrategies({ ...base, closes: closes.slice(0, 100), strategies: [] })).toThrow(
      /does not cover/,
    );
  });

  it("reads nothing after a start's last settlement: later closes leave its figures alone", () => {
    const rng = createRng(3);
    let level = 4000;
    const closes = history(700, () => {
      level *= Math.exp(0.007 * rng.normal());
      return level;
    });
    const strategies = [
      { id: 'call', terms: CALL },
      { id: 'ko', terms: KO_FORWARD },
    ];
    const run = backtestStrategies({ ...base, closes, strategies });
    const changed = closes.map((c, k) => (k > 500 ? { ...c, close: c.close * 1.3 } : c));
    const again = backtestStrategies({ ...base, closes: changed, strategies });
    const lastSeen = (p: number) => closes.findIndex((c) => c.date >= addDays(run.starts[p]!, 92));
    for (let p = 0; p < run.paths; p++) {
      if (lastSeen(p) > 440) continue; // the EWMA at a start reads only closes up to it
      expect(again.unhedged[p]).toBe(run.unhedged[p]);
      expect(again.strategies[1]!.gains[p]).toBe(run.strategies[1]!.gains[p]);
    }
  });

  it('knocks out a forward whose barrier a close reached, leaving only its premium', () => {
    // Flat, then 10 % up from the 100th close on: starts that see the jump are knocked out.
    const closes = history(400, (k) => (k < 100 ? 4000 : 4400));
    const run = backtestStrategies({
      ...base,
      closes,
      stepDays: 1,
      strategies: [
        { id: 'ko', terms: KO_FORWARD },
        { id: 'forward', terms: FORWARD },
      ],
    });
    // The jump comes 10 closes after this start, before its first settlement: knocked out on every
    // settlement, it pays nothing, and its premium (zero volatility: the discounted value of a
    // forward at 0.99 of the forward) is all it leaves: 1 % of the forward, scaled to today's.
    const p = run.starts.indexOf(closes[90]!.date);
    const ko = run.strategies[0]!.gains[p]!;
    const fwd = run.strategies[1]!.gains[p]!;
    expect(ko).toBeLessThan(0);
    expect(fwd).toBeGreaterThan(0);
    expect(ko).toBeCloseTo(-(1 - 0.99) * 4100, 6);
    // A start whose first settlement comes before the jump settles it: 4,000 against its forward.
    const early = run.starts.indexOf(closes[60]!.date);
    expect(run.strategies[0]!.gains[early]).toBeGreaterThan(ko);
  });
});
