import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import {
  bookChanges,
  commodityExposures,
  commodityHedgeLinks,
  commodityHedges,
  currencyExposures,
  currencyHedgeLinks,
  currencyHedges,
  users,
} from '../../db/schema.ts';
import type { Services } from '../../services.ts';

/** The relations module's only door to the database. */

export type AssetClass = 'currency' | 'commodity';

/**
 * Where each asset class keeps its rows and which of their columns a relation reads (the book's
 * columns carry the spec's field names, spellings included).
 */
const CLASSES = {
  currency: {
    exposures: currencyExposures,
    hedges: currencyHedges,
    links: currencyHedgeLinks,
    entity: 'currency_link',
    exposure: {
      portfolio: 'fk_idportafolio',
      asset: 'fk_idcurrency',
      type: 'fk_idexposureoption',
      date: 'coalesce(realized_expiration_date, planned_expiration_date)',
      unit: 'fk_idcountry_currency',
      amount: 'notional',
    },
    hedge: {
      portfolio: 'fk_idportafolio',
      asset: 'fk_idcurrency',
      unit: 'fk_idcountry_currency',
      amount: 'notional',
    },
  },
  commodity: {
    exposures: commodityExposures,
    hedges: commodityHedges,
    links: commodityHedgeLinks,
    entity: 'commodity_link',
    exposure: {
      portfolio: 'fk_idportfolio',
      asset: 'fk_idcommodity',
      type: 'fk_idcommodityexposureoption',
      date: 'date',
      unit: 'commodity_unit',
      amount: 'quantity',
    },
    hedge: {
      portfolio: 'fk_idportafolio',
      asset: 'fk_idcommodity',
      unit: 'commodity_unit',
      amount: 'quantity',
    },
  },
} as const;

const ids = (list: readonly number[]) => sql`${`{${list.join(',')}}`}::int[]`;

export interface ExposureRow {
  id: number;
  code: string;
  type: string;
  date: string;
  unit: string;
  amount: string;
}
export interface HedgeRow {
  id: number;
  code: string;
  derivative: string;
  buy_sell: string;
  fixing_date: string;
  /** The day it counts on: the exposure date it hedges, else its fixing date. */
  date: string;
  unit: string;
  amount: string;
}
export interface LinkRow {
  id: number;
  exposure_id: number;
  hedge_id: number;
  amount: string;
  version: number;
  updated_at: string;
  updated_by: string;
}

/** The company's exposures and hedges of one portfolio and asset, by date, and the links between them. */
export async function selectRelations(
  services: Services,
  assetClass: AssetClass,
  companyId: number,
  portfolioId: number,
  asset: string | number,
) {
  const c = CLASSES[assetClass];
  const e = c.exposure;
  const h = c.hedge;
  const exposures = rowsOf<ExposureRow>(
    await services.db.execute(sql`
      select id, code, ${sql.raw(e.type)} as type, ${sql.raw(e.date)}::text as date, ${sql.raw(e.unit)} as unit,
        ${sql.raw(e.amount)}::text as amount
      from ${c.exposures}
      where company_id = ${companyId} and ${sql.raw(e.portfolio)} = ${portfolioId} and ${sql.raw(e.asset)} = ${asset}
      order by 4, id`),
  );
  const hedges = rowsOf<HedgeRow>(
    await services.db.execute(sql`
      select id, code, derivative, buy_sell, fixing_date::text as fixing_date,
        coalesce(hedged_date, fixing_date)::text as date, ${sql.raw(h.unit)} as unit,
        ${sql.raw(h.amount)}::text as amount
      from ${c.hedges}
      where company_id = ${companyId} and ${sql.raw(h.portfolio)} = ${portfolioId} and ${sql.raw(h.asset)} = ${asset}
      order by fixing_date, id`),
  );
  const links = await selectLinks(
    services,
    assetClass,
    companyId,
    exposures.map((x) => x.id),
    hedges.map((x) => x.id),
  );
  return { exposures, hedges, links };
}

/** The company's links naming any of these exposures or hedges, with who set each last. */
export async function selectLinks(
  services: Services,
  assetClass: AssetClass,
  companyId: number,
  exposureIds: readonly number[],
  hedgeIds: readonly number[],
): Promise<LinkRow[]> {
  const l = CLASSES[assetClass].links;
  return rowsOf<LinkRow>(
    await services.db.execute(sql`
      select l.id, l.exposure_id, l.hedge_id, l.amount::text as amount, l.version, l.updated_at,
        u.username as updated_by
      from ${l} l join ${users} u on u.id = l.updated_by
      where l.company_id = ${companyId}
        and (l.exposure_id = any(${ids(exposureIds)}) or l.hedge_id = any(${ids(hedgeIds)}))
      order by l.id`),
  );
}

/** The company's exposures (or hedges) under some codes, by code: the rows a save of links names. */
export async function selectRowIdsByCode(
  services: Services,
  assetClass: AssetClass,
  side: 'exposure' | 'hedge',
  companyId: number,
  codes: readonly string[],
): Promise<Map<string, number>> {
  const c = CLASSES[assetClass];
  const table = side === 'exposure' ? c.exposures : c.hedges;
  const rows = rowsOf<{ id: number; code: string }>(
    await services.db.execute(sql`
      select id, code from ${table}
      where company_id = ${companyId} and code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`),
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** A book row a link names: where it belongs and how much it holds. */
export interface LinkedRow {
  id: number;
  portfolio: number;
  asset: string;
  unit: string;
  amount: string;
}

/**
 * The company's exposures (or hedges) among `rowIds`, locked until the transaction ends so that no
 * other save can change their links or delete them between the check and the write.
 */
export async function lockLinkedRows(
  services: Services,
  assetClass: AssetClass,
  side: 'exposure' | 'hedge',
  companyId: number,
  rowIds: readonly number[],
): Promise<LinkedRow[]> {
  const c = CLASSES[assetClass];
  const columns = c[side];
  const table = side === 'exposure' ? c.exposures : c.hedges;
  return rowsOf<LinkedRow>(
    await services.db.execute(sql`
      select id, ${sql.raw(columns.portfolio)} as portfolio, ${sql.raw(columns.asset)}::text as asset,
        ${sql.raw(columns.unit)} as unit, ${sql.raw(columns.amount)}::text as amount
      from ${table}
      where company_id = ${companyId} and id = any(${ids(rowIds)})
      for update`),
  );
}

export interface LinkWrite {
  exposureId: number;
  hedgeId: number;
  amount: number;
}
interface Writer {
  companyId: number;
  userId: number;
  at: Date;
}

/** The history image of a link, as the book's history keeps a row's fields. */
const image = (alias: string) =>
  sql.raw(
    `jsonb_build_object('exposure_id', ${alias}.exposure_id, 'hedge_id', ${alias}.hedge_id, 'amount', ${alias}.amount)`,
  );

/** Creates links, or sets the amount of existing ones (version + 1); each change writes its history. */
export async function upsertLinks(
  services: Services,
  assetClass: AssetClass,
  writer: Writer,
  links: readonly LinkWrite[],
): Promise<void> {
  if (links.length === 0) return;
  const c = CLASSES[assetClass];
  const at = writer.at.toISOString();
  await services.db.execute(sql`
    with incoming as (
      select * from jsonb_to_recordset(${JSON.stringify(links)}::jsonb)
        as v("exposureId" integer, "hedgeId" integer, amount numeric)),
    previous as (
      select l.* from ${c.links} l join incoming v on l.exposure_id = v."exposureId" and l.hedge_id = v."hedgeId"
      where l.company_id = ${writer.companyId}),
    written as (
      insert into ${c.links} as l (company_id, exposure_id, hedge_id, amount, version, created_at, created_by, updated_at, updated_by)
      select ${writer.companyId}, v."exposureId", v."hedgeId", v.amount, 1, ${at}, ${writer.userId}, ${at}, ${writer.userId}
      from incoming v
      on conflict (exposure_id, hedge_id) do update set amount = excluded.amount, version = l.version + 1,
        updated_at = excluded.updated_at, updated_by = excluded.updated_by
      returning l.*)
    insert into ${bookChanges} (entity, row_id, company_id, version, action, user_id, at, before, after)
    select ${c.entity}, w.id, w.company_id, w.version, case when p.id is null then 'created' else 'updated' end,
      ${writer.userId}, ${at}, case when p.id is null then null else ${image('p')} end, ${image('w')}
    from written w left join previous p on p.id = w.id`);
}

/** Removes links by id; each removal writes its history. */
export async function deleteLinks(
  services: Services,
  assetClass: AssetClass,
  writer: Writer,
  linkIds: readonly number[],
): Promise<void> {
  if (linkIds.length === 0) return;
  const c = CLASSES[assetClass];
  await services.db.execute(sql`
    with removed as (
      delete from ${c.links} r where r.company_id = ${writer.companyId} and r.id = any(${ids(linkIds)})
      returning r.*)
    insert into ${bookChanges} (entity, row_id, company_id, version, action, user_id, at, before, after)
    select ${c.entity}, r.id, r.company_id, r.version, 'deleted', ${writer.userId}, ${writer.at.toISOString()},
      ${image('r')}, null
    from removed r`);
}
