/**
 * Data benchmark (My Data): the import of a 50,000-row workbook over HTTP (the platform in a process
 * of its own on a fresh book, so that its memory is its own), a 10,000-row batch save and the listing of one company's
 * 100,000 exposures, on PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a reachable
 * server, on PostgreSQL. Each measure is a module of measures/; the save and the listing run in order
 * on the same book, in this process. BENCH_DATA=import measures
 * the import alone and writes nothing. Then, once, the grid scrolling 100,000 rows in Chromium (grid-scroll.ts). Writes
 * bench/results/data.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '../../apps/server/src/test/scratch-database.ts';
import type { ResultRow } from '../result-row.ts';
import { type BookBench, type DataMeasure, openBookBench } from './book.ts';
import { measureGridScroll } from './grid-scroll.ts';
import { batchSave } from './measures/batch-save.ts';
import { measureBookImport } from './measures/import-book-file.ts';
import { listExposures } from './measures/list-exposures.ts';

const root = new URL('../..', import.meta.url).pathname;
/** In order, on one book: the save fills the book the listing reads. */
const BOOK_MEASURES: DataMeasure[] = [batchSave, listExposures];
const isImportOnly = process.env.BENCH_DATA === 'import';

const rows: ResultRow[] = [];

function report(row: ResultRow): void {
  rows.push(row);
  console.log(
    `${row.pass ? 'PASS' : 'FAIL'}  ${row.name.padEnd(70)} ${row.value} ${row.unit}  (target ${row.target})`,
  );
}

async function runOn(database: BookBench['database'], measures: DataMeasure[], url?: string): Promise<void> {
  const { bench, close } = await openBookBench(database, url);
  try {
    for (const measure of measures) {
      for (const row of await measure.run(bench)) report(row);
    }
  } finally {
    await close();
  }
}

async function scratchPostgres(): Promise<ScratchDatabase | undefined> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  try {
    return await createScratchDatabase(adminUrl, 'cobertura_bench');
  } catch (error) {
    console.log(`PostgreSQL not reachable (${(error as Error).message}); measuring PGlite only.`);
    return undefined;
  }
}

for (const row of await measureBookImport('pglite')) report(row);
const importPostgres = await scratchPostgres();
if (importPostgres) {
  try {
    for (const row of await measureBookImport('postgres', importPostgres.url)) report(row);
  } finally {
    await importPostgres.drop();
  }
}
if (!isImportOnly) {
  await runOn('pglite', BOOK_MEASURES);
  const postgres = await scratchPostgres();
  if (postgres) {
    try {
      await runOn('postgres', BOOK_MEASURES, postgres.url);
    } finally {
      await postgres.drop();
    }
  }
  for (const row of await measureGridScroll()) report(row);

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version };
  writeFileSync(
    join(root, 'bench/results/data.json'),
    `${JSON.stringify({ benchmark: 'data', date: new Date().toISOString(), machine, results: rows }, null, 2)}\n`,
  );
  console.log('wrote bench/results/data.json');
}
