/**
 * What a period of the plan would read once its required amount is hedged: coverage and net rate
 * "after", from the period's figures as Analytics gives them (docs/figures.md, "The period table").
 */

/** The figures of one Analytics period that the "after" figures are read from. */
export interface PeriodNow {
  /** Balance plus cash flow, signed as the book. */
  exposure: number;
  /** The hedging rows' notional, signed as the exposure it offsets. */
  hedge: number;
  /** The period's forward (null when none is known). */
  fwd: number | null;
  /** The period's net rate today (null without a forward or an exposure). */
  netRate: number | null;
}

/** |hedge| + required over |exposure|: the share covered once the required amount is hedged. */
export function coverageAfter(
  period: Pick<PeriodNow, 'exposure' | 'hedge'>,
  required: number,
): number | null {
  if (period.exposure === 0) return null;
  return (Math.abs(period.hedge) + required) / Math.abs(period.exposure);
}

/**
 * The period's net rate once `required` (a magnitude, in the exposure's units) is hedged at `rate`.
 *
 * The net rate is the hedged part at the hedge rate and the rest at the forward. With E the
 * exposure, H the hedge (of the exposure's sign), h the hedge rate and f the forward, today:
 *   net_now = (|H|·h + (|E| − |H|)·f) / |E| = f + (H / E)·(h − f)
 * (finance's net_rate, which also stays right for mixed or over-hedged periods). Hedging R more at
 * the rate k moves R of the exposure from the forward to k:
 *   net_after = (|H|·h + R·k + (|E| − |H| − R)·f) / |E| = net_now + R·(k − f) / |E|
 * So it is computed from the period's net rate, and agrees with Analytics' for R = 0. At k = f —
 * the plan's case, the required amount hedged at today's forward — it equals net_now: a forward at
 * the forward does not move the expected rate, it locks it (what moves is the coverage).
 * Null when the net rate or the forward is unknown, or there is no exposure.
 */
export function netRateAfter(
  period: PeriodNow,
  required: number,
  rate: number | null = period.fwd,
): number | null {
  if (period.netRate === null || period.fwd === null || rate === null || period.exposure === 0) return null;
  return period.netRate + (required * (rate - period.fwd)) / Math.abs(period.exposure);
}
