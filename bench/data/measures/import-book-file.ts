import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookSheetColumns } from '../../../apps/server/src/modules/data/book-sheet-columns.ts';
import { writeXlsx } from '../../../apps/server/src/spreadsheets/sheet-writer.ts';
import {
  freePort,
  signIn,
  startPlatform,
  stopPlatform,
} from '../../../apps/server/src/test/platform-process.ts';
import type { ResultRow } from '../../result-row.ts';
import { type BookBench, benchExposure } from '../book.ts';

const ROWS = 50_000;
const SECONDS_TARGET = 10;
const MEMORY_TARGET_MIB = 1024;
const SAMPLE_MS = 20;
const MiB = 1024 * 1024;

/** A process's resident memory, read from the kernel: it counts every thread and the WASM heap. */
function residentBytes(pid: number): number {
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

/**
 * The end-to-end import of a 50,000-row workbook of currency exposures through
 * `POST /api/upload_datamodel/` over HTTP: the multipart upload, the guards, the read on a worker
 * thread, every row judged, the rows saved in one transaction with their history, and the answer.
 * The platform runs in a process of its own on a fresh database, so that its resident memory —
 * sampled from here every 20 ms, even while the database holds the platform's main thread — is the
 * platform's alone, not the benchmark's workbook and rows.
 */
export async function measureBookImport(
  database: BookBench['database'],
  databaseUrl?: string,
): Promise<ResultRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cobertura-bench-import-'));
  const port = await freePort();
  const platform = await startPlatform(port, dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const base = `http://127.0.0.1:${port}`;
  try {
    const pid = platform.pid;
    if (pid === undefined) throw new Error('the platform has no process id');
    const { access } = await signIn(base, 'treasury');
    const call = async (path: string) => {
      const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${access}` } });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.json();
    };
    const [company] = (await call('/api/companies')) as {
      pk_idcompany: number;
      portfolios: { pk_idportfolio: number; portfolio_name: string; fk_currency: string[] }[];
    }[];
    const portfolio = company?.portfolios.find((p) => p.fk_currency.includes('USDCOP'));
    if (!company || !portfolio) throw new Error('the demo seed has no Company A portfolio with USDCOP');
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const { fk_idportafolio: _id, pk: _pk, ...fields } = benchExposure(portfolio.pk_idportfolio, i);
      return { ...fields, pk: null, portfolio: portfolio.portfolio_name };
    });
    const bytes = await writeXlsx(
      [{ name: 'Exposures', columns: bookSheetColumns('currency_exposure'), rows }],
      'en',
    );
    const form = new FormData();
    form.set('company_id', String(company.pk_idcompany));
    form.set('datamodel_name', 'currency_exposure');
    form.set('operation', 'upload');
    form.set('file_data', new Blob([bytes]), 'exposures.xlsx');

    const atRest = residentBytes(pid);
    let peak = atRest;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(pid));
    }, SAMPLE_MS);
    let seconds: number;
    try {
      const started = performance.now();
      const response = await fetch(`${base}/api/upload_datamodel/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}` },
        body: form,
      });
      const body = await response.text();
      seconds = (performance.now() - started) / 1000;
      peak = Math.max(peak, residentBytes(pid));
      const created = response.ok ? (JSON.parse(body) as { counts: { create: number } }).counts.create : 0;
      if (created !== ROWS) throw new Error(`import: ${response.status} ${body.slice(0, 300)}`);
    } finally {
      clearInterval(sampler);
    }
    const info = (name: string, value: number) => ({
      name,
      value: round(value),
      unit: 'MiB',
      target: 'info',
      pass: true,
    });
    const peakMiB = peak / MiB;
    return [
      info(`${database}: import workbook size (50,000 exposures)`, bytes.byteLength / MiB),
      info(`${database}: platform resident memory at rest, before the import`, atRest / MiB),
      {
        name: `${database}: import of a 50,000-row workbook through upload_datamodel/ (read, judged, saved)`,
        value: round(seconds),
        unit: 's',
        target: `< ${SECONDS_TARGET}`,
        pass: seconds < SECONDS_TARGET,
      },
      {
        name: `${database}: platform peak resident memory during the import`,
        value: round(peakMiB),
        unit: 'MiB',
        target: `< ${MEMORY_TARGET_MIB}`,
        pass: peakMiB < MEMORY_TARGET_MIB,
      },
    ];
  } finally {
    await stopPlatform(platform);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
