import type { PriceSource } from '@cobertura/contracts';
import { and, asc, desc, eq, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { marketPrices, marketSmiles, userPreferences } from '../../db/schema.ts';
import { storedSeries } from './catalog.ts';

/**
 * The markets module's only door to the database. Bars are keyed by (instrument, contract, day):
 * every read of one instrument walks that primary key, so a 10-year range is an index range scan.
 */

/** One stored daily bar; `contract` is '' for spot or the continuous series, else 'YYYY-MM'. */
export interface Bar {
  instrument: string;
  contract: string;
  day: string;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number;
  settle: number | null;
  volume: number | null;
  openInterest: number | null;
  source: PriceSource;
  simulated: boolean;
}

/** A bar to write, stamped with the time it was written (the platform's clock). */
export interface NewBar extends Bar {
  updatedAt: Date;
}

/** One smile: implied volatility c0 + c1·m + c2·m² (m = ln(K/fwd)) of a tenor on a day. */
export interface Smile {
  instrument: string;
  day: string;
  tenorDays: number;
  c0: number;
  c1: number;
  c2: number;
  source: PriceSource;
  simulated: boolean;
}

/** Rows per statement: every column travels as one array parameter, so a batch is one round trip. */
const BATCH_ROWS = 20_000;

const barColumns = {
  instrument: marketPrices.instrument,
  contract: marketPrices.contract,
  day: marketPrices.day,
  open: marketPrices.open,
  high: marketPrices.high,
  low: marketPrices.low,
  close: marketPrices.close,
  settle: marketPrices.settle,
  volume: marketPrices.volume,
  openInterest: marketPrices.openInterest,
  source: marketPrices.source,
  simulated: marketPrices.simulated,
};

/**
 * Bars of one instrument (a front-month futures id reads its commodity's continuous series) and
 * contract ('' by default) from `from` to `to` inclusive, oldest first. Either bound may be omitted.
 */
export async function readBars(
  db: Db,
  instrument: string,
  contract = '',
  from?: string,
  to?: string,
): Promise<Bar[]> {
  const rows = await db
    .select(barColumns)
    .from(marketPrices)
    .where(
      and(
        eq(marketPrices.instrument, storedSeries(instrument)),
        eq(marketPrices.contract, contract),
        from ? gte(marketPrices.day, from) : undefined,
        to ? lte(marketPrices.day, to) : undefined,
      ),
    )
    .orderBy(asc(marketPrices.day));
  return rows.map((row) => ({ ...row, instrument, source: row.source as PriceSource }));
}

/**
 * The last `count` bars (contract '') of each instrument, oldest first, keyed by the id asked for;
 * an instrument without bars gets an empty list. One statement: a backward walk of the key per id.
 */
export async function lastBars(
  db: Db,
  instruments: readonly string[],
  count: number,
): Promise<Map<string, Bar[]>> {
  const answer = new Map<string, Bar[]>(instruments.map((id) => [id, []]));
  if (instruments.length === 0) return answer;
  const stored = instruments.map(storedSeries);
  const result = await db.execute(sql`
    select i.asked, p.instrument, p.contract, p.day::text as day, p.open, p.high, p.low, p.close,
           p.settle, p.volume, p.open_interest as "openInterest", p.source, p.simulated
    from unnest(${sql.param(instruments)}::text[], ${sql.param(stored)}::text[]) as i(asked, stored)
    cross join lateral (
      select * from ${marketPrices} m
      where m.instrument = i.stored and m.contract = ''
      order by m.day desc
      limit ${count}
    ) p
    order by i.asked, p.day`);
  for (const row of rowsOf<Bar & { asked: string }>(result)) {
    const { asked, ...bar } = row;
    answer.get(asked)?.push({ ...bar, instrument: asked });
  }
  return answer;
}

/** Whether the price store holds any bar at all (an empty one is seeded). */
export async function hasAnyBar(db: Db): Promise<boolean> {
  const rows = await db.select({ day: marketPrices.day }).from(marketPrices).limit(1);
  return rows.length > 0;
}

/** The last day stored for an instrument and contract ('' by default), or null when it has none. */
export async function latestDay(db: Db, instrument: string, contract = ''): Promise<string | null> {
  const [row] = await db
    .select({ day: marketPrices.day })
    .from(marketPrices)
    .where(and(eq(marketPrices.instrument, storedSeries(instrument)), eq(marketPrices.contract, contract)))
    .orderBy(desc(marketPrices.day))
    .limit(1);
  return row?.day ?? null;
}

/** The last stored day of each (instrument, contract) series asked for (absent when it has none). */
export async function latestDays(
  db: Db,
  series: readonly { instrument: string; contract: string }[],
): Promise<Map<string, string>> {
  const answer = new Map<string, string>();
  if (series.length === 0) return answer;
  const result = await db.execute(sql`
    select i.instrument, i.contract, (
      select m.day::text from ${marketPrices} m
      where m.instrument = i.instrument and m.contract = i.contract
      order by m.day desc limit 1
    ) as day
    from unnest(${sql.param(series.map((s) => s.instrument))}::text[],
                ${sql.param(series.map((s) => s.contract))}::text[]) as i(instrument, contract)`);
  for (const row of rowsOf<{ instrument: string; contract: string; day: string | null }>(result)) {
    if (row.day) answer.set(seriesKey(row.instrument, row.contract), row.day);
  }
  return answer;
}

/** The key of a series in {@link latestDays}'s answer. */
export const seriesKey = (instrument: string, contract: string) => `${instrument}|${contract}`;

/**
 * Writes bars in batches; a bar already stored for its (instrument, contract, day) is replaced.
 * Each batch sends one array per column (`unnest`), far faster than one parameter per value.
 */
export function upsertBars(db: Db, rows: readonly NewBar[]): Promise<void> {
  return writeBars(
    db,
    rows,
    sql`do update set
    open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close,
    settle = excluded.settle, volume = excluded.volume, open_interest = excluded.open_interest,
    source = excluded.source, simulated = excluded.simulated, updated_at = excluded.updated_at`,
  );
}

/** Writes the bars not stored yet; a bar already stored for its key (an import, say) is kept. */
export function insertMissingBars(db: Db, rows: readonly NewBar[]): Promise<void> {
  return writeBars(db, rows, sql`do nothing`);
}

function writeBars(db: Db, rows: readonly NewBar[], onConflict: SQL): Promise<void> {
  return inBatches(
    db,
    rows,
    (column) => sql`
      insert into ${marketPrices} (instrument, contract, day, open, high, low, close, settle, volume,
                                   open_interest, source, simulated, updated_at)
      select * from unnest(
        ${column((r) => r.instrument)}::text[], ${column((r) => r.contract)}::text[],
        ${column((r) => r.day)}::date[], ${column((r) => r.open)}::float8[],
        ${column((r) => r.high)}::float8[], ${column((r) => r.low)}::float8[],
        ${column((r) => r.close)}::float8[], ${column((r) => r.settle)}::float8[],
        ${column((r) => r.volume)}::float8[], ${column((r) => r.openInterest)}::float8[],
        ${column((r) => r.source)}::text[], ${column((r) => r.simulated)}::boolean[],
        ${column((r) => r.updatedAt.toISOString())}::timestamptz[])
      on conflict (instrument, contract, day) ${onConflict}`,
  );
}

/**
 * Runs one statement per batch of rows, each built with `column`: the batch's values of a column as
 * one array parameter (for `unnest`).
 */
async function inBatches<Row>(
  db: Db,
  rows: readonly Row[],
  statement: (column: <T>(pick: (row: Row) => T) => SQLWrapper) => SQL,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    await db.execute(statement((pick) => sql.param(batch.map(pick))));
  }
}

/**
 * The smiles of an instrument on the last day stored on or before `day` (a holiday reads the day
 * before), shortest tenor first; empty when none is stored that early.
 */
export async function readSmiles(db: Db, instrument: string, day: string): Promise<Smile[]> {
  const [latest] = await db
    .select({ day: marketSmiles.day })
    .from(marketSmiles)
    .where(and(eq(marketSmiles.instrument, instrument), lte(marketSmiles.day, day)))
    .orderBy(desc(marketSmiles.day))
    .limit(1);
  if (!latest) return [];
  const rows = await db
    .select()
    .from(marketSmiles)
    .where(and(eq(marketSmiles.instrument, instrument), eq(marketSmiles.day, latest.day)))
    .orderBy(asc(marketSmiles.tenorDays));
  return rows.map((row) => ({ ...row, source: row.source as PriceSource }));
}

/** The last day with a smile stored for an instrument, or null. */
export async function latestSmileDay(db: Db, instrument: string): Promise<string | null> {
  const [row] = await db
    .select({ day: marketSmiles.day })
    .from(marketSmiles)
    .where(eq(marketSmiles.instrument, instrument))
    .orderBy(desc(marketSmiles.day))
    .limit(1);
  return row?.day ?? null;
}

/** Writes smiles in batches, replacing those stored for the same (instrument, day, tenor). */
export function upsertSmiles(db: Db, rows: readonly Smile[]): Promise<void> {
  return writeSmiles(
    db,
    rows,
    sql`do update set c0 = excluded.c0, c1 = excluded.c1, c2 = excluded.c2, source = excluded.source,
        simulated = excluded.simulated`,
  );
}

/** Writes the smiles not stored yet, keeping those already stored. */
export function insertMissingSmiles(db: Db, rows: readonly Smile[]): Promise<void> {
  return writeSmiles(db, rows, sql`do nothing`);
}

function writeSmiles(db: Db, rows: readonly Smile[], onConflict: SQL): Promise<void> {
  return inBatches(
    db,
    rows,
    (column) => sql`
      insert into ${marketSmiles} (instrument, day, tenor_days, c0, c1, c2, source, simulated)
      select * from unnest(
        ${column((r) => r.instrument)}::text[], ${column((r) => r.day)}::date[],
        ${column((r) => r.tenorDays)}::int[], ${column((r) => r.c0)}::float8[],
        ${column((r) => r.c1)}::float8[], ${column((r) => r.c2)}::float8[],
        ${column((r) => r.source)}::text[], ${column((r) => r.simulated)}::boolean[])
      on conflict (instrument, day, tenor_days) ${onConflict}`,
  );
}

/** A bar as the reads answer it (the contract's field names), with when it was written. */
export interface SeriesBar {
  observation_date: string;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number;
  settle: number | null;
  volumes: number | null;
  openinterest: number | null;
  source: PriceSource;
  simulated: boolean;
  /** ISO 8601, UTC. */
  updated_at: string;
}

/**
 * Every bar of one series as the reads answer it, oldest first: what the series cache holds. The
 * database writes the JSON (one value to parse instead of an object per row on the way), which
 * halves the read of 25 years of daily bars.
 */
export async function readSeriesBars(db: Db, instrument: string, contract = ''): Promise<SeriesBar[]> {
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      'observation_date', day, 'open', open, 'high', high, 'low', low, 'close', close,
      'settle', settle, 'volumes', volume, 'openinterest', open_interest, 'source', source,
      'simulated', simulated,
      'updated_at', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) order by day), '[]')::text as bars
    from ${marketPrices}
    where instrument = ${storedSeries(instrument)} and contract = ${contract}`);
  const [row] = rowsOf<{ bars: string }>(result);
  return JSON.parse(row?.bars ?? '[]') as SeriesBar[];
}

/**
 * The last `count` bars (contract '') of each instrument as the reads answer them, dated `until` or
 * earlier when given, oldest first, keyed by the id asked for (an instrument without bars is
 * absent). One statement: a backward walk of the key per id, so the overview's twenty quotes, or a
 * rate curve on a day, do not read twenty whole histories.
 */
export async function recentSeriesBars(
  db: Db,
  instruments: readonly string[],
  count: number,
  until?: string,
): Promise<Map<string, SeriesBar[]>> {
  const answer = new Map<string, SeriesBar[]>();
  if (instruments.length === 0) return answer;
  const result = await db.execute(sql`
    select i.asked, p.day::text as observation_date, p.open, p.high, p.low, p.close, p.settle,
           p.volume as volumes, p.open_interest as openinterest, p.source, p.simulated,
           to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
    from unnest(${sql.param([...instruments])}::text[], ${sql.param(instruments.map(storedSeries))}::text[])
      as i(asked, stored)
    cross join lateral (
      select * from ${marketPrices} m
      where m.instrument = i.stored and m.contract = ''${until === undefined ? sql`` : sql` and m.day <= ${until}`}
      order by m.day desc
      limit ${count}
    ) p
    order by i.asked, p.day`);
  for (const { asked, ...bar } of rowsOf<SeriesBar & { asked: string }>(result)) {
    answer.set(asked, [...(answer.get(asked) ?? []), bar]);
  }
  return answer;
}

/**
 * The contract months of an instrument with bars on or before `day`, each with its newest such day.
 */
export async function storedContractMonths(
  db: Db,
  instrument: string,
  day: string,
): Promise<{ contract: string; lastDay: string }[]> {
  const result = await db.execute(sql`
    select contract, max(day)::text as "lastDay" from ${marketPrices}
    where instrument = ${storedSeries(instrument)} and contract <> '' and day <= ${day}
    group by contract order by contract`);
  return rowsOf<{ contract: string; lastDay: string }>(result);
}

/** A user's saved overview choices (spec 02 §3 overview_choices), when they saved any. */
export async function selectOverviewChoices(db: Db, userId: number): Promise<unknown> {
  const [row] = await db
    .select({ choices: userPreferences.choices })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return (row?.choices as { overview_choices?: unknown } | undefined)?.overview_choices;
}
