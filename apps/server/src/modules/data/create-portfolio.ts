import { type Portfolio, ROW_PROBLEMS, type TCreatePortfolioRequest } from '@cobertura/contracts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { isCompanyLookup, knownAssets, type LookupName } from './lookups.queries.ts';
import { forgetCallerCompanies } from './portfolio-cache.ts';
import { findCallerCompany, insertPortfolio, selectPortfolio } from './portfolios.queries.ts';

const LINKS: [keyof TCreatePortfolioRequest, LookupName][] = [
  ['fk_id_business', 'business'],
  ['fk_id_client', 'clients'],
  ['fk_id_plant', 'plants'],
  ['fk_id_provider', 'providers'],
];

/**
 * A new portfolio of one of the caller's companies, with its pairs, commodities, end product and
 * links. Pairs, commodities and the end product must exist (400); a business, client, plant or
 * provider must be the company's own (404, as for any id of another company).
 */
export async function createPortfolio(
  services: Services,
  caller: Caller,
  request: TCreatePortfolioRequest,
): Promise<Portfolio> {
  const company = await findCallerCompany(services, caller, request.fk_idcompany);
  if (!company) throw notFound('No such company.');
  const pairs = [...new Set(request.fk_currency)];
  const commodityIds = [...new Set(request.fk_idcommodity)];
  const endProductIds = request.fk_id_end_product ? [request.fk_id_end_product] : [];
  const known = await knownAssets(services, { pairs, commodityIds, endProductIds });
  const fields: Record<string, string[]> = {};
  if (known.pairs.length !== pairs.length)
    fields.fk_currency = [
      `Unknown pair: ${pairs.filter((p) => !known.pairs.includes(p)).join(', ')}. ${ROW_PROBLEMS.PAIR_FORMAT.en}`,
    ];
  if (known.commodityIds.length !== commodityIds.length) fields.fk_idcommodity = ['Unknown commodity.'];
  if (known.endProductIds.length !== endProductIds.length)
    fields.fk_id_end_product = ['Unknown end product.'];
  if (Object.keys(fields).length)
    throw new AppError('VALIDATION_FAILED', 'Some fields are not valid.', fields);
  for (const [field, lookup] of LINKS) {
    const id = request[field] as number | null | undefined;
    if (id && !(await isCompanyLookup(services, lookup, company.id, id)))
      throw notFound(`No such ${lookup} entry.`);
  }
  const created = await insertPortfolio(services, {
    companyId: company.id,
    name: request.portfolio_name,
    currencyPairs: pairs,
    commodityIds,
    endProductId: request.fk_id_end_product ?? null,
    businessId: request.fk_id_business ?? null,
    clientId: request.fk_id_client ?? null,
    plantId: request.fk_id_plant ?? null,
    providerId: request.fk_id_provider ?? null,
    createdAt: services.now(),
  });
  if (!created) throw new Error('insert returned no row');
  await forgetCallerCompanies(services, caller, company.id);
  const portfolio = await selectPortfolio(services, caller, created.id);
  if (!portfolio) throw new Error('created portfolio not found');
  return portfolio;
}
