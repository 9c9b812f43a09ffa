import type { BudgetRateVersion, TAssetHistoryQuery } from '@cobertura/contracts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { assetOf, ownedPortfolios } from './owned-portfolios.ts';
import { selectBudgetRateVersions } from './programs.queries.ts';
import { budgetRateVersion } from './versions.ts';

/** A portfolio's budget rate for one asset, every version newest first (the first is current); 404 for another company's portfolio. */
export async function listBudgetRateVersions(
  services: Services,
  caller: Caller,
  query: TAssetHistoryQuery,
): Promise<BudgetRateVersion[]> {
  await ownedPortfolios(services, caller, [query.portfolio]);
  const rows = await selectBudgetRateVersions(
    services,
    caller,
    query.portfolio,
    assetOf(query.currency, query.commodity),
  );
  return rows.map(budgetRateVersion);
}
