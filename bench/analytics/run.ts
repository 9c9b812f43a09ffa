/**
 * Analytics benchmark: a portfolio of 10,000 USDCOP hedges (forwards, vanillas, sold puts, knock-out
 * calls, Asians) over 36 months with 1,800 exposures, saved through the book's API on a platform
 * seeded as usual (PGlite, full market history), then valued through
 * `POST /api/currency_portfolio_valuation` (monthly table, ±10 % scenarios re-pricing every option)
 * over HTTP in process: the time from request to parsed reply, median of 5. The same for 100,000
 * hedges (ten such portfolios' worth in one). Writes bench/results/analytics.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, type IsoDate, utcDateOfInstant } from '@cobertura/finance/time';
import { type BookBench, median, openBookBench } from '../data/book.ts';
import type { ResultRow } from '../result-row.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = 36;
const RUNS = 5;
const SAVE_BATCH = 10_000;
/** Books valued, with their targets (ms); BENCH_ANALYTICS_SMALL=1 values the first only. */
const SIZES = (
  [
    [10_000, 1000],
    [100_000, 8000],
  ] as const
).slice(0, process.env.BENCH_ANALYTICS_SMALL ? 1 : 2);

/** The hedge kinds of the book, in turn: [derivative, buy_sell, fk_idoptiontype, barrier factor]. */
const KINDS = [
  ['FORWARD', 'LONG', 1, null],
  ['CALL', 'LONG', 1, null],
  ['PUT', 'SHORT', 1, null],
  ['CALL', 'LONG', 4, 1.15],
  ['CALL', 'LONG', 3, null],
] as const;

function hedgeRow(portfolioId: number, today: IsoDate, spot: number, i: number) {
  const [derivative, buySell, optionType, barrier] = KINDS[i % KINDS.length]!;
  const fixing = addDays(today, 5 + (i % (MONTHS * 30)));
  const trade = addDays(today, -30 - (i % 20));
  return {
    pk: 'pending',
    fk_idportafolio: portfolioId,
    fk_idcurrency: 'USDCOP',
    buy_sell: buySell,
    derivative,
    fk_idoptiontype: optionType,
    settlement_type: 'DELIVERABLE',
    trade_date: trade,
    fixing_date: fixing,
    value_date: addDays(fixing, 2),
    strike: Math.round(spot * (0.95 + (i % 20) * 0.005)),
    notional: 50_000 + (i % 10) * 5_000,
    fk_idcountry_currency: 'USD',
    premium: 0,
    fk_idcountry_premium_currency: 'USD',
    premium_value_date: addDays(trade, 2),
    ...(barrier === null ? {} : { barrier: Math.round(spot * barrier), spot_reference: spot }),
    // An Asian averages its last 30 days: some have fixings already past.
    ...(optionType === 3 ? { asian_fixing_start_date: addDays(fixing, -30) } : {}),
    comments: 'Benchmark hedge',
  };
}

function exposureRow(portfolioId: number, today: IsoDate, i: number) {
  return {
    pk: 'pending',
    fk_idportafolio: portfolioId,
    fk_idcurrency: 'USDCOP',
    fk_idexposureoption: 'FORECAST/CASH FLOW PAYMENT',
    notional: 250_000 + (i % 7) * 10_000,
    fk_idcountry_currency: 'USD',
    planned_expiration_date: addDays(today, 3 + (i % (MONTHS * 30))),
  };
}

async function newPortfolio(bench: BookBench, name: string): Promise<number> {
  const created = await bench.call('POST', '/api/portfolios', {
    portfolio_name: name,
    fk_idcompany: bench.companyId,
    fk_currency: ['USDCOP'],
  });
  if (created.statusCode !== 201) throw new Error(`portfolio: ${created.statusCode} ${created.body}`);
  return (created.json() as { pk_idportfolio: number }).pk_idportfolio;
}

async function save(bench: BookBench, url: string, field: string, rows: unknown[]) {
  for (let start = 0; start < rows.length; start += SAVE_BATCH) {
    const response = await bench.call('POST', url, {
      selected_company: bench.companyId,
      user_id: bench.userId,
      [field]: rows.slice(start, start + SAVE_BATCH),
    });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 400)}`);
  }
}

async function bookOf(bench: BookBench, hedges: number, today: IsoDate, spot: number): Promise<number> {
  const portfolioId = await newPortfolio(bench, `Benchmark ${hedges}`);
  const exposures = Array.from({ length: 1_800 }, (_, i) => exposureRow(portfolioId, today, i));
  await save(bench, '/api/update_create_exposurecurrency', 'currency_exposure', exposures);
  const rows = Array.from({ length: hedges }, (_, i) => hedgeRow(portfolioId, today, spot, i));
  await save(bench, '/api/update_create_hedgecurrency', 'currency_hedge', rows);
  return portfolioId;
}

async function valuationMs(bench: BookBench, portfolioId: number): Promise<{ ms: number; periods: number }> {
  const times: number[] = [];
  let periods = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const response = await bench.call('POST', '/api/currency_portfolio_valuation', {
      portfolios: [portfolioId],
      assets: ['USDCOP'],
      interval: '1M',
      shock: 0.1,
    });
    const reply = response.json() as { groups: { periods: unknown[]; details: { status: string }[] }[] };
    times.push(performance.now() - t0);
    if (response.statusCode !== 200)
      throw new Error(`valuation: ${response.statusCode} ${response.body.slice(0, 400)}`);
    const [group] = reply.groups;
    if (!group || group.details.some((row) => row.status === 'unpriced'))
      throw new Error('a hedge was not priced');
    periods = group.periods.length;
  }
  return { ms: median(times), periods };
}

const { bench, close } = await openBookBench('pglite');
const rows: ResultRow[] = [];
try {
  const today = utcDateOfInstant(bench.platform.services.now().getTime());
  const quote = await bench.call('GET', '/api/markets/quotes?instruments=USDCOP');
  const spot = (quote.json() as { last: number }[])[0]?.last;
  if (!spot) throw new Error(`no USDCOP quote: ${quote.body}`);
  for (const [hedges, target] of SIZES) {
    const portfolioId = await bookOf(bench, hedges, today, spot);
    const { ms, periods } = await valuationMs(bench, portfolioId);
    const value = Math.round(ms);
    rows.push({
      name: `pglite: POST /api/currency_portfolio_valuation, ${hedges.toLocaleString('en-US')} USDCOP hedges (forwards, vanillas, knock-outs, Asians) and 1,800 exposures, ${periods} monthly periods with ±10 % scenarios, over HTTP (median of ${RUNS})`,
      value,
      unit: 'ms',
      target: `< ${target}`,
      pass: value < target,
    });
    console.log(
      `${value < target ? 'PASS' : 'FAIL'}  ${rows.at(-1)?.name} ${value} ms  (target < ${target})`,
    );
  }
} finally {
  await close();
}

const resultsDir = path.join(here, '..', 'results');
mkdirSync(resultsDir, { recursive: true });
const cpus = os.cpus();
writeFileSync(
  path.join(resultsDir, 'analytics.json'),
  `${JSON.stringify(
    {
      benchmark: 'analytics',
      date: new Date().toISOString(),
      machine: { cpus: cpus.length, model: cpus[0]?.model ?? 'unknown', node: process.version },
      results: rows,
    },
    null,
    2,
  )}\n`,
);
console.log('wrote bench/results/analytics.json');
