import type { FigureDateOrder } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import {
  COLUMNS,
  LIMITS,
  sheetEntry,
  workbookBytes,
  workbookParts,
  zipBytes,
} from '../test/spreadsheet-files.ts';
import { readSheet } from './sheet-reader.ts';

const csv = (text: string) => new TextEncoder().encode(text);
const read = (bytes: Uint8Array, fileName?: string, decimal?: '.' | ',') =>
  readSheet(bytes, COLUMNS, LIMITS, { fileName, decimal });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) =>
      error instanceof AppError ? { code: error.code, message: error.message, fields: error.fields } : error,
  );

describe('reading a workbook', () => {
  it('reads typed cells by header, in either language and any case, skipping blank rows', async () => {
    const bytes = await workbookBytes((sheet) => {
      sheet.addRow(['NOMBRE', 'monto', 'Fecha de Pago', 'Lado', 'Notes']);
      sheet.addRow(['Alpha', 1234.5, new Date(Date.UTC(2025, 2, 31)), 'short']);
      sheet.addRow([]);
      sheet.addRow(['Beta', -2, null, 'offset  long']);
    });
    const sheet = await read(bytes, 'book.xlsx');
    expect(sheet.headerRow).toBe(1);
    expect(sheet.ignoredHeaders).toEqual(['Notes']);
    expect(sheet.rows).toEqual([
      {
        row: 2,
        values: { code: null, name: 'Alpha', amount: 1234.5, count: null, when: '2025-03-31', side: 'SHORT' },
        problems: [],
      },
      {
        row: 4,
        values: { code: null, name: 'Beta', amount: -2, count: null, when: null, side: 'OFFSET LONG' },
        problems: [],
      },
    ]);
  });

  it('reads a formula as its cached result, and never evaluates one', async () => {
    const bytes = await workbookBytes((sheet) => {
      sheet.addRow(['Name', 'Amount', 'Date', 'Code']);
      sheet.addRow([
        'Sum',
        { formula: '1+2', result: 3 },
        { formula: 'DATE(2025,1,15)', result: 45672 },
        { formula: 'A2&"x"', result: 'Sumx' },
      ]);
      // Cached results are what the file says, even when the formula would say otherwise.
      sheet.addRow(['Stale', { formula: '1+2', result: 7 }]);
      sheet.addRow(['Never calculated', { formula: 'B2*2' }]);
      sheet.addRow(['Error', { formula: '1/0', result: { error: '#DIV/0!' } }]);
    });
    const sheet = await read(bytes);
    expect(
      sheet.rows.map((r) => [r.values.amount, r.values.when, r.values.code, r.problems.map((p) => p.code)]),
    ).toEqual([
      [3, '2025-01-15', 'Sumx', []],
      [7, null, null, []],
      [null, null, null, ['FORMULA_NOT_CALCULATED']],
      ['#ERROR', null, null, ['CELL_ERROR']],
    ]);
  });

  it('reads every cell of a merged range as its top-left value', async () => {
    const bytes = await workbookBytes((sheet) => {
      sheet.addRow(['Name', 'Amount', 'Side']);
      sheet.addRow(['Alpha', 10, 'LONG']);
      sheet.addRow([null, 20, null]);
      sheet.addRow([null, 30, 'SHORT']);
      sheet.mergeCells('A2:A4');
      sheet.mergeCells('C2:C3');
    });
    const sheet = await read(bytes);
    expect(sheet.rows.map((r) => [r.values.name, r.values.amount, r.values.side])).toEqual([
      ['Alpha', 10, 'LONG'],
      ['Alpha', 20, 'LONG'],
      ['Alpha', 30, 'SHORT'],
    ]);
  });

  it('reads dates from date cells, serials and text in three formats', async () => {
    const bytes = await workbookBytes((sheet) => {
      sheet.addRow(['Name', 'Date']);
      sheet.addRow(['cell', new Date(Date.UTC(2024, 1, 29))]);
      sheet.addRow(['serial', 45658]);
      sheet.addRow(['iso', '2025-01-31']);
      sheet.addRow(['day first', '31/01/2025']);
      sheet.addRow(['ambiguous, day first', '02/03/2025']);
      sheet.addRow(['no such day', '31/02/2025']);
      sheet.addRow(['not a date', 'next Tuesday']);
    });
    const sheet = await read(bytes);
    expect(sheet.rows.map((r) => [r.values.when, r.problems.map((p) => p.code)])).toEqual([
      ['2024-02-29', []],
      ['2025-01-01', []],
      ['2025-01-31', []],
      ['2025-01-31', []],
      ['2025-03-02', []],
      ['31/02/2025', ['NOT_A_DATE']],
      ['next Tuesday', ['NOT_A_DATE']],
    ]);
  });

  it('reads a/b/yyyy month first when the file writes a date that can only be month first', async () => {
    const sheet = await read(csv('Name,Date\nUS,12/31/2024\nalso US,02/03/2025\n'));
    expect(sheet.rows.map((r) => r.values.when)).toEqual(['2024-12-31', '2025-02-03']);
  });

  it('refuses the ambiguous dates of a file that writes both orders', async () => {
    const sheet = await read(csv('Name,Date\na,31/01/2025\nb,01/31/2025\nc,02/03/2025\n'));
    expect(sheet.rows.map((r) => [r.values.when, r.problems.map((p) => p.code)])).toEqual([
      ['2025-01-31', []],
      ['2025-01-31', []],
      ['02/03/2025', ['AMBIGUOUS_DATE']],
    ]);
  });

  it("reads dates that read both ways in the importing user's order, and refuses them when it settles nothing", async () => {
    const file = csv('Name,Date\na,01/02/2028\nb,05/05/2028\nc,2028-03-04\n');
    const readIn = async (dateOrder: FigureDateOrder) =>
      (await readSheet(file, COLUMNS, LIMITS, { dateOrder })).rows.map((r) => [
        r.values.when,
        r.problems.map((p) => p.code),
      ]);
    expect(await readIn('day-first')).toEqual([
      ['2028-02-01', []],
      ['2028-05-05', []],
      ['2028-03-04', []],
    ]);
    expect(await readIn('month-first')).toEqual([
      ['2028-01-02', []],
      ['2028-05-05', []],
      ['2028-03-04', []],
    ]);
    expect(await readIn('either')).toEqual([
      ['01/02/2028', ['AMBIGUOUS_DATE']],
      ['2028-05-05', []],
      ['2028-03-04', []],
    ]);
  });

  it("lets a file's own dates settle the order unless they contradict the user's", async () => {
    const usFile = csv('Name,Date\na,12/31/2027\nb,01/02/2028\n');
    const readIn = async (dateOrder: FigureDateOrder) =>
      (await readSheet(usFile, COLUMNS, LIMITS, { dateOrder })).rows.map((r) => [
        r.values.when,
        r.problems.map((p) => p.code),
      ]);
    // 12/31 can only be month first: the file is, and 01/02 with it, for a user who settles nothing.
    expect(await readIn('either')).toEqual([
      ['2027-12-31', []],
      ['2028-01-02', []],
    ]);
    expect(await readIn('month-first')).toEqual([
      ['2027-12-31', []],
      ['2028-01-02', []],
    ]);
    // A day-first user's order and the file disagree: no guess for the date that reads both ways.
    expect(await readIn('day-first')).toEqual([
      ['2027-12-31', []],
      ['01/02/2028', ['AMBIGUOUS_DATE']],
    ]);
  });

  it('reads numbers written as text with either thousands separator', async () => {
    const bytes = await workbookBytes((sheet) => {
      sheet.addRow(['Name', 'Amount', 'Count']);
      for (const text of [
        '1,234,567.89',
        '1.234.567,89',
        '1 234 567,89',
        '1\u00a0234,5',
        '-0,25',
        '(1,000.00)',
        '1,234',
      ]) {
        sheet.addRow([text, text, '12']);
      }
    });
    const sheet = await read(bytes);
    expect(sheet.rows.map((r) => [r.values.amount, r.problems.map((p) => p.code)])).toEqual([
      [1234567.89, []],
      [1234567.89, []],
      [1234567.89, []],
      [1234.5, []],
      [-0.25, []],
      [-1000, []],
      ['1,234', ['AMBIGUOUS_NUMBER']],
    ]);
    expect(sheet.rows.every((r) => r.values.count === 12)).toBe(true);
    // The user's decimal separator settles "1,234".
    const withComma = await read(bytes, undefined, ',');
    expect(withComma.rows.at(-1)?.values.amount).toBe(1.234);
  });

  it('turns cells that do not parse into problems of their row and column, keeping their text', async () => {
    const bytes = await workbookBytes((sheet) => {
      sheet.addRow(['Name', 'Amount', 'Count', 'Side']);
      sheet.addRow([null, 'lots', 1.5, 'SIDEWAYS']);
      sheet.addRow(['x'.repeat(21), 5, 3, 'LONG']);
    });
    const sheet = await read(bytes);
    expect(sheet.rows[0]).toEqual({
      row: 2,
      values: { code: null, name: null, amount: 'lots', count: '1.5', when: null, side: 'SIDEWAYS' },
      problems: [
        { column: 'name', code: 'REQUIRED', message: 'This column is required.' },
        { column: 'amount', code: 'NOT_A_NUMBER', message: 'Not a number.' },
        { column: 'count', code: 'NOT_AN_INTEGER', message: 'Not a whole number.' },
        { column: 'side', code: 'NOT_IN_LIST', message: 'Not one of the allowed values.' },
      ],
    });
    expect(sheet.rows[1]?.problems.map((p) => [p.column, p.code])).toEqual([['name', 'TOO_LONG']]);
  });

  it('takes the first non-blank row as the header, and refuses a header without a required column', async () => {
    const titled = await workbookBytes((sheet) => {
      sheet.addRow([]);
      sheet.addRow(['Name', 'Amount']);
      sheet.addRow(['A', 1]);
    });
    expect((await read(titled)).rows.map((r) => r.row)).toEqual([3]);
    const missing = await workbookBytes((sheet) => {
      sheet.addRow(['Amount', 'Amount']);
    });
    expect(await refusal(read(missing))).toMatchObject({
      code: 'SHEET_COLUMNS',
      fields: { amount: ['The column “Amount” appears twice.'], name: ['The column “Name” is missing.'] },
    });
  });

  it('reads the first tab only', async () => {
    const bytes = await workbookBytes((sheet, book) => {
      sheet.addRow(['Name']);
      sheet.addRow(['first']);
      const other = book.addWorksheet('Other');
      other.addRow(['Name']);
      other.addRow(['second']);
    });
    expect((await read(bytes)).rows.map((r) => r.values.name)).toEqual(['first']);
  });

  it('reads a workbook whose parts come in the order Excel writes them, shared strings last', async () => {
    const [types, workbook, rels] = workbookParts();
    const bytes = zipBytes([
      types!,
      workbook!,
      rels!,
      sheetEntry(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c><c r="B1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>A</t></is></c><c r="B2"><v>7</v></c></row>',
      ),
      {
        ...textEntryOf(
          'xl/sharedStrings.xml',
          '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Amount</t></si></sst>',
        ),
      },
    ]);
    expect((await read(bytes)).rows).toEqual([
      {
        row: 2,
        values: { code: null, name: 'A', amount: 7, count: null, when: null, side: null },
        problems: [],
      },
    ]);
  });
});

describe('reading a wide workbook', () => {
  it('reads only up to the last column the header maps, however far right a row reaches', async () => {
    const far = Array.from(
      { length: 2000 },
      (_, i) =>
        `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>n${i}</t></is></c><c r="XFD${i + 2}"><v>1</v></c></row>`,
    );
    const bytes = zipBytes([
      ...workbookParts(),
      sheetEntry(`<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row>${far.join('')}`),
    ]);
    const sheet = await read(bytes);
    expect(sheet.rows).toHaveLength(2000);
    expect(sheet.rows[1999]?.values.name).toBe('n1999');
  });
});

describe('reading a CSV file', () => {
  it('detects ; and , delimiters and reads numbers in the locale the delimiter implies', async () => {
    const semicolon = await read(
      csv('Nombre;Monto;Fecha de pago\r\n"Alfa; SA";1.234,5;31/01/2025\r\n'),
      'datos.csv',
    );
    expect(semicolon.rows[0]?.values).toMatchObject({ name: 'Alfa; SA', amount: 1234.5, when: '2025-01-31' });
    const comma = await read(csv('\ufeffName,Amount\n"Alpha, Inc",1.234\n'), 'data.csv');
    expect(comma.rows[0]?.values).toMatchObject({ name: 'Alpha, Inc', amount: 1.234 });
    const sep = await read(csv('sep=;\nName;Amount\nA;1,5\n'));
    expect(sep.rows[0]?.values).toMatchObject({ name: 'A', amount: 1.5 });
  });

  it('reads Windows-1252 text, as Excel on Windows saves CSV', async () => {
    const bytes = new Uint8Array(Buffer.from('Código;Nombre\nA1;Compañía\n', 'latin1'));
    expect((await read(bytes, 'datos.csv')).rows[0]?.values).toMatchObject({ code: 'A1', name: 'Compañía' });
  });
});

function textEntryOf(name: string, text: string) {
  const data = Buffer.from(text);
  return { name, data, declaredSize: data.length };
}
