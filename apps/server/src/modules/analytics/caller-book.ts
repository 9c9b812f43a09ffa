import type { AnalyticsArea } from '@cobertura/contracts';
import type { AssetBook } from '../../book-data/book-reader.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { selectCallerPortfolios, selectCommoditiesNamed } from './analytics.queries.ts';
import { readPortfolioBook } from './portfolio-book.ts';

/**
 * One of the caller's portfolios' book of an asset, for other modules (the book reader port):
 * undefined when the portfolio is not of the caller's companies or does not hold the asset.
 */
export async function callerBook(
  services: Services,
  caller: Pick<Caller, 'companyIds'>,
  area: AnalyticsArea,
  portfolioId: number,
  asset: string,
): Promise<AssetBook | undefined> {
  const [portfolio] = await selectCallerPortfolios(services, caller, [portfolioId]);
  if (!portfolio) return undefined;
  if (area === 'currency')
    return portfolio.currencyPairs.includes(asset)
      ? readPortfolioBook(services, area, portfolio, { name: asset })
      : undefined;
  const [commodity] = await selectCommoditiesNamed(services, [asset]);
  if (!commodity || !portfolio.commodityIds.includes(commodity.id)) return undefined;
  return readPortfolioBook(services, area, portfolio, { name: asset, commodityId: commodity.id });
}
