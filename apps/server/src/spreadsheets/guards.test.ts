import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import {
  COLUMNS,
  deflatedZeros,
  LIMITS,
  sheetEntry,
  textEntry,
  workbookBytes,
  workbookParts,
  zipBytes,
} from '../test/spreadsheet-files.ts';
import { checkSpreadsheet } from './guards.ts';
import { readSheet } from './sheet-reader.ts';

const MiB = 1024 * 1024;
const codeOf = async (work: () => unknown) => {
  try {
    await work();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  return undefined;
};

describe('the guards before parsing', () => {
  it('refuses a 1 MB zip bomb by the sizes its directory declares, without inflating it', async () => {
    const zeros = await deflatedZeros(1024 * MiB);
    expect(zeros.byteLength).toBeLessThan(1.1 * MiB);
    const bomb = zipBytes([
      ...workbookParts(),
      { name: 'xl/worksheets/sheet1.xml', data: zeros, deflated: true, declaredSize: 1024 * MiB },
    ]);
    expect(await codeOf(() => checkSpreadsheet(bomb, 'bomb.xlsx', LIMITS))).toEqual({
      code: 'ZIP_BOMB',
      message: 'The workbook inflates to 1024 MB; at most 200 MB are accepted.',
    });
    // Below the size limit, the ratio still gives it away.
    const dense = zipBytes([
      ...workbookParts(),
      { name: 'xl/worksheets/sheet1.xml', data: zeros, deflated: true, declaredSize: 1024 * MiB },
    ]);
    expect(
      await codeOf(() =>
        checkSpreadsheet(dense, 'bomb.xlsx', { ...LIMITS, maxUncompressedBytes: 2048 * MiB }),
      ),
    ).toMatchObject({ code: 'ZIP_BOMB', message: expect.stringContaining('more than 100 to 1') });
  });

  it('stops a zip bomb whose directory lies about its sizes as soon as it inflates past them', async () => {
    const zeros = await deflatedZeros(300 * MiB);
    const liar = zipBytes([
      ...workbookParts(),
      { name: 'xl/worksheets/sheet1.xml', data: zeros, deflated: true, declaredSize: 100 * 1024 },
    ]);
    await expect(checkSpreadsheet(liar, 'liar.xlsx', LIMITS)).resolves.toBeDefined();
    expect(await codeOf(() => readSheet(liar, COLUMNS, LIMITS))).toEqual({
      code: 'ZIP_BOMB',
      message: 'The workbook inflates to more than its directory declares.',
    });
  });

  it('refuses an archive of too many parts', async () => {
    const many = zipBytes([
      ...workbookParts(),
      ...Array.from({ length: 1001 }, (_, i) => textEntry(`xl/media/${i}.txt`, 'x')),
    ]);
    expect(await codeOf(() => checkSpreadsheet(many, 'many.xlsx', LIMITS))).toMatchObject({
      code: 'ZIP_BOMB',
    });
  });

  it('refuses what is not a spreadsheet: a PNG, random bytes, a text file named .xlsx, a zip of something else', async () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    const random = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 256);
    const text = new TextEncoder().encode('Name,Amount\nA,1\n');
    const notAWorkbook = zipBytes([textEntry('word/document.xml', '<w:document/>')]);
    const oldXls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    for (const [bytes, name] of [
      [png, 'picture.png'],
      [png, 'picture.csv'],
      [png, undefined],
      [random, 'data.xlsx'],
      [random, undefined],
      [text, 'renamed.xlsx'],
      [notAWorkbook, 'report.xlsx'],
      [oldXls, 'old.xls'],
      [oldXls, 'old.xlsx'],
      [await workbookBytes((s) => s.addRow(['Name'])), 'workbook.csv'],
    ] as const) {
      expect(await codeOf(() => checkSpreadsheet(bytes, name, LIMITS)), String(name)).toMatchObject({
        code: 'NOT_A_SPREADSHEET',
      });
    }
    // The same text under its own name is a CSV file.
    expect((await checkSpreadsheet(text, 'data.csv', LIMITS)).format).toBe('csv');
  });

  it('refuses a workbook whose parts are damaged, as a bad file rather than a failure', async () => {
    const broken = zipBytes([
      ...workbookParts(),
      sheetEntry('<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t>'),
    ]);
    expect(await codeOf(() => readSheet(broken, COLUMNS, LIMITS))).toMatchObject({
      code: 'NOT_A_SPREADSHEET',
    });
    const garbage = zipBytes([
      ...workbookParts(),
      {
        name: 'xl/worksheets/sheet1.xml',
        data: new Uint8Array(500).fill(7),
        deflated: true,
        declaredSize: 500,
      },
    ]);
    expect(await codeOf(() => readSheet(garbage, COLUMNS, LIMITS))).toMatchObject({
      code: 'NOT_A_SPREADSHEET',
    });
  });

  it('refuses an upload past the byte limit before looking inside', async () => {
    const big = new Uint8Array(LIMITS.maxBytes + 1);
    expect(await codeOf(() => checkSpreadsheet(big, 'big.csv', LIMITS))).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'The file is larger than 20 MB.',
    });
  });

  it('refuses a 1,000,000-row CSV file and sheet by their count, while streaming', async () => {
    const csv = new TextEncoder().encode(`Name\n${'a\n'.repeat(1_000_000)}`);
    expect(await codeOf(() => readSheet(csv, COLUMNS, LIMITS, { fileName: 'rows.csv' }))).toEqual({
      code: 'TOO_MANY_ROWS',
      message: 'The sheet has more than 100,000 rows; split it into several files.',
    });
    const rows = Array.from(
      { length: 1_000_000 },
      (_, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>1</v></c></row>`,
    );
    const xml = `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row>${rows.join('')}</sheetData></worksheet>`;
    const data = Buffer.from(xml);
    const sheet = zipBytes([
      ...workbookParts(),
      {
        name: 'xl/worksheets/sheet1.xml',
        data: deflateRawSync(data),
        deflated: true,
        declaredSize: data.length,
      },
    ]);
    expect(sheet.byteLength).toBeLessThan(LIMITS.maxBytes);
    expect(await codeOf(() => readSheet(sheet, COLUMNS, LIMITS, { fileName: 'rows.xlsx' }))).toMatchObject({
      code: 'TOO_MANY_ROWS',
    });
  }, 60_000);
});
