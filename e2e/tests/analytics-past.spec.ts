import type { Page } from '@playwright/test';
import { openAnalyticsScreen, openSpanishDark } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

/**
 * Opens Analytics' Past tab as treasury on `asset` (the screen's first underlying) and waits for its
 * table to show at least `months` settled rows: those rows.
 */
async function settledRows(page: Page, asset: string, months: number) {
  await openAnalyticsScreen(page, '/analytics', asset);
  await expect(page.getByTestId('valuation-group').first()).toContainText(asset);
  await page.getByTestId('section-past').click();
  const rows = page.getByTestId('past-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(months);
  return rows;
}

test("Analytics' Past tab shows Company A's settled USDCOP year: PnL by period, the bridge and the candles", async ({
  page,
}, testInfo) => {
  // The demo book settles a forward and a payable at each of the last nine month ends.
  const rows = await settledRows(page, 'USDCOP', 9);
  await expect(rows.last().locator('td').nth(5)).not.toHaveText('—');
  for (const chart of ['past-pnl-chart', 'past-rates-chart', 'past-bridge-chart', 'past-candle-chart'])
    await expect(page.getByTestId(chart)).toBeVisible();
  await expect(page.getByTestId('past-simulated')).toHaveText('Simulated prices');
  await page.screenshot({ path: testInfo.outputPath('analytics-past-en-light.png'), fullPage: true });
  await expectAccessible(page);
});

test("Analytics' Past tab in Spanish and dark", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSpanishDark(page, 'treasury', '/analytics');
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
  // A cargo and a future settled at each of the last six month ends.
  const rows = await settledRows(page, 'BRENT', 6);
  await expect(rows.first().locator('td').nth(5)).not.toHaveText('—');
  await expect(page.getByTestId('past-candle-chart')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('analytics-past-brent-en-light.png'), fullPage: true });
  await expectAccessible(page);
});
