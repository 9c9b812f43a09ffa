import type { BudgetRateVersion } from '@cobertura/contracts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { portfolioHolding } from './owned-portfolios.ts';
import { type AssetRef, insertBudgetRate } from './programs.queries.ts';
import { budgetRateVersion } from './versions.ts';

/**
 * Saves a portfolio's budget rate for one asset as a new version (the older ones stay), set by the
 * caller at the clock's time. The portfolio must belong to one of the named companies and to the
 * caller (404 otherwise); `field` names the asset in the request, for a 400 when the portfolio lacks it.
 */
export async function saveBudgetRate(
  services: Services,
  caller: Caller,
  request: {
    companies: number | number[];
    portfolioId: number;
    asset: AssetRef;
    rate: number;
    field: string;
  },
): Promise<BudgetRateVersion> {
  const portfolio = await portfolioHolding(
    services,
    caller,
    request.portfolioId,
    request.asset,
    request.field,
  );
  const companies = Array.isArray(request.companies) ? request.companies : [request.companies];
  if (!companies.includes(portfolio.companyId)) throw notFound('No such portfolio.');
  const saved = await insertBudgetRate(services, caller, {
    portfolioId: request.portfolioId,
    currencyPair: request.asset.kind === 'currency' ? request.asset.pair : null,
    commodityId: request.asset.kind === 'commodity' ? request.asset.commodityId : null,
    createdAt: services.now(),
    // The JSON number's shortest decimal text, stored exactly by numeric.
    rate: String(request.rate),
  });
  return budgetRateVersion(saved);
}
