import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../http/error-handler.ts';
import {
  COLUMNS,
  deflatedZeros,
  LIMITS,
  sheetEntry,
  workbookBytes,
  workbookParts,
  zipBytes,
} from '../test/spreadsheet-files.ts';
import { createWorkerPool, type WorkerPool } from '../workers/worker-pool.ts';
import type { SheetColumn } from './columns.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { type SheetOfRows, templateSheets } from './sheet-writer.ts';
import { installUploads, receiveSpreadsheet } from './upload.ts';

const MiB = 1024 * 1024;
const BOUNDARY = 'sheet-boundary';
const logged: unknown[] = [];
let jobs: WorkerPool;
let app: FastifyInstance;
let columns: SheetColumn[] = COLUMNS;

/** What a route of the book will do: receive the upload, read it on a worker thread, answer its rows. */
beforeAll(async () => {
  jobs = createWorkerPool({ timeLimitMs: 30_000, perOwner: 4 });
  const services = {
    config: { spreadsheetLimits: LIMITS } as never,
    jobs,
    log: { info: () => {}, warn: () => {}, error: (e: unknown) => logged.push(e) },
  };
  app = Fastify();
  installErrorHandler(app);
  await installUploads(app, LIMITS);
  app.post('/upload', async (request) => {
    const upload = await receiveSpreadsheet(request, LIMITS);
    const sheet = await readSpreadsheet(services, 'user-1', upload, columns);
    return { fields: upload.fields, rows: sheet.rows };
  });
});
afterAll(async () => {
  await app.close();
  await jobs.close();
});

function form(fileName: string, bytes: Uint8Array, fields: Record<string, string> = {}): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(
      `${parts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file_data"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const upload = (payload: Buffer | Readable) =>
  app.inject({
    method: 'POST',
    url: '/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });

const goodWorkbook = () =>
  workbookBytes((sheet) => {
    sheet.addRow(['Name', 'Amount', 'Date']);
    sheet.addRow(['Alpha', 1.5, new Date(Date.UTC(2025, 5, 30))]);
  });

describe('an upload read on a worker thread', () => {
  it('answers the rows of a workbook and the form fields', async () => {
    const response = await upload(
      form('book.xlsx', await goodWorkbook(), { company_id: '7', operation: 'upload' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { company_id: '7', operation: 'upload' },
      rows: [
        {
          row: 2,
          values: { code: null, name: 'Alpha', amount: 1.5, count: null, when: '2025-06-30', side: null },
          problems: [],
        },
      ],
    });
  });

  it('moves the bytes to the thread rather than copying them', async () => {
    const bytes = await goodWorkbook();
    const own = new Uint8Array(bytes);
    await readSpreadsheet(
      { config: { spreadsheetLimits: LIMITS } as never, jobs, log: console },
      'user-1',
      { fileName: 'book.xlsx', bytes: own },
      COLUMNS,
    );
    expect(own.byteLength).toBe(0);
  });

  it('refuses a 100 MB upload by its size', async () => {
    const head = form('big.csv', new Uint8Array()).subarray(0, -(BOUNDARY.length + 8));
    const chunk = Buffer.alloc(MiB, 'a');
    const body = Readable.from(
      (function* () {
        yield head;
        for (let i = 0; i < 100; i++) {
          yield chunk;
        }
        yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      })(),
    );
    const response = await upload(body);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'The file is larger than 20 MB.',
    });
  });

  it('answers hostile and broken files with a 400, and goes on reading good ones', async () => {
    const liar = zipBytes([
      ...workbookParts(),
      {
        name: 'xl/worksheets/sheet1.xml',
        data: await deflatedZeros(300 * MiB),
        deflated: true,
        declaredSize: 4096,
      },
    ]);
    const broken = zipBytes([
      ...workbookParts(),
      sheetEntry('<row r="1"><c r="A1" t="inlineStr"><is><t>Name'),
    ]);
    for (const [name, bytes, code] of [
      ['bomb.xlsx', liar, 'ZIP_BOMB'],
      ['broken.xlsx', broken, 'NOT_A_SPREADSHEET'],
      ['picture.xlsx', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'NOT_A_SPREADSHEET'],
      ['rows.csv', new TextEncoder().encode(`Name\n${'a\n'.repeat(1_000_000)}`), 'TOO_MANY_ROWS'],
      ['columns.csv', new TextEncoder().encode('Amount\n1\n'), 'SHEET_COLUMNS'],
    ] as const) {
      const response = await upload(form(name, bytes));
      expect([name, response.statusCode, response.json().error.code]).toEqual([name, 400, code]);
    }
    expect((await upload(form('book.xlsx', await goodWorkbook()))).statusCode).toBe(200);
  });

  it('answers a failure inside the worker as an unreadable file, logs it, and carries on', async () => {
    // Columns that cannot be, so that the worker itself throws.
    columns = [{ key: 'broken', headers: null, type: 'text' } as unknown as SheetColumn];
    try {
      const response = await upload(form('data.csv', new TextEncoder().encode('Name\nA\n')));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'NOT_A_SPREADSHEET',
        message: 'The file could not be read as a spreadsheet.',
      });
      expect(logged).toHaveLength(1);
    } finally {
      columns = COLUMNS;
    }
    expect((await upload(form('book.xlsx', await goodWorkbook()))).statusCode).toBe(200);
  });

  it('writes a workbook on a worker thread too, which reads back equal', async () => {
    const rows = [{ name: 'Alpha', amount: -1.5, when: '2025-12-31', side: 'SHORT' }];
    const bytes = await jobs.run('user-1', 'writeXlsx', {
      sheets: templateSheets('Data', COLUMNS, 'en').map(
        (sheet, i): SheetOfRows => (i === 0 ? { ...sheet, rows } : sheet),
      ),
      language: 'en',
    });
    const sheet = await readSpreadsheet(
      { config: { spreadsheetLimits: LIMITS } as never, jobs, log: console },
      'user-1',
      { fileName: 'export.xlsx', bytes },
      COLUMNS,
    );
    expect(sheet.rows.map((r) => r.values)).toEqual([{ code: null, count: null, ...rows[0] }]);
  });

  it('refuses a request that is not multipart, a form that cannot be read, or one without a file', async () => {
    const json = await app.inject({ method: 'POST', url: '/upload', payload: { a: 1 } });
    expect([json.statusCode, json.json().error.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const noFile = await upload(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${BOUNDARY}--\r\n`,
      ),
    );
    expect([noFile.statusCode, noFile.json().error.code]).toEqual([400, 'BAD_REQUEST']);
    // A multipart content type without its boundary, and a form cut short, cannot be read.
    for (const [type, body] of [
      ['multipart/form-data', `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--`],
      [
        `multipart/form-data; boundary=${BOUNDARY}`,
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na,b`,
      ],
    ] as const) {
      const broken = await app.inject({
        method: 'POST',
        url: '/upload',
        headers: { 'content-type': type },
        payload: body,
      });
      expect([broken.statusCode, broken.json().error.code]).toEqual([400, 'BAD_REQUEST']);
    }
  });
});
