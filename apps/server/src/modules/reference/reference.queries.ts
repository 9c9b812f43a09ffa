import type { CommoditiesReply, Company, Country, CurrenciesReply } from '@cobertura/contracts';
import { asc, inArray } from 'drizzle-orm';
import { cached } from '../../cache/cache.ts';
import {
  commodities,
  companies,
  countries,
  currencies,
  currencyPairs,
  endProducts,
  portfolios,
  units,
} from '../../db/schema.ts';
import type { Services } from '../../services.ts';

const REFERENCE_TTL_SECONDS = 300;

/** The companies given, with their portfolios: callers pass only the caller's own company ids. */
export async function companiesWithPortfolios(services: Services, companyIds: number[]): Promise<Company[]> {
  if (!companyIds.length) return [];
  return cached(services.cache, `companies:${companyIds.join(',')}`, 60, async () => {
    const rows = await services.db
      .select()
      .from(companies)
      .where(inArray(companies.id, companyIds))
      .orderBy(asc(companies.id));
    const owned = await services.db
      .select()
      .from(portfolios)
      .where(inArray(portfolios.companyId, companyIds))
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
