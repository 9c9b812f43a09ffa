import type { Page } from '@playwright/test';
import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

// Every screen in both languages, each in light and dark (expectAccessible checks both). The landing
// page, the demo request, the consent gate and the idle modal are checked by their own tests.
const PUBLIC_SCREENS = [
  '/login',
  '/register',
  '/reset_password',
  '/ConfirmRessetPassword',
  '/disclaimer',
  '/blog',
  '/set_password/1?token=invitation-link',
];

// The staff role opens every screen (spec 01 §6), the ones not built yet included; Home comes first.
const STAFF_SCREENS = [
  '/',
  '/data',
  '/analytics',
  '/advanced',
  '/multi-asset',
  '/optimizer',
  '/markets',
  '/hedge',
  '/supervisor',
  '/trader',
  '/analyticsBeta',
  '/docs',
  '/staffDocs',
  '/reports',
  '/tutorials',
  '/CreateReport',
  '/AdminReport',
  '/admin',
  '/profile',
  '/edit-user',
  '/Habeas',
  '/set_password/1',
  '/tools',
  '/tools?tab=forward',
  '/tools?tab=calendar',
  '/tools?tab=units',
];

async function speak(page: Page, lang: string): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), lang);
}

async function expectScreensAccessible(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      // Staff see every company: Hedge's plan values all their books first.
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 30_000 });
      await expectAccessible(page);
    });
  }
}

for (const lang of ['en', 'es']) {
  test(`public screens in ${lang} pass axe-core in light and dark`, async ({ page }) => {
    await speak(page, lang);
    await expectScreensAccessible(page, PUBLIC_SCREENS);
  });

  test(`signed-in screens in ${lang} pass axe-core in light and dark`, async ({ page }) => {
    test.setTimeout(180_000);
    await speak(page, lang);
    await openSignedIn(page, 'admin', '/home');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page);
    await expectScreensAccessible(page, STAFF_SCREENS);
  });
}
