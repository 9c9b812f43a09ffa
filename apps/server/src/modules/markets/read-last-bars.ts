import type { InstrumentType } from '@cobertura/contracts';
import type { Services } from '../../services.ts';
import { loadSeries, resolveInstrument, type SeriesBar } from './market-series.ts';

/**
 * The last `count` bars of a series, oldest first (`currencies-intraday-history`,
 * `commodities-intraday-history`, spec 02 §7: with `last=1`, the spot when none is cached).
 */
export async function readLastBars(
  services: Services,
  request: { instrument: string; contract?: string | undefined; count: number },
  types: readonly InstrumentType[],
): Promise<SeriesBar[]> {
  const instrument = resolveInstrument(request.instrument, types);
  const series = await loadSeries(services, instrument, request.contract ?? '');
  return series.slice(-request.count);
}
