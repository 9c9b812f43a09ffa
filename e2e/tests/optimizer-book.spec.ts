import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test("the Optimizer hedges what a portfolio's book leaves open, month by month", async ({
  page,
}, testInfo) => {
  await openSignedIn(page, 'admin', '/optimizer');
  await expect(page.getByTestId('optimizer-asset')).toHaveValue('USDCOP');
  await page.getByTestId('optimizer-portfolio').click();
  await page.getByRole('option', { name: 'Imports Colombia', exact: true }).click();
  const schedule = page.getByTestId('optimizer-book-schedule');
  // The demo importer's payables to come, less its hedges: every month has a row.
  await expect(schedule.locator('tbody tr').first()).toBeVisible();
  expect(await schedule.locator('tbody tr').count()).toBeGreaterThan(3);
  await expect(schedule).toContainText(/settlements? left open/);
  await expect(page.getByRole('radio', { name: 'Buying (an importer)' })).toBeChecked();
  await expect(page.getByText(/The portfolio's budget rate \([\d,.]+\) when left blank\./)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('optimizer-book-en-light.png'), fullPage: true });
  await expectAccessible(page);

  await page.getByTestId('optimizer-next').click();
  await page.getByTestId('optimizer-next').click();
  await page.getByTestId('optimizer-calculate').click();
  await expect(page.getByTestId('optimizer-cost').first()).not.toHaveText('—');

  // The choice is kept: the next visit reads the same book, in Spanish and dark this time.
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'es');
    localStorage.setItem('cobertura-color-scheme', 'dark');
  });
  await page.reload();
  await expect(page.getByTestId('optimizer-portfolio')).toHaveValue('Imports Colombia');
  await expect(page.getByTestId('optimizer-book-schedule')).toContainText('Por cubrir');
  await page.screenshot({ path: testInfo.outputPath('optimizer-book-es-dark.png'), fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Escribir un calendario' }).click();
  await expect(page.getByTestId('optimizer-count')).toBeVisible();
});
