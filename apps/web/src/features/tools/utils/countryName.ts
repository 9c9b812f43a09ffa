import { toAlpha2 } from '@cobertura/finance/time';

/**
 * 'COL · Colombia' in the page's language (Intl region names are keyed by ISO alpha-2); the code
 * alone where the browser names no regions, and `targetLabel` for the euro area's TARGET2.
 */
export function countryName(code: string, names: Intl.DisplayNames | null, targetLabel: string): string {
  if (code === 'TARGET') return targetLabel;
  return names ? `${code} · ${names.of(toAlpha2(code)) ?? code}` : code;
}
