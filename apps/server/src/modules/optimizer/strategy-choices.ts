import {
  OPTION_TYPES,
  type StrategyLeg,
  type TOptimizerMarketRequest,
  type TStrategyChoice,
} from '@cobertura/contracts';
import { type CatalogueLeg, type StrategyTerms, sideStrategyName } from '@cobertura/finance/optimizer';
import { AppError } from '../../errors.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { selectStrategiesById } from './optimizer.queries.ts';
import { type OptimizerMarket, optimizerMarket } from './optimizer-market.ts';

/** A catalogue strategy with the treasurer's terms, as finance takes it. */
export interface ChosenStrategy {
  id: number;
  /** The name for the side: what the side's legs buy (a seller's mirror of VANILLA CALL is VANILLA PUT). */
  name: string;
  /** The legs as the catalogue writes them, for a buyer. */
  legs: CatalogueLeg[];
  firstSecondStrikeEqual: boolean;
  terms: StrategyTerms;
  /** The share of each settlement hedged, 0 to 1. */
  ratio: number;
}

/**
 * The choices' strategies read from the catalogue of the market's asset class, named and with their
 * terms for the request's side: 400 on `field` for a strategy that is not in the catalogue.
 */
async function chosenStrategies(
  services: Services,
  market: Pick<OptimizerMarket, 'area'>,
  side: StrategyTerms['side'],
  choices: readonly TStrategyChoice[],
  field: (index: number) => string,
): Promise<ChosenStrategy[]> {
  const rows = await selectStrategiesById(
    services,
    market.area,
    choices.map((c) => c.pk_idstrategy),
  );
  return choices.map((choice, i) => {
    const row = rows.find((r) => r.id === choice.pk_idstrategy);
    if (!row) {
      const text = `Strategy ${choice.pk_idstrategy} is not in the ${market.area} catalogue.`;
      throw new AppError('VALIDATION_FAILED', text, { [field(i)]: [text] });
    }
    const legs = catalogueLegs(row.legs);
    return {
      id: row.id,
      name: sideStrategyName(side, row.name),
      legs,
      firstSecondStrikeEqual: row.firstSecondStrikeEqual,
      ratio: choice.percentage / 100,
      terms: {
        side,
        legs,
        // A strike left out is 0: finance warns on it rather than guess one.
        strikes: legs.map((_, leg) => choice.strikes[leg] ?? 0),
        barriers: legs.map((_, leg) => choice.barriers[leg] ?? null),
        fixings: choice.fixings,
      },
    };
  });
}

/**
 * How a step of several strategies opens: the request's schedule set on the stored market, and the
 * strategies listed under `list` chosen for its side (400 on `<list>.<i>.pk_idstrategy`).
 */
export async function marketWithStrategies<List extends 'strategies' | 'hedges'>(
  services: Services,
  reader: MarketReader,
  request: TOptimizerMarketRequest & { side: StrategyTerms['side'] } & Record<
      List,
      readonly TStrategyChoice[]
    >,
  list: List,
): Promise<{ market: OptimizerMarket; chosen: ChosenStrategy[] }> {
  const market = await optimizerMarket(services, reader, request);
  const chosen = await chosenStrategies(
    services,
    market,
    request.side,
    request[list],
    (i) => `${list}.${i}.pk_idstrategy`,
  );
  return { market, chosen };
}

/** The one strategy a request sets (`strategy`), chosen for its side: 400 on `strategy.pk_idstrategy`. */
export async function chosenStrategy(
  services: Services,
  market: Pick<OptimizerMarket, 'area'>,
  side: StrategyTerms['side'],
  choice: TStrategyChoice,
): Promise<ChosenStrategy> {
  const [strategy] = await chosenStrategies(services, market, side, [choice], () => 'strategy.pk_idstrategy');
  if (!strategy) throw new Error('no strategy chosen');
  return strategy;
}

/** A catalogue row's legs as finance takes them: the option type by its word. */
export function catalogueLegs(legs: readonly StrategyLeg[]): CatalogueLeg[] {
  return legs.map((leg) => ({
    derivative: leg.derivative,
    position: leg.position,
    optionType: OPTION_TYPES[leg.fk_idoptiontype - 1] ?? 'EUROPEAN',
  }));
}
