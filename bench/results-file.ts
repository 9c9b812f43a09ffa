import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResultRow } from './result-row.ts';

const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'results');

/** The rows of a results file after a run: the run's own (`isOwn`) replaced by `rows`, others kept. */
export function mergeRows(
  previous: readonly ResultRow[],
  rows: readonly ResultRow[],
  isOwn: (name: string) => boolean,
): ResultRow[] {
  return [...previous.filter((row) => !isOwn(row.name)), ...rows];
}

/**
 * Prints a run's rows and writes them into bench/results/<benchmark>.json, which several runs may
 * share: the rows this run owns (`isOwn`) are replaced, the others' are kept.
 */
export function recordRows(
  benchmark: string,
  rows: readonly ResultRow[],
  isOwn: (name: string) => boolean,
): void {
  for (const row of rows) {
    console.log(
      `${row.pass ? 'PASS' : 'FAIL'}  ${row.name.padEnd(110)} ${row.value} ${row.unit}  (target ${row.target})`,
    );
  }
  const path = join(RESULTS_DIR, `${benchmark}.json`);
  const previous = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as { results: ResultRow[] }).results
    : [];
  const results = mergeRows(previous, rows, isOwn);
  writeResultsFile(benchmark, { benchmark, date: new Date().toISOString(), machine: runMachine(), results });
  console.log(`wrote bench/results/${benchmark}.json`);
}

/** The machine a run measured on, as the results files record it. */
export function runMachine() {
  return { cpus: cpus().length, model: cpus()[0]?.model, node: process.version };
}

/** Writes `file` as bench/results/<benchmark>.json. */
export function writeResultsFile(benchmark: string, file: object): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${benchmark}.json`), `${JSON.stringify(file, null, 2)}\n`);
}
