import type { Portfolio, TUpdatePortfolioRequest } from '@cobertura/contracts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { forgetCallerCompanies } from './portfolio-cache.ts';
import { selectPortfolio, updatePortfolio as updatePortfolioRow } from './portfolios.queries.ts';

/** Renames, hides or shows one of the caller's portfolios; another company's is 404. */
export async function updatePortfolio(
  services: Services,
  caller: Caller,
  portfolioId: number,
  request: TUpdatePortfolioRequest,
): Promise<Portfolio> {
  const updated = await updatePortfolioRow(services, caller, portfolioId, {
    ...(request.portfolio_name !== undefined ? { name: request.portfolio_name } : {}),
    ...(request.show !== undefined ? { show: request.show } : {}),
  });
  if (!updated) throw notFound('No such portfolio.');
  await forgetCallerCompanies(services, caller, updated.companyId);
  const portfolio = await selectPortfolio(services, caller, portfolioId);
  if (!portfolio) throw notFound('No such portfolio.');
  return portfolio;
}
