import type { AnalyticsArea } from '@cobertura/contracts';
import type { MarketReader } from './market-reader.ts';

/** The currency every pair of the catalogue is quoted against, directly or through which a cross goes. */
const CROSS_CURRENCY = 'USD';

/**
 * The stored spot of an asset: its close on the last day on or before `date`; undefined when none is
 * stored, or it is not positive.
 */
export async function storedSpot(
  reader: MarketReader,
  area: AnalyticsArea,
  asset: string,
  date: string,
): Promise<number | undefined> {
  const found = await reader.lastClose(area, asset, date);
  return found && found.close > 0 ? found.close : undefined;
}

/** Units of `to` per unit of `from` from the pair that joins them, read either way round. */
async function pairRate(reader: MarketReader, from: string, to: string, date: string) {
  for (const [pair, invert] of [
    [`${from}${to}`, false],
    [`${to}${from}`, true],
  ] as const) {
    const spot = await storedSpot(reader, 'currency', pair, date);
    if (spot !== undefined) return invert ? 1 / spot : spot;
  }
  return undefined;
}

/**
 * Units of `to` per unit of `from` at the stored closes of the last day on or before `date`: 1 for
 * the same currency, the pair that joins them (USDMYR for USD → MYR, inverted for MYR → USD), else
 * the cross through USD (COP → MYR = COP → USD × USD → MYR). Undefined when a close it needs is not
 * stored.
 */
export async function currencyRate(
  reader: MarketReader,
  from: string,
  to: string,
  date: string,
): Promise<number | undefined> {
  if (from === to) return 1;
  const direct = await pairRate(reader, from, to, date);
  if (direct !== undefined || from === CROSS_CURRENCY || to === CROSS_CURRENCY) return direct;
  const [toCross, fromCross] = await Promise.all([
    pairRate(reader, from, CROSS_CURRENCY, date),
    pairRate(reader, CROSS_CURRENCY, to, date),
  ]);
  return toCross === undefined || fromCross === undefined ? undefined : toCross * fromCross;
}
