/**
 * Market-seed benchmark: how long the price store's seed takes on an empty database — the full
 * history (MARKET_HISTORY_FROM=2000-01-01, what a first `npm start` does) and the month a test
 * platform seeds — and the read of ten years of one pair, on PGlite and, when BENCH_DATABASE_URL
 * (or TEST_DATABASE_URL) names a reachable server, on PostgreSQL. Writes
 * bench/results/market-seed.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { readBars } from '../../apps/server/src/modules/markets/markets.queries.ts';
import { seedMarketData } from '../../apps/server/src/seed/market/seed-market.ts';
import { recentMarketHistoryFrom } from '../../apps/server/src/test/platform-harness.ts';
import { createScratchDatabase } from '../../apps/server/src/test/scratch-database.ts';
import { msUnder, type ResultRow } from '../result-row.ts';
import { runMachine, writeResultsFile } from '../results-file.ts';

const rows: ResultRow[] = [];
/** The seed runs at this instant, so every run writes the same rows. */
const NOW = new Date('2026-11-24T15:00:00Z');
/** A test platform's start may spend this much on the market seed (DESIGN: tests stay quick). */
const TEST_SEED_BUDGET_MS = 500;
/** The budget for serving ten years of one pair warm; the read is part of it. */
const TEN_YEAR_READ_BUDGET_MS = 20;

function report(row: ResultRow): void {
  rows.push(row);
  console.log(
    `${row.pass ? 'PASS' : 'FAIL'}  ${row.name.padEnd(60)} ${row.value} ${row.unit}  (target ${row.target})`,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

/** Seeds a fresh database of the kind asked, from `historyFrom`, and measures it. */
async function measureSeed(kind: 'pglite' | 'postgres', historyFrom: string, label: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cobertura-bench-market-'));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const scratch =
    kind === 'postgres' && adminUrl ? await createScratchDatabase(adminUrl, 'cobertura_bench') : undefined;
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir });
  try {
    const started = performance.now();
    const counts = await seedMarketData(database.db, { demo: true, now: NOW, historyFrom });
    const ms = Math.round(performance.now() - started);
    const isTestSeed = label === 'month';
    report({
      name: `${kind}: seed of the ${label} history (${counts.bars} bars, ${counts.smiles} smiles)`,
      value: ms,
      unit: 'ms',
      target: isTestSeed ? `< ${TEST_SEED_BUDGET_MS}` : 'info',
      pass: isTestSeed ? ms < TEST_SEED_BUDGET_MS : true,
    });
    if (!isTestSeed) {
      const times: number[] = [];
      for (let i = 0; i < 21; i++) {
        const t = performance.now();
        await readBars(database.db, 'EURUSD', '', '2015-01-01', '2024-12-31');
        times.push(performance.now() - t);
      }
      const value = Math.round(median(times) * 100) / 100;
      report(msUnder(`${kind}: read of ten years of EURUSD (median of 21)`, value, TEN_YEAR_READ_BUDGET_MS));
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

const kinds: ('pglite' | 'postgres')[] = ['pglite'];
if (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) kinds.push('postgres');
for (const kind of kinds) {
  await measureSeed(kind, '2000-01-01', 'full');
  await measureSeed(kind, recentMarketHistoryFrom(NOW.getTime()), 'month');
}

writeResultsFile('market-seed', { benchmark: 'market-seed', machine: runMachine(), rows });
