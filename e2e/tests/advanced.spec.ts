import { openAnalyticsScreen, openSpanishDark } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test("Advanced analytics shows Company A's USDCOP matrix and its live barrier hedge", async ({
  page,
}, testInfo) => {
  await openAnalyticsScreen(page, '/advanced', 'USDCOP');
  const matrix = page.getByTestId('matrix-table');
  // Nine spot columns and the corner; five volatility rows.
  await expect(matrix.locator('thead th')).toHaveCount(10);
  await expect(matrix.locator('tbody tr')).toHaveCount(5);
  await expect(page.getByTestId('matrix-chart')).toBeVisible();
  // The knock-out forward's call: 12 % below its barrier, a touch neither impossible nor certain.
  const barrier = page.getByTestId('barrier-table').locator('tbody tr', { hasText: 'CALL UP AND OUT' });
  await expect(barrier).toContainText('Knock-out');
  const touch = (await barrier.locator('td').nth(5).innerText()).replace(' %', '');
  expect(Number(touch)).toBeGreaterThan(0);
  expect(Number(touch)).toBeLessThan(100);
  await expect(page.getByTestId('stress-table')).toBeVisible();
  await expect(page.getByTestId('advanced-backtest')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('advanced-en-light.png'), fullPage: true });
  await expectAccessible(page);
});

test('Advanced analytics in Spanish and dark at 1280 px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSpanishDark(page, 'treasury', '/advanced');
  await expect(page.getByRole('heading', { name: 'Analítica avanzada' })).toBeVisible();
  await expect(page.getByTestId('barrier-table')).toContainText('Knock-out');
  await expect(page.getByTestId('matrix-table')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('advanced-es-dark.png'), fullPage: true });
  await expectAccessible(page);
});
