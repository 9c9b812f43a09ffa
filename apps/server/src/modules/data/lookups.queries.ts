import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  businesses,
  clients,
  commodities,
  currencyPairs,
  endProducts,
  plants,
  providers,
  strategies,
} from '../../db/schema.ts';
import type { Caller } from '../../identity/caller.ts';
import { inCallerCompanies } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';

/**
 * The lookups each company keeps (business, clients, plants, providers), and the reference data
 * every company shares that portfolios and book rows name: pairs, commodities, end products and
 * strategies.
 */

type Scope = Pick<Caller, 'companyIds'>;

export const LOOKUP_TABLES = { business: businesses, clients, plants, providers } as const;
export type LookupName = keyof typeof LOOKUP_TABLES;

/** A lookup's entries of the caller's companies (optionally only some ids or companies), by name. */
export function selectLookup(
  services: Services,
  caller: Scope,
  lookup: LookupName,
  only: { ids?: number[]; companies?: number[] },
) {
  const table = LOOKUP_TABLES[lookup];
  return services.db
    .select({ id: table.id, name: table.name, companyId: table.companyId })
    .from(table)
    .where(
      and(
        inCallerCompanies(table.companyId, caller),
        only.ids ? inArray(table.id, only.ids) : undefined,
        only.companies ? inArray(table.companyId, only.companies) : undefined,
      ),
    )
    .orderBy(asc(table.name), asc(table.id));
}

export async function insertLookup(services: Services, lookup: LookupName, companyId: number, name: string) {
  const table = LOOKUP_TABLES[lookup];
  const [created] = await services.db
    .insert(table)
    .values({ companyId, name })
    .returning({ id: table.id, name: table.name, companyId: table.companyId });
  return created;
}

/** Whether an entry of a lookup belongs to a company. */
export async function isCompanyLookup(services: Services, lookup: LookupName, companyId: number, id: number) {
  const table = LOOKUP_TABLES[lookup];
  const [row] = await services.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)));
  return row !== undefined;
}

/** End products (shared reference data), optionally only some. */
export function selectEndProducts(services: Services, ids?: number[]) {
  return services.db
    .select({
      pk_id_end_product: endProducts.id,
      product_name: endProducts.name,
      fk_idcurrency: endProducts.currencyId,
      fk_idunit: endProducts.unitId,
    })
    .from(endProducts)
    .where(ids ? inArray(endProducts.id, ids) : undefined)
    .orderBy(asc(endProducts.id));
}

// ── shared reference data ────────────────────────────────────────────────────

/** Pair names and commodity and end-product ids that exist, among those given. */
export async function knownAssets(
  services: Services,
  asked: { pairs: string[]; commodityIds: number[]; endProductIds: number[] },
) {
  const pairs = asked.pairs.length
    ? await services.db
        .select({ name: currencyPairs.name })
        .from(currencyPairs)
        .where(inArray(currencyPairs.name, asked.pairs))
    : [];
  const known = asked.commodityIds.length
    ? await services.db
        .select({ id: commodities.id })
        .from(commodities)
        .where(inArray(commodities.id, asked.commodityIds))
    : [];
  const products = asked.endProductIds.length
    ? await services.db
        .select({ id: endProducts.id })
        .from(endProducts)
        .where(inArray(endProducts.id, asked.endProductIds))
    : [];
  return {
    pairs: pairs.map((p) => p.name),
    commodityIds: known.map((c) => c.id),
    endProductIds: products.map((p) => p.id),
  };
}

/** Commodities by id: the currency their hedges' dates follow. */
export function selectCommodityCurrencies(services: Services, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return services.db
    .select({
      id: commodities.id,
      currency: sql<string>`(select code from currencies where id = ${commodities.currencyId})`,
    })
    .from(commodities)
    .where(inArray(commodities.id, ids));
}

export function selectStrategies(services: Services, asset?: 'currency' | 'commodity') {
  return services.db
    .select()
    .from(strategies)
    .where(asset ? eq(strategies.asset, asset) : undefined)
    .orderBy(asc(strategies.asset), asc(strategies.nameId));
}
