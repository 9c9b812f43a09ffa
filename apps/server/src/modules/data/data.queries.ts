import { BOOK_KINDS, type BookKind, STRATEGY_FIELD, type UserPreferences } from '@cobertura/contracts';
import { and, asc, eq, getTableColumns, getTableName, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/client.ts';
import {
  bookChanges,
  businesses,
  clients,
  commodities,
  commodityExposures,
  commodityHedgeLinks,
  commodityHedges,
  companies,
  currencyExposures,
  currencyHedgeLinks,
  currencyHedges,
  currencyPairs,
  endProducts,
  plants,
  portfolios,
  preparedFiles,
  providers,
  strategies,
  userPreferences,
  users,
} from '../../db/schema.ts';
import type { Caller } from '../../identity/caller.ts';
import { inCallerCompanies } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';

/** The data module's only door to the database. */

const BOOK_TABLES = {
  currency_exposure: currencyExposures,
  currency_hedge: currencyHedges,
  commodity_exposure: commodityExposures,
  commodity_hedge: commodityHedges,
} as const satisfies Record<BookKind, PgTable>;

/** Columns of a book table that are not fields of the row: kept out of its history images. */
const META_COLUMNS = sql.raw(`array['company_id','created_at','created_by','updated_at','updated_by']`);

type Scope = Pick<Caller, 'companyIds'>;

/** A book table's column holding a field of the row (the columns carry the fields' wire names). */
function fieldColumn(kind: BookKind, field: string): PgColumn {
  const column = (getTableColumns(BOOK_TABLES[kind]) as Record<string, PgColumn>)[field];
  if (!column) throw new Error(`${kind} has no field ${field}`);
  return column;
}

/** The row's fields with their SQL types, for reading a JSON batch as rows (`jsonb_to_recordset`). */
function recordDefinition(kind: BookKind, extra: string[] = []): SQL {
  const columns = Object.keys(BOOK_KINDS[kind].fields).map(
    (field) => `"${field}" ${fieldColumn(kind, field).getSQLType()}`,
  );
  return sql.raw([...extra, ...columns].join(', '));
}

const fieldList = (kind: BookKind, prefix = '') =>
  sql.raw(
    Object.keys(BOOK_KINDS[kind].fields)
      .map((field) => `${prefix}"${field}"`)
      .join(', '),
  );

// ── reads ────────────────────────────────────────────────────────────────────

/** What a read of book rows is limited to, besides the caller's companies. */
export interface BookFilter {
  portfolios?: number[];
  /** Currency rows: pair ids. */
  pairIds?: number[];
  /** Commodity rows: commodity ids. */
  commodityIds?: number[];
  /** Commodity rows: rows of commodities that make these end products (or that name them). */
  endProductIds?: number[];
  /** Rows dated on or after `from` and before `to` (their cash-flow or fixing date). */
  from?: string;
  to?: string;
  /** Hedges dated by the exposure they cover (hedged_date) when they name one. */
  isByExposureDate?: boolean;
}

function dateOf(kind: BookKind, filter: BookFilter): SQL {
  const t = (field: string) => fieldColumn(kind, field);
  switch (kind) {
    case 'currency_exposure':
      return sql`coalesce(${t('realized_expiration_date')}, ${t('planned_expiration_date')})`;
    case 'commodity_exposure':
      return sql`${t('date')}`;
    default:
      return filter.isByExposureDate
        ? sql`coalesce(${t('hedged_date')}, ${t('fixing_date')})`
        : sql`${t('fixing_date')}`;
  }
}

/**
 * The id, version and last editor of each of the caller's rows of a kind that the filter keeps, in
 * id order, as one text (`id,version,userId` joined by `;`): small enough to read 100,000 rows fast,
 * so that a reader only asks for the rows it has not seen at that version.
 */
export async function selectBookVersions(
  services: Services,
  caller: Scope,
  kind: BookKind,
  filter: BookFilter,
): Promise<string> {
  const table = BOOK_TABLES[kind];
  const { portfolioField } = BOOK_KINDS[kind];
  const asset = fieldColumn(kind, BOOK_KINDS[kind].assetField);
  const conditions: (SQL | undefined)[] = [
    inCallerCompanies(table.companyId, caller),
    filter.portfolios ? inArray(fieldColumn(kind, portfolioField), filter.portfolios) : undefined,
    filter.pairIds
      ? sql`${asset} in (select ${currencyPairs.name} from ${currencyPairs} where ${inArray(currencyPairs.id, filter.pairIds)})`
      : undefined,
    filter.commodityIds ? inArray(asset, filter.commodityIds) : undefined,
    filter.endProductIds
      ? sql`(${asset} in (select ${commodities.id} from ${commodities} where ${inArray(commodities.endProductId, filter.endProductIds)})
          or ${inArray(fieldColumn(kind, 'fk_id_end_product'), filter.endProductIds)})`
      : undefined,
    filter.from ? sql`${dateOf(kind, filter)} >= ${filter.from}` : undefined,
    filter.to ? sql`${dateOf(kind, filter)} < ${filter.to}` : undefined,
  ];
  const result = await services.db.execute(sql`
    select coalesce(string_agg(${table.id} || ',' || ${table.version} || ',' || ${table.updatedBy}, ';' order by ${table.id}), '') as list
    from ${table} where ${and(...conditions)}`);
  return rowsOf<{ list: string }>(result)[0]?.list ?? '';
}

/**
 * Rows of a kind as the JSON the API answers, each without its `updated_by` (a username, which may
 * change apart from the row) and without the fields that have no value, built by the database:
 * amounts leave as the exact decimals stored.
 */
export async function selectBookRowTexts(services: Services, kind: BookKind, ids: number[]) {
  if (ids.length === 0) return [];
  const table = BOOK_TABLES[kind];
  const result = await services.db.execute(sql`
    select r.${sql.identifier(BOOK_KINDS[kind].idField)} as id, r.version, json_strip_nulls(row_to_json(r))::text as json from (
      select ${companies.initials} || ${table.id} as pk, ${table.id} as ${sql.identifier(BOOK_KINDS[kind].idField)},
        ${table.version} as version,
        to_char(${table.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
        ${fieldList(kind, `"${getTableName(table)}".`)}
      from ${table}
      join ${companies} on ${companies.id} = ${table.companyId}
      where ${table.id} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
    ) r`);
  return rowsOf<{ id: number; version: number; json: string }>(result);
}

/** Usernames by user id. */
export async function selectUsernames(services: Services, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await services.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, u.username]));
}

// ── the rows a batch touches ─────────────────────────────────────────────────

export interface BookImage {
  id: number;
  version: number;
  image: Record<string, unknown>;
}

/**
 * The company's rows of a kind among `ids`, locked until the transaction ends so that their versions
 * cannot move between the check and the write; rows of other companies are not read.
 */
export async function lockBookRows(
  services: Services,
  kind: BookKind,
  companyId: number,
  ids: number[],
): Promise<BookImage[]> {
  if (ids.length === 0) return [];
  const table = BOOK_TABLES[kind];
  const result = await services.db.execute(sql`
    select ${table.id} as id, ${table.version} as version, to_jsonb(${table}) - ${META_COLUMNS} as image
    from ${table}
    where ${table.companyId} = ${companyId} and ${table.id} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
    for update`);
  return rowsOf<BookImage>(result);
}

/**
 * Rows written per statement. A batch is one transaction however large, but its statements take
 * it in pieces: each statement's JSON is built, parsed and answered whole, and the embedded
 * database's memory, once grown for the largest statement, is never given back (a 50,000-row import
 * in one statement took 900 MiB more).
 */
const ROWS_PER_STATEMENT = 2_000;

/** Runs `write` on consecutive pieces of `rows`, in order, and joins what each returns. */
async function inPieces<T, R>(rows: T[], write: (piece: T[]) => Promise<R[]>): Promise<R[]> {
  const written: R[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    written.push(...(await write(rows.slice(start, start + ROWS_PER_STATEMENT))));
  }
  return written;
}

interface Writer {
  companyId: number;
  userId: number;
  at: Date;
}

/**
 * Inserts rows (their fields only), in the order given, each with its 'created' history entry in the
 * same statement; returns the new rows' ids, in that order. The images stay in the database: a
 * 50,000-row import would otherwise hold every image here to send it straight back.
 */
export async function insertBookRows(
  services: Services,
  kind: BookKind,
  writer: Writer,
  rows: Record<string, unknown>[],
): Promise<number[]> {
  const table = BOOK_TABLES[kind];
  const at = writer.at.toISOString();
  return inPieces(rows, async (piece) => {
    const result = await services.db.execute(sql`
      with inserted as (
        insert into ${table} (company_id, version, created_at, created_by, updated_at, updated_by, ${fieldList(kind)})
        select ${writer.companyId}, 1, ${at}, ${writer.userId}, ${at}, ${writer.userId}, ${fieldList(kind, 'v.')}
        from jsonb_to_recordset(${JSON.stringify(piece.map((row, ord) => ({ ...row, ord })))}::jsonb)
          as v(${recordDefinition(kind, ['ord integer'])})
        order by v.ord
        returning ${table.id} as id, ${table.version} as version, to_jsonb(${table}) - ${META_COLUMNS} as image)
      insert into ${bookChanges} (entity, row_id, company_id, version, action, user_id, at, before, after)
      select ${kind}, id, ${writer.companyId}, version, 'created', ${writer.userId}, ${at}, null, image
      from inserted
      returning row_id as id`);
    return rowsOf<{ id: number }>(result)
      .map((r) => r.id)
      .sort((a, b) => a - b);
  });
}

/**
 * Writes rows over saved ones (`id` and the `version` read), each version + 1; a row whose version
 * moved on is not written (the caller compares the count). Returns the new images.
 */
export async function updateBookRows(
  services: Services,
  kind: BookKind,
  writer: Writer,
  rows: (Record<string, unknown> & { id: number; version: number })[],
): Promise<BookImage[]> {
  const table = BOOK_TABLES[kind];
  const assignments = sql.raw(
    Object.keys(BOOK_KINDS[kind].fields)
      .map((field) => `"${field}" = v."${field}"`)
      .join(', '),
  );
  return inPieces(rows, async (piece) => {
    const result = await services.db.execute(sql`
      update ${table} set version = ${table}.version + 1, updated_at = ${writer.at.toISOString()},
        updated_by = ${writer.userId}, ${assignments}
      from jsonb_to_recordset(${JSON.stringify(piece)}::jsonb) as v(${recordDefinition(kind, ['id integer', 'version integer'])})
      where ${table}.id = v.id and ${table}.company_id = ${writer.companyId} and ${table}.version = v.version
      returning ${table}.id as id, ${table}.version as version, to_jsonb(${table}) - ${META_COLUMNS} as image`);
    return rowsOf<BookImage>(result);
  });
}

/**
 * The company's saved hedge legs under some strategy codes, with what the strategy-code rule
 * compares (portfolio, asset, strategy and custom strategy name), in the batch's transaction.
 */
export async function selectStrategyLegs(
  services: Services,
  kind: 'currency_hedge' | 'commodity_hedge',
  companyId: number,
  codes: string[],
): Promise<Record<string, unknown>[]> {
  if (codes.length === 0) return [];
  const table = BOOK_TABLES[kind];
  const { portfolioField, assetField } = BOOK_KINDS[kind];
  const fields = [portfolioField, assetField, STRATEGY_FIELD[kind], 'custom_strategy_name', 'strategy_code'];
  const result = await services.db.execute(sql`
    select ${sql.raw(fields.map((f) => `"${f}"`).join(', '))} from ${table}
    where ${table.companyId} = ${companyId}
      and ${fieldColumn(kind, 'strategy_code')} in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`);
  return rowsOf<Record<string, unknown>>(result);
}

/** The hedge links that name a row of each kind, and the history entity of their changes. */
const LINKS_OF = {
  currency_exposure: { table: currencyHedgeLinks, column: 'exposure_id', entity: 'currency_link' },
  currency_hedge: { table: currencyHedgeLinks, column: 'hedge_id', entity: 'currency_link' },
  commodity_exposure: { table: commodityHedgeLinks, column: 'exposure_id', entity: 'commodity_link' },
  commodity_hedge: { table: commodityHedgeLinks, column: 'hedge_id', entity: 'commodity_link' },
} as const;

/**
 * Deletes the company's rows, and first the hedge links that name them: a deleted hedge covers
 * nothing and a deleted exposure needs no cover. Each removed link writes its history entry.
 */
export async function deleteBookRows(
  services: Services,
  kind: BookKind,
  writer: Writer,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  const links = LINKS_OF[kind];
  await services.db.execute(sql`
    with removed as (
      delete from ${links.table}
      where company_id = ${writer.companyId} and ${sql.raw(links.column)} = any(${`{${ids.join(',')}}`}::int[])
      returning id, company_id, version, exposure_id, hedge_id, amount)
    insert into ${bookChanges} (entity, row_id, company_id, version, action, user_id, at, before, after)
    select ${links.entity}, id, company_id, version, 'deleted', ${writer.userId}, ${writer.at.toISOString()},
      jsonb_build_object('exposure_id', exposure_id, 'hedge_id', hedge_id, 'amount', amount), null
    from removed`);
  const table = BOOK_TABLES[kind];
  await services.db.delete(table).where(and(eq(table.companyId, writer.companyId), inArray(table.id, ids)));
}

// ── history ──────────────────────────────────────────────────────────────────

export interface BookChange {
  rowId: number;
  version: number;
  action: 'created' | 'updated' | 'deleted';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** One history entry per change. */
export async function insertBookChanges(
  services: Services,
  kind: BookKind,
  writer: Writer,
  changes: BookChange[],
): Promise<void> {
  await inPieces(changes, async (piece) => {
    await services.db.execute(sql`
      insert into ${bookChanges} (entity, row_id, company_id, version, action, user_id, at, before, after)
      select ${kind}, v."rowId", ${writer.companyId}, v.version, v.action, ${writer.userId}, ${writer.at.toISOString()}, v.before, v.after
      from jsonb_to_recordset(${JSON.stringify(piece)}::jsonb)
        as v("rowId" integer, version integer, action text, before jsonb, after jsonb)`);
    return [];
  });
}

/** A row's changes, newest first, with who made them: only rows of the caller's companies. */
export function selectBookChanges(
  services: Services,
  caller: Scope,
  kind: BookKind,
  companyId: number,
  rowId: number,
) {
  return services.db
    .select({
      action: bookChanges.action,
      version: bookChanges.version,
      changed_by: users.username,
      at: bookChanges.at,
      before: bookChanges.before,
      after: bookChanges.after,
    })
    .from(bookChanges)
    .leftJoin(users, eq(users.id, bookChanges.userId))
    .where(
      and(
        inCallerCompanies(bookChanges.companyId, caller),
        eq(bookChanges.companyId, companyId),
        eq(bookChanges.entity, kind),
        eq(bookChanges.rowId, rowId),
      ),
    )
    .orderBy(sql`${bookChanges.id} desc`);
}

/** The latest change of a row (who changed or deleted it last), for a conflict. */
export async function latestBookChange(services: Services, kind: BookKind, companyId: number, rowId: number) {
  const [change] = await services.db
    .select({
      changedBy: users.username,
      at: bookChanges.at,
      version: bookChanges.version,
      action: bookChanges.action,
    })
    .from(bookChanges)
    .leftJoin(users, eq(users.id, bookChanges.userId))
    .where(
      and(eq(bookChanges.companyId, companyId), eq(bookChanges.entity, kind), eq(bookChanges.rowId, rowId)),
    )
    .orderBy(sql`${bookChanges.id} desc`)
    .limit(1);
  return change;
}

// ── companies and portfolios ─────────────────────────────────────────────────

/** One of the caller's companies (its initials prefix its row keys); undefined for anyone else's. */
export async function findCallerCompany(services: Services, caller: Scope, companyId: number) {
  const [company] = await services.db
    .select({ id: companies.id, initials: companies.initials })
    .from(companies)
    .where(and(eq(companies.id, companyId), inCallerCompanies(companies.id, caller)));
  return company;
}

/** The caller's company whose row keys start with `initials`. */
export async function findCallerCompanyByInitials(services: Services, caller: Scope, initials: string) {
  const [company] = await services.db
    .select({ id: companies.id, initials: companies.initials })
    .from(companies)
    .where(and(eq(companies.initials, initials), inCallerCompanies(companies.id, caller)));
  return company;
}

/** A company's portfolios among `ids`, with their pairs and commodities. */
export function selectCompanyPortfolios(services: Services, companyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return services.db
    .select({ id: portfolios.id, pairs: portfolios.currencyPairs, commodityIds: portfolios.commodityIds })
    .from(portfolios)
    .where(and(eq(portfolios.companyId, companyId), inArray(portfolios.id, ids)));
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

const portfolioAnswer = {
  pk_idportfolio: portfolios.id,
  portfolio_name: portfolios.name,
  fk_currency: portfolios.currencyPairs,
  fk_idcommodity: portfolios.commodityIds,
  fk_id_end_product: portfolios.endProductId,
  fk_id_business: portfolios.businessId,
  fk_id_client: portfolios.clientId,
  fk_id_plant: portfolios.plantId,
  fk_id_provider: portfolios.providerId,
  fk_idcompany: portfolios.companyId,
  created_at: sql<string>`to_char(${portfolios.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  show: portfolios.show,
};

export async function selectPortfolio(services: Services, caller: Scope, portfolioId: number) {
  const [portfolio] = await services.db
    .select(portfolioAnswer)
    .from(portfolios)
    .where(and(eq(portfolios.id, portfolioId), inCallerCompanies(portfolios.companyId, caller)));
  return portfolio;
}

export async function insertPortfolio(services: Services, portfolio: typeof portfolios.$inferInsert) {
  const [created] = await services.db.insert(portfolios).values(portfolio).returning({ id: portfolios.id });
  return created;
}

/** Renames or shows/hides one of the caller's portfolios; undefined when it is not theirs. */
export async function updatePortfolio(
  services: Services,
  caller: Scope,
  portfolioId: number,
  change: { name?: string; show?: boolean },
) {
  const [updated] = await services.db
    .update(portfolios)
    .set(change)
    .where(and(eq(portfolios.id, portfolioId), inCallerCompanies(portfolios.companyId, caller)))
    .returning({ id: portfolios.id, companyId: portfolios.companyId });
  return updated;
}

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

// ── lookups ──────────────────────────────────────────────────────────────────

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

// ── strategies and preferences ───────────────────────────────────────────────

export function selectStrategies(services: Services, asset?: 'currency' | 'commodity') {
  return services.db
    .select()
    .from(strategies)
    .where(asset ? eq(strategies.asset, asset) : undefined)
    .orderBy(asc(strategies.asset), asc(strategies.nameId));
}

export async function selectPreferences(services: Services, userId: number) {
  const [row] = await services.db
    .select({ choices: userPreferences.choices })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row?.choices as Partial<UserPreferences> | undefined;
}

export async function upsertPreferences(services: Services, userId: number, choices: UserPreferences) {
  const updatedAt = services.now();
  await services.db
    .insert(userPreferences)
    .values({ userId, choices, updatedAt })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { choices, updatedAt } });
}

// ── book files ───────────────────────────────────────────────────────────────

/** Id and version of every row of a kind a company holds: what an import may replace. */
export function selectCompanyBookVersions(services: Services, kind: BookKind, companyId: number) {
  const table = BOOK_TABLES[kind];
  return services.db
    .select({ id: table.id, version: table.version })
    .from(table)
    .where(eq(table.companyId, companyId));
}

/** A company's name and its portfolios' names, which an import names portfolios by. */
export async function selectCompanyPortfolioNames(services: Services, companyId: number) {
  const [company] = await services.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const names = await services.db
    .select({ id: portfolios.id, name: portfolios.name })
    .from(portfolios)
    .where(eq(portfolios.companyId, companyId));
  return { companyName: company?.name ?? '', portfolios: names };
}

/** Keeps a file for its company's users to download until `expiresAt`; expired files go first. */
export async function insertPreparedFile(
  services: Services,
  file: typeof preparedFiles.$inferInsert,
  now: Date,
) {
  await services.db.delete(preparedFiles).where(lt(preparedFiles.expiresAt, now));
  const [saved] = await services.db.insert(preparedFiles).values(file).returning({ id: preparedFiles.id });
  return saved;
}

/** A prepared file of one of the caller's companies that has not expired; undefined otherwise. */
export async function selectPreparedFile(services: Services, caller: Scope, id: string, now: Date) {
  const [file] = await services.db
    .select({ fileName: preparedFiles.fileName, bytes: preparedFiles.bytes })
    .from(preparedFiles)
    .where(
      and(
        eq(preparedFiles.id, id),
        gt(preparedFiles.expiresAt, now),
        inCallerCompanies(preparedFiles.companyId, caller),
      ),
    );
  return file;
}
