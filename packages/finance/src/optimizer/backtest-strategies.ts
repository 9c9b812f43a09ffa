/**
 * Strategies replayed on a pair's or commodity's real history: every rolling start date takes the
 * schedule's shape, sets each strategy's strikes and barriers where they would have been then, and
 * settles on what the market did. Answered as a simulation whose paths are the start dates, so the
 * same figures (`strategyFigures`, `efficientFrontier`) read both the model and the past.
 */
import { ensure, requireInteger, requirePositive } from '../check.ts';
import type { Side } from '../hedging/side.ts';
import { ewmaVolatility } from '../indicators/ewma-volatility.ts';
import { valueStrategy } from '../pricing/instrument.ts';
import { addMonths, daysBetween, type IsoDate } from '../time/date.ts';
import {
  forwardOf,
  legPayoff,
  legsOnDate,
  type ScheduledSettlement,
  type StrategySimulation,
} from './simulate-strategies.ts';
import { type StrategyTerms, strategyLegs } from './strategy-terms.ts';

/** One close of the history, ascending by date. */
export interface Close {
  readonly date: IsoDate;
  readonly close: number;
}

export interface BacktestInput {
  readonly side: Side;
  /** Daily closes, oldest first. */
  readonly closes: readonly Close[];
  /** The schedule's shape: each settlement's month from the start (1, 2, …) and amount. */
  readonly settlements: readonly { readonly months: number; readonly amount: number }[];
  /**
   * The strategies with strikes and barriers as fractions of the forward of their settlement (1.02
   * = 2 % above it): set at each start date on that day's forwards.
   */
  readonly strategies: readonly { readonly id: string; readonly terms: StrategyTerms }[];
  /** The rates a start's forwards and premiums use (continuously compounded): today's, held. */
  readonly rDomestic: number;
  readonly rForeign: number;
  readonly underlying: 'fx' | 'future';
  /** The amount-weighted forward today: every start's rates are scaled to it. */
  readonly todayForward: number;
  /** Trading days between two start dates, default 5 (weekly). */
  readonly stepDays?: number;
}

/** EWMA returns averaged before the first start's volatility counts. */
const VOL_WARMUP = 60;

/**
 * Replays the strategies from every `stepDays`-th close whose whole schedule the history covers,
 * after a warm-up of the EWMA volatility. At a start, each settlement's forward comes from that
 * day's close and the held rates, its volatility is the EWMA volatility of the closes up to that
 * day (nothing after it is read), strikes and barriers are the terms' fractions of the forward, and
 * premiums are priced then. A settlement settles on the first close on or after its date; a barrier
 * counts as touched when a close between the start and the settlement reaches it; an Asian settles
 * on the mean of the closes since the previous settlement. Each start's net rate and premium are
 * scaled by today's forward over the start's, so that the figures read at today's level; the
 * premium answered is their mean over the starts. No draws: the seed answered is 0.
 */
export function backtestStrategies(
  input: BacktestInput,
): StrategySimulation & { readonly starts: IsoDate[] } {
  const { side, closes, settlements, strategies } = input;
  const stepDays = requireInteger('stepDays', input.stepDays ?? 5, 1);
  requirePositive('todayForward', input.todayForward);
  ensure(settlements.length >= 1, 'a schedule has at least one settlement');
  settlements.forEach(({ months, amount }, i) => {
    requireInteger('settlement month', months, 1);
    requirePositive('amount', amount);
    ensure(i === 0 || months > (settlements[i - 1]?.months as number), 'settlement months must rise');
  });
  const amount = settlements.reduce((sum, s) => sum + s.amount, 0);
  const weights = settlements.map((s) => s.amount / amount);
  const vols = ewmaVolatility(
    closes.map((c) => c.close),
    { warmup: VOL_WARMUP },
  );
  const lastMonths = settlements.at(-1)?.months as number;
  const lastDate = closes.at(-1)?.date;
  const starts: number[] = [];
  for (let t = VOL_WARMUP; t < closes.length && lastDate; t += stepDays) {
    if (addMonths((closes[t] as Close).date, lastMonths) <= lastDate) starts.push(t);
  }
  ensure(starts.length > 0, 'the history does not cover one whole schedule after its warm-up');

  const unhedged = new Float64Array(starts.length);
  const gains = strategies.map(() => new Float64Array(starts.length));
  const premiums = strategies.map(() => 0);
  starts.forEach((t, p) => {
    const start = closes[t] as Close;
    const market = {
      underlying: input.underlying,
      spot: start.close,
      rDomestic: input.rDomestic,
      rForeign: input.rForeign,
      vol: vols[t] as number,
    };
    const schedule: ScheduledSettlement[] = [];
    const settledAt: number[] = [];
    let index = t;
    for (const { months, amount: a } of settlements) {
      const due = addMonths(start.date, months);
      while ((closes[index] as Close).date < due) index += 1;
      settledAt.push(index);
      schedule.push({ time: daysBetween(start.date, due) / 365, amount: a, market });
    }
    const forwards = schedule.map(({ time }) => forwardOf(market, time));
    const startForward = forwards.reduce((sum, f, i) => sum + (weights[i] as number) * f, 0);
    const scale = input.todayForward / startForward;
    unhedged[p] =
      scale * settledAt.reduce((sum, at, i) => sum + (weights[i] as number) * (closes[at] as Close).close, 0);
    strategies.forEach(({ terms }, s) => {
      let gain = 0;
      let premium = 0;
      schedule.forEach(({ time }, i) => {
        const forward = forwards[i] as number;
        const legs = legsOnDate(strategyLegs(atForward(terms, forward), time), schedule, i);
        const price = valueStrategy(legs, market).price;
        premium += (weights[i] as number) * price;
        const carried = price * Math.exp(market.rDomestic * time);
        const from = i === 0 ? t : (settledAt[i - 1] as number);
        const to = settledAt[i] as number;
        let payoff = 0;
        for (const { quantity, instrument } of legs) {
          const rate =
            instrument.kind === 'asian' ? meanClose(closes, from + 1, to) : (closes[to] as Close).close;
          const hit =
            instrument.kind === 'barrier' && touched(closes, t + 1, to, instrument.barrier, start.close);
          payoff += quantity * legPayoff(instrument, rate, hit);
        }
        gain += (weights[i] as number) * (payoff - carried);
      });
      (gains[s] as Float64Array)[p] = scale * gain;
      premiums[s] = (premiums[s] as number) + (scale * premium) / starts.length;
    });
  });
  return {
    side,
    paths: starts.length,
    seed: 0,
    amount,
    unhedged,
    strategies: strategies.map(({ id }, s) => ({
      id,
      gains: gains[s] as Float64Array,
      premium: premiums[s] as number,
    })),
    starts: starts.map((t) => (closes[t] as Close).date),
  };
}

/** The terms with their fractional strikes and barriers set on a forward. */
function atForward(terms: StrategyTerms, forward: number): StrategyTerms {
  return {
    ...terms,
    strikes: terms.strikes.map((k) => k * forward),
    barriers: terms.barriers.map((b) => (b === null ? null : b * forward)),
  };
}

function meanClose(closes: readonly Close[], from: number, to: number): number {
  let sum = 0;
  for (let k = from; k <= to; k++) sum += (closes[k] as Close).close;
  return sum / (to - from + 1);
}

/** Whether a close from `from` to `to` reached the barrier, coming from the start's side of it. */
function touched(
  closes: readonly Close[],
  from: number,
  to: number,
  barrier: number,
  startClose: number,
): boolean {
  const above = startClose > barrier;
  for (let k = from; k <= to; k++) {
    const close = (closes[k] as Close).close;
    if (above ? close <= barrier : close >= barrier) return true;
  }
  return false;
}
