import { msUnder, type ResultRow } from '../../result-row.ts';
import { benchExposure, type DataMeasure, median } from '../book.ts';

export const BATCH_ROWS = 10_000;
export const BOOK_ROWS = 100_000;
const TARGET_MS = 2000;

/**
 * Saves the benchmark's book as ten batches of 10,000 new exposures through
 * `POST /api/update_create_exposurecurrency` (rules, one transaction, history rows), and reports the
 * median batch. The rows stay for the measures that read them.
 */
export const batchSave: DataMeasure = {
  name: 'batch save',
  async run(bench) {
    const times: number[] = [];
    for (let start = 0; start < BOOK_ROWS; start += BATCH_ROWS) {
      const rows = Array.from({ length: BATCH_ROWS }, (_, i) => benchExposure(bench.portfolioId, start + i));
      const t0 = performance.now();
      const response = await bench.call('POST', '/api/update_create_exposurecurrency', {
        selected_company: bench.companyId,
        user_id: bench.userId,
        currency_exposure: rows,
      });
      times.push(performance.now() - t0);
      if (response.statusCode !== 200)
        throw new Error(`batch save: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
    const value = Math.round(median(times));
    const row: ResultRow = msUnder(
      `${bench.database}: save a batch of ${BATCH_ROWS.toLocaleString('en-US')} exposures (median of ${times.length})`,
      value,
      TARGET_MS,
    );
    return [row];
  },
};
