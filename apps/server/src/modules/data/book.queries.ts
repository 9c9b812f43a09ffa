import { BOOK_KINDS, type BookKind, STRATEGY_FIELD } from '@cobertura/contracts';
import { and, eq, getTableColumns, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/client.ts';
import {
  bookChanges,
  bookCodeSequences,
  commodities,
  commodityExposures,
  commodityHedgeLinks,
  commodityHedges,
  companies,
  currencyExposures,
  currencyHedgeLinks,
  currencyHedges,
  currencyPairs,
  users,
} from '../../db/schema.ts';
import type { Caller } from '../../identity/caller.ts';
import { inCallerCompanies } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';

/** The book's rows of the four kinds: their reads, locks and writes, and their history. */

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
      select ${table.code} as pk, ${table.id} as ${sql.identifier(BOOK_KINDS[kind].idField)},
        ${table.version} as version,
        to_char(${table.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
        ${fieldList(kind, `"${getTableName(table)}".`)}
      from ${table}
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
 * Inserts rows (their code and fields only), in the order given, each with its 'created' history
 * entry in the same statement; returns the new rows' ids, in that order. The images stay in the
 * database: a 50,000-row import would otherwise hold every image here to send it straight back.
 */
export async function insertBookRows(
  services: Services,
  kind: BookKind,
  writer: Writer,
  rows: (Record<string, unknown> & { code: string })[],
): Promise<number[]> {
  const table = BOOK_TABLES[kind];
  const at = writer.at.toISOString();
  return inPieces(rows, async (piece) => {
    const result = await services.db.execute(sql`
      with inserted as (
        insert into ${table} (company_id, version, created_at, created_by, updated_at, updated_by, code, ${fieldList(kind)})
        select ${writer.companyId}, 1, ${at}, ${writer.userId}, ${at}, ${writer.userId}, v.code, ${fieldList(kind, 'v.')}
        from jsonb_to_recordset(${JSON.stringify(piece.map((row, ord) => ({ ...row, ord })))}::jsonb)
          as v(${recordDefinition(kind, ['ord integer', 'code text'])})
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

/** Code and version of every row of a kind a company holds: what an import may update. */
export function selectCompanyBookVersions(services: Services, kind: BookKind, companyId: number) {
  const table = BOOK_TABLES[kind];
  return services.db
    .select({ code: table.code, version: table.version })
    .from(table)
    .where(eq(table.companyId, companyId));
}

// ── codes ────────────────────────────────────────────────────────────────────

/** The company's rows of a kind among some codes: the rows a batch names by their code. */
export async function selectRowsByCode(
  services: Services,
  kind: BookKind,
  companyId: number,
  codes: string[],
): Promise<{ id: number; code: string }[]> {
  if (codes.length === 0) return [];
  const table = BOOK_TABLES[kind];
  return services.db
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.code, codes)));
}

/**
 * The id a company's row of a kind had under a code, once deleted (its last history image holds
 * the code): a save naming it finds who deleted it.
 */
export async function selectDeletedRowId(
  services: Services,
  kind: BookKind,
  companyId: number,
  code: string,
): Promise<number | undefined> {
  const [row] = await services.db
    .select({ rowId: bookChanges.rowId })
    .from(bookChanges)
    .where(
      and(
        eq(bookChanges.companyId, companyId),
        eq(bookChanges.entity, kind),
        eq(bookChanges.action, 'deleted'),
        sql`${bookChanges.before}->>'code' = ${code}`,
      ),
    )
    .orderBy(sql`${bookChanges.id} desc`)
    .limit(1);
  return row?.rowId;
}

/**
 * The rows of a kind that a code names in the caller's companies (or in `companyId` only): each
 * company's live row under it, else the last one deleted under it.
 */
export async function selectRowsOfCode(
  services: Services,
  caller: Scope,
  kind: BookKind,
  code: string,
  companyId?: number,
): Promise<{ companyId: number; rowId: number }[]> {
  const table = BOOK_TABLES[kind];
  const company = (column: PgColumn) =>
    and(inCallerCompanies(column, caller), companyId === undefined ? undefined : eq(column, companyId));
  const result = await services.db.execute(sql`
    select distinct on (company_id) company_id as "companyId", row_id as "rowId" from (
      select ${table.companyId} as company_id, ${table.id} as row_id, 1 as live, 0 as change
      from ${table} where ${company(table.companyId)} and ${table.code} = ${code}
      union all
      select ${bookChanges.companyId}, ${bookChanges.rowId}, 0, ${bookChanges.id} from ${bookChanges}
      where ${company(bookChanges.companyId)} and ${bookChanges.entity} = ${kind}
        and ${bookChanges.action} = 'deleted' and ${bookChanges.before}->>'code' = ${code}
    ) named
    order by company_id, live desc, change desc`);
  return rowsOf<{ companyId: number; rowId: number }>(result);
}

/** Which of the company's rows, of any kind, hold some codes: each code with its row's kind and id. */
export async function selectCodeOwners(
  services: Pick<Services, 'db'>,
  companyId: number,
  codes: string[],
): Promise<{ code: string; kind: BookKind; id: number }[]> {
  if (codes.length === 0) return [];
  const wanted = sql`(select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`;
  const owners = (Object.entries(BOOK_TABLES) as [BookKind, (typeof BOOK_TABLES)[BookKind]][]).map(
    ([kind, table]) =>
      sql`select ${table.code} as code, ${kind}::text as kind, ${table.id} as id from ${table}
        where ${table.companyId} = ${companyId} and ${table.code} in ${wanted}`,
  );
  const result = await services.db.execute(sql.join(owners, sql` union all `));
  return rowsOf<{ code: string; kind: BookKind; id: number }>(result);
}

/**
 * Gives `count` new codes of a company's book: its initials and the next numbers of its one
 * sequence across the four kinds, passing over a code a row already holds (one given at import, say
 * DCA40). Locks the company's sequence until the transaction ends — with `count` 0 too — so that
 * no other save gives a code meanwhile: a save that checks codes takes it first.
 */
export async function reserveBookCodes(
  services: Pick<Services, 'db'>,
  companyId: number,
  count: number,
): Promise<string[]> {
  const [company] = await services.db
    .select({ initials: companies.initials })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new Error(`company ${companyId} does not exist`);
  const codes: string[] = [];
  do {
    const needed = count - codes.length;
    const [sequence] = await services.db
      .insert(bookCodeSequences)
      .values({ companyId, last: needed })
      .onConflictDoUpdate({
        target: bookCodeSequences.companyId,
        set: { last: sql`${bookCodeSequences.last} + ${needed}` },
      })
      .returning({ last: bookCodeSequences.last });
    const last = sequence?.last ?? 0;
    const candidates = Array.from(
      { length: needed },
      (_, i) => `${company.initials}${last - needed + 1 + i}`,
    );
    const taken = new Set((await selectCodeOwners(services, companyId, candidates)).map((o) => o.code));
    codes.push(...candidates.filter((code) => !taken.has(code)));
  } while (codes.length < count);
  return codes;
}
