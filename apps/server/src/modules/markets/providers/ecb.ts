import { inflateRawSync } from 'node:zlib';
import { daysBetween, type IsoDate } from '@cobertura/finance/time';
import { readZipDirectory } from '../../../spreadsheets/zip-directory.ts';
import { MARKET_CATALOG } from '../catalog.ts';
import type { MarketDataProvider, ProvidedClose } from './provider.ts';

/**
 * The European Central Bank's euro foreign exchange reference rates: one fixing a TARGET business
 * day, about 16:00 CET, of about 30 currencies against the euro (EUR→XXX, units of XXX per euro).
 * Free to reuse with the source named (https://www.ecb.europa.eu/stats/policy_and_exchange_rates/).
 */
export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
export const ECB_HISTORY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip';

/** One day's fixings: units of each currency per euro. */
export interface EcbFixing {
  day: string;
  perEuro: Map<string, number>;
}

/** Largest history file accepted once inflated (the whole history since 1999 is about 1.5 MB). */
const MAX_HISTORY_BYTES = 32 * 1024 * 1024;
/** Significant digits of a cross rate: the ECB publishes five, a division keeps more than it knows. */
const CROSS_DIGITS = 8;
/** Files of the last days are enough for a since this recent; older ones need the history. */
const DAILY_FILE_DAYS = 3;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The currencies the ECB fixes today (its list since 2023). */
const ECB_CURRENCIES = new Set(
  'USD JPY BGN CZK DKK GBP HUF PLN RON SEK CHF ISK NOK TRY AUD BRL CAD CNY HKD IDR ILS INR KRW MXN MYR NZD PHP SGD THB ZAR'.split(
    ' ',
  ),
);

/**
 * Parses an ECB XML file (eurofxref-daily.xml, or the -hist and -hist-90d files, which repeat the
 * day's Cube): `<Cube time='YYYY-MM-DD'>` holding `<Cube currency='USD' rate='1.0304'/>`.
 */
export function parseEcbXml(xml: string): EcbFixing[] {
  const fixings: EcbFixing[] = [];
  for (const day of xml.matchAll(/<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']\s*>([\s\S]*?)<\/Cube>/g)) {
    const perEuro = new Map<string, number>();
    for (const rate of (day[2] ?? '').matchAll(
      /<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["']([0-9.]+)["']\s*\/>/g,
    )) {
      const value = Number(rate[2]);
      if (value > 0) perEuro.set(rate[1] ?? '', value);
    }
    fixings.push({ day: day[1] ?? '', perEuro });
  }
  return fixings.sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * Parses the CSV of the history zip (eurofxref-hist.csv): a `Date` column then one column per
 * currency, newest day first, `N/A` where a currency had no fixing, a trailing comma on each line.
 */
export function parseEcbCsv(csv: string): EcbFixing[] {
  const [header = '', ...lines] = csv.trim().split(/\r?\n/);
  const currencies = header.split(',').map((cell) => cell.trim());
  const fixings: EcbFixing[] = [];
  for (const line of lines) {
    const cells = line.split(',').map((cell) => cell.trim());
    const day = cells[0] ?? '';
    if (!ISO_DAY.test(day)) continue;
    const perEuro = new Map<string, number>();
    cells.forEach((cell, column) => {
      const value = Number(cell);
      const currency = currencies[column] ?? '';
      if (column > 0 && /^[A-Z]{3}$/.test(currency) && cell !== '' && value > 0) perEuro.set(currency, value);
    });
    fixings.push({ day, perEuro });
  }
  return fixings.sort((a, b) => a.day.localeCompare(b.day));
}

/** The CSV inside eurofxref-hist.zip, inflated with a bound on its size. */
export async function unzipEcbHistory(zip: Uint8Array): Promise<string> {
  const entry = (await readZipDirectory(zip)).find((e) => e.name.toLowerCase().endsWith('.csv'));
  if (!entry) throw new Error('The ECB history archive holds no CSV file.');
  const bytes =
    entry.method === 0 ? entry.data : inflateRawSync(entry.data, { maxOutputLength: MAX_HISTORY_BYTES });
  return new TextDecoder().decode(bytes);
}

/** The catalogue's currency pairs, each as its base and quote currency (EURUSD: EUR, USD). */
const PAIRS = MARKET_CATALOG.filter(
  (instrument) => instrument.type === 'currency' && /^[A-Z]{6}$/.test(instrument.id),
).map((instrument) => ({
  id: instrument.id,
  base: instrument.id.slice(0, 3),
  quote: instrument.id.slice(3),
}));

/**
 * The closes of the catalogue's pairs a day's fixings price: units of the quote currency per unit
 * of the base, from the rates against the euro (1 for the euro itself): EURUSD is the USD rate,
 * EURGBP the GBP rate, USDXXX = EURXXX ÷ EURUSD, GBPUSD = EURUSD ÷ EURGBP. A pair with a currency
 * the ECB does not fix (COP, CLP) is left out.
 */
export function pairClosesOf(fixings: readonly EcbFixing[], instruments: readonly string[]): ProvidedClose[] {
  const wanted = new Set(instruments);
  const closes: ProvidedClose[] = [];
  for (const { day, perEuro } of fixings) {
    const rate = (currency: string) => (currency === 'EUR' ? 1 : perEuro.get(currency));
    for (const pair of PAIRS) {
      const base = rate(pair.base);
      const quote = rate(pair.quote);
      if (!wanted.has(pair.id) || base === undefined || quote === undefined) continue;
      closes.push({ instrument: pair.id, day, close: Number((quote / base).toPrecision(CROSS_DIGITS)) });
    }
  }
  return closes;
}

/** The pairs of the catalogue the ECB's currencies price (with today's list of about 30 currencies). */
export const ECB_PAIRS = PAIRS.filter((pair) =>
  [pair.base, pair.quote].every((currency) => currency === 'EUR' || ECB_CURRENCIES.has(currency)),
).map((pair) => pair.id);

/**
 * The ECB adapter. `fetch` is the only door to the network; `today` decides between the daily file
 * (a recent `since`) and the whole history.
 */
export function ecbProvider(fetch: typeof globalThis.fetch, today: () => IsoDate): MarketDataProvider {
  return {
    source: 'ecb',
    instruments: ECB_PAIRS,
    async fetchDailyCloses(instruments, since) {
      const isRecent = daysBetween(since as IsoDate, today()) <= DAILY_FILE_DAYS;
      const response = await fetch(isRecent ? ECB_DAILY_URL : ECB_HISTORY_URL);
      if (!response.ok) throw new Error(`The ECB answered ${response.status}.`);
      const fixings = isRecent
        ? parseEcbXml(await response.text())
        : parseEcbCsv(await unzipEcbHistory(new Uint8Array(await response.arrayBuffer())));
      return pairClosesOf(
        fixings.filter((fixing) => fixing.day >= since),
        instruments,
      );
    },
  };
}
