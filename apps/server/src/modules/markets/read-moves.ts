import type { MOVE_WINDOWS, Move } from '@cobertura/contracts';
import { TRADING_DAYS } from '@cobertura/finance/time';
import type { Services } from '../../services.ts';
import { MARKET_CATALOG } from './catalog.ts';
import { barOn, loadSeries } from './market-series.ts';

/** Bars back per window (spec 02 §9 trading-day counts; 1D is the previous bar). */
const BARS_BACK: Readonly<Record<Exclude<(typeof MOVE_WINDOWS)[number], 'YTD'>, number>> = {
  '1D': 1,
  '1W': TRADING_DAYS['1W'],
  '1M': TRADING_DAYS['1M'],
  '3M': TRADING_DAYS['3M'],
  '6M': TRADING_DAYS['6M'],
  '1Y': TRADING_DAYS['1Y'],
};

/**
 * The world tables of the markets screen (`GET /api/markets/moves`): for each instrument of a kind
 * with stored prices, its last close and its relative change over each window, counted in stored
 * bars; YTD from the last close of the previous year. A window longer than the history is null.
 */
export async function readMoves(
  services: Services,
  type: 'currency' | 'commodity' | 'index',
): Promise<Move[]> {
  const moves: Move[] = [];
  for (const instrument of MARKET_CATALOG.filter((i) => i.type === type)) {
    const series = await loadSeries(services, instrument);
    const last = series.at(-1);
    if (!last) continue;
    let isSimulated = last.simulated;
    const changeFrom = (base: { close: number; simulated: boolean } | undefined) => {
      if (!base || base.close === 0) return null;
      isSimulated ||= base.simulated;
      return last.close / base.close - 1;
    };
    const changes = {
      ...Object.fromEntries(
        Object.entries(BARS_BACK).map(([window, back]) => [
          window,
          changeFrom(series[series.length - 1 - back]),
        ]),
      ),
      YTD: changeFrom(barOn(series, `${Number(last.observation_date.slice(0, 4)) - 1}-12-31`)),
    } as Move['changes'];
    moves.push({
      instrument,
      last: last.close,
      observation_date: last.observation_date,
      simulated: isSimulated,
      changes,
    });
  }
  return moves;
}
