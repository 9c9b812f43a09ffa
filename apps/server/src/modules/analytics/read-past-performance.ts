import type { MarketSnapshot, PastPerformanceReply, TPastPerformanceQuery } from '@cobertura/contracts';
import {
  type AssetMarket,
  candlePeriod,
  mergeCandles,
  pastPerformance,
  pastPeriodCount,
} from '@cobertura/finance/portfolio';
import { addYears, type IsoDate } from '@cobertura/finance/time';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { checkWorkLimit } from '../../work-limit.ts';
import { readKeptValuation } from './kept-valuation.ts';
import { bookUnits } from './portfolio-book.ts';
import { NO_MARKET } from './run-valuation.ts';

/**
 * The past view of one portfolio and asset of a kept valuation (`GET
 * /api/portfolio_valuations/{id}/past`): its settled PnL, achieved rate and bridge by period,
 * computed from the valuation's own book rows and snapshot (so the same on every read), and the
 * candles of the asset over the view's window, at least the year before the valuation date, to the
 * prices' date. 404 unless the caller may read the valuation and it valued that portfolio and asset.
 */
export async function readPastPerformance(
  services: Services,
  reader: MarketReader,
  caller: Caller,
  id: string,
  query: TPastPerformanceQuery,
): Promise<PastPerformanceReply> {
  const stored = await readKeptValuation(services, caller, id);
  const book = stored?.book.find(
    (group) => group.portfolio_id === query.portfolio && group.asset === query.asset,
  );
  if (!stored || !book) throw notFound('No such valuation of that portfolio and asset.');
  const valuationDate = stored.valuationDate as IsoDate;
  const market = (stored.snapshot as MarketSnapshot).assets[book.asset] as AssetMarket | undefined;
  // The view runs from the book's first settled day, however far back: counted before it is built.
  const periods = pastPeriodCount({ valuationDate, ...book, interval: query.interval });
  checkWorkLimit(periods, {
    subject: 'A past view',
    unit: 'periods',
    limit: services.config.workLimits.valuationPeriods,
    advice: 'Choose a longer interval.',
    field: 'interval',
  });
  const past = pastPerformance({
    valuationDate,
    area: stored.area,
    asset: book.asset,
    market: market ?? NO_MARKET,
    hedges: book.hedges,
    exposures: book.exposures,
    budgetRate: book.budget_rate,
    interval: query.interval,
  });
  const yearBefore = addYears(valuationDate, -1);
  const first = past.periods[0]?.date;
  const from = first !== undefined && first < yearBefore ? first : yearBefore;
  const bars = await reader.dailyBars(stored.area, book.asset, { from, to: stored.pricesDate });
  const period = candlePeriod(past.periods.length);
  return {
    portfolio_id: book.portfolio_id,
    asset: book.asset,
    ...bookUnits(stored.area, book),
    valuation_date: valuationDate,
    budget_rate: book.budget_rate,
    interval: query.interval,
    ...past,
    candle_period: period as PastPerformanceReply['candle_period'],
    candles: mergeCandles(
      bars.map(({ simulated: _, date, ...ohlc }) => ({ date: date as IsoDate, ...ohlc })),
      period,
    ),
    simulated: bars.some((bar) => bar.simulated),
  };
}
