import { openAnalyticsScreen, openSpanishDark } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

/** The delta-normal VaR shown, as a number. */
const varOf = async (page: import('@playwright/test').Page) =>
  Number(
    (await page.getByTestId('risk-var-delta-normal').getByRole('cell').first().innerText()).replace(
      /[^\d.-]/g,
      '',
    ),
  );

test("Analytics' Risk tab shows the VaR of Company A's USDCOP book, and a higher confidence raises it", async ({
  page,
}, testInfo) => {
  await openAnalyticsScreen(page, '/analytics', 'USDCOP');
  await page.getByTestId('section-risk').click();
  await expect(page.getByTestId('risk-var-table')).toBeVisible({ timeout: 30_000 });
  for (const method of ['delta-normal', 'historical', 'monte-carlo']) {
    await expect(page.getByTestId(`risk-var-${method}`).getByRole('cell').first()).not.toHaveText('—');
  }
  await expect(page.getByTestId('risk-band')).not.toBeEmpty();
  const at95 = await varOf(page);
  expect(at95).toBeGreaterThan(0);

  await page.getByTestId('risk-confidence').getByText('99 %').click();
  await expect.poll(() => varOf(page), { timeout: 30_000 }).toBeGreaterThan(at95);
  await page.screenshot({ path: testInfo.outputPath('analytics-risk-en-light.png'), fullPage: true });
  await expectAccessible(page);
});

test('Analytics risk in Spanish and dark', async ({ page }, testInfo) => {
  await openSpanishDark(page, 'treasury', '/analytics');
  await page.getByTestId('section-risk').click();
  await expect(page.getByTestId('risk-var-table')).toContainText('Monte Carlo', { timeout: 30_000 });
  await expect(page.getByTestId('risk-profile')).toContainText('Perfil de riesgo');
  await page.screenshot({ path: testInfo.outputPath('analytics-risk-es-dark.png'), fullPage: true });
  await expectAccessible(page);
});
