import type { FigureUnits } from '@cobertura/contracts';
import { formatInteger, formatNumber } from '../../../utils/format.ts';

/** What a missing figure shows (spec 02 §9 Display). */
export const MISSING = '—';

/**
 * An amount (units of the asset, or money) with thousands separators and no decimals, and what it
 * counts when given: a currency's ISO code before the figure ("COP 1,022,999,329", es
 * "COP 1.022.999.329"), any other unit after it ("8,000 mt"). Joined by a no-break space, so that
 * a narrow cell never leaves the code on a line of its own.
 */
export function amountText(value: number | null | undefined, lang: string, unit?: string | null): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return withUnit(formatInteger(value, lang), unit);
}

/** A figure and its unit: an ISO currency code before, another unit after. */
export function withUnit(figure: string, unit: string | null | undefined): string {
  if (!unit) return figure;
  return isCurrencyCode(unit) ? `${unit}\u00a0${figure}` : `${figure}\u00a0${unit}`;
}

const isCurrencyCode = (unit: string) => /^[A-Z]{3}$/.test(unit);

/** A rate's quote in the language: "COP per USD", "COP por USD"; null when either is unknown. */
export function rateUnitText(
  units: { amounts_currency: string | null; quantity_unit: string | null },
  lang: string,
): string | null {
  const { amounts_currency: money, quantity_unit: quantity } = units;
  if (!money || !quantity) return null;
  return `${money} ${lang.startsWith('es') ? 'por' : 'per'} ${quantity}`;
}

/** What a figure counts: quantities of the asset, money, rates, or percentages (no unit). */
export type FigureKind = 'quantity' | 'money' | 'rate' | 'percent';

/** What a column of one kind counts, as its header says it: "USD", "COP", "COP per USD"; null: nothing. */
export function columnUnit(kind: FigureKind, units: FigureUnits, lang: string): string | null {
  if (kind === 'quantity') return units.quantity_unit;
  if (kind === 'money') return units.amounts_currency;
  if (kind === 'rate') return rateUnitText(units, lang);
  return null;
}

/**
 * A figure standing alone, with what it counts: "USD 1,000,000", "COP 52,340", "4,185.20 COP per
 * USD", "42.5 %". Rates take `decimals`.
 */
export function figureWithUnit(
  kind: FigureKind,
  value: number | null | undefined,
  lang: string,
  units: FigureUnits,
  decimals: number,
): string {
  if (kind === 'percent') return percentText(value, lang);
  if (kind === 'rate')
    return value === null || value === undefined
      ? MISSING
      : withUnit(rateText(value, lang, decimals), rateUnitText(units, lang));
  return amountText(value, lang, columnUnit(kind, units, lang));
}

/** A rate with the pair's decimals, or a dash. */
export function rateText(value: number | null | undefined, lang: string, decimals: number): string {
  return value === null || value === undefined ? MISSING : formatNumber(value, lang, decimals);
}

/**
 * A fraction as a percentage with 0 or 1 decimals (spec 02 §9): one decimal, dropped when it is zero
 * (50 %, 42.5 %); a dash when missing.
 */
export function percentText(fraction: number | null | undefined, lang: string): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return MISSING;
  return `${tenthsText(fraction * 100, lang)} %`;
}

/** A number with one decimal, dropped when it is zero: 5, 2.5. */
export function tenthsText(value: number, lang: string): string {
  const tenths = Math.round(value * 10);
  return formatNumber(tenths / 10, lang, tenths % 10 === 0 ? 0 : 1);
}

/** Delta as a whole percent of the exposure (spec 02 §9), a dash without exposure. */
export function deltaPercentText(delta: number, exposure: number, lang: string): string {
  if (exposure === 0 || !Number.isFinite(delta / exposure)) return MISSING;
  return `${formatInteger(Math.abs(delta / exposure) * 100, lang)} %`;
}
