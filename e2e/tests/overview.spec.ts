import { OVERVIEW_DEFAULT_VALUES } from '@cobertura/contracts';
import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test('Overview shows the 20 default instruments and a price moves without a reload', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, 'treasury', '/overview');
  const cards = page.getByTestId('overview-cards').locator('[data-testid^="quote-"][data-last]');
  await expect(cards).toHaveCount(20);
  const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  expect(ids).toEqual(OVERVIEW_DEFAULT_VALUES.map((id) => `quote-${id}`));
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');

  // The demo ticker moves the last prices: some card's price changes while the page stays loaded.
  const before = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-last')));
  await expect
    .poll(
      async () => {
        const now = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-last')));
        return now.some((last, i) => last !== before[i]);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(page.getByTestId('quote-simulated').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('overview-en-light.png') });
  await expectAccessible(page);
});

test('Overview in Spanish and dark at 1920 px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.addInitScript(() => localStorage.setItem('cobertura-color-scheme', 'dark'));
  await openSignedIn(page, 'treasury', '/overview', 'es');
  await expect(page.getByRole('heading', { name: 'Resumen' })).toBeVisible();
  await expect(page.getByTestId('overview-cards').locator('[data-last]')).toHaveCount(20);
  await page.screenshot({ path: testInfo.outputPath('overview-es-dark.png') });
  await expectAccessible(page);
});
