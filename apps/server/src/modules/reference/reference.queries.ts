import type { CatalogEntry, CommoditiesReply, Company, Country, CurrenciesReply } from '@cobertura/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { cached } from '../../cache/cache.ts';
import {
  catalogs,
  commodities,
  companies,
  countries,
  currencies,
  currencyPairs,
  endProducts,
  portfolios,
  units,
} from '../../db/schema.ts';
import type { Caller } from '../../identity/caller.ts';
import { inCallerCompanies } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';

const REFERENCE_TTL_SECONDS = 300;

/** The caller's companies with their portfolios, or only `companyId` when it is one of them. */
export async function companiesWithPortfolios(
  services: Services,
  caller: Pick<Caller, 'companyIds'>,
  companyId?: number,
): Promise<Company[]> {
  const only = companyId === undefined ? undefined : companyId;
  return cached(services.cache, `companies:${caller.companyIds.join(',')}:${only ?? '*'}`, 60, async () => {
    const rows = await services.db
      .select()
      .from(companies)
      .where(and(inCallerCompanies(companies.id, caller), only ? eq(companies.id, only) : undefined))
      .orderBy(asc(companies.id));
    const owned = await services.db
      .select()
      .from(portfolios)
      .where(
        and(
          inCallerCompanies(portfolios.companyId, caller),
          only ? eq(portfolios.companyId, only) : undefined,
        ),
      )
      .orderBy(asc(portfolios.id));
    return rows.map((company) => ({
      pk_idcompany: company.id,
      company_name: company.name,
      portfolios: owned
        .filter((p) => p.companyId === company.id)
        .map((p) => ({
          pk_idportfolio: p.id,
          portfolio_name: p.name,
          fk_currency: p.currencyPairs,
          fk_idcommodity: p.commodityIds,
          fk_id_end_product: p.endProductId,
          fk_id_business: p.businessId,
          fk_id_client: p.clientId,
          fk_id_plant: p.plantId,
          fk_id_provider: p.providerId,
          fk_idcompany: p.companyId,
          created_at: p.createdAt.toISOString(),
          show: p.show,
        })),
    }));
  });
}

export function listCurrencies(services: Services): Promise<CurrenciesReply> {
  return cached(services.cache, 'ref:currencies', REFERENCE_TTL_SECONDS, async () => {
    const single = await services.db.select().from(currencies).orderBy(asc(currencies.id));
    const pairs = await services.db.select().from(currencyPairs).orderBy(asc(currencyPairs.id));
    return {
      currencies: single.map((c) => ({
        pk_idcurrency: c.id,
        code: c.code,
        name: c.name,
        fk_idcountry: c.countryId,
      })),
      pairs: pairs.map((p) => ({
        pk_i_idcurrency: p.id,
        currency_name: p.name,
        fk_idcurrency_left: p.leftId,
        fk_idcurrency_right: p.rightId,
      })),
    };
  });
}

export function listCommodities(services: Services): Promise<CommoditiesReply> {
  return cached(services.cache, 'ref:commodities', REFERENCE_TTL_SECONDS, async () => {
    const rows = await services.db.select().from(commodities).orderBy(asc(commodities.id));
    const unitRows = await services.db.select().from(units).orderBy(asc(units.id));
    const products = await services.db.select().from(endProducts).orderBy(asc(endProducts.id));
    return {
      commodities: rows.map((c) => ({
        pk_idcommodity: c.id,
        commodity_name: c.name,
        fk_idproduct: c.endProductId,
        fk_idcurrency: c.currencyId,
        is_cents: c.isCents,
        quotation: c.quotation,
        fk_idunit: c.unitId,
        contract_size: c.contractSize,
      })),
      units: unitRows.map((u) => ({ pk_idunit: u.id, unit_name: u.name })),
      end_products: products.map((p) => ({
        pk_id_end_product: p.id,
        product_name: p.name,
        fk_idcurrency: p.currencyId,
        fk_idunit: p.unitId,
      })),
    };
  });
}

export function listCountries(services: Services): Promise<Country[]> {
  return cached(services.cache, 'ref:countries', REFERENCE_TTL_SECONDS, async () => {
    const rows = await services.db.select().from(countries).orderBy(asc(countries.id));
    return rows.map((c) => ({ pk_idcountry: c.id, iso: c.iso, name: c.name }));
  });
}

/** A legal text (terms and conditions, data-protection consent) in one language. */
export function listCatalog(
  services: Services,
  description: 'terms&conditions' | 'HabeasData',
  lang: 'en' | 'es',
): Promise<CatalogEntry[]> {
  return services.db
    .select({ description: catalogs.description, json: catalogs.json })
    .from(catalogs)
    .where(and(eq(catalogs.description, description), eq(catalogs.lang, lang))) as Promise<CatalogEntry[]>;
}
