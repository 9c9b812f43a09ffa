/** How the desk writes figures in events, mails and confirmations (the screens format their own). */

export type TradeLanguage = 'en' | 'es';

/** A price or rate: four decimals near one (EURUSD, a premium per unit), two in the thousands (USDCOP). */
export function rateText(value: number, lang: TradeLanguage = 'en'): string {
  const decimals = Math.abs(value) < 10 ? 6 : Math.abs(value) < 1000 ? 4 : 2;
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: decimals }).format(
    value,
  );
}

/** An amount of the asset or of money, two decimals. */
export function amountText(value: number, lang: TradeLanguage = 'en'): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** A figure with its unit: an ISO currency before it (USD 1,000.00), any other unit after it (8,000.00 mt). */
export function withUnit(figure: string, unit: string | null | undefined): string {
  if (!unit) return figure;
  return /^[A-Z]{3}$/.test(unit) ? `${unit} ${figure}` : `${figure} ${unit}`;
}

/** Basis points, one decimal. */
export function bpsText(value: number, lang: TradeLanguage = 'en'): string {
  return `${new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)} bps`;
}
