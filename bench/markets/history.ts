/**
 * Markets benchmark: ten years of daily EURUSD history with every indicator, served by
 * `GET /api/markets/technical` over HTTP on the loopback from a started platform (the demo seed's
 * prices), as a browser reads it: every page of the window (the newest first, then `before` the
 * first row of each, at most MAX_TECHNICAL_ROWS rows a page), each until its last byte. Cold is the
 * first reading after the pair's cached series is dropped (a read of the database plus the
 * indicators); warm is a repeated one (the pages rendered for the cached series); for information,
 * a reading with other indicator parameters on the cached series (the indicators computed anew).
 * Merges its rows into bench/results/markets.json, keeping the rows other benchmarks wrote there.
 */
import { MAX_TECHNICAL_ROWS } from '@cobertura/contracts';
import { addYears, type IsoDate, latestAcceptedBarDate } from '@cobertura/finance/time';
import { invalidateMarketCache } from '../../apps/server/src/modules/markets/market-cache.ts';
import { listenSignedIn, openBenchPlatform } from '../bench-platform.ts';
import { median } from '../data/book.ts';
import { msUnder, type ResultRow } from '../result-row.ts';
import { recordRows } from '../results-file.ts';

const COLD_RUNS = 7;
const WARM_RUNS = 21;
const COLD_TARGET_MS = 200;
const WARM_TARGET_MS = 20;
const PAIR = 'EURUSD';

const { platform, close } = await openBenchPlatform('markets', {
  // The demo ticker would drop the pair's cached series every few seconds: warm would not stay warm.
  DEMO_TICKER_MS: '0',
});
const rows: ResultRow[] = [];
try {
  const { baseUrl, access } = await listenSignedIn(platform);
  const to = latestAcceptedBarDate(platform.services.now().getTime());
  const from = addYears(to, -10) as IsoDate;
  const url = `${baseUrl}/api/markets/technical?instrument=${PAIR}&from=${from}&to=${to}&limit=${MAX_TECHNICAL_ROWS}`;

  let served = 0;
  let pages = 0;
  const call = async (query = ''): Promise<number> => {
    const t0 = performance.now();
    served = 0;
    pages = 0;
    for (let before: string | null = ''; before !== null; ) {
      const page = before ? `&before=${before}` : '';
      const response = await fetch(`${url}${query}${page}`, {
        headers: { authorization: `Bearer ${access}` },
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`technical: ${response.status} ${body.slice(0, 200)}`);
      const answer = JSON.parse(body) as { rows: unknown[]; next_before: string | null };
      served += answer.rows.length;
      pages += 1;
      before = answer.next_before;
    }
    return performance.now() - t0;
  };
  await call(); // the first call of a process also compiles the code paths: not a figure.
  const cold: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    await invalidateMarketCache(platform.services.cache, [PAIR]);
    cold.push(await call());
  }
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) warm.push(await call());
  // The series cached but the indicators computed anew: other moving-average lengths on each call.
  const recomputed: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) recomputed.push(await call(`&ma1=${10 + i}`));
  if (served < 2500) throw new Error(`ten years of ${PAIR} served ${served} rows`);

  const label = `${platform.services.dbKind}: GET /api/markets/technical, ${PAIR} ${from} to ${to} (${served} rows in ${pages} pages, every indicator), over HTTP`;
  const timed = (name: string, values: number[], target: number): ResultRow => {
    const value = Math.round(median(values) * 10) / 10;
    return msUnder(`${label}, ${name}`, value, target);
  };
  rows.push(
    timed(`cold: first call after the cache is flushed (median of ${COLD_RUNS})`, cold, COLD_TARGET_MS),
    timed(`warm (median of ${WARM_RUNS})`, warm, WARM_TARGET_MS),
    {
      name: `${label}, series cached, indicators computed anew for other parameters (median of ${WARM_RUNS})`,
      value: Math.round(median(recomputed) * 10) / 10,
      unit: 'ms',
      target: 'info',
      pass: true,
    },
  );
} finally {
  await close();
}

recordRows('markets', rows, (name) => /GET \/api\/markets\/technical/.test(name));
