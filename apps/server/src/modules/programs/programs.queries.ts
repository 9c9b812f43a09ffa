import { and, desc, eq, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import { budgetRates, hedgingPrograms, portfolios, users } from '../../db/schema.ts';
import type { Caller } from '../../identity/caller.ts';
import { inCallerCompanies, inCallerPortfolios } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';

/** The programs module's only door to the database. */

/** The asset a program or budget rate is for: a currency pair or a commodity. */
export type AssetRef = { kind: 'currency'; pair: string } | { kind: 'commodity'; commodityId: number };

/** Which assets of a kind to read: all of the portfolios', or only those named. */
export type AssetFilter =
  | { kind: 'currency'; pairs?: readonly string[] }
  | { kind: 'commodity'; ids?: readonly number[] };

type AssetTable = typeof hedgingPrograms | typeof budgetRates;

function assetIs(table: AssetTable, asset: AssetRef): SQL {
  return asset.kind === 'currency'
    ? eq(table.currencyPair, asset.pair)
    : eq(table.commodityId, asset.commodityId);
}

function assetsIn(table: AssetTable, filter: AssetFilter): SQL | undefined {
  if (filter.kind === 'currency') {
    return and(
      isNotNull(table.currencyPair),
      filter.pairs ? inArray(table.currencyPair, [...filter.pairs]) : undefined,
    );
  }
  return and(
    isNotNull(table.commodityId),
    filter.ids ? inArray(table.commodityId, [...filter.ids]) : undefined,
  );
}

const assetColumns = (table: AssetTable) => ({
  fk_currency: table.currencyPair,
  fk_idcommodity: table.commodityId,
});

/** The portfolios among `ids` that belong to the caller's companies, with their assets. */
export function selectCallerPortfolios(services: Services, caller: Caller, ids: readonly number[]) {
  return services.db
    .select({
      id: portfolios.id,
      companyId: portfolios.companyId,
      currencyPairs: portfolios.currencyPairs,
      commodityIds: portfolios.commodityIds,
    })
    .from(portfolios)
    .where(and(inCallerCompanies(portfolios.companyId, caller), inArray(portfolios.id, [...ids])));
}

const programColumns = {
  pk_idprogram: hedgingPrograms.id,
  fk_idportfolio: hedgingPrograms.portfolioId,
  ...assetColumns(hedgingPrograms),
  fk_userprogram: hedgingPrograms.userId,
  user_name: users.username,
  created_at: hedgingPrograms.createdAt,
  objective: hedgingPrograms.objective,
  parameters: hedgingPrograms.parameters,
  flow: hedgingPrograms.flow,
};

/** Adds a version of a program; answers it as the reads do. */
export async function insertProgram(
  services: Services,
  caller: Caller,
  row: Omit<typeof hedgingPrograms.$inferInsert, 'id' | 'userId'>,
) {
  const [inserted] = await services.db
    .insert(hedgingPrograms)
    .values({ ...row, userId: caller.id })
    .returning();
  if (!inserted) throw new Error('program insert returned nothing');
  return {
    pk_idprogram: inserted.id,
    fk_idportfolio: inserted.portfolioId,
    fk_currency: inserted.currencyPair,
    fk_idcommodity: inserted.commodityId,
    fk_userprogram: inserted.userId,
    user_name: caller.username,
    created_at: inserted.createdAt,
    objective: inserted.objective,
    parameters: inserted.parameters,
    flow: inserted.flow,
  };
}

/** Every version of one portfolio's program for one asset, newest first; none of another company's. */
export function selectProgramVersions(
  services: Services,
  caller: Caller,
  portfolioId: number,
  asset: AssetRef,
) {
  return services.db
    .select(programColumns)
    .from(hedgingPrograms)
    .innerJoin(users, eq(users.id, hedgingPrograms.userId))
    .where(
      and(
        inCallerPortfolios(hedgingPrograms.portfolioId, caller, [portfolioId]),
        assetIs(hedgingPrograms, asset),
      ),
    )
    .orderBy(desc(hedgingPrograms.createdAt), desc(hedgingPrograms.id));
}

/**
 * The current program of each portfolio and asset: the newest version saved before `before` (all
 * versions when absent). Equal times are told apart by the later row.
 */
export function selectCurrentPrograms(
  services: Services,
  caller: Caller,
  portfolioIds: readonly number[],
  filter: AssetFilter,
  before?: Date,
) {
  return services.db
    .selectDistinctOn(
      [hedgingPrograms.portfolioId, hedgingPrograms.currencyPair, hedgingPrograms.commodityId],
      programColumns,
    )
    .from(hedgingPrograms)
    .innerJoin(users, eq(users.id, hedgingPrograms.userId))
    .where(
      and(
        inCallerPortfolios(hedgingPrograms.portfolioId, caller, portfolioIds),
        assetsIn(hedgingPrograms, filter),
        before ? lt(hedgingPrograms.createdAt, before) : undefined,
      ),
    )
    .orderBy(
      hedgingPrograms.portfolioId,
      hedgingPrograms.currencyPair,
      hedgingPrograms.commodityId,
      desc(hedgingPrograms.createdAt),
      desc(hedgingPrograms.id),
    );
}

const budgetColumns = {
  pk_idbudget: budgetRates.id,
  fk_idportfolio: budgetRates.portfolioId,
  ...assetColumns(budgetRates),
  fk_userbudget: budgetRates.userId,
  user_name: users.username,
  created_at: budgetRates.createdAt,
  rate: budgetRates.rate,
};

/** Adds a version of a budget rate (`rate` as exact decimal text); answers it as the reads do. */
export async function insertBudgetRate(
  services: Services,
  caller: Caller,
  row: Omit<typeof budgetRates.$inferInsert, 'id' | 'userId'>,
) {
  const [inserted] = await services.db
    .insert(budgetRates)
    .values({ ...row, userId: caller.id })
    .returning();
  if (!inserted) throw new Error('budget rate insert returned nothing');
  return {
    pk_idbudget: inserted.id,
    fk_idportfolio: inserted.portfolioId,
    fk_currency: inserted.currencyPair,
    fk_idcommodity: inserted.commodityId,
    fk_userbudget: inserted.userId,
    user_name: caller.username,
    created_at: inserted.createdAt,
    rate: inserted.rate,
  };
}

/** Every version of one portfolio's budget rate for one asset, newest first; none of another company's. */
export function selectBudgetRateVersions(
  services: Services,
  caller: Caller,
  portfolioId: number,
  asset: AssetRef,
) {
  return services.db
    .select(budgetColumns)
    .from(budgetRates)
    .innerJoin(users, eq(users.id, budgetRates.userId))
    .where(
      and(inCallerPortfolios(budgetRates.portfolioId, caller, [portfolioId]), assetIs(budgetRates, asset)),
    )
    .orderBy(desc(budgetRates.createdAt), desc(budgetRates.id));
}
