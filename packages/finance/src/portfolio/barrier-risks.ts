/**
 * The barrier hedges still alive in a book: how far each barrier is, how likely it is to be touched
 * before expiry, and what the hedge's period would be covered at either way.
 */
import { continuityCorrectedBarrier } from '../pricing/discrete-barrier.ts';
import { barrierLevels, isKnockOut } from '../pricing/instrument.ts';
import { touchProbability } from '../pricing/touch-probability.ts';
import { DAYS_PER_YEAR } from '../time/day-count.ts';
import { resolveHedgeTerms } from './resolve-hedge-terms.ts';
import type { AggregatedPeriod, PortfolioHedgeRow, ValuedHedgeRow } from './types.ts';

/** A barrier's level and the way to it from today's price. */
export interface BarrierDistance {
  readonly level: number;
  /** level − price, in the asset's price units. */
  readonly distance: number;
  /** level / price − 1. */
  readonly percent: number;
}

/** One live barrier hedge's risk. */
export interface BarrierRisk {
  readonly pk: string;
  /** FORWARD, CALL UP AND OUT…, as the valued row says. */
  readonly derivative_type: string;
  readonly buy_sell: string;
  readonly notional: number;
  readonly fixing_date: string | null;
  /** 'out': a touch ends the hedge; 'in': a touch starts it. */
  readonly knock: 'out' | 'in';
  /** The price the barrier is watched on: the spot for a pair, the forward of its date for a commodity. */
  readonly price: number;
  /** One barrier, or the lower then the upper of a double barrier. */
  readonly barriers: BarrierDistance[];
  /** Risk-neutral probability of touching a barrier before expiry, in [0, 1]. */
  readonly touchProbability: number;
  /** The hedge's period's hedge percentage if a barrier is touched, and if none is (null without exposure). */
  readonly coverageIfTouched: number | null;
  readonly coverageIfNotTouched: number | null;
}

/** The period figures the coverage is read from (an `AggregatedPeriod`, or one as the wire carries it). */
export type CoveragePeriod = Pick<AggregatedPeriod, 'hedge' | 'balance' | 'cash_flow'> & {
  readonly date: string;
  readonly end: string;
};

/**
 * The risks of the book's barrier hedges still open on the valuation date (not settled, not yet
 * touched, priced). The touch probability is {@link touchProbability} on the row's own pricing
 * inputs: its volatility, its time to expiry and the carry of its forward (0 for a commodity, whose
 * barrier is watched on the forward), a daily barrier moved by the continuity correction as its
 * price is ({@link continuityCorrectedBarrier}). The coverage is the hedge percentage of the period holding
 * the hedge (its hedged date, else its fixing date), as the period table counts it (a knock-in
 * counts before it is touched): a knock-out touched leaves the period without its hedge value, a
 * knock-in never touched does.
 * @param rows the book's rows; @param valued the same rows valued on the base market, same order.
 */
export function barrierRisks(
  area: 'currency' | 'commodity',
  spot: number,
  rows: readonly PortfolioHedgeRow[],
  valued: readonly ValuedHedgeRow[],
  periods: readonly CoveragePeriod[],
): BarrierRisk[] {
  const risks: BarrierRisk[] = [];
  rows.forEach((row, i) => {
    const out = valued[i]!;
    const terms = resolveHedgeTerms(row);
    if ('problem' in terms || out.status !== 'open' || out.days_to_expiration === null) return;
    const { instrument } = terms;
    if (instrument.kind !== 'barrier' && instrument.kind !== 'double_barrier') return;
    const price = area === 'currency' ? spot : out.fwd!;
    const t = out.days_to_expiration / DAYS_PER_YEAR;
    const b = area === 'currency' && t > 0 ? Math.log(out.fwd! / spot) / t : 0;
    const { lower, upper } = barrierLevels(instrument);
    const levels = [lower, upper].filter((level): level is number => level !== null);
    const v = out.volatility!;
    const interval = instrument.monitoringYears ?? 0;
    // A barrier watched daily is touched as a continuous one moved away by the continuity correction.
    const watched = (level: number | null, isUp: boolean) =>
      level === null ? null : continuityCorrectedBarrier(level, isUp, v, interval);
    const isOut = isKnockOut(instrument);
    const date = row.hedged_date ?? row.fixing_date;
    const period = date === null ? undefined : periods.find((p) => p.date <= date && date <= p.end);
    const exposure = period === undefined ? 0 : period.balance + period.cash_flow;
    const share = (hedge: number) => (exposure === 0 ? null : Math.abs(hedge) / Math.abs(exposure));
    const own = out.is_hedging ? (out.hedge_value ?? 0) : 0;
    const withIt = share(period?.hedge ?? 0);
    const without = share((period?.hedge ?? 0) - own);
    risks.push({
      pk: row.pk,
      derivative_type: out.derivative_type,
      buy_sell: row.buy_sell,
      notional: row.notional,
      fixing_date: row.fixing_date,
      knock: isOut ? 'out' : 'in',
      price,
      barriers: levels.map((level) => ({ level, distance: level - price, percent: level / price - 1 })),
      touchProbability: touchProbability({
        spot: price,
        lower: watched(lower, false),
        upper: watched(upper, true),
        t,
        b,
        v,
      }),
      coverageIfTouched: isOut ? without : withIt,
      coverageIfNotTouched: isOut ? withIt : without,
    });
  });
  return risks;
}
