import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { BookPage } from '../pages/book-page.ts';
import { api, apiSignIn, openSignedIn, portfolioNamed } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

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
const PORTFOLIO = 'Imports Colombia';

/** A workbook of currency exposures as a treasurer would fill the template in. */
async function exposuresWorkbook(notionals: number[], tag: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Exposures');
  sheet.addRow(HEADERS);
  for (const [i, notional] of notionals.entries()) {
    const planned = new Date(Date.UTC(2027, 5 + i, 15));
    sheet.addRow([
      null,
      PORTFOLIO,
      'USDCOP',
      'FORECAST/CASH FLOW PAYMENT',
      notional,
      'USD',
      planned,
      `${tag} ${i + 1}`,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('book-import-file').click();
  await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer });
}

async function readDownload(page: Page, click: () => Promise<void>, sheetIndex = 0) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await file.path()) ?? '')) as never);
  const sheet = book.worksheets[sheetIndex];
  if (!sheet) throw new Error('The workbook has no sheet.');
  return { name: file.suggestedFilename(), sheet };
}

test('the treasury user imports exposures, fixes a rejected row from the report, and exports them back', async ({
  page,
}) => {
  const { access } = await apiSignIn('treasury');
  const { portfolioId } = await portfolioNamed(access, PORTFOLIO);
  const tag = `e2e ${Date.now()}`;

  await openSignedIn(page, 'treasury', `/data?view=exposures&portfolio=${portfolioId}`, 'en');
  await page.getByTestId('book-files-menu').click();
  await page.getByTestId('book-files-import').click();
  await chooseFile(page, 'exposures.xlsx', await exposuresWorkbook([250_000, -5, 90_000], tag));

  await expect(page.getByTestId('book-import-summary')).toContainText('2 to add, 0 to update, 1 rejected.');
  const rejected = page.locator('[data-testid="book-import-preview"] tr[data-action="rejected"]');
  await expect(rejected).toHaveCount(1);
  await expect(rejected).toContainText('Notional: Must be greater than 0.');
  await expect(page.getByTestId('book-import-save')).toBeDisabled();
  await expectAccessible(page);

  const report = await readDownload(page, () => page.getByTestId('book-import-report').click());
  expect(report.name).toBe('rejected-rows.xlsx');
  expect(report.sheet.getRow(2).getCell(1).value).toBe(3);
  expect(String(report.sheet.getRow(2).getCell(report.sheet.columnCount).value)).toContain(
    'Notional: Must be greater than 0.',
  );

  await chooseFile(page, 'exposures-fixed.xlsx', await exposuresWorkbook([250_000, 5_000, 90_000], tag));
  await expect(page.getByTestId('book-import-summary')).toContainText('3 to add, 0 to update, 0 rejected.');
  await page.getByTestId('book-import-save').click();
  await expect(page.getByTestId('book-import')).toBeHidden();
  await expect(page.getByText('Rows imported: 3.')).toBeVisible();

  const listed = (await api(`/api/currency-exposure?portfolios=${portfolioId}`, { token: access }))
    .json as Record<string, unknown>[];
  expect(listed.filter((r) => String(r.comments).startsWith(tag)).map((r) => Number(r.notional))).toEqual([
    250_000, 5_000, 90_000,
  ]);

  await page.getByTestId('book-files-menu').click();
  const exported = await readDownload(page, () => page.getByTestId('book-files-export').click());
  expect(exported.name).toMatch(/_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const header = (exported.sheet.getRow(1).values as string[]).slice(1);
  const column = (name: string) => header.indexOf(name) + 1;
  const rows = exported.sheet.getRows(2, exported.sheet.rowCount - 1) ?? [];
  expect(rows.map((r) => r.getCell(column('Code')).value)).toEqual(listed.map((r) => r.pk));
  expect(rows.map((r) => r.getCell(column('Notional')).value)).toEqual(listed.map((r) => Number(r.notional)));
  expect(
    rows.map((r) => (r.getCell(column('Expected cash flow date')).value as Date).toISOString().slice(0, 10)),
  ).toEqual(listed.map((r) => r.planned_expiration_date));
  expect(new Set(rows.map((r) => r.getCell(column('Portfolio')).value))).toEqual(new Set([PORTFOLIO]));
});

test("a treasurer's file keyed by order and invoice numbers updates one row and adds the other; the template names the pairs", async ({
  page,
}) => {
  const { access } = await apiSignIn('treasury');
  const { companyId, portfolioId } = await portfolioNamed(access, PORTFOLIO);
  const userId = (await api('/api/user', { token: access })).json.pk_idusers;
  const tag = Date.now().toString(36).toUpperCase();
  const [order, invoice] = [`PO-${tag}`, `INV-${tag}`];
  // An order booked earlier under its own number.
  const booked = await api('/api/update_create_exposurecurrency', {
    token: access,
    method: 'POST',
    body: {
      selected_company: companyId,
      user_id: userId,
      currency_exposure: [
        {
          pk: 'pending',
          code: order,
          fk_idportafolio: portfolioId,
          fk_idcurrency: 'USDCOP',
          fk_idexposureoption: 'FORECAST/CASH FLOW PAYMENT',
          notional: 40_000,
          fk_idcountry_currency: 'USD',
          planned_expiration_date: '2027-06-15',
        },
      ],
    },
  });
  expect(booked.json.rows[0].pk).toBe(order);

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Exposures');
  sheet.addRow(HEADERS);
  for (const [code, notional] of [
    [order, 45_000],
    [invoice.toLowerCase(), 12_500],
  ] as const)
    sheet.addRow([
      code,
      PORTFOLIO,
      'USDCOP',
      'FORECAST/CASH FLOW PAYMENT',
      notional,
      'USD',
      new Date(Date.UTC(2027, 6, 1)),
      tag,
    ]);

  await openSignedIn(page, 'treasury', `/data?view=exposures&portfolio=${portfolioId}`, 'en');
  await page.getByTestId('book-files-menu').click();
  await page.getByTestId('book-files-import').click();
  await chooseFile(page, 'orders.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
  await expect(page.getByTestId('book-import-summary')).toContainText('1 to add, 1 to update, 0 rejected.');
  const preview = page.getByTestId('book-import-preview');
  await expect(preview.locator('tr[data-action="replace"]')).toContainText(`Updates ${order}`);
  await expect(preview.locator('tr[data-action="create"]')).toContainText(`Adds ${invoice}`);
  await expectAccessible(page);
  await page.getByTestId('book-import-save').click();
  await expect(page.getByText('Rows imported: 2.')).toBeVisible();

  const grid = new BookPage(page);
  await grid.expectOpen('currency_exposure');
  await grid.scrollTo((await grid.rowCount()) - 1);
  for (const code of [order, invoice]) await expect(grid.cellsWithText(0, code)).toHaveCount(1);

  await page.getByTestId('book-files-menu').click();
  const template = await readDownload(page, () => page.getByTestId('book-files-template').click(), 1);
  const pair = template.sheet
    .getRows(2, template.sheet.rowCount - 1)
    ?.find((r) => r.getCell(1).value === 'Pair');
  expect(String(pair?.getCell(4).value)).toContain(
    'Use one of: EURGBP, EURUSD, GBPUSD, USDBRL, USDCLP, USDCOP',
  );
});

test('the import dialog reads in Spanish', async ({ page }) => {
  await openSignedIn(page, 'treasury', '/data?view=hedges', 'es');
  await page.getByTestId('book-files-menu').click();
  await page.getByTestId('book-files-import').click();
  await chooseFile(page, 'vacio.csv', Buffer.from('Amount\n1\n'));
  await expect(page.getByTestId('book-import-error')).toContainText(
    'A la fila de encabezados le falta una columna obligatoria',
  );
  await expectAccessible(page);
});
