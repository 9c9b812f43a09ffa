import {
  type PricedStrategy,
  type PriceStrategiesReply,
  TERMS_WARNINGS,
  type TPriceStrategiesRequest,
} from '@cobertura/contracts';
import {
  forwardOf,
  scheduleParForward,
  sideLegs,
  strategyPrice,
  termsWarnings,
  zeroCostLegs,
} from '@cobertura/finance/optimizer';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { marketFigures } from './optimizer-market.ts';
import { type ChosenStrategy, marketWithStrategies } from './strategy-choices.ts';

/**
 * Step 3 (`POST /api/optimizer/price`): each chosen strategy priced over the schedule on the
 * stored market, with the schedule's par forward (where a forward costs nothing) — its legs as the
 * side holds them, cost and costPerc, the warnings of terms that make no sense (a strategy with any
 * is not calculated and has no cost), and whether a zero-cost solution applies.
 */
export async function priceStrategies(
  services: Services,
  reader: MarketReader,
  request: TPriceStrategiesRequest,
): Promise<PriceStrategiesReply> {
  const { market, chosen } = await marketWithStrategies(services, reader, request, 'strategies');
  const { schedule } = market;
  return {
    ...marketFigures(market, request.side),
    par_forward: scheduleParForward(schedule),
    settlements: schedule.map((s) => ({
      date: s.date,
      amount: s.amount,
      forward: forwardOf(s.market, s.time),
      volatility: s.market.vol,
    })),
    strategies: chosen.map((strategy) => pricedStrategy(strategy, market.spot, schedule)),
  };
}

function pricedStrategy(
  strategy: ChosenStrategy,
  spot: number,
  schedule: Parameters<typeof strategyPrice>[1],
): PricedStrategy {
  const { terms } = strategy;
  const warnings = termsWarnings(terms, spot).map(({ leg, code }) => ({
    leg,
    code,
    message: TERMS_WARNINGS[code],
  }));
  const price = warnings.length ? null : strategyPrice(terms, schedule);
  return {
    pk_idstrategy: strategy.id,
    name: strategy.name,
    legs: sideLegs(terms.side, terms.legs).map((leg, i) => ({
      derivative: leg.derivative,
      position: leg.position,
      option_type: leg.optionType,
      strike: terms.strikes[i] || null,
      barrier: terms.barriers[i] ?? null,
    })),
    percentage: strategy.ratio * 100,
    cost: price?.cost ?? null,
    costPerc: price?.costPercent ?? null,
    warnings,
    zero_cost: zeroCostLegs(strategy.legs, strategy.firstSecondStrikeEqual) !== null,
    calculated: price !== null,
  };
}
