/**
 * The app's one formatter for numbers, money, percentages and dates. Components never call
 * toFixed or toLocaleString themselves; they pass the active language.
 */
const LOCALES: Record<string, string> = { en: 'en-US', es: 'es-CO' };

function localeOf(lang: string): string {
  return LOCALES[lang] ?? 'en-US';
}

/**
 * Formatters made once per language and style: making one costs far more than using it, and a grid
 * formats every visible cell on each frame it scrolls.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${lang}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    // No sign on a zero: a small loss rounded to nothing shows 0, not −0.
    format = new Intl.NumberFormat(localeOf(lang), { signDisplay: 'negative', ...options });
    formatters.set(key, format);
  }
  return format;
}

function dateFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${lang}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang), options);
    formatters.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, lang: string, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return '—';
  return numberFormat(lang, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** The language's decimal separator: '.' in English, ',' in Spanish. */
export function decimalSeparator(lang: string): string {
  const part = numberFormat(lang, {})
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}

/** An amount in a currency (ISO code), e.g. "USD 1,250,000.00". */
export function formatMoney(value: number, currency: string, lang: string, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return '—';
  return `${currency} ${formatNumber(value, lang, fractionDigits)}`;
}

/** A fraction shown as a percentage: 0.125 → "12.50 %". */
export function formatPercent(fraction: number, lang: string, fractionDigits = 2): string {
  if (!Number.isFinite(fraction)) return '—';
  return `${formatNumber(fraction * 100, lang, fractionDigits)} %`;
}

/** A whole count with grouping, e.g. 12,000. */
export function formatInteger(value: number, lang: string): string {
  return formatNumber(Math.round(value), lang, 0);
}

function parseDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // Wire dates are YYYY-MM-DD calendar days: read them as local days, not UTC midnights.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** A calendar date in the language's own medium style: "Feb 22, 2027", "22 feb 2027". */
export function formatDate(value: string | Date, lang: string): string {
  const date = parseDate(value);
  if (!date) return '';
  return dateFormat(lang, { dateStyle: 'medium' }).format(date);
}

/**
 * A calendar date with its month in words, where figures could be misread (which day an ambiguous
 * '01/02/2028' is): "February 1, 2028", "1 de febrero de 2028".
 */
export function formatDateInWords(value: string | Date, lang: string): string {
  const date = parseDate(value);
  if (!date) return '';
  return dateFormat(lang, { dateStyle: 'long' }).format(date);
}

/**
 * A month and its year: "Nov 2026", "nov de 2026"; `isCompact` for crowded axes: "Nov 26",
 * "nov 26" (the month's abbreviation and the year's last two digits, nothing between).
 */
export function formatMonth(value: string | Date, lang: string, isCompact = false): string {
  const date = parseDate(value);
  if (!date) return '';
  if (!isCompact) return dateFormat(lang, { month: 'short', year: 'numeric' }).format(date);
  const parts = dateFormat(lang, { month: 'short', year: '2-digit' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value.replace(/\.$/, '') ?? '';
  return `${part('month')} ${part('year')}`;
}

/** A date with time, for audit-style lists (e.g. when an account was created). */
export function formatDateTime(value: string | Date, lang: string): string {
  const date = parseDate(value);
  if (!date) return '';
  return dateFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A number to a number of significant digits (factors, Greeks): 0.3936825, 2,204.6. */
export function formatSignificant(value: number, lang: string, digits = 7): string {
  if (!Number.isFinite(value)) return '—';
  return numberFormat(lang, { maximumSignificantDigits: digits }).format(value);
}

/** An amount in a few characters for a chart's cell or axis: 1.2M, −350K, 42.5B (es: 1,2 M, 42,5 mil M). */
export function formatCompact(value: number, lang: string): string {
  if (!Number.isFinite(value)) return '—';
  return numberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** Significant digits of a conversion factor: the table's own precision. */
const FACTOR_DIGITS = 7;

/**
 * A conversion factor to at most 7 significant digits, with the fewest digits that stay within one
 * unit of the 7th: the reverse of a rounded factor (1 / 2.380952 = 0.42000007) reads 0.42, not
 * 0.4200001, while a factor that needs all seven (0.3936825) keeps them.
 */
export function formatFactor(value: number, lang: string): string {
  if (!Number.isFinite(value) || value === 0) return formatSignificant(value, lang, FACTOR_DIGITS);
  const unit = 10 ** (Math.floor(Math.log10(Math.abs(value))) - (FACTOR_DIGITS - 1));
  for (let digits = 1; digits < FACTOR_DIGITS; digits++) {
    if (Math.abs(Number(value.toPrecision(digits)) - value) <= unit)
      return formatSignificant(value, lang, digits);
  }
  return formatSignificant(value, lang, FACTOR_DIGITS);
}

/** The weekday of a calendar date, spelled out in the language ("Monday", "lunes"). */
export function formatWeekday(value: string | Date, lang: string): string {
  const date = parseDate(value);
  if (!date) return '';
  return dateFormat(lang, { weekday: 'long' }).format(date);
}
