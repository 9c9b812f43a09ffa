import {
  type AnalyticsArea,
  type PortfolioValuationReply,
  type TPortfolioValuationRequest,
  ZPortfolioValuationRequest,
} from '@cobertura/contracts';
import type { CallerBooksOptions, ValuationCaller } from '../../book-data/book-valuations.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { selectCommoditiesById, selectCompanyPortfolios } from './analytics.queries.ts';
import { valuePortfolios } from './value-portfolios.ts';

/**
 * Every portfolio of the caller's companies (narrowed by `companyIds` and `portfolioIds`) valued on
 * every asset of the area it holds, monthly from the market's today, as Analytics values them (the
 * book valuations port: the Hedge plan and the desk's analytics). Null when none holds such an asset.
 */
export async function valueCallerBooks(
  services: Services,
  reader: MarketReader,
  caller: ValuationCaller,
  area: AnalyticsArea,
  options: CallerBooksOptions = {},
): Promise<PortfolioValuationReply | null> {
  const request = await callerBooksRequest(services, caller, area, options);
  return request && valuePortfolios(services, reader, caller, area, request);
}

/**
 * The valuation request of the caller's books of the area: the portfolios (of `companyIds` among the
 * caller's companies, of `portfolioIds` when given) that hold one of its assets, in id order, on
 * every such asset, with the table's defaults. Null when none holds one.
 */
export async function callerBooksRequest(
  services: Services,
  caller: ValuationCaller,
  area: AnalyticsArea,
  options: CallerBooksOptions,
): Promise<TPortfolioValuationRequest | null> {
  const found = await selectCompanyPortfolios(services, caller, options.companyIds ?? caller.companyIds);
  const chosen = options.portfolioIds ? found.filter((p) => options.portfolioIds?.includes(p.id)) : found;
  const names =
    area === 'currency'
      ? chosen.flatMap((p) => p.currencyPairs)
      : (await selectCommoditiesById(services, [...new Set(chosen.flatMap((p) => p.commodityIds))])).map(
          (c) => c.name,
        );
  const assets = [...new Set(names)];
  const holding = chosen.filter((p) =>
    area === 'currency' ? p.currencyPairs.length : p.commodityIds.length,
  );
  if (!assets.length || !holding.length) return null;
  return ZPortfolioValuationRequest.parse({ portfolios: holding.map((p) => p.id), assets });
}
