/**
 * The published reference cases of the pricer tests (inputs and printed values), shared by the
 * pricers' own tests and by the test that prices each of them through both valuation paths (a
 * pricing case through the tool, a one-hedge book through the valuation).
 */
import type { BarrierType } from '../pricing/types.ts';

export type HaugBarrierRow = readonly [BarrierType, number, 'call' | 'put', number, number, number];

// Haug 2007, "The Complete Guide to Option Pricing Formulas", 2nd ed., table 4-13 (also Haug 1998,
// p. 72): S = 100, rebate 3, T = 0.5, r = 0.08, b = 0.04. Columns: type, barrier, option, strike,
// value at σ = 0.25, value at σ = 0.30.
export const HAUG_4_13: readonly HaugBarrierRow[] = [
  ['downOut', 95, 'call', 90, 9.0246, 8.8334],
  ['downOut', 95, 'call', 100, 6.7924, 7.0285],
  ['downOut', 95, 'call', 110, 4.8759, 5.4137],
  ['downOut', 100, 'call', 90, 3.0, 3.0],
  ['downOut', 100, 'call', 100, 3.0, 3.0],
  ['downOut', 100, 'call', 110, 3.0, 3.0],
  ['upOut', 105, 'call', 90, 2.6789, 2.6341],
  ['upOut', 105, 'call', 100, 2.358, 2.4389],
  ['upOut', 105, 'call', 110, 2.3453, 2.4315],
  ['downIn', 95, 'call', 90, 7.7627, 9.0093],
  ['downIn', 95, 'call', 100, 4.0109, 5.137],
  ['downIn', 95, 'call', 110, 2.0576, 2.8517],
  ['downIn', 100, 'call', 90, 13.8333, 14.8816],
  ['downIn', 100, 'call', 100, 7.8494, 9.2045],
  ['downIn', 100, 'call', 110, 3.9795, 5.3043],
  ['upIn', 105, 'call', 90, 14.1112, 15.2098],
  ['upIn', 105, 'call', 100, 8.4482, 9.7278],
  ['upIn', 105, 'call', 110, 4.591, 5.835],
  ['downOut', 95, 'put', 90, 2.2798, 2.417],
  ['downOut', 95, 'put', 100, 2.2947, 2.4258],
  ['downOut', 95, 'put', 110, 2.6252, 2.6246],
  ['downOut', 100, 'put', 90, 3.0, 3.0],
  ['downOut', 100, 'put', 100, 3.0, 3.0],
  ['downOut', 100, 'put', 110, 3.0, 3.0],
  ['upOut', 105, 'put', 90, 3.776, 4.2293],
  ['upOut', 105, 'put', 100, 5.4932, 5.8032],
  ['upOut', 105, 'put', 110, 7.5187, 7.5649],
  ['downIn', 95, 'put', 90, 2.9586, 3.8769],
  ['downIn', 95, 'put', 100, 6.5677, 7.7989],
  ['downIn', 95, 'put', 110, 11.9752, 13.3078],
  ['downIn', 100, 'put', 90, 2.2845, 3.3328],
  ['downIn', 100, 'put', 100, 5.9085, 7.2636],
  ['downIn', 100, 'put', 110, 11.6465, 12.9713],
  ['upIn', 105, 'put', 90, 1.4653, 2.0658],
  ['upIn', 105, 'put', 100, 3.3721, 4.4226],
  ['upIn', 105, 'put', 110, 7.0846, 8.3686],
];

/** Haug 2007, table 4-13's common inputs: spot, rebate, expiry, rate, carry. */
export const HAUG_4_13_MARKET = { s: 100, rebate: 3, t: 0.5, r: 0.08, b: 0.04 } as const;

// Babsiri and Noel (1998), "Simulating path-dependent options: a new approach", J. of Derivatives
// 6(2), five decimals: S = 100, r = 0.05, q = 0.02 (b = 0.03), T = 1, no rebate; down-and-in calls
// K = 100, H = 90; up-and-in K = 100, H = 110. Columns: type, σ, barrier, value.
export const BABSIRI_NOEL: ReadonlyArray<readonly [BarrierType, number, number, number]> = [
  ['downIn', 0.1, 90, 0.07187],
  ['downIn', 0.15, 90, 0.60638],
  ['downIn', 0.2, 90, 1.64005],
  ['downIn', 0.25, 90, 2.98495],
  ['downIn', 0.3, 90, 4.50952],
  ['upIn', 0.1, 110, 4.79148],
  ['upIn', 0.15, 110, 7.08268],
  ['upIn', 0.2, 110, 9.11008],
  ['upIn', 0.25, 110, 11.06148],
  ['upIn', 0.3, 110, 12.98351],
];

/** Babsiri and Noel's common inputs: spot, strike, expiry, rate, carry. */
export const BABSIRI_NOEL_MARKET = { s: 100, k: 100, t: 1, r: 0.05, b: 0.03 } as const;

// Haug 2007, table 4-14 (Ikeda-Kunitomo double barrier, flat barriers, no rebate):
// S = 100, K = 100, r = 0.1, b = 0.1 (HAUG_4_14_MARKET). Columns: L, U, T, σ, call, put.
export const HAUG_4_14: ReadonlyArray<readonly [number, number, number, number, number, number]> = [
  [50, 150, 0.25, 0.15, 4.3515, 1.8825],
  [50, 150, 0.25, 0.25, 6.1644, 3.7855],
  [50, 150, 0.25, 0.35, 7.0373, 5.7191],
  [50, 150, 0.5, 0.15, 6.9853, 2.1374],
  [50, 150, 0.5, 0.25, 7.9336, 4.7033],
  [50, 150, 0.5, 0.35, 6.5088, 7.1683],
  [60, 140, 0.25, 0.15, 4.3505, 1.8825],
  [60, 140, 0.25, 0.25, 5.85, 3.7845],
  [60, 140, 0.25, 0.35, 5.7726, 5.606],
  [60, 140, 0.5, 0.15, 6.8082, 2.1374],
  [60, 140, 0.5, 0.25, 6.3383, 4.6236],
  [60, 140, 0.5, 0.35, 4.3841, 6.1062],
  [70, 130, 0.25, 0.15, 4.3139, 1.8825],
  [70, 130, 0.25, 0.25, 4.8293, 3.7014],
  [70, 130, 0.25, 0.35, 3.7765, 4.6472],
  [70, 130, 0.5, 0.15, 5.9697, 2.1325],
  [70, 130, 0.5, 0.25, 4.0004, 3.8944],
  [70, 130, 0.5, 0.35, 2.2563, 3.5868],
  [80, 120, 0.25, 0.15, 3.7516, 1.86],
  [80, 120, 0.25, 0.25, 2.6387, 2.6866],
  [80, 120, 0.25, 0.35, 1.4903, 2.0719],
  [80, 120, 0.5, 0.15, 3.5805, 1.8883],
  [80, 120, 0.5, 0.25, 1.5098, 1.7851],
  [80, 120, 0.5, 0.35, 0.5635, 0.8244],
  [90, 110, 0.25, 0.15, 1.2055, 0.9473],
  [90, 110, 0.25, 0.25, 0.3098, 0.3449],
  [90, 110, 0.25, 0.35, 0.0477, 0.0578],
  [90, 110, 0.5, 0.15, 0.5537, 0.4555],
  [90, 110, 0.5, 0.25, 0.0441, 0.0491],
  [90, 110, 0.5, 0.35, 0.0011, 0.0013],
];

/** Haug 2007, table 4-14's common inputs. */
export const HAUG_4_14_MARKET = { s: 100, k: 100, r: 0.1, b: 0.1 } as const;

// Haug 2007, table 4-28 (discrete arithmetic average, Turnbull-Wakeman): S = 100, b = 0, r = 0.05,
// σ = 0.2, T = 0.5, 26 weekly fixings from 1/52 to 26/52 (t_i = i·T/n). Columns: K, call, put.
export const HAUG_4_28: ReadonlyArray<readonly [number, number, number]> = [
  [80, 19.5152, 0.009],
  [90, 10.1437, 0.3906],
  [100, 3.27, 3.27],
  [110, 0.5515, 10.3046],
  [120, 0.0479, 19.5541],
];

/**
 * European options with a published value: [source, call or put, S, K, T, r, b, σ, value]. Haug 2007
 * §1.1.6 (generalized Black-Scholes-Merton: an FX option with r_f = 0.05) prints 4 decimals; Hull's
 * example 17.1 (a stock without dividends, b = r) 2; Black-76 at the money (Hull 2018, Black's model)
 * on a futures price F = 100, b = 0.
 */
export const EUROPEAN_CASES: ReadonlyArray<
  readonly [string, 'call' | 'put', number, number, number, number, number, number, number]
> = [
  ['Haug 2007 §1.1.6', 'put', 75, 70, 0.5, 0.1, 0.05, 0.35, 4.087],
  ['Hull example 17.1', 'call', 42, 40, 0.5, 0.1, 0.1, 0.2, 4.76],
  ['Hull example 17.1', 'put', 42, 40, 0.5, 0.1, 0.1, 0.2, 0.81],
  ['Hull, Black-76', 'call', 100, 100, 1, 0.05, 0, 0.2, 7.577],
];

/** Haug 2007, table 4-28's common inputs: spot, rate, carry, volatility, expiry, fixings. */
export const HAUG_4_28_MARKET = { s: 100, r: 0.05, b: 0, v: 0.2, t: 0.5, fixings: 26 } as const;
