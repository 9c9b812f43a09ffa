import { openAnalyticsScreen, openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test("Commodity analysis totals Company A's Brent purchases, and another bucket changes the rows", async ({
  page,
}, testInfo) => {
  await openAnalyticsScreen(page, '/commodity', 'BRENT');
  const totals = page.getByTestId('commodity-totals');
  const rows = totals.getByTestId('commodity-bucket-row');
  await expect(rows.first()).toBeVisible();
  // Twelve monthly purchases of 20,000 bbl, six past and six to come: one row each, and their total.
  await expect(rows).toHaveCount(12);
  await expect(page.getByTestId('commodity-total-row')).toContainText('240,000');
  const monthly = await rows.locator('th').allInnerTexts();
  expect(monthly.every((key) => /^\d{4}-\d{2}$/.test(key))).toBe(true);
  // Twelve months in a row, this month's included: none skipped.
  const monthNumbers = monthly.map((key) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5)));
  expect(monthNumbers.map((month) => month - monthNumbers[0]!)).toEqual([...Array(12).keys()]);
  expect(monthly).toContain(new Date().toISOString().slice(0, 7));
  await expect(page.getByTestId('commodity-group-open')).toContainText('TOTAL OPEN POSITIONS');
  await expect(page.getByTestId('commodity-fx')).toContainText('USDCOP');
  await expect(page.getByTestId('valued-on')).toContainText('Valued on');
  await page.screenshot({ path: testInfo.outputPath('commodity-en.png'), fullPage: true });
  await expectAccessible(page);

  // The active rows: the six purchases to come.
  await page.getByTestId('commodity-expiry').getByText('Active', { exact: true }).click();
  await expect(rows).toHaveCount(6);
  await expect(page.getByTestId('commodity-total-row')).toContainText('120,000');
  await page.getByTestId('commodity-expiry').getByText('All', { exact: true }).click();
  await expect(rows).toHaveCount(12);

  await page.getByTestId('commodity-bucket').click();
  await page.getByRole('option', { name: 'Quarterly' }).click();
  await expect
    .poll(async () => (await rows.locator('th').allInnerTexts()).every((key) => /-Q[1-4]$/.test(key)))
    .toBe(true);
  expect(await rows.count()).toBeLessThan(12);
  await expect(page.getByTestId('commodity-total-row')).toContainText('240,000');
});

test('Commodity analysis reads in Spanish and leads back to Analytics', async ({ page }) => {
  await openSignedIn(page, 'treasury', '/commodity', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Análisis de commodities');
  await expect(page.getByTestId('commodity-total-row')).toContainText('240.000');
  await page.getByRole('link', { name: 'Volver a Analítica' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expectAccessible(page);
});
