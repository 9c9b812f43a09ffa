import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { openAnalyticsScreen, openSignedIn, openSpanishDark } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test("Analytics values Company A's USDCOP book by period, and the up scenario re-prices it", async ({
  page,
}, testInfo) => {
  await openAnalyticsScreen(page, '/analytics', 'USDCOP');
  const group = page.getByTestId('valuation-group').first();
  await expect(group).toContainText('USDCOP');
  await expect(page.getByTestId('valued-on')).toContainText('Valued on');
  await page.getByTestId('section-table').click();
  const table = page.getByTestId('period-table');
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow.locator('[data-column="balance"]')).not.toHaveText('');
  // The demo book pays dollars: the first period's exposure is a payment and has hedges against it.
  await expect(firstRow.locator('[data-column="balance"]')).toContainText('-');
  const forwardOf = async () =>
    (await firstRow.locator('[data-column="fwd"]').innerText()).replaceAll(',', '');
  const base = Number(await forwardOf());
  expect(base).toBeGreaterThan(0);

  // Every amount says its currency: the pair's money is COP, its amounts USD, its rates COP per USD.
  await expect(firstRow.locator('[data-column="m2m"]')).toContainText(/^COP\s/);
  await expect(table.locator('thead th[data-column="balance"]')).toContainText('in USD');
  await expect(table.locator('thead th[data-column="fwd"]')).toContainText('in COP per USD');
  // The prices' date and source, not their hash (behind Details, whole).
  await expect(page.getByTestId('valued-on')).toContainText(/\((stored market data|simulated prices)\)$/);
  await page.getByTestId('valuation-details').click();
  await expect(page.getByTestId('details-snapshot')).toHaveText(/^[0-9a-f]{64}$/);
  await page.keyboard.press('Escape');
  await page.getByTestId('scenario-switch').getByText('Up 10 %').click();
  await expect.poll(async () => Number(await forwardOf())).toBeCloseTo(base * 1.1, -1);
  await page.screenshot({ path: testInfo.outputPath('analytics-en-light.png') });
  await expectAccessible(page);

  await page.getByTestId('section-charts').click();
  await expect(page.getByTestId('amounts-chart')).toBeVisible();
  await expect(page.getByTestId('ratios-chart')).toBeVisible();

  // The period table exports, and reads back with the screen's periods and figures.
  const download = page.waitForEvent('download');
  await page.getByTestId('analytics-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analytics_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path()) ?? '');
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 3)).toEqual(['Period start', 'Period end', 'Balance (USD)']);
  expect(headers).toContain('M2M (COP)');
  expect(headers).toContain('Forward (COP per USD)');
  await page.getByTestId('section-table').click();
  await expect(table.locator('tbody tr')).toHaveCount(sheet.rowCount - 1);
  const balance = Number((await firstRow.locator('[data-column="balance"]').innerText()).replaceAll(',', ''));
  expect(Math.round(Number(sheet.getRow(2).getCell(headers.indexOf('Balance (USD)') + 1).value))).toBe(
    balance,
  );
});

test('Analytics in Spanish and dark at 1280 px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSpanishDark(page, 'treasury', '/analytics');
  await expect(page.getByRole('heading', { name: 'Analítica' })).toBeVisible();
  await expect(page.getByTestId('valued-on')).toContainText('Valorado el');
  await page.getByTestId('section-hedges').click();
  await expect(page.getByTestId('hedges-table')).toContainText('FORWARD');
  await page.screenshot({ path: testInfo.outputPath('analytics-es-dark.png') });
  await expectAccessible(page);
});

test('Analytics prints the portfolio and pair shown as a one-page PDF', async ({ page }) => {
  await openSignedIn(page, 'treasury', '/analytics');
  await expect(page.getByTestId('valuation-group').first()).toContainText('USDCOP');
  const download = page.waitForEvent('download');
  await page.getByTestId('analytics-report').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report_.+_USDCOP_\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = readFileSync((await file.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  await expectAccessible(page);
});
