import { bookSheetColumns } from '../../../apps/server/src/modules/data/book-sheet-columns.ts';
import { writeXlsx } from '../../../apps/server/src/spreadsheets/sheet-writer.ts';
import { benchExposure, type DataMeasure } from '../book.ts';

const ROWS = 50_000;
const SECONDS_TARGET = 10;
const MEMORY_TARGET_MIB = 1024;
const MiB = 1024 * 1024;
const BOUNDARY = 'bench-boundary';

/**
 * The end-to-end import of a 50,000-row workbook of currency exposures through
 * `POST /api/upload_datamodel/`: the multipart upload, the guards, the read on a worker thread,
 * every row judged, the portfolio names resolved and the rows saved in one transaction with their
 * history. The process's resident memory (server and worker threads together) is sampled
 * throughout. Run on a fresh book, so that the figures are the import's own.
 */
export const importBookFile: DataMeasure = {
  name: 'book import',
  async run(bench) {
    const companies = (await bench.call('GET', '/api/companies')).json() as {
      portfolios: { pk_idportfolio: number; portfolio_name: string }[];
    }[];
    const portfolio = companies[0]?.portfolios.find((p) => p.pk_idportfolio === bench.portfolioId);
    if (!portfolio) throw new Error('the bench portfolio is missing');
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const { fk_idportafolio: _id, pk: _pk, ...fields } = benchExposure(bench.portfolioId, i);
      return { ...fields, pk: null, portfolio: portfolio.portfolio_name };
    });
    const bytes = await writeXlsx(
      [{ name: 'Exposures', columns: bookSheetColumns('currency_exposure'), rows }],
      'en',
    );
    const payload = Buffer.concat([
      Buffer.from(
        [
          ['company_id', String(bench.companyId)],
          ['datamodel_name', 'currency_exposure'],
          ['operation', 'upload'],
        ]
          .map(
            ([name, value]) =>
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          )
          .join('') +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file_data"; filename="exposures.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 20);
    let seconds: number;
    try {
      const started = performance.now();
      const response = await bench.platform.app.inject({
        method: 'POST',
        url: '/api/upload_datamodel/',
        headers: {
          authorization: `Bearer ${bench.token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload,
      });
      seconds = (performance.now() - started) / 1000;
      peak = Math.max(peak, process.memoryUsage.rss());
      const created = response.statusCode === 200 ? response.json().preview.create.length : 0;
      if (created !== ROWS) throw new Error(`import: ${response.statusCode} ${response.body.slice(0, 300)}`);
    } finally {
      clearInterval(sampler);
    }
    const peakMiB = peak / MiB;
    const db = bench.database;
    return [
      {
        name: `${db}: import workbook size (50,000 exposures)`,
        value: round(bytes.byteLength / MiB),
        unit: 'MiB',
        target: 'info',
        pass: true,
      },
      {
        name: `${db}: resident memory before the import`,
        value: round(before / MiB),
        unit: 'MiB',
        target: 'info',
        pass: true,
      },
      {
        name: `${db}: import of a 50,000-row workbook through upload_datamodel/ (read, judged, saved)`,
        value: round(seconds),
        unit: 's',
        target: `< ${SECONDS_TARGET}`,
        pass: seconds < SECONDS_TARGET,
      },
      {
        name: `${db}: peak resident memory during the import`,
        value: round(peakMiB),
        unit: 'MiB',
        target: `< ${MEMORY_TARGET_MIB}`,
        pass: peakMiB < MEMORY_TARGET_MIB,
      },
    ];
  },
};

const round = (n: number) => Math.round(n * 100) / 100;
