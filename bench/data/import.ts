/**
 * Spreadsheet import measure: a 50,000-row workbook of 25 columns (text, numbers, whole numbers,
 * dates, enumerations), written by the platform's writer, then read end to end as an upload is: the
 * guards, the move to a worker thread, the zip check, ExcelJS's streaming reader, every cell
 * normalised, the rows back on the main thread. Returns its figures as ResultRows for the data
 * benchmark's runner; `tsx bench/data/import.ts` runs it alone and prints them.
 */
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import type { SheetColumn, SheetValues } from '../../apps/server/src/spreadsheets/columns.ts';
import { readSpreadsheet } from '../../apps/server/src/spreadsheets/read-spreadsheet.ts';
import { writeXlsx } from '../../apps/server/src/spreadsheets/sheet-writer.ts';
import { createWorkerPool } from '../../apps/server/src/workers/worker-pool.ts';
import type { ResultRow } from '../result-row.ts';

const ROWS = 50_000;
const SECONDS_TARGET = 10;
const MEMORY_TARGET_MIB = 1024;
const MiB = 1024 * 1024;

const TYPES = ['text', 'number', 'integer', 'date', 'enum'] as const;
/** 25 columns, five of each type. */
const COLUMNS: SheetColumn[] = Array.from({ length: 25 }, (_, i): SheetColumn => {
  const type = TYPES[i % TYPES.length] ?? 'text';
  const base = { key: `c${i}`, headers: { en: `Column ${i}`, es: `Columna ${i}` }, required: i < 5 };
  return type === 'enum'
    ? { ...base, type, values: ['LONG', 'SHORT', 'OFFSET LONG', 'OFFSET SHORT'] }
    : { ...base, type };
});

function* rows(): Generator<SheetValues> {
  const day = Date.UTC(2025, 0, 1);
  for (let r = 0; r < ROWS; r++) {
    const values: SheetValues = {};
    COLUMNS.forEach((column, i) => {
      switch (column.type) {
        case 'text':
          values[column.key] = `Portfolio ${r % 97} row ${r} col ${i}`;
          break;
        case 'number':
          values[column.key] = Math.round(((r * 7919 + i * 104729) % 1_000_000) * 100) / 100 + 0.25;
          break;
        case 'integer':
          values[column.key] = (r + i) % 12;
          break;
        case 'date':
          values[column.key] = new Date(day + ((r + i) % 720) * 86_400_000).toISOString().slice(0, 10);
          break;
        case 'enum':
          values[column.key] = column.values[(r + i) % column.values.length] ?? null;
          break;
      }
    });
    yield values;
  }
}

/** Builds the workbook, then reads it as an upload; the RSS is sampled throughout the read. */
export async function measureImport(): Promise<ResultRow[]> {
  const bytes = await writeXlsx([{ name: 'Data', columns: COLUMNS, rows: rows() }], 'en');
  const fileMiB = bytes.byteLength / MiB;
  const config = loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'bench-secret-bench-secret-bench-secret' });
  const jobs = createWorkerPool({ timeLimitMs: 120_000, perOwner: 1 });
  const services = { config, jobs, log: { info: () => {}, warn: () => {}, error: console.error } };
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  try {
    const started = performance.now();
    const sheet = await readSpreadsheet(services, 'bench', { fileName: 'import.xlsx', bytes }, COLUMNS);
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, process.memoryUsage.rss());
    const problems = sheet.rows.reduce((n, row) => n + row.problems.length, 0);
    if (sheet.rows.length !== ROWS || problems) {
      throw new Error(
        `Read ${sheet.rows.length} rows with ${problems} problems; expected ${ROWS} clean rows.`,
      );
    }
    const peakMiB = peak / MiB;
    return [
      {
        name: 'import: workbook size (50,000 rows × 25 columns)',
        value: round(fileMiB),
        unit: 'MiB',
        target: 'info',
        pass: true,
      },
      {
        name: 'import: resident memory before the read (the workbook built)',
        value: round(before / MiB),
        unit: 'MiB',
        target: 'info',
        pass: true,
      },
      {
        name: 'import: 50,000-row workbook read end to end',
        value: round(seconds),
        unit: 's',
        target: `< ${SECONDS_TARGET}`,
        pass: seconds < SECONDS_TARGET,
      },
      {
        name: 'import: peak resident memory during the read',
        value: round(peakMiB),
        unit: 'MiB',
        target: `< ${MEMORY_TARGET_MIB}`,
        pass: peakMiB < MEMORY_TARGET_MIB,
      },
    ];
  } finally {
    clearInterval(sampler);
    await jobs.close();
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measureImport();
  for (const row of figures) {
    console.log(`${row.pass ? 'ok  ' : 'FAIL'} ${row.name}: ${row.value} ${row.unit} (${row.target})`);
  }
  process.exitCode = figures.every((row) => row.pass) ? 0 : 1;
}
