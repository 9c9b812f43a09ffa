import type { Quote } from '@cobertura/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema.ts';
import { startTestPlatform, type TestPlatform } from '../../../test/platform-harness.ts';
import { workbookBytes } from '../../../test/spreadsheet-files.ts';
import { readBars, upsertBars } from '../markets.queries.ts';

// A Wednesday, 09:00 in Chicago: the market's today is 2026-11-18. The seed stores weekdays only,
// so the Sunday before has no bar: a file's row for it adds one.
const WEDNESDAY = Date.parse('2026-11-18T15:00:00Z');
const BOUNDARY = 'price-file-boundary';
const HEADER = 'instrument,contract,date,open,high,low,close,settle,volume,open_interest';

let platform: TestPlatform;
let admin: string;
beforeAll(async () => {
  platform = await startTestPlatform({}, { clockStart: WEDNESDAY });
  admin = (await platform.signIn('admin')).access;
  await upsertBars(platform.services.db, [
    {
      instrument: 'EURUSD',
      contract: '',
      day: '2026-11-16',
      open: null,
      high: null,
      low: null,
      close: 1.05,
      settle: null,
      volume: null,
      openInterest: null,
      source: 'simulated',
      simulated: true,
      updatedAt: platform.clock.now(),
    },
  ]);
});
afterAll(() => platform.close());

function send(
  operation: 'preview' | 'import' | 'rejected.xlsx?lang=es',
  fileName: string,
  bytes: Uint8Array | string,
  token = admin,
) {
  return platform.app.inject({
    method: 'POST',
    url: `/api/markets/prices/${operation}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
}

const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
const eurusd = async () =>
  (await readBars(platform.services.db, 'EURUSD', '', '2026-11-15', '2026-11-16')).map((b) => [
    b.day,
    b.close,
    b.source,
  ]);

const MIXED = csv(
  'EURUSD,,2026-11-16,1.05,1.06,1.04,1.055,,,', // replaces the stored bar
  'eurusd,,2026-11-15,1.055,1.07,1.05,1.065,,,', // adds one (the catalogue's spelling)
  'BRENT,2027-01,2026-11-15,80,81,79,80.5,80.4,12000,350000', // a contract month of a future
  'EURUSD,,2026-11-15,,,,1.1,,,', // the same bar twice
  'NOPE,,2026-11-17,,,,1,,,',
  'GBPUSD,2027-01,2026-11-17,,,,1.3,,,',
  'GBPUSD,,2026-11-19,,,,1.3,,,', // after the market's today
  'GBPUSD,,2026-11-12,1.3,1.2,1.25,1.3,,,',
  'GBPUSD,,2026-11-11,,,,-1.3,,,',
  'GBPUSD,,2026-11-13,,,,abc,,,',
);

describe('price import', () => {
  it('previews what a file adds, replaces and rejects, with the reasons, saving nothing', async () => {
    const response = await send('preview', 'prices.csv', MIXED);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.counts).toEqual({ create: 2, replace: 1, rejected: 7 });
    expect(answer.preview.replace[0]).toMatchObject({ row: 2, code: 'EURUSD - 2026-11-16' });
    expect(answer.preview.create.map((r: { values: { instrument: string } }) => r.values.instrument)).toEqual(
      ['EURUSD', 'BRENT'],
    );
    const reasons = answer.preview.rejected.map((r: { row: number; problems: { code: string }[] }) => [
      r.row,
      r.problems.map((p) => p.code),
    ]);
    expect(reasons).toEqual([
      [5, ['DUPLICATE_BAR']],
      [6, ['UNKNOWN_INSTRUMENT']],
      [7, ['NOT_A_FUTURES_COMMODITY']],
      [8, ['DATE_TOO_LATE']],
      [9, ['HIGH_BELOW_LOW']],
      [10, ['NOT_POSITIVE']],
      [11, ['NOT_A_NUMBER']],
    ]);
    expect(await eurusd()).toEqual([['2026-11-16', 1.05, 'simulated']]);
  });

  it('imports all rows or none: a rejected row keeps the whole file out', async () => {
    const response = await send('import', 'prices.csv', MIXED);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('ROWS_REJECTED');
    expect(response.json().error.rows.map((r: { index: number }) => r.index)).toEqual([
      5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(await eurusd()).toEqual([['2026-11-16', 1.05, 'simulated']]);
  });

  it('imports a clean workbook as real prices: reads serve them at once, the last price is published', async () => {
    const history = async () =>
      (
        await platform.request(
          'GET',
          '/api/markets/history?instrument=EURUSD&from=2026-11-17&to=2026-11-18',
          {
            token: admin,
          },
        )
      )
        .json()
        .rows.map((r: { close: number; simulated: boolean }) => [r.close, r.simulated]);
    // Read once so that the series is cached: the import must make the cache forget it.
    expect((await history()).map(([, simulated]: [number, boolean]) => simulated)).toEqual([true, true]);
    const bytes = await workbookBytes((sheet) => {
      sheet.addRow(HEADER.split(','));
      sheet.addRow(['EURUSD', null, '2026-11-15', 1.055, 1.07, 1.05, 1.065]);
      sheet.addRow(['EURUSD', null, new Date(Date.UTC(2026, 10, 17)), 1.06, 1.07, 1.05, 1.065]);
      sheet.addRow(['EURUSD', null, '2026-11-18', 1.065, 1.08, 1.06, 1.075]);
    });
    const published: Quote[] = [];
    const feed = platform.ports.livePrices;
    const publish = feed.publish;
    feed.publish = (quotes) => {
      published.push(...quotes);
      publish(quotes);
    };
    const response = await send('import', 'prices.xlsx', bytes).finally(() => {
      feed.publish = publish;
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      operation: 'import',
      counts: { create: 1, replace: 2, rejected: 0 },
    });
    expect(await eurusd()).toEqual([
      ['2026-11-15', 1.065, 'import'],
      ['2026-11-16', 1.05, 'simulated'],
    ]);
    expect(await history()).toEqual([
      [1.065, false],
      [1.075, false],
    ]);
    expect(published).toEqual([
      expect.objectContaining({ instrument: 'EURUSD', last: 1.075, simulated: false }),
    ]);
    expect(published[0]?.change).toBeCloseTo(0.01, 12);
    const audited = await platform.services.db
      .select({ outcome: auditLog.outcome, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'import_prices'));
    expect(audited).toEqual([{ outcome: 'success', detail: '3 bars of 1 series' }]);
  });

  it('refuses a malformed file whole, with its reasons', async () => {
    const noClose = await send('preview', 'prices.csv', 'instrument,date\nEURUSD,2026-11-17');
    expect(noClose.statusCode).toBe(400);
    expect(noClose.json().error.code).toBe('SHEET_COLUMNS');
    expect(JSON.stringify(noClose.json().error)).toMatch(/close/);
    const notASheet = await send(
      'import',
      'prices.xlsx',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]),
    );
    expect(notASheet.statusCode).toBe(400);
    expect(notASheet.json().error.code).toBe('NOT_A_SPREADSHEET');
  });

  it("gives the rejected rows as a workbook in the reader's language: row, cells and reasons", async () => {
    const before = await eurusd();
    const response = await send('rejected.xlsx?lang=es', 'prices.csv', MIXED);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''Precios%20rechazados.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 4)).toEqual(['Fila', 'instrumento', 'contrato']);
    const rows = sheet.getRows(2, sheet.rowCount - 1)!.map((row) => row.values as unknown[]);
    expect(rows.map((cells) => cells[1])).toEqual([5, 6, 7, 8, 9, 10, 11]);
    expect(rows.map((cells) => cells[2])).toEqual([
      'EURUSD',
      'NOPE',
      'GBPUSD',
      'GBPUSD',
      'GBPUSD',
      'GBPUSD',
      'GBPUSD',
    ]);
    const reason = (cells: unknown[]) => String(cells.at(-1));
    expect(reason(rows[1]!)).toMatch(/^instrumento: /);
    expect(reason(rows[6]!)).toMatch(/^cierre: /);
    expect(await eurusd()).toEqual(before);
  });

  it('serves a template in each language that imports once filled in', async () => {
    const template = await platform.request('GET', '/api/markets/prices/template?format=csv&lang=es', {
      token: admin,
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain("filename*=UTF-8''Precios%20diarios.csv");
    const header = template.body.replace('\ufeff', '').trim();
    expect(header).toBe(
      'instrumento,contrato,fecha,apertura,máximo,mínimo,cierre,liquidación,volumen,interés abierto',
    );
    const filled = await send('preview', 'precios.csv', `${header}\nGBPUSD,,2026-11-15,,,,1.31,,,\n`);
    expect(filled.json().counts).toEqual({ create: 1, replace: 0, rejected: 0 });

    const xlsx = await platform.request('GET', '/api/markets/prices/template', { token: admin });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as never);
    const [data, rules] = workbook.worksheets;
    expect(data?.getRow(1).values).toEqual([undefined, ...HEADER.split(',')]);
    expect(rules?.getRow(2).getCell(4).value).toMatch(/^An id of the catalogue/);
  });

  it('is for staff only', async () => {
    const { access } = await platform.signIn('treasury');
    const response = await send('preview', 'prices.csv', csv('EURUSD,,2026-11-17,,,,1.1,,,'), access);
    expect(response.statusCode).toBe(403);
    const template = await platform.request('GET', '/api/markets/prices/template', { token: access });
    expect(template.statusCode).toBe(403);
    const rejected = await send('rejected.xlsx?lang=es', 'prices.csv', MIXED, access);
    expect(rejected.statusCode).toBe(403);
  });
});
