/**
 * Data benchmark (My Data): the import of a 50,000-row workbook over HTTP (the platform in a process
 * of its own on a fresh book, so that its memory is its own), a 10,000-row batch save and the listing of one company's
 * 100,000 exposures, on PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a reachable
 * server, on PostgreSQL. Each measure is a module of measures/; the save and the listing run in order
 * on the same book, in this process. BENCH_DATA=import measures
 * the import alone and writes nothing. Then, once, the grid scrolling 100,000 rows in Chromium (grid-scroll.ts). Writes
 * bench/results/data.json.
 */
import type { ResultRow } from '../result-row.ts';
import { runMachine, writeResultsFile } from '../results-file.ts';
import { scratchPostgres } from '../scratch-postgres.ts';
import { type BookBench, type DataMeasure, openBookBench } from './book.ts';
import { measureGridScroll } from './grid-scroll.ts';
import { batchSave } from './measures/batch-save.ts';
import { measureBookImport } from './measures/import-book-file.ts';
import { listExposures } from './measures/list-exposures.ts';

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

  writeResultsFile('data', {
    benchmark: 'data',
    date: new Date().toISOString(),
    machine: runMachine(),
    results: rows,
  });
  console.log('wrote bench/results/data.json');
}
