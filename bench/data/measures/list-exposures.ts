import type { ResultRow } from '../../result-row.ts';
import { type BookBench, type DataMeasure, median } from '../book.ts';
import { BOOK_ROWS } from './batch-save.ts';

const TARGET_MS = 300;
const RUNS = 5;

const URL_PATH = (bench: BookBench) => `/api/currency-exposure?format=json&portfolios=${bench.portfolioId}`;

/** One read in process (the server's own time, up to the last byte of the answer). */
async function list(bench: BookBench): Promise<{ ms: number; rows: number; bytes: number; body: string }> {
  const t0 = performance.now();
  const response = await bench.call('GET', URL_PATH(bench));
  const ms = performance.now() - t0;
  if (response.statusCode !== 200) throw new Error(`list: ${response.statusCode}`);
  const rows = (response.body.match(/"pk":/g) ?? []).length;
  if (rows < BOOK_ROWS) throw new Error(`listed ${rows} rows, expected at least ${BOOK_ROWS}`);
  return { ms, rows, bytes: response.rawPayload.length, body: response.body };
}

/** One read over HTTP on the loopback, as a browser makes it: until the last byte has arrived. */
async function listOverHttp(bench: BookBench): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(`${bench.baseUrl}${URL_PATH(bench)}`, {
    headers: { authorization: `Bearer ${bench.token}` },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`list over HTTP: ${response.status}`);
  return performance.now() - t0;
}

/**
 * `GET /api/currency-exposure` of one company holding 100,000 exposures (saved by the batch-save
 * measure), in process from the request to the last byte of JSON: the first read after the server starts
 * (every row rendered by the database), a repeated read, and a read right after a save of one row
 * (the grid's reload), each a median of five; and, for information, the repeated read over HTTP
 * on the loopback.
 */
export const listExposures: DataMeasure = {
  name: 'list exposures',
  async run(bench) {
    const first = await list(bench);
    const repeated: number[] = [];
    for (let i = 0; i < RUNS; i++) repeated.push((await list(bench)).ms);
    const afterSave: number[] = [];
    let body = first.body;
    for (let i = 0; i < RUNS; i++) {
      const [row] = JSON.parse(body) as Record<string, unknown>[];
      const saved = await bench.call('POST', '/api/update_create_exposurecurrency', {
        selected_company: bench.companyId,
        user_id: bench.userId,
        currency_exposure: [{ ...row, notional: 1000 + i }],
      });
      if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body.slice(0, 200)}`);
      const read = await list(bench);
      afterSave.push(read.ms);
      body = read.body;
    }
    const overHttp: number[] = [];
    for (let i = 0; i < RUNS; i++) overHttp.push(await listOverHttp(bench));
    const label = `${bench.database}: list ${first.rows.toLocaleString('en-US')} exposures of one company`;
    const timed = (name: string, value: number): ResultRow => ({
      name: `${label}, ${name}`,
      value: Math.round(value),
      unit: 'ms',
      target: `< ${TARGET_MS}`,
      pass: value < TARGET_MS,
    });
    return [
      {
        name: `${label}, first read after start`,
        value: Math.round(first.ms),
        unit: 'ms',
        target: 'info',
        pass: true,
      },
      timed(`repeated (median of ${RUNS})`, median(repeated)),
      timed(`right after saving one row (median of ${RUNS})`, median(afterSave)),
      {
        name: `${label}, repeated, over HTTP on the loopback (median of ${RUNS})`,
        value: Math.round(median(overHttp)),
        unit: 'ms',
        target: 'info',
        pass: true,
      },
      {
        name: `${bench.database}: size of that answer`,
        value: Math.round(first.bytes / 1024 / 1024),
        unit: 'MiB',
        target: 'info',
        pass: true,
      },
    ];
  },
};
