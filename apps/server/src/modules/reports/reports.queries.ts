import type { Report, ReportCard, ReportState } from '@cobertura/contracts';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import {
  commodities,
  companies,
  portfolios,
  reportImages,
  reportLikes,
  reports,
  reportTagLinks,
  reportTags,
  users,
} from '../../db/schema.ts';
import type { Services } from '../../services.ts';

/** The reports module's only door to the database. */

/** Who reads: anonymous, a member (their companies' PRIVATE reports too) or staff (everything). */
export type Reader =
  | { kind: 'anonymous' }
  | { kind: 'member'; userId: number; companyIds: readonly number[] }
  | { kind: 'staff'; userId: number };

const ids = (list: readonly number[]) => sql`${`{${list.join(',')}}`}::int[]`;
const texts = (list: readonly string[]) =>
  sql`${`{${list.map((t) => `"${t.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/**
 * The reports a reader may see in the public lists: PUBLIC for everyone; PRIVATE for the author's
 * company's users and staff. Drafts and inactive reports are read in the admin list only.
 */
function listedFor(reader: Reader): SQL {
  if (reader.kind === 'anonymous') return sql`r.state = 'PUBLIC'`;
  if (reader.kind === 'staff') return sql`r.state in ('PUBLIC', 'PRIVATE')`;
  return sql`(r.state = 'PUBLIC' or (r.state = 'PRIVATE' and r.company_id = any(${ids(reader.companyIds)})))`;
}

/** One report opened by address: staff open every state (to preview), others what they may list. */
function readableBy(reader: Reader): SQL {
  return reader.kind === 'staff' ? sql`true` : listedFor(reader);
}

const readerId = (reader: Reader) => (reader.kind === 'anonymous' ? 0 : reader.userId);

/** A report as the lists read it, under the card's names: its state, and whether the reader likes it. */
export type ReportRow = Omit<ReportCard, 'link' | 'liked' | 'State'> &
  Pick<Report, 'state'> & { liked: boolean };

/** What points to a report, under the report's names. */
type ReportPointerRow = Pick<Report, 'pk_id_report' | 'title' | 'img'>;

const cardColumns = (reader: Reader) => sql`
  r.id as pk_id_report, r.img, r.title, r.summary, r.state, r.author_id as fk_id_author,
  r.publication_date::text as publication_date,
  coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as "NameUserCreate",
  coalesce(c.name, '') as company_name,
  coalesce((select string_agg(l.tag_id::text, ',' order by l.tag_id) from ${reportTagLinks} l where l.report_id = r.id), '') as tags,
  (select count(*) from ${reportLikes} k where k.report_id = r.id)::int as likes,
  exists (select 1 from ${reportLikes} k where k.report_id = r.id and k.user_id = ${readerId(reader)}) as liked`;

const fromReports = sql`from ${reports} r join ${users} u on u.id = r.author_id left join ${companies} c on c.id = r.company_id`;

export interface ReportFilter {
  /** Lower-cased search text; empty for none. */
  search: string;
  /** The business day a date search names, when the text is a date. */
  searchDay?: string;
  /** Whether the search also reads the author and the company (the public list). */
  searchPeople: boolean;
  tag?: number;
  companyId?: number;
  state?: ReportState;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search's words as a full-text query of prefixes ('oil carr' → oil:* & carr:*), read through
 * the GIN index on the lower-cased text; undefined when the text has no word.
 */
export function wordQuery(search: string): string | undefined {
  const words = search.match(/[\p{L}\p{N}]+/gu);
  return words?.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}

function filterOf(filter: ReportFilter): SQL {
  const parts: SQL[] = [];
  if (filter.search) {
    const pattern = likeText(filter.search);
    const words = wordQuery(filter.search);
    // One set of ids, a union of what each part finds: the planner joins it once (an OR of
    // subqueries would run the word search again for every row).
    const found: SQL[] = [sql`select id from ${reports} where publication_date::text like ${pattern}`];
    if (words)
      found.push(sql`select id from ${reports}
        where to_tsvector('simple', search_text) @@ to_tsquery('simple', ${words})`);
    if (filter.searchDay)
      found.push(sql`select id from ${reports} where publication_date = ${filter.searchDay}::date`);
    if (filter.searchPeople) {
      found.push(sql`select id from ${reports} where author_id in (select id from ${users}
        where lower(first_name || ' ' || last_name || ' ' || username) like ${pattern})`);
      found.push(sql`select id from ${reports}
        where company_id in (select id from ${companies} where lower(name) like ${pattern})`);
    }
    parts.push(sql`r.id in (${sql.join(found, sql` union `)})`);
  }
  if (filter.tag !== undefined) {
    parts.push(sql`exists (
      with recursive tree(id) as (
        select ${filter.tag}::int
        union select t.id from ${reportTags} t join tree on t.parent_id = tree.id)
      select 1 from ${reportTagLinks} l where l.report_id = r.id and l.tag_id in (select id from tree))`);
  }
  if (filter.companyId !== undefined) parts.push(sql`r.company_id = ${filter.companyId}`);
  if (filter.state) parts.push(sql`r.state = ${filter.state}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** A page of the reports a reader may list (or, for the admin list, every report), newest first. */
export async function selectReportPage(
  services: Services,
  reader: Reader,
  filter: ReportFilter,
  window: { limit: number; offset: number },
  scope: 'listed' | 'all',
): Promise<{ rows: ReportRow[]; total: number }> {
  const visible = scope === 'all' ? sql`true` : listedFor(reader);
  const where = sql`where ${visible} and ${filterOf(filter)}`;
  const [rows, counted] = await Promise.all([
    services.db.execute(sql`
      select ${cardColumns(reader)} ${fromReports} ${where}
      order by r.publication_date desc, r.id desc limit ${window.limit} offset ${window.offset}`),
    services.db.execute(sql`select count(*)::int as n ${fromReports} ${where}`),
  ]);
  return { rows: rowsOf<ReportRow>(rows), total: rowsOf<{ n: number }>(counted)[0]?.n ?? 0 };
}

/** One report the reader may open, with its body; undefined otherwise. */
export async function selectReadableReport(services: Services, reader: Reader, id: number) {
  const [row] = rowsOf<ReportRow & { body: string }>(
    await services.db.execute(sql`
      select ${cardColumns(reader)}, r.body ${fromReports} where r.id = ${id} and ${readableBy(reader)}`),
  );
  return row;
}

/** The newest other reports the reader may list (NextReport). */
export async function selectNextReports(services: Services, reader: Reader, id: number, limit: number) {
  return rowsOf<ReportPointerRow>(
    await services.db.execute(sql`
      select r.id as pk_id_report, r.title, r.img from ${reports} r
      where r.id <> ${id} and ${listedFor(reader)}
      order by r.publication_date desc, r.id desc limit ${limit}`),
  );
}

/** A report with its tag ids, whatever its state (staff's editor). */
export async function selectReportForEdit(services: Services, id: number) {
  const [row] = await services.db.select().from(reports).where(eq(reports.id, id));
  if (!row) return undefined;
  const tags = await services.db
    .select({ tagId: reportTagLinks.tagId })
    .from(reportTagLinks)
    .where(eq(reportTagLinks.reportId, id))
    .orderBy(reportTagLinks.tagId);
  return { ...row, tags: tags.map((t) => t.tagId) };
}

export interface ReportValues {
  title: string;
  img: string;
  summary: string;
  body: string;
  state: ReportState;
  searchText: string;
  publicationDate: string;
}

/** Writes a new report and its tags; answers its id. */
export async function insertReport(
  services: Services,
  values: ReportValues & { authorId: number; companyId: number | null },
  tagIds: readonly number[],
  now: Date,
): Promise<number> {
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ id: reports.id });
    if (!row) throw new Error('report insert returned nothing');
    if (tagIds.length)
      await tx.insert(reportTagLinks).values(tagIds.map((tagId) => ({ reportId: row.id, tagId })));
    return row.id;
  });
}

/** Rewrites a report and its tags; false when there is no such report. */
export async function updateReport(
  services: Services,
  id: number,
  values: ReportValues,
  tagIds: readonly number[],
  now: Date,
): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    const changed = await tx
      .update(reports)
      .set({ ...values, updatedAt: now })
      .where(eq(reports.id, id))
      .returning({ id: reports.id });
    if (!changed.length) return false;
    await tx.delete(reportTagLinks).where(eq(reportTagLinks.reportId, id));
    if (tagIds.length)
      await tx.insert(reportTagLinks).values(tagIds.map((tagId) => ({ reportId: id, tagId })));
    return true;
  });
}

/** Moves a report to a state; a report leaving DRAFT for the first time is dated `today`. */
export async function updateReportState(
  services: Services,
  id: number,
  state: ReportState,
  today: string,
  now: Date,
): Promise<boolean> {
  const changed = await services.db.execute(sql`
    update ${reports} set state = ${state}, updated_at = ${now.toISOString()}::timestamptz,
      publication_date = case when state = 'DRAFT' and ${state} <> 'DRAFT' then ${today}::date else publication_date end
    where id = ${id} returning id`);
  return rowsOf(changed).length > 0;
}

/** Likes or unlikes a report for a user; answers the report's likes after the change. */
export async function setReportLike(services: Services, reportId: number, userId: number, liked: boolean) {
  if (liked) {
    await services.db.insert(reportLikes).values({ reportId, userId }).onConflictDoNothing();
  } else {
    await services.db.execute(
      sql`delete from ${reportLikes} where report_id = ${reportId} and user_id = ${userId}`,
    );
  }
  const [row] = rowsOf<{ n: number }>(
    await services.db.execute(
      sql`select count(*)::int as n from ${reportLikes} where report_id = ${reportId}`,
    ),
  );
  return row?.n ?? 0;
}

export async function selectTags(services: Services) {
  return services.db.select().from(reportTags).orderBy(reportTags.name);
}

type TagValues = Pick<typeof reportTags.$inferInsert, 'name' | 'nameEs' | 'parentId'>;

export async function insertTag(services: Services, values: TagValues) {
  const [row] = await services.db.insert(reportTags).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTag(services: Services, id: number, values: TagValues) {
  const [row] = await services.db.update(reportTags).set(values).where(eq(reportTags.id, id)).returning();
  return row;
}

/** The companies that have authored a report the reader may list, with their authors. */
export async function selectReportAuthors(services: Services, reader: Reader) {
  return rowsOf<{ company_id: number; company_name: string; author_id: number; author_name: string }>(
    await services.db.execute(sql`
      select distinct c.id as company_id, c.name as company_name, u.id as author_id,
        coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as author_name
      ${fromReports} where c.id is not null and ${listedFor(reader)}
      order by c.name, author_name`),
  );
}

export async function insertImage(
  services: Services,
  image: { id: string; mediaType: string; bytes: Buffer; uploadedBy: number },
  now: Date,
) {
  await services.db.insert(reportImages).values({ ...image, createdAt: now });
}

export async function selectImage(services: Services, id: string) {
  const [row] = await services.db
    .select({ mediaType: reportImages.mediaType, bytes: reportImages.bytes })
    .from(reportImages)
    .where(eq(reportImages.id, id));
  return row;
}

/** Which of these upload ids are stored. */
export async function selectStoredImageIds(services: Services, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await services.db
    .select({ id: reportImages.id })
    .from(reportImages)
    .where(inArray(reportImages.id, ids));
  return new Set(rows.map((row) => row.id));
}

/**
 * The pairs and commodities held in the caller's companies' portfolios (the names tags carry:
 * USDCOP, BRENT).
 */
export async function selectHeldAssets(services: Services, companyIds: readonly number[]): Promise<string[]> {
  if (!companyIds.length) return [];
  const rows = rowsOf<{ asset: string }>(
    await services.db.execute(sql`
      select distinct unnest(p.currency_pairs) as asset from ${portfolios} p where p.company_id = any(${ids(companyIds)})
      union
      select distinct m.name from ${portfolios} p join ${commodities} m on m.id = any(p.commodity_ids)
      where p.company_id = any(${ids(companyIds)})`),
  );
  return rows.map((r) => r.asset);
}

/** The newest reports the reader may list tagged with any of these names (case-insensitive). */
export async function selectResearch(
  services: Services,
  reader: Reader,
  names: readonly string[],
  limit: number,
) {
  if (!names.length) return [];
  const lowered = names.map((n) => n.toLowerCase());
  return rowsOf<ReportPointerRow & Pick<Report, 'summary' | 'publication_date'> & { assets: string[] }>(
    await services.db.execute(sql`
      select r.id as pk_id_report, r.title, r.img, r.summary, r.publication_date::text as publication_date,
        array(select t.name from ${reportTagLinks} l join ${reportTags} t on t.id = l.tag_id
          where l.report_id = r.id and lower(t.name) = any(${texts(lowered)}) order by t.name) as assets
      from ${reports} r
      where ${listedFor(reader)} and exists (
        select 1 from ${reportTagLinks} l join ${reportTags} t on t.id = l.tag_id
        where l.report_id = r.id and lower(t.name) = any(${texts(lowered)}))
      order by r.publication_date desc, r.id desc limit ${limit}`),
  );
}
