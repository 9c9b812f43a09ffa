import { expect, test } from '@playwright/test';
import { ToolsPage } from '../pages/tools-page.ts';
import { openSignedIn } from '../support/api.ts';

test('a treasury user prices an option, reads Colombian holidays and converts a unit', async ({ page }) => {
  await openSignedIn(page, 'treasury', '/tools');
  const tools = new ToolsPage(page);
  await tools.expectVisible();

  // Haug 2007 §1.1.6, Garman-Kohlhagen: S 1.56, K 1.60, T 0.5, r_d 6 %, r_f 8 %, σ 12 % → call 0.0291.
  await tools.priceVanilla({
    spot: '1.56',
    strike: '1.60',
    rd: '6',
    rf: '8',
    vol: '12',
    'expiry-years': '0.5',
  });
  await expect(tools.field('result-price')).toHaveText('0.029099');
  await expect(tools.field('payoff-chart').locator('canvas')).toBeVisible();

  await tools.openTab('Business days');
  await expect(page).toHaveURL(/tab=calendar/);
  await tools.field('calendar-year').fill('2021');
  const reyes = tools.field('calendar-holidays').getByRole('row').filter({ hasText: '2021-01-11' });
  await expect(reyes).toContainText('Monday');

  await tools.openTab('Unit converter');
  await tools.field('unit-value').fill('100');
  await expect(tools.field('unit-output')).toHaveText('733 USD/mt');
  await expect(tools.field('unit-factor')).toHaveText('7.33');
});
