import { type FigureUnits, quoteDecimals } from '@cobertura/contracts';
import { MISSING, rateText, rateUnitText, withUnit } from '../../analytics/index.ts';

/**
 * A rate, strike or cost per unit of the asset to its quote's decimals, with its unit: "3,475.12
 * COP per USD"; a dash when missing.
 */
export function assetRateText(
  value: number | null | undefined,
  asset: string,
  units: FigureUnits | null | undefined,
  lang: string,
): string {
  if (value === null || value === undefined) return MISSING;
  return withUnit(rateText(value, lang, quoteDecimals(asset)), units ? rateUnitText(units, lang) : null);
}

/**
 * A figure as dealt, to `decimals`: what is less than half its last decimal away from zero is zero,
 * never "-0.00" (a forward at the forward, whose cost is nil but for the strike's rounding).
 */
export function dealtFigure(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale || 0;
}

/** A strike to type, to the asset's quote decimals (USDCOP 3,512.40, EURUSD 1.0842). */
export function strikeText(value: number, asset: string): string {
  return String(dealtFigure(value, quoteDecimals(asset)));
}
