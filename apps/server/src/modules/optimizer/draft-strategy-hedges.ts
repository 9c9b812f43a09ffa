import { randomUUID } from 'node:crypto';
import {
  type DraftHedge,
  OPTION_TYPES,
  type OptionType,
  type TDraftHedgesRequest,
} from '@cobertura/contracts';
import { draftHedges, termsWarnings } from '@cobertura/finance/optimizer';
import { calendarOfPair, type IsoDate, utcDateOfInstant } from '@cobertura/finance/time';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import { findCallerPortfolio } from '../../identity/scope.queries.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { optimizerMarket } from './optimizer-market.ts';
import { chosenStrategy } from './strategy-choices.ts';

/** Business days from fixing to value date, and from trade to premium payment: spot settlement. */
const SPOT_LAG = 2;

/**
 * `POST /api/optimizer/drafts`: the chosen currency strategy as draft hedge rows of one of the
 * caller's portfolios holding the pair, by the hedge template's rules (finance `draftHedges`), for
 * the My Data grid to show as new rows the treasurer reviews and saves. Nothing is saved here.
 * 404 for a portfolio that is not the caller's; 400 when it does not hold the pair, the asset is a
 * commodity, or the strategy's terms carry a warning.
 */
export async function draftStrategyHedges(
  services: Services,
  reader: MarketReader,
  caller: Pick<Caller, 'companyIds'>,
  request: TDraftHedgesRequest,
) {
  const portfolio = await findCallerPortfolio(services, caller, request.portfolio_id);
  if (!portfolio) throw notFound('No such portfolio.');
  const market = await optimizerMarket(services, reader, request);
  const refuse = (field: string, text: string) =>
    new AppError('VALIDATION_FAILED', text, { [field]: [text] });
  if (market.area !== 'currency') throw refuse('asset', 'Drafts are booked for currency pairs.');
  if (!portfolio.currencyPairs.includes(market.asset))
    throw refuse('portfolio_id', `This portfolio does not hold ${market.asset}.`);
  const strategy = await chosenStrategy(services, market, request.side, request.strategy);
  const warning = termsWarnings(strategy.terms, market.spot)[0];
  if (warning)
    throw refuse(`strategy.strikes.${warning.leg}`, 'Fix the strategy’s warnings before booking it.');
  const today = utcDateOfInstant(services.now().getTime()) as IsoDate;
  const code = `OPT-${today.replaceAll('-', '')}-${randomUUID().slice(0, 6).toUpperCase()}`;
  const rows = draftHedges({
    terms: strategy.terms,
    schedule: market.schedule,
    ratio: strategy.ratio,
    calendar: calendarOfPair(market.asset),
    today,
    settlementLag: SPOT_LAG,
  });
  return {
    asset: market.asset,
    rows: rows.map(({ option_type, ...row }) => ({
      ...row,
      fk_idportafolio: portfolio.id,
      fk_idcurrency: market.asset,
      fk_idcountry_currency: market.asset.slice(0, 3),
      settlement_type: 'DELIVERABLE' as const,
      fk_idoptiontype: OPTION_TYPES.indexOf(option_type as OptionType) + 1,
      fk_idcountry_premium_currency: market.asset.slice(3),
      strategy_code: code,
      fk_idcurrencystrategy_derivative: `${row.buy_sell} ${strategy.name}`,
    })) satisfies DraftHedge[],
  };
}
