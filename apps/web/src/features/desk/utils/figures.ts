import { DESK_CURRENCY } from '@cobertura/contracts';
import { formatInteger, formatNumber } from '../../../utils/format.ts';

/** What a missing figure shows. */
export const MISSING = '—';

const isCurrencyCode = (unit: string) => /^[A-Z]{3}$/.test(unit);

/**
 * A figure and what it counts, joined by a no-break space: an ISO currency before it
 * ("USD 1,000,000.00"), any other unit after it ("8,000.00 mt").
 */
export function withUnit(figure: string, unit: string | null | undefined): string {
  if (!unit) return figure;
  return isCurrencyCode(unit) ? `${unit}\u00a0${figure}` : `${figure}\u00a0${unit}`;
}

/** An amount of the asset or of money, with its unit, two decimals. */
export function amountText(value: number | null | undefined, unit: string | null | undefined, lang: string) {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return withUnit(formatNumber(value, lang, 2), unit);
}

/** An amount in the desk's currency, whole units: limits, credit lines, the position. */
export function deskMoney(value: number | null | undefined, lang: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return withUnit(formatInteger(value, lang), DESK_CURRENCY);
}

/** Rates and prices: four decimals, enough for a forward point or a premium per unit. */
export const RATE_DIGITS = 4;

/** A rate or price without its unit (a column that names it). */
export function rateText(value: number | null | undefined, lang: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return formatNumber(value, lang, RATE_DIGITS);
}

/** A rate's quotation in the language: the contract's "COP per USD" reads "COP por USD" in Spanish. */
export function rateUnitText(unit: string | null | undefined, lang: string): string | null {
  if (!unit) return null;
  return lang.startsWith('es') ? unit.replace(' per ', ' por ') : unit;
}

/** A rate with its quotation: "4,180.2500 COP per USD". */
export function rateWithUnit(
  value: number | null | undefined,
  unit: string | null | undefined,
  lang: string,
) {
  const text = rateText(value, lang);
  return text === MISSING ? text : withUnit(text, rateUnitText(unit, lang));
}

/** Basis points, one decimal: "12.5 bps". */
export function bpsText(value: number | null | undefined, lang: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return `${formatNumber(value, lang, 1)}\u00a0bps`;
}
