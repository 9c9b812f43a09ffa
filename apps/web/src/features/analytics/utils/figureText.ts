import { formatInteger, formatNumber } from '../../../utils/format.ts';

/** What a missing figure shows (spec 02 §9 Display). */
export const MISSING = '—';

/** An amount (units of the asset, or money) with thousands separators and no decimals. */
export function amountText(value: number | null | undefined, lang: string): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? MISSING
    : formatInteger(value, lang);
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

/** An amount in a few characters for a chart's cell or axis: 1.2 M, −350 k (es: 1,2 M). */
export function compactText(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
