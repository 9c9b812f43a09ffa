import { priceBatch } from '@cobertura/finance/pricing';

/** The position's value across a range of underlying prices: at expiry and today. */
export interface PayoffCurve {
  readonly spots: readonly number[];
  /** Value at expiry if the underlying ends at that price (null where the library refuses). */
  readonly atExpiry: readonly (number | null)[];
  /** Value today at that price, with rates, volatility and time as entered. */
  readonly today: readonly (number | null)[];
}

/** Points on the curve. */
export const PAYOFF_POINTS = 121;

function numbersOf(value: unknown): number[] {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? [value] : [];
}

/** The levels the chart must show: the price, the strikes and the barriers of the case and its legs. */
function levelsOf(c: Record<string, unknown>): number[] {
  const own = ['strike', 'barrier', 'lowerBarrier', 'upperBarrier'].flatMap((k) => numbersOf(c[k]));
  const legs = Array.isArray(c.legs) ? (c.legs as Record<string, unknown>[]).flatMap(levelsOf) : [];
  return [...own, ...legs];
}

/**
 * The spot range of the diagram: ±25 % around the price, widened to show every strike and barrier
 * with a margin of 8 %.
 */
export function payoffRange(price: number, levels: readonly number[]): [number, number] {
  const lo = Math.min(price * 0.75, ...levels.map((l) => l * 0.92));
  const hi = Math.max(price * 1.25, ...levels.map((l) => l * 1.08));
  return [lo, hi];
}

/** The case moved to its expiry: `expiryYears` 0, or a dated case valued on its expiry date. */
function atExpiryOf(c: Record<string, unknown>): Record<string, unknown> {
  return c.expiryYears === undefined && c.expiryDate !== undefined
    ? { ...c, valuationDate: c.expiryDate }
    : { ...c, expiryYears: 0 };
}

/**
 * Prices a valid case across a range of underlying prices with the library's `priceBatch`: today as
 * entered, and at expiry (where the library values every instrument at its intrinsic value, a
 * barrier by where the price stands). A Monte Carlo Asian is drawn with the
 * analytic approximation, so the diagram stays instant.
 */
export function payoffCurve(c: Record<string, unknown>, points = PAYOFF_POINTS): PayoffCurve {
  const priceKey = c.underlying === 'future' ? 'forward' : 'spot';
  const price = Number(c[priceKey]);
  const [lo, hi] = payoffRange(price, levelsOf(c));
  const spots = Array.from({ length: points }, (_, i) => lo + ((hi - lo) * i) / (points - 1));
  const base: Record<string, unknown> = { ...c, method: undefined, paths: undefined, seed: undefined };
  const today = priceBatch(spots.map((s) => ({ ...base, [priceKey]: s })));
  const expired = atExpiryOf(base);
  const atExpiry = priceBatch(spots.map((s) => ({ ...expired, [priceKey]: s })));
  const priceOf = (r: (typeof today)[number]) => ('price' in r ? r.price : null);
  return { spots, atExpiry: atExpiry.map(priceOf), today: today.map(priceOf) };
}
