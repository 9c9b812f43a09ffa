import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { COLUMNS, LIMITS } from '../test/spreadsheet-files.ts';
import type { SheetValues } from './columns.ts';
import { buildPreview } from './preview.ts';
import { readSheet } from './sheet-reader.ts';
import { rejectedRowsSheet, templateSheets, writeCsv, writeXlsx } from './sheet-writer.ts';

const ROWS: SheetValues[] = [
  { code: 'A1', name: 'Alpha', amount: 1234567.89, count: 3, when: '2025-03-31', side: 'LONG' },
  { code: '007', name: 'Beta, "the second"', amount: -0.5, count: null, when: null, side: 'OFFSET LONG' },
  { code: 'A3', name: 'Año 2024 ñ', amount: 0, count: -2, when: '1999-12-31', side: null },
];
const HOSTILE = ['=1+2', '+SUM(A1)', '-2+3+cmd|/C calc!A0', '@SUM(A1:A2)', '\t=1', '\r=1'];

const loaded = async (bytes: Uint8Array) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return book;
};

/** The test columns' headers in Spanish, in their order. */
const SPANISH_HEADERS = ['Código', 'Nombre', 'Monto', 'Cantidad', 'Fecha de pago', 'Lado'];

describe('writing a workbook', () => {
  it('reads back equal, with types kept', async () => {
    const bytes = await writeXlsx([{ name: 'Data', columns: COLUMNS, rows: ROWS }], 'en');
    const sheet = await readSheet(bytes, COLUMNS, LIMITS, { fileName: 'export.xlsx' });
    expect(sheet.rows.map((r) => r.values)).toEqual(ROWS);
    expect(sheet.rows.every((r) => r.problems.length === 0)).toBe(true);

    const data = (await loaded(bytes)).getWorksheet('Data')!;
    expect(data.getCell('C2').type).toBe(ExcelJS.ValueType.Number);
    expect(data.getCell('E2').type).toBe(ExcelJS.ValueType.Date);
    expect(data.getCell('E2').numFmt).toBe('yyyy-mm-dd');
    expect(data.getCell('A3').value).toBe('007');
    expect(data.getRow(1).values).toEqual([undefined, 'Code', 'Name', 'Amount', 'Count', 'Date', 'Side']);
    expect(data.getRow(1).font?.bold).toBe(true);
    expect(data.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(data.autoFilter).toBe('A1:F1');
    expect(data.getColumn(1).width).toBeGreaterThanOrEqual(10);
  });

  it('writes text that looks like a formula as text, which no spreadsheet runs', async () => {
    const rows = HOSTILE.map((name) => ({ name, code: name }));
    const bytes = await writeXlsx([{ name: 'Data', columns: COLUMNS, rows }], 'en');
    const data = (await loaded(bytes)).getWorksheet('Data')!;
    for (let r = 2; r <= HOSTILE.length + 1; r++) {
      expect(data.getCell(`B${r}`).type).toBe(ExcelJS.ValueType.String);
    }
    const xml = await (await JSZip.loadAsync(bytes)).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(xml).not.toContain('<f>');
    const back = await readSheet(bytes, COLUMNS, LIMITS, { fileName: 'export.xlsx' });
    // Read back as the text it is (a leading tab or carriage return is whitespace to the reader).
    expect(back.rows.map((r) => r.values.code)).toEqual(HOSTILE.map((h) => h.trim()));
  });

  it('writes a template: the header row in the language asked, and a sheet of rules', async () => {
    const bytes = await writeXlsx(templateSheets('Datos', COLUMNS, 'es'), 'es');
    const book = await loaded(bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Datos', 'Reglas']);
    expect(book.getWorksheet('Datos')!.rowCount).toBe(1);
    expect(book.getWorksheet('Datos')!.getRow(1).values).toEqual([undefined, ...SPANISH_HEADERS]);
    expect(book.getWorksheet('Reglas')!.getRow(7).values).toEqual([
      undefined,
      'Lado',
      'No',
      'Uno de: LONG, SHORT, OFFSET LONG',
    ]);
    // The template reads back as an empty import: its rules sheet is not data.
    expect((await readSheet(bytes, COLUMNS, LIMITS, { fileName: 'plantilla.xlsx' })).rows).toEqual([]);
  });
});

describe('writing CSV', () => {
  it('reads back equal with either delimiter', async () => {
    for (const delimiter of [',', ';'] as const) {
      const text = writeCsv({ columns: COLUMNS, rows: ROWS }, 'es', delimiter);
      const bytes = new TextEncoder().encode(text);
      const sheet = await readSheet(bytes, COLUMNS, LIMITS, { fileName: 'export.csv' });
      expect(sheet.rows.map((r) => r.values)).toEqual(ROWS);
    }
    expect(writeCsv({ columns: COLUMNS, rows: ROWS.slice(0, 1) }, 'en', ';')).toBe(
      '\ufeffCode;Name;Amount;Count;Date;Side\r\nA1;Alpha;1234567,89;3;2025-03-31;LONG\r\n',
    );
  });

  it('puts an apostrophe before text a spreadsheet would run, and the reader takes it away', async () => {
    const rows = HOSTILE.map((name) => ({ code: name, name: 'x', amount: -5 }));
    const text = writeCsv({ columns: COLUMNS, rows }, 'en');
    const lines = text.split('\r\n').slice(1, -1);
    expect(lines.map((line) => line.split(',')[0])).toEqual([
      "'=1+2",
      "'+SUM(A1)",
      "'-2+3+cmd|/C calc!A0",
      "'@SUM(A1:A2)",
      "'\t=1",
      '"\'\r=1"',
    ]);
    // Numbers are numbers, not text: a negative amount keeps its sign unquoted.
    expect(lines[0]).toContain(',-5,');
    const back = await readSheet(new TextEncoder().encode(text), COLUMNS, LIMITS, { fileName: 'x.csv' });
    expect(back.rows.map((r) => r.values.code)).toEqual(HOSTILE.map((h) => h.trim()));
  });
});

describe('the import preview and the rejected-rows report', () => {
  it('sorts rows into created, replaced and rejected, with every reason, and reports the rejected ones', async () => {
    const bytes = new TextEncoder().encode(
      [
        'Code,Name,Amount,Date',
        'A1,Replaces A1,10,2025-01-31',
        ',New one,20,2025-02-28',
        'B9,New with a code,30,2025-03-31',
        'a1,Same code again,40,2025-04-30',
        'C1,,lots,someday',
        'C2,Negative,-5,2025-05-31',
      ].join('\n'),
    );
    const sheet = await readSheet(bytes, COLUMNS, LIMITS, { fileName: 'import.csv' });
    const preview = buildPreview(sheet.rows, {
      codeColumn: 'code',
      existingCodes: ['A1', 'Z9'],
      check: (values) =>
        typeof values.amount === 'number' && values.amount <= 0
          ? { ok: false, problems: [{ column: 'amount', code: 'POSITIVE', message: 'Must be > 0.' }] }
          : { ok: true, value: values },
    });
    expect(preview.replace.map((r) => [r.row, r.code])).toEqual([[2, 'A1']]);
    expect(preview.create.map((r) => r.row)).toEqual([3, 4]);
    expect(preview.rejected.map((r) => [r.row, r.problems.map((p) => `${p.column}:${p.code}`)])).toEqual([
      [5, ['code:DUPLICATE_CODE']],
      [6, ['name:REQUIRED', 'amount:NOT_A_NUMBER', 'when:NOT_A_DATE']],
      [7, ['amount:POSITIVE']],
    ]);

    const report = await loaded(
      await writeXlsx([rejectedRowsSheet(COLUMNS, preview.rejected, 'es', {})], 'es'),
    );
    const rejected = report.worksheets[0]!;
    expect(rejected.name).toBe('Filas rechazadas');
    expect(rejected.getRow(1).values).toEqual([undefined, 'Fila', ...SPANISH_HEADERS, 'Motivo']);
    expect(rejected.getRow(3).values).toEqual([
      undefined,
      6,
      'C1',
      undefined,
      'lots',
      undefined,
      'someday',
      undefined,
      'Nombre: Esta columna es obligatoria. · Monto: No es un número. · Fecha de pago: No es una fecha: use aaaa-mm-dd o dd/mm/aaaa.',
    ]);
    expect(rejected.getCell('H4').value).toBe('Monto: Must be > 0.');
  });
});
