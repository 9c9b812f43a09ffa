import { formatMoney, formatNumber } from '../../../utils/format.ts';

/** What a figure without a value shows. */
export const MISSING = '—';

/** How far under the program a coverage must be to count: rounding noise is not a gap. */
const COVERAGE_TOLERANCE = 1e-9;

/** An amount with the unit it counts (a currency, or tonnes, barrels), whole: "USD −8,025,000". */
export function amountText(value: number | null, unit: string | null, lang: string): string {
  if (value === null) return MISSING;
  return unit ? formatMoney(value, unit, lang, 0) : formatNumber(value, lang, 0);
}

/** A coverage under its program's (none when the book has no program). */
export function isUnderProgram(coverage: number | null, program: number | null): boolean {
  return coverage !== null && program !== null && coverage < program - COVERAGE_TOLERANCE;
}
