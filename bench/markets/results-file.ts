import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResultRow } from '../result-row.ts';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'results', 'markets.json');

/**
 * Prints a markets benchmark's rows and writes them into bench/results/markets.json, which three
 * benchmarks share: the rows a run owns (`isOwn`) are replaced, the others' are kept.
 */
export function recordMarketsRows(rows: readonly ResultRow[], isOwn: (name: string) => boolean): void {
  for (const row of rows) {
    console.log(
      `${row.pass ? 'PASS' : 'FAIL'}  ${row.name.padEnd(110)} ${row.value} ${row.unit}  (target ${row.target})`,
    );
  }
  const previous = existsSync(RESULTS)
    ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as { results: ResultRow[] }).results
    : [];
  mkdirSync(dirname(RESULTS), { recursive: true });
  const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version };
  const results = [...previous.filter((row) => !isOwn(row.name)), ...rows];
  const file = { benchmark: 'markets', date: new Date().toISOString(), machine, results };
  writeFileSync(RESULTS, `${JSON.stringify(file, null, 2)}\n`);
  console.log('wrote bench/results/markets.json');
}
