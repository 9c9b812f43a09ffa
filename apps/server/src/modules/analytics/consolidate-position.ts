import type {
  AnalyticsArea,
  ConsolidationGroup,
  ConsolidationReply,
  TConsolidationRequest,
} from '@cobertura/contracts';
import { hedgePosition, sumHedgePositions } from '@cobertura/finance/portfolio';
import { latestAcceptedBarDate } from '@cobertura/finance/time';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { selectCommoditiesById, selectCompanyPortfolios } from './analytics.queries.ts';
import { bookUnits, readPortfolioBook } from './portfolio-book.ts';

/**
 * The hedge position of the caller's companies named (`POST /api/expo_hedges_consolidation`, spec
 * 02 §7): per portfolio and asset it holds (currency pairs, then commodities), the book's balance,
 * cash flow, hedge and program on the market's today, counting the parts the four flags ask for;
 * and per asset, the portfolios added up. 404 when a company is not one of the caller's.
 */
export async function consolidatePosition(
  services: Services,
  caller: Caller,
  request: TConsolidationRequest,
): Promise<ConsolidationReply> {
  const companyIds = [...new Set(request.companies)];
  if (companyIds.some((id) => !caller.companyIds.includes(id))) throw notFound('No such company.');
  const portfolios = await selectCompanyPortfolios(services, caller, companyIds);
  const commodityNames = new Map(
    (await selectCommoditiesById(services, [...new Set(portfolios.flatMap((p) => p.commodityIds))])).map(
      (c) => [c.id, c.name],
    ),
  );
  const today = latestAcceptedBarDate(services.now().getTime());
  const parts = {
    expoFuture: request.expoFuture,
    expoPast: request.expoPast,
    hedgesFuture: request.hedgesFuture,
    hedgesPast: request.hedgesPast,
  };

  const groups: ConsolidationGroup[] = [];
  for (const portfolio of portfolios) {
    const assets: { area: AnalyticsArea; name: string; commodityId?: number }[] = [
      ...portfolio.currencyPairs.map((name) => ({ area: 'currency' as const, name })),
      ...portfolio.commodityIds.flatMap((id) => {
        const name = commodityNames.get(id);
        return name === undefined ? [] : [{ area: 'commodity' as const, name, commodityId: id }];
      }),
    ];
    for (const asset of assets) {
      const book = await readPortfolioBook(services, asset.area, portfolio, asset);
      const position = hedgePosition({
        today,
        exposures: book.exposures,
        hedges: book.hedges,
        program: book.program,
        parts,
      });
      groups.push({
        company_id: portfolio.companyId,
        portfolio_id: portfolio.id,
        portfolio_name: portfolio.name,
        area: asset.area,
        asset: asset.name,
        quantity_unit: bookUnits(asset.area, book).quantity_unit,
        has_program: book.program !== null,
        ...position,
      });
    }
  }
  return { date: today, parts, groups, totals: assetTotals(groups) };
}

/** Each asset's groups added up (`sumHedgePositions`), in the order the assets first appear. */
function assetTotals(groups: readonly ConsolidationGroup[]): ConsolidationReply['totals'] {
  const byAsset = new Map<string, ConsolidationGroup[]>();
  for (const group of groups) {
    const key = `${group.area}:${group.asset}`;
    byAsset.set(key, [...(byAsset.get(key) ?? []), group]);
  }
  return [...byAsset.values()].map((same) => ({
    area: same[0]!.area,
    asset: same[0]!.asset,
    quantity_unit: same[0]!.quantity_unit,
    ...sumHedgePositions(same),
  }));
}
