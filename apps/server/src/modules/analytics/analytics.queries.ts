import type { AnalyticsArea } from '@cobertura/contracts';
import { and, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/client.ts';
import {
  budgetRates,
  commodities,
  commodityExposures,
  commodityHedges,
  companies,
  currencies,
  currencyExposures,
  currencyHedges,
  endProducts,
  hedgingPrograms,
  marketSnapshots,
  portfolios,
  portfolioValuations,
  units,
} from '../../db/schema.ts';
import type { Caller } from '../../identity/caller.ts';
import { inCallerCompanies } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';

/** The analytics module's only door to the database. */

type Scope = Pick<Caller, 'companyIds'>;

/** A portfolio with its assets, as the valuations read it. */
const portfolioAssets = {
  id: portfolios.id,
  name: portfolios.name,
  companyId: portfolios.companyId,
  currencyPairs: portfolios.currencyPairs,
  commodityIds: portfolios.commodityIds,
};

/** The portfolios among `ids` that belong to the caller's companies, with their assets. */
export function selectCallerPortfolios(services: Services, caller: Scope, ids: readonly number[]) {
  return services.db
    .select(portfolioAssets)
    .from(portfolios)
    .where(and(inCallerCompanies(portfolios.companyId, caller), inArray(portfolios.id, [...ids])));
}

/** The portfolios of `companyIds` among the caller's companies, with their assets, in id order. */
export function selectCompanyPortfolios(services: Services, caller: Scope, companyIds: readonly number[]) {
  return services.db
    .select(portfolioAssets)
    .from(portfolios)
    .where(
      and(inCallerCompanies(portfolios.companyId, caller), inArray(portfolios.companyId, [...companyIds])),
    )
    .orderBy(portfolios.companyId, portfolios.id);
}

/** The assets of every portfolio of every company: what some book may be valued on. */
export function selectAllPortfolioAssets(services: Services) {
  return services.db
    .select({ currencyPairs: portfolios.currencyPairs, commodityIds: portfolios.commodityIds })
    .from(portfolios);
}

/** The commodities of these ids, with their names. */
export function selectCommoditiesById(services: Services, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return services.db
    .select({ id: commodities.id, name: commodities.name })
    .from(commodities)
    .where(inArray(commodities.id, [...ids]));
}

/** The commodities of these names (BRENT), with their ids. */
export function selectCommoditiesNamed(services: Services, names: readonly string[]) {
  return services.db
    .select({ id: commodities.id, name: commodities.name })
    .from(commodities)
    .where(inArray(commodities.name, [...names]));
}

const productCurrency = alias(currencies, 'product_currency');

/**
 * A commodity's currency and quotation, and the end product's currency and unit (the portfolio's end
 * product, else the commodity's), for one portfolio.
 */
export async function selectCommodityPricing(services: Services, portfolioId: number, commodityId: number) {
  const [row] = await services.db
    .select({
      currency: currencies.code,
      quotation: commodities.quotation,
      productCurrency: productCurrency.code,
      productUnit: units.name,
    })
    .from(commodities)
    .innerJoin(currencies, eq(currencies.id, commodities.currencyId))
    .innerJoin(portfolios, eq(portfolios.id, portfolioId))
    .leftJoin(
      endProducts,
      eq(endProducts.id, sql`coalesce(${portfolios.endProductId}, ${commodities.endProductId})`),
    )
    .leftJoin(productCurrency, eq(productCurrency.id, endProducts.currencyId))
    .leftJoin(units, eq(units.id, endProducts.unitId))
    .where(eq(commodities.id, commodityId));
  return row;
}

/** A book table and the columns of its portfolio and asset (the spec spells the portfolio two ways). */
const BOOK = {
  currency: {
    exposure: { table: currencyExposures, portfolio: 'fk_idportafolio', asset: 'fk_idcurrency' },
    hedge: { table: currencyHedges, portfolio: 'fk_idportafolio', asset: 'fk_idcurrency' },
  },
  commodity: {
    exposure: { table: commodityExposures, portfolio: 'fk_idportfolio', asset: 'fk_idcommodity' },
    hedge: { table: commodityHedges, portfolio: 'fk_idportafolio', asset: 'fk_idcommodity' },
  },
} as const satisfies Record<
  AnalyticsArea,
  Record<'exposure' | 'hedge', { table: PgTable & { id: unknown }; portfolio: string; asset: string }>
>;

/**
 * One portfolio's exposure or hedge rows of an asset (a pair code, or a commodity id), in id order,
 * as JSON objects of the row's code `pk` and the `columns` asked for, by
 * their wire names: amounts are the stored decimals as JSON numbers, dates YYYY-MM-DD, absent
 * fields null. Aggregated by the database as one `json` text (not `jsonb`, whose conversion took
 * 40 % longer on PGlite), of the columns read only: a 100,000-hedge book's every column made a
 * 108 MB text.
 */
export async function selectBookRows(
  services: Services,
  area: AnalyticsArea,
  side: 'exposure' | 'hedge',
  portfolioId: number,
  asset: string | number,
  columns: readonly string[],
): Promise<Record<string, unknown>[]> {
  const { table, portfolio, asset: assetColumn } = BOOK[area][side];
  const read = sql.join(
    columns.map((column) => sql`t.${sql.identifier(column)}`),
    sql`, `,
  );
  const result = await services.db.execute(sql`
    select coalesce(json_agg(r order by r.id), '[]')::text as rows from (
      select t.id, t.code as pk, ${read}
      from ${table} t
      where t.${sql.identifier(portfolio)} = ${portfolioId} and t.${sql.identifier(assetColumn)} = ${asset}
    ) r`);
  const [row] = rowsOf<{ rows: string }>(result);
  return JSON.parse(row?.rows ?? '[]') as Record<string, unknown>[];
}

type AssetKey = { kind: 'currency'; pair: string } | { kind: 'commodity'; commodityId: number };

function assetIs(table: typeof hedgingPrograms | typeof budgetRates, asset: AssetKey): SQL {
  return asset.kind === 'currency'
    ? eq(table.currencyPair, asset.pair)
    : eq(table.commodityId, asset.commodityId);
}

/** The current (newest) program of a portfolio and asset, when it has one. */
export async function selectCurrentProgram(services: Services, portfolioId: number, asset: AssetKey) {
  const [program] = await services.db
    .select({
      objective: hedgingPrograms.objective,
      parameters: hedgingPrograms.parameters,
      flow: hedgingPrograms.flow,
    })
    .from(hedgingPrograms)
    .where(and(eq(hedgingPrograms.portfolioId, portfolioId), assetIs(hedgingPrograms, asset)))
    .orderBy(desc(hedgingPrograms.createdAt), desc(hedgingPrograms.id))
    .limit(1);
  return program;
}

/** The current (newest) budget rate of a portfolio and asset, as its exact decimal text. */
export async function selectCurrentBudgetRate(services: Services, portfolioId: number, asset: AssetKey) {
  const [budget] = await services.db
    .select({ rate: budgetRates.rate })
    .from(budgetRates)
    .where(and(eq(budgetRates.portfolioId, portfolioId), assetIs(budgetRates, asset)))
    .orderBy(desc(budgetRates.createdAt), desc(budgetRates.id))
    .limit(1);
  return budget?.rate;
}

/** Keeps a snapshot under its id; one already kept (the same prices) is left as it is. */
export async function insertSnapshot(services: Services, id: string, snapshot: unknown, now: Date) {
  await services.db
    .insert(marketSnapshots)
    .values({ id, snapshot, createdAt: now })
    .onConflictDoNothing({ target: marketSnapshots.id });
}

/** Keeps a valuation as it ran. */
export async function insertValuation(services: Services, row: typeof portfolioValuations.$inferInsert) {
  await services.db.insert(portfolioValuations).values(row);
}

/** The name of a portfolio's company, for a report's header. */
export async function selectCompanyNameOfPortfolio(services: Services, portfolioId: number) {
  const [found] = await services.db
    .select({ name: companies.name })
    .from(portfolios)
    .innerJoin(companies, eq(companies.id, portfolios.companyId))
    .where(eq(portfolios.id, portfolioId));
  return found?.name;
}

/** A kept valuation's columns, with its snapshot. */
const keptValuation = {
  id: portfolioValuations.id,
  area: portfolioValuations.area,
  request: portfolioValuations.request,
  bookPacked: portfolioValuations.bookPacked,
  book: portfolioValuations.book,
  valuationDate: portfolioValuations.valuationDate,
  pricesDate: portfolioValuations.pricesDate,
  valuedAt: portfolioValuations.valuedAt,
  snapshotId: portfolioValuations.snapshotId,
  snapshot: marketSnapshots.snapshot,
};

/** Valuations of companies that are all among the caller's. */
const ofCallerCompanies = (caller: Scope) =>
  caller.companyIds.length
    ? sql`${portfolioValuations.companyIds} <@ ${sql.raw(`array[${caller.companyIds.map(Number).join(',')}]::int[]`)}`
    : sql`false`;

/**
 * A stored valuation, its book as kept (packed, or plain JSON), and its snapshot, when every
 * company it valued is one of the caller's.
 */
export async function selectValuation(services: Services, caller: Scope, id: string) {
  const [found] = await services.db
    .select(keptValuation)
    .from(portfolioValuations)
    .innerJoin(marketSnapshots, eq(marketSnapshots.id, portfolioValuations.snapshotId))
    .where(and(eq(portfolioValuations.id, id), ofCallerCompanies(caller)));
  return found;
}

/**
 * The newest valuation kept of exactly these companies, area and request on `valuationDate`, valued
 * at `since` or later (by anyone: its book is checked against the book now by the reader), as
 * {@link selectValuation} reads it.
 */
export async function selectNewestKeptValuation(
  services: Services,
  caller: Scope,
  kept: {
    companyIds: readonly number[];
    area: AnalyticsArea;
    request: unknown;
    valuationDate: string;
    since: Date;
  },
) {
  const [found] = await services.db
    .select(keptValuation)
    .from(portfolioValuations)
    .innerJoin(marketSnapshots, eq(marketSnapshots.id, portfolioValuations.snapshotId))
    .where(
      and(
        ofCallerCompanies(caller),
        sql`${portfolioValuations.companyIds} = ${sql.raw(`array[${kept.companyIds.map(Number).join(',')}]::int[]`)}`,
        eq(portfolioValuations.area, kept.area),
        eq(portfolioValuations.valuationDate, kept.valuationDate),
        gte(portfolioValuations.valuedAt, kept.since),
        sql`${portfolioValuations.request} = ${JSON.stringify(kept.request)}::jsonb`,
      ),
    )
    .orderBy(desc(portfolioValuations.valuedAt))
    .limit(1);
  return found;
}
