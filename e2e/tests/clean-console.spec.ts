import type { Page } from '@playwright/test';
import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';
import { type PageTrouble, watchTrouble } from '../support/console.ts';

/** Nothing went wrong on the page so far: no console error, no failed request. */
function expectClean(trouble: PageTrouble): void {
  expect(trouble.errors).toEqual([]);
  expect(trouble.failedRequests).toEqual([]);
}

/** Waits for an analytics screen to have valued `asset`. */
async function expectValued(page: Page, asset: string): Promise<void> {
  await expect(page.getByTestId('valuation-group').first()).toContainText(asset, { timeout: 30_000 });
}

test('Analytics, Advanced and Commodity analysis, and another company, with a clean console', async ({
  page,
}) => {
  const trouble = watchTrouble(page);
  await openSignedIn(page, 'admin', '/analytics');
  await expect(page.getByTestId('analytics-underlying')).toHaveValue('USDCOP');
  // Another company while the first one's valuation is on its way: calling it off is no failure.
  await page.getByTestId('analytics-company').click();
  await page.getByRole('option', { name: 'Demo Company B' }).click();
  await expect(page.getByTestId('analytics-underlying')).toHaveValue('USDMYR');
  await expectValued(page, 'USDMYR');
  await expectAccessible(page);
  // And back, the way a treasurer of both compares them.
  await page.getByTestId('analytics-company').click();
  await page.getByRole('option', { name: 'Demo Company A' }).click();
  await expectValued(page, 'USDCOP');
  await page.goto('/advanced');
  await expect(page.getByTestId('matrix-table')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await page.goto('/commodity');
  await expect(page.getByRole('heading', { name: 'Commodity analysis' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
  expectClean(trouble);
});

test('a user who has not consented yet opens screens with a clean console', async ({ page }) => {
  const trouble = watchTrouble(page);
  await openSignedIn(page, 'newuser', '/home');
  await expect(page).toHaveURL(/\/edit-user$/);
  await expect(page.getByTestId('profile-save')).toBeVisible();
  await expectAccessible(page);
  for (const path of ['/markets', '/profile']) {
    await page.goto(path);
    await expect(page.getByTestId('profile-save')).toBeVisible();
    await expectAccessible(page);
  }
  expectClean(trouble);
});
