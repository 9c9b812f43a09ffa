import { IMPORT_ANSWER_ROWS } from '@cobertura/contracts';
import { addMonths, utcDateOfInstant } from '@cobertura/finance/time';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';
import { deflatedZeros, sheetEntry, workbookParts, zipBytes } from '../../test/spreadsheet-files.ts';

const BOUNDARY = 'book-boundary';
const HEADERS = [
  'Code',
  'Portfolio',
  'Pair',
  'Exposure type',
  'Notional',
  'Notional currency',
  'Expected cash flow date',
  'Comments',
];

let platform: TestPlatform;
let treasury: string;
let desk: string;
const company = { A: 0, B: 0 };

beforeAll(async () => {
  platform = await startTestPlatform({}, { clockStart: Date.UTC(2026, 10, 2, 12) });
  treasury = (await platform.signIn('treasury')).access;
  desk = (await platform.signIn('admin')).access;
  const companies = (await platform.request('GET', '/api/companies', { token: desk })).json() as {
    pk_idcompany: number;
    company_name: string;
  }[];
  for (const c of companies) company[c.company_name.endsWith('A') ? 'A' : 'B'] = c.pk_idcompany;
});
afterAll(() => platform.close());

const planned = () => addMonths(utcDateOfInstant(platform.clock.now().getTime()), 3);

async function workbook(rows: (string | number | Date | null)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Exposures');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const exposureRow = (over: Partial<Record<string, string | number | null>> = {}) => {
  const row: Record<string, string | number | null> = {
    code: null,
    portfolio: 'Imports Colombia',
    pair: 'USDCOP',
    type: 'FORECAST/CASH FLOW PAYMENT',
    notional: 100_000,
    currency: 'USD',
    date: planned(),
    comments: 'from a file',
    ...over,
  };
  return Object.values(row);
};

function upload(
  fileName: string,
  bytes: Uint8Array,
  fields: Record<string, string | number>,
  token = treasury,
) {
  const parts = Object.entries({ company_id: company.A, datamodel_name: 'currency_exposure', ...fields }).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return platform.app.inject({
    method: 'POST',
    url: '/api/upload_datamodel/',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `${parts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file_data"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
}

const listExposures = async () =>
  (await platform.request('GET', '/api/currency-exposure', { token: treasury })).json() as Record<
    string,
    unknown
  >[];

async function readBack(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as never);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet.');
  return sheet;
}

describe('importing the book from a spreadsheet', () => {
  it('previews what a file would create and saves nothing', async () => {
    const before = (await listExposures()).length;
    const response = await upload(
      'book.xlsx',
      await workbook([exposureRow(), exposureRow({ notional: 5 })]),
      {
        operation: 'preview',
      },
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.preview.create.map((r: { row: number }) => r.row)).toEqual([2, 3]);
    expect(answer.preview.rejected).toEqual([]);
    expect(answer.report_id).toBeNull();
    expect((await listExposures()).length).toBe(before);
  });

  it("reads a date written 01/02/2027 in the importer's date order, and refuses to guess when none is settled", async () => {
    const file = new TextEncoder().encode(
      `${HEADERS.join(',')}\n${exposureRow({ date: '01/02/2027' }).join(',')}\n`,
    );
    const previewIn = async (lang: string) =>
      (await upload('dates.csv', file, { operation: 'preview', lang })).json().preview;
    const dateOf = (preview: { create: { values: Record<string, unknown> }[] }) =>
      preview.create[0]?.values.planned_expiration_date;
    const setDateOrder = (date_order: string) =>
      platform.request('POST', '/api/save_custom_overview', { token: treasury, body: { date_order } });

    // By language: Spanish reads day first; English settles nothing, so the cell is a problem, not a guess.
    expect(dateOf(await previewIn('es'))).toBe('2027-02-01');
    const english = await previewIn('en');
    expect(english.create).toEqual([]);
    expect(english.rejected[0].problems).toEqual([
      expect.objectContaining({ column: 'planned_expiration_date', code: 'AMBIGUOUS_DATE' }),
    ]);
    // The order chosen in Profile wins over the language.
    expect((await setDateOrder('month-first')).statusCode).toBe(200);
    expect(dateOf(await previewIn('en'))).toBe('2027-01-02');
    expect(dateOf(await previewIn('es'))).toBe('2027-01-02');
    expect((await setDateOrder('day-first')).statusCode).toBe(200);
    expect(dateOf(await previewIn('en'))).toBe('2027-02-01');
    expect((await setDateOrder('language')).statusCode).toBe(200);
  });

  it('counts every row but lists only the first created ones, beside every rejected one', async () => {
    const rows = Array.from({ length: IMPORT_ANSWER_ROWS + 50 }, (_, i) =>
      exposureRow({ comments: `row ${i}`, ...(i % 100 === 7 ? { pair: 'XXXYYY' } : {}) }),
    );
    const response = await upload('many.xlsx', await workbook(rows), { operation: 'preview' });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.counts).toEqual({ create: rows.length - 3, replace: 0, rejected: 3 });
    expect(answer.preview.create).toHaveLength(IMPORT_ANSWER_ROWS);
    expect(answer.preview.create[0]).toMatchObject({ row: 2, values: { comments: 'row 0' } });
    expect(answer.preview.rejected.map((r: { row: number }) => r.row)).toEqual([9, 109, 209]);
  });

  it('saves nothing while one row is rejected, and the report lists it', async () => {
    const before = (await listExposures()).length;
    const file = await workbook([
      exposureRow(),
      exposureRow({ notional: -3 }),
      exposureRow({ pair: 'EURUSD', portfolio: 'Imports Colombia', currency: 'COP' }),
    ]);
    const preview = (await upload('book.xlsx', file, { operation: 'preview' })).json();
    expect(
      preview.preview.rejected.map((r: { row: number; problems: { code: string }[] }) => [
        r.row,
        r.problems.map((p) => p.code),
      ]),
    ).toEqual([
      [3, ['NOTIONAL_NOT_POSITIVE']],
      [4, ['CURRENCY_NOT_IN_PAIR']],
    ]);
    const report = await platform.request(
      'GET',
      `/api/download_currency_exposures_file/?id=${preview.report_id}`,
      { token: treasury },
    );
    expect(report.statusCode).toBe(200);
    const sheet = await readBack(report.rawPayload);
    expect(sheet.getRow(2).getCell(1).value).toBe(3);
    expect(String(sheet.getRow(2).getCell(sheet.columnCount).value)).toContain('Notional');

    const refused = await upload('book.xlsx', file, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('ROWS_REJECTED');
    expect(refused.json().error.rows.map((r: { index: number }) => r.index)).toEqual([3, 4]);
    expect((await listExposures()).length).toBe(before);
  });

  it("words the report's reasons in the language asked for, row rules included", async () => {
    const [hedge] = (await platform.request('GET', '/api/currency-hedge', { token: treasury })).json();
    const file = await workbook([exposureRow({ notional: -3 }), exposureRow({ code: hedge.pk })]);
    const preview = (await upload('book.xlsx', file, { operation: 'preview', lang: 'es' })).json();
    const report = await platform.request(
      'GET',
      `/api/download_currency_exposures_file/?id=${preview.report_id}`,
      { token: treasury },
    );
    const sheet = await readBack(report.rawPayload);
    const reason = (row: number) => String(sheet.getRow(row).getCell(sheet.columnCount).value);
    expect(reason(2)).toBe('Nocional: Debe ser mayor que 0.');
    expect(reason(3)).toBe(
      `Código: Ya es el código de cobertura en divisas ${hedge.pk} de la empresa: los códigos son únicos en todo el libro; elija otro, o déjelo en blanco para un código nuevo.`,
    );
  });

  it('uploads every row at once, replaces by code and creates a portfolio by name', async () => {
    const created = await upload(
      'book.xlsx',
      await workbook([
        exposureRow({ comments: 'first' }),
        exposureRow({ portfolio: 'Imports Peru', comments: 'peru' }),
      ]),
      {},
    );
    expect(created.json()).toMatchObject({ messages: ['successful'] });
    expect(created.json().messages).toEqual(['successful']);
    const rows = await listExposures();
    const first = rows.find((r) => r.comments === 'first');
    expect(first).toBeDefined();
    const portfolios = (await platform.request('GET', '/api/companies', { token: treasury })).json()[0]
      .portfolios as { portfolio_name: string }[];
    expect(portfolios.map((p) => p.portfolio_name)).toContain('Imports Peru');

    const replaced = await upload(
      'book.csv',
      new TextEncoder().encode(
        `${HEADERS.join(',')}\n${exposureRow({ code: String(first?.pk).toLowerCase(), comments: 'replaced' }).join(',')}\n`,
      ),
      { operation: 'preview' },
    );
    expect(replaced.json().preview.replace).toEqual([expect.objectContaining({ row: 2, code: first?.pk })]);
    const saved = await upload(
      'book.csv',
      new TextEncoder().encode(
        `${HEADERS.join(',')}\n${exposureRow({ code: String(first?.pk), comments: 'replaced' }).join(',')}\n`,
      ),
      {},
    );
    expect(saved.statusCode).toBe(200);
    const after = (await listExposures()).find((r) => r.pk === first?.pk);
    expect([after?.comments, after?.version]).toEqual(['replaced', 2]);
  });

  it('updates the row a code names, adds one under a new invoice code, and refuses a code of another kind', async () => {
    const [first] = await listExposures();
    const [commodityHedge] = (
      await platform.request('GET', '/api/commodity-hedge', { token: treasury })
    ).json() as { pk: string }[];
    const file = await workbook([
      exposureRow({ code: String(first?.pk), comments: 'updated by code' }),
      exposureRow({ code: ' inv-2031 ', comments: 'invoice 2031' }),
      exposureRow({ comments: 'no code' }),
    ]);
    const preview = (await upload('book.xlsx', file, { operation: 'preview' })).json();
    expect(preview.preview.replace).toEqual([expect.objectContaining({ row: 2, code: first?.pk })]);
    expect(preview.preview.create).toEqual([
      expect.objectContaining({ row: 3, code: 'INV-2031' }),
      expect.objectContaining({ row: 4, code: expect.stringMatching(/^DCA\d+$/) }),
    ]);
    const codes = new Set((await listExposures()).map((r) => r.pk));
    expect(codes.has(preview.preview.create[1].code)).toBe(false);

    expect((await upload('book.xlsx', file, {})).statusCode).toBe(200);
    const rows = await listExposures();
    expect(rows.find((r) => r.pk === first?.pk)).toMatchObject({ comments: 'updated by code', version: 2 });
    expect(rows.find((r) => r.pk === 'INV-2031')).toMatchObject({ comments: 'invoice 2031', version: 1 });
    expect(rows.find((r) => r.pk === preview.preview.create[1].code)?.comments).toBe('no code');
    // The invoice is a row of the company now: the same file updates it.
    const again = (await upload('book.xlsx', file, { operation: 'preview' })).json();
    expect(again.preview.replace.map((r: { code: string }) => r.code)).toContain('INV-2031');

    const clash = await upload(
      'book.xlsx',
      await workbook([exposureRow({ code: commodityHedge?.pk ?? '' })]),
      {},
    );
    expect(clash.statusCode).toBe(400);
    const [refused] = clash.json().error.rows;
    expect(refused).toMatchObject({ index: 2, pk: commodityHedge?.pk });
    expect(refused.fields.pk[0]).toMatchObject({
      code: 'CODE_TAKEN',
      message: expect.stringContaining(
        `Code: Already the code of the company's commodity hedge ${commodityHedge?.pk}`,
      ),
    });
  });

  it('says of a cell it cannot read which values would be right, naming the field', async () => {
    const file = await workbook([exposureRow({ pair: 'USD/COP', type: 'payable', notional: 'lots' })]);
    const [rejected] = (await upload('book.xlsx', file, { operation: 'preview' })).json().preview.rejected;
    const said = Object.fromEntries(
      rejected.problems.map((p: { column: string; code: string; message: string }) => [p.column, p]),
    );
    expect(said.fk_idcurrency).toMatchObject({
      code: 'PAIR_FORMAT',
      message: expect.stringMatching(/^Pair: Use one of: EURGBP, EURUSD, .*USDCOP/),
    });
    expect(said.fk_idexposureoption).toMatchObject({
      code: 'EXPOSURE_TYPE_VALUE',
      message: expect.stringContaining('Exposure type: Use one of: ACCOUNTS PAYABLE'),
    });
    expect(said.notional.message).toMatch(/^Notional: /);
  });

  it('exports a grid that reads back equal, typed, with formula-looking text kept as text', async () => {
    await upload('book.xlsx', await workbook([exposureRow({ comments: '=SUM(A1:A9)' })]), {});
    const prepared = await platform.request('POST', '/api/create_currency_exposures_file', {
      token: treasury,
      body: {
        format: 'xlsx',
        table: 'currency_exposure',
        origin: 'data',
        filename: 'x',
        company_id: company.A,
      },
    });
    expect(prepared.statusCode).toBe(200);
    expect(prepared.json().filename).toBe('Demo Company A_2026-11-02.xlsx');
    const file = await platform.request(
      'GET',
      `/api/download_currency_exposures_file/?id=${prepared.json().id}`,
      { token: treasury },
    );
    expect(file.headers['content-disposition']).toContain('Demo%20Company%20A_2026-11-02.xlsx');
    const sheet = await readBack(file.rawPayload);
    const rows = await listExposures();
    expect(sheet.rowCount - 1).toBe(rows.length);
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const formulaRow = rows.find((r) => r.comments === '=SUM(A1:A9)');
    const line = sheet.getRows(2, rows.length)?.find((r) => r.getCell(1).value === formulaRow?.pk);
    const cell = (name: string) => line?.getCell(header.indexOf(name) + 1);
    expect(cell('Comments')?.type).toBe(ExcelJS.ValueType.String);
    expect(cell('Comments')?.value).toBe('=SUM(A1:A9)');
    expect(cell('Notional')?.value).toBe(100_000);
    expect(cell('Expected cash flow date')?.value).toEqual(
      new Date(`${formulaRow?.planned_expiration_date}T00:00:00Z`),
    );
    expect(cell('Portfolio')?.value).toBe('Imports Colombia');

    // The export imports back as it is: every row replaces itself.
    const again = await upload('export.xlsx', new Uint8Array(file.rawPayload), { operation: 'preview' });
    expect(again.json().preview.replace.length).toBe(rows.length);
    expect(again.json().preview.rejected).toEqual([]);
  });

  it('answers 404 for another company, its files and its ids', async () => {
    const other = await upload('book.xlsx', await workbook([exposureRow()]), { company_id: company.B });
    expect(other.statusCode).toBe(404);
    const prepared = await platform.request('POST', '/api/create_currency_exposures_file', {
      token: desk,
      body: { table: 'currency_exposure', company_id: company.B },
    });
    const theirs = await platform.request(
      'GET',
      `/api/download_currency_exposures_file/?id=${prepared.json().id}`,
      { token: treasury },
    );
    expect(theirs.statusCode).toBe(404);
    const export404 = await platform.request('POST', '/api/create_currency_exposures_file', {
      token: treasury,
      body: { table: 'currency_exposure', company_id: company.B },
    });
    expect(export404.statusCode).toBe(404);
    // Codes are the company's own: another company's code adds a row here, never touching theirs.
    const theirCode = await upload('book.xlsx', await workbook([exposureRow({ code: 'DCB1' })]), {
      operation: 'preview',
    });
    expect(theirCode.json().preview).toMatchObject({ create: [{ row: 2, code: 'DCB1' }], replace: [] });
  });

  it("rejects what only the save can judge, and refuses another user's id", async () => {
    // "Imports Colombia" holds USDCOP and EURUSD, not USDMXN: a rule of the batch save.
    // Beside a row the sheet's rules reject, so that one preview lists both reasons.
    const file = await workbook([
      exposureRow(),
      exposureRow({ pair: 'USDMXN' }),
      exposureRow({ notional: -1 }),
    ]);
    const preview = (await upload('book.xlsx', file, { operation: 'preview' })).json();
    expect(preview.preview.create.map((r: { row: number }) => r.row)).toEqual([2]);
    expect(
      preview.preview.rejected.map((r: { row: number; problems: { column: string; code: string }[] }) => [
        r.row,
        r.problems.map((p) => `${p.column} ${p.code}`),
      ]),
    ).toEqual([
      [3, ['fk_idcurrency PAIR_NOT_IN_PORTFOLIO']],
      [4, ['notional NOTIONAL_NOT_POSITIVE']],
    ]);
    const other = await upload('book.xlsx', file, { operation: 'preview', user_id: 999 });
    expect([other.statusCode, other.json().error.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('serves templates in both formats and languages', async () => {
    const xlsx = await platform.request('GET', '/api/book_template?table=currency_hedge&lang=es', {
      token: treasury,
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    expect(book.worksheets[0]?.getRow(1).getCell(1).value).toBe('Código');
    const csv = await platform.request('GET', '/api/book_template?table=commodity_exposure&format=csv', {
      token: treasury,
    });
    expect(csv.body.startsWith('\ufeffCode,Portfolio')).toBe(true);
    const rules = book.worksheets[1];
    const line = (header: string) =>
      rules?.getRows(2, rules.rowCount - 1)?.find((r) => r.getCell(1).value === header);
    expect(String(line('Par')?.getCell(4).value)).toContain('Use uno de: EURGBP, EURUSD');
    expect(String(line('Tasa de liquidación')?.getCell(4).value)).toContain('Solo para partidas vencidas');
    expect(String(line('Segunda barrera')?.getCell(2).value)).toContain(
      'Cuando Tipo de opción es 8 DOUBLE KNOCK OUT o 9',
    );
  });

  it('answers hostile files with a clear 400 or 413 and stays up', async () => {
    const bomb = zipBytes([
      ...workbookParts(),
      {
        name: 'xl/worksheets/sheet1.xml',
        data: await deflatedZeros(300 * 1024 * 1024),
        deflated: true,
        declaredSize: 4096,
      },
    ]);
    const broken = zipBytes([
      ...workbookParts(),
      sheetEntry('<row r="1"><c r="A1" t="inlineStr"><is><t>Name'),
    ]);
    for (const [name, bytes, status, code] of [
      ['bomb.xlsx', bomb, 400, 'ZIP_BOMB'],
      ['broken.xlsx', broken, 400, 'NOT_A_SPREADSHEET'],
      [
        'picture.xlsx',
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        400,
        'NOT_A_SPREADSHEET',
      ],
      ['columns.csv', new TextEncoder().encode('Amount\n1\n'), 400, 'SHEET_COLUMNS'],
      ['big.csv', new Uint8Array(21 * 1024 * 1024).fill(97), 413, 'FILE_TOO_LARGE'],
    ] as const) {
      const response = await upload(name, bytes, { operation: 'preview' });
      expect([name, response.statusCode, response.json().error.code]).toEqual([name, status, code]);
    }
    expect(
      (await upload('book.xlsx', await workbook([exposureRow()]), { operation: 'preview' })).statusCode,
    ).toBe(200);
  });
});
