import type { TZeroCostRequest } from '@cobertura/contracts';
import {
  checkQuote,
  scheduleForward,
  scheduleNotionalToday,
  termsWarnings,
} from '@cobertura/finance/optimizer';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { StrategyFairValue } from '../../market-data/strategy-pricing.ts';
import type { Services } from '../../services.ts';
import { optimizerMarket } from './optimizer-market.ts';
import { chosenStrategy } from './strategy-choices.ts';

/**
 * A strategy over its schedule on the stored market (the strategy pricing port): the forward the
 * schedule settles at, and the fair premium per unit that the quote check measures a bank against;
 * the premium is null while a strike or barrier the strategy needs is missing (a forward whose rate
 * the banks are asked for).
 */
export async function strategyFairValue(
  services: Services,
  reader: MarketReader,
  request: TZeroCostRequest,
): Promise<StrategyFairValue> {
  const market = await optimizerMarket(services, reader, request);
  const strategy = await chosenStrategy(services, market, request.side, request.strategy);
  const incomplete = termsWarnings(strategy.terms, market.spot).some(
    (w) => w.code === 'STRIKE_MISSING' || w.code === 'BARRIER_MISSING',
  );
  return {
    spot: market.spot,
    forward: scheduleForward(market.schedule),
    fairPremium: incomplete ? null : checkQuote(strategy.terms, market.schedule, 0).fairValue,
    notionalToday: scheduleNotionalToday(market.schedule),
    pricesDate: market.pricesDate,
    simulated: market.simulated,
    units: market.units,
  };
}
