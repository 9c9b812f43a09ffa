import {
  IMPORT_ANSWER_ROWS,
  type ImportPreview,
  type PriceFileRow,
  type PriceImportAnswer,
} from '@cobertura/contracts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../../../identity/audit.ts';
import type { Caller } from '../../../identity/caller.ts';
import type { Services } from '../../../services.ts';
import { buildPreview, problemsByColumn } from '../../../spreadsheets/preview.ts';
import { readSpreadsheet } from '../../../spreadsheets/read-spreadsheet.ts';
import type { Upload } from '../../../spreadsheets/upload.ts';
import { storedSeries } from '../catalog.ts';
import { barDayFor } from '../live/bar-day.ts';
import type { PriceFeed } from '../live/price-feed.ts';
import { publishLastPrices } from '../live/publish-last-prices.ts';
import { invalidateMarketCache } from '../market-cache.ts';
import { type NewBar, readBars, upsertBars } from '../markets.queries.ts';
import { priceRowCheck } from './check-price-row.ts';
import { PRICE_FILE_COLUMNS } from './price-file-columns.ts';

export interface PriceImport {
  operation: 'preview' | 'import';
  upload: Upload;
  ip: string;
}

/** The stored bar a row writes: a front-month futures id writes its commodity's continuous series. */
const seriesOf = (row: PriceFileRow) => ({
  instrument: storedSeries(row.instrument),
  contract: row.contract ?? '',
});
const barKey = (row: PriceFileRow) => {
  const { instrument, contract } = seriesOf(row);
  return `${instrument} ${contract || '-'} ${row.date}`;
};

/**
 * Staff's price import (.csv or .xlsx, read on a worker behind the spreadsheet guards): each row is
 * judged (check-price-row.ts); a row whose bar is stored replaces it, the others add bars. A file
 * that cannot be read, or lacks a required column, is refused whole with its reasons. `preview`
 * answers what the file would do; `import` writes every row in one transaction — as real prices,
 * source 'import' — or, while any row is rejected, none (400 ROWS_REJECTED, by sheet row). After
 * writing, the cached series it changed are forgotten, the new last prices published and the
 * import audited.
 */
export async function importPriceFile(
  services: Services,
  feed: PriceFeed,
  caller: Caller,
  request: PriceImport,
  signal?: AbortSignal,
): Promise<PriceImportAnswer> {
  const preview = await judgePriceFile(services, caller, request.upload, signal);
  const stored = await storedBarKeys(
    services,
    preview.create.map((row) => row.values),
  );
  const replace = preview.create
    .filter((row) => stored.has(barKey(row.values)))
    .map((row) => ({ ...row, code: barKey(row.values) }));
  const create = preview.create.filter((row) => !stored.has(barKey(row.values)));

  if (request.operation === 'import') {
    if (preview.rejected.length) {
      const error = new AppError(
        'ROWS_REJECTED',
        `${preview.rejected.length} row${preview.rejected.length === 1 ? '' : 's'} cannot be imported; nothing was saved.`,
      );
      error.rows = preview.rejected.map((row) => ({
        index: row.row,
        pk: String(row.values.instrument ?? ''),
        fields: problemsByColumn(row.problems),
      }));
      throw error;
    }
    await writeBars(
      services,
      feed,
      caller,
      request.ip,
      preview.create.map((row) => row.values),
    );
  }
  return {
    operation: request.operation,
    counts: { create: create.length, replace: replace.length, rejected: preview.rejected.length },
    preview: {
      create: create.slice(0, IMPORT_ANSWER_ROWS),
      replace: replace.slice(0, IMPORT_ANSWER_ROWS),
      rejected: preview.rejected,
    },
  };
}

/**
 * A price file read (on a worker, behind the spreadsheet guards) and each row judged by the rules of
 * a price row on the market's today: what an import and its rejected-rows report both start from.
 */
export async function judgePriceFile(
  services: Services,
  caller: Caller,
  upload: Upload,
  signal?: AbortSignal,
): Promise<ImportPreview<PriceFileRow>> {
  const sheet = await readSpreadsheet(services, `user-${caller.id}`, upload, PRICE_FILE_COLUMNS, {}, signal);
  return buildPreview(sheet.rows, { check: priceRowCheck(barDayFor(services.now())) });
}

/** The keys of the rows' bars that are already stored: one range read per series in the file. */
async function storedBarKeys(services: Services, rows: PriceFileRow[]): Promise<Set<string>> {
  const days = new Map<string, { instrument: string; contract: string; from: string; to: string }>();
  for (const row of rows) {
    const { instrument, contract } = seriesOf(row);
    const key = `${instrument}|${contract}`;
    const range = days.get(key) ?? { instrument, contract, from: row.date, to: row.date };
    if (row.date < range.from) range.from = row.date;
    if (row.date > range.to) range.to = row.date;
    days.set(key, range);
  }
  const keys = new Set<string>();
  for (const { instrument, contract, from, to } of days.values()) {
    for (const bar of await readBars(services.db, instrument, contract, from, to)) {
      keys.add(barKey({ instrument, contract: contract || null, date: bar.day } as PriceFileRow));
    }
  }
  return keys;
}

async function writeBars(
  services: Services,
  feed: PriceFeed,
  caller: Caller,
  ip: string,
  rows: PriceFileRow[],
) {
  const now = services.now();
  const bars = rows.map(
    (row): NewBar => ({
      ...seriesOf(row),
      day: row.date,
      open: row.open,
      high: row.high,
      low: row.low,
      close: row.close,
      settle: row.settle,
      volume: row.volume,
      openInterest: row.open_interest,
      source: 'import',
      simulated: false,
      updatedAt: now,
    }),
  );
  await inTransaction(services, (scoped) => upsertBars(scoped.db, bars));
  const series = [...new Map(bars.map((bar) => [`${bar.instrument}|${bar.contract}`, bar])).values()];
  await invalidateMarketCache(services.cache, series);
  await publishLastPrices(
    services,
    feed,
    series.filter((bar) => bar.contract === '').map((bar) => bar.instrument),
  );
  await audit(services, {
    action: 'import_prices',
    outcome: 'success',
    ip,
    userId: caller.id,
    detail: `${bars.length} bars of ${series.length} series`,
  });
}
