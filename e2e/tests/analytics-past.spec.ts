import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test("Analytics' Past tab shows Company A's settled USDCOP year: PnL by period, the bridge and the candles", async ({
  page,
}, testInfo) => {
  await openSignedIn(page, 'treasury', '/analytics');
  await expect(page.getByTestId('analytics-underlying')).toHaveValue('USDCOP');
  await expect(page.getByTestId('valuation-group').first()).toContainText('USDCOP');
  await page.getByTestId('section-past').click();
  const table = page.getByTestId('past-table');
  // The demo book settles a forward and a payable at each of the last nine month ends.
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(9);
  await expect(table.locator('tbody tr').last().locator('td').nth(5)).not.toHaveText('—');
  for (const chart of ['past-pnl-chart', 'past-rates-chart', 'past-bridge-chart', 'past-candle-chart'])
    await expect(page.getByTestId(chart)).toBeVisible();
  await expect(page.getByTestId('past-simulated')).toHaveText('Simulated prices');
  await page.screenshot({ path: testInfo.outputPath('analytics-past-en-light.png'), fullPage: true });
  await expectAccessible(page);
});

test("Analytics' Past tab in Spanish and dark", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('cobertura-color-scheme', 'dark'));
  await openSignedIn(page, 'treasury', '/analytics', 'es');
  await page.getByTestId('section-past').click();
  await expect(page.getByTestId('past-table')).toContainText('Tasa lograda');
  await expect(page.getByTestId('past-candle-chart')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('analytics-past-es-dark.png'), fullPage: true });
  await expectAccessible(page);
});

test("Analytics' Past tab shows a commodity book: Company A's Brent cargoes and the futures that hedged them", async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('navAsset', '1'));
  await openSignedIn(page, 'treasury', '/analytics');
  await expect(page.getByTestId('analytics-underlying')).toHaveValue('BRENT');
  await expect(page.getByTestId('valuation-group').first()).toContainText('BRENT');
  await page.getByTestId('section-past').click();
  const table = page.getByTestId('past-table');
  // A cargo and a future settled at each of the last six month ends.
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(6);
  await expect(table.locator('tbody tr').first().locator('td').nth(5)).not.toHaveText('—');
  await expect(page.getByTestId('past-candle-chart')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('analytics-past-brent-en-light.png'), fullPage: true });
  await expectAccessible(page);
});
