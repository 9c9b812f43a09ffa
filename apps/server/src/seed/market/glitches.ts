/**
 * The cleaning rule for one-day glitches in a daily close series (docs/market-data.md).
 *
 * A close is a glitch when the return into it is an outlier — more than {@link OUTLIER_SCALES}
 * robust scales, the scale being 1.4826 × the median absolute log-return of the
 * {@link HALF_WINDOW} returns on each side (the MAD of a normal variable; centred, so that the first
 * days of a turbulent spell are measured against that spell) — AND the next close takes most of it
 * back (the two returns have opposite signs and together keep less than {@link REVERSAL_KEEP} of the
 * jump). A real jump (a devaluation, a peg removed) stays: it is not reversed. A non-positive close
 * is always dropped.
 */

/** A close on a day. */
export interface Close {
  day: string;
  close: number;
}

export const OUTLIER_SCALES = 8;
export const HALF_WINDOW = 30;
export const REVERSAL_KEEP = 0.25;
/** Floor of the scale (0.1 % a day): a pegged currency's zero returns must not make every tick an outlier. */
const MIN_SCALE = 1e-3;
/** 1 / Φ⁻¹(0.75): turns a median absolute deviation into a standard deviation for normal returns. */
const MAD_TO_SD = 1.4826;

export interface Cleaned {
  kept: Close[];
  removed: Close[];
}

/** Applies the rule to a series sorted by day; returns what it keeps and what it removes. */
export function removeGlitches(series: readonly Close[]): Cleaned {
  const valid = series.filter((point) => point.close > 0);
  const removed = series.filter((point) => !(point.close > 0));
  // returns[j] is the log-return into valid[j] (returns[0] is undefined).
  const returns = valid.map((point, j) =>
    j === 0 ? Number.NaN : Math.log(point.close / (valid[j - 1]?.close ?? 1)),
  );
  const kept: Close[] = [];
  valid.forEach((point, i) => {
    const jump = returns[i] ?? Number.NaN;
    const back = returns[i + 1] ?? Number.NaN;
    // The cheap tests first: the scale (a median) is only needed for a large jump taken back.
    const isGlitch =
      Number.isFinite(jump) &&
      Number.isFinite(back) &&
      Math.sign(back) === -Math.sign(jump) &&
      Math.abs(jump + back) < REVERSAL_KEEP * Math.abs(jump) &&
      Math.abs(jump) > OUTLIER_SCALES * MIN_SCALE &&
      Math.abs(jump) > OUTLIER_SCALES * scaleAround(returns, i);
    (isGlitch ? removed : kept).push(point);
  });
  removed.sort((a, b) => (a.day < b.day ? -1 : 1));
  return { kept, removed };
}

/** The robust scale of the returns around `i`, leaving out the two that touch the close at `i`. */
function scaleAround(returns: readonly number[], i: number): number {
  const around: number[] = [];
  for (let j = Math.max(1, i - HALF_WINDOW); j <= Math.min(returns.length - 1, i + 1 + HALF_WINDOW); j++) {
    if (j !== i && j !== i + 1) around.push(Math.abs(returns[j] ?? 0));
  }
  if (around.length === 0) return Number.POSITIVE_INFINITY;
  around.sort((a, b) => a - b);
  const mid = around.length >> 1;
  const median = around.length % 2 ? (around[mid] ?? 0) : ((around[mid - 1] ?? 0) + (around[mid] ?? 0)) / 2;
  return Math.max(MAD_TO_SD * median, MIN_SCALE);
}
