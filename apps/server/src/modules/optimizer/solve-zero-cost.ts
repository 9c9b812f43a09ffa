import type { TZeroCostRequest } from '@cobertura/contracts';
import { isFinanceError } from '@cobertura/finance';
import { solveZeroCost, zeroCostLegs } from '@cobertura/finance/optimizer';
import { AppError } from '../../errors.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { optimizerMarket } from './optimizer-market.ts';
import { chosenStrategy } from './strategy-choices.ts';

/**
 * `POST /api/optimizer/zero_cost`: the strategy's strikes with those a zero-cost solution moves set
 * so that it costs nothing over the schedule (one flat strike). 400 on the strategy when its
 * structure has no zero-cost solution, or no strike reaches one.
 */
export async function zeroCostStrikes(services: Services, reader: MarketReader, request: TZeroCostRequest) {
  const market = await optimizerMarket(services, reader, request);
  const strategy = await chosenStrategy(services, market, request.side, request.strategy);
  const legs = zeroCostLegs(strategy.legs, strategy.firstSecondStrikeEqual);
  const refuse = (text: string) => new AppError('VALIDATION_FAILED', text, { strategy: [text] });
  if (!legs)
    throw refuse(`A ${strategy.name.toLowerCase()} always costs something: it has no zero-cost strike.`);
  // The strikes it does not move must be set: they fix the premium the solved strike offsets.
  const terms = {
    ...strategy.terms,
    strikes: strategy.terms.strikes.map((k, i) => (legs.includes(i) ? market.spot : k)),
  };
  if (terms.strikes.some((k) => !(k > 0)))
    throw refuse('Set the other strikes first: the zero-cost strike offsets their premium.');
  try {
    const solved = solveZeroCost(terms, market.schedule, legs);
    return { ...market.units, strikes: [...solved.strikes], solved: legs };
  } catch (error) {
    if (isFinanceError(error)) throw refuse('No strike makes this strategy cost nothing on this market.');
    throw error;
  }
}
