/**
 * Data benchmark (My Data): the import of a 50,000-row workbook through the HTTP call (on a fresh
 * book, so that its memory is its own), a 10,000-row batch save and the listing of one company's
 * 100,000 exposures, on PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a reachable
 * server, on PostgreSQL. Each measure is a module of measures/; the save and the listing run in order
 * on the same book. Then, once, the grid scrolling 100,000 rows in Chromium (grid-scroll.ts). Writes
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
import { importBookFile } from './measures/import-book-file.ts';
import { listExposures } from './measures/list-exposures.ts';

const root = new URL('../..', import.meta.url).pathname;
/** Each list on a book of its own; in order: the save fills the book the listing reads. */
const BOOKS: DataMeasure[][] = [[importBookFile], [batchSave, listExposures]];

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

for (const measures of BOOKS) {
  await runOn('pglite', measures);
  const postgres = await scratchPostgres();
  if (!postgres) continue;
  try {
    await runOn('postgres', measures, postgres.url);
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
