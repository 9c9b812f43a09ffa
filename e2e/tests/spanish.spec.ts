import type { Page } from '@playwright/test';
import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';
import { englishOnlyTexts } from '../support/translations.ts';

const ENGLISH = englishOnlyTexts();
/** What i18next shows for a key it cannot find: the key itself ("tools.pricer.price"). */
const TRANSLATION_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9_-]+)+$/;

/** Every text the user can see: text nodes of visible elements, and the values shown in choice boxes. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (text && parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        out.push(text);
    }
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input[readonly]'))) {
      if (input.value && input.checkVisibility()) out.push(input.value.trim());
    }
    return out;
  });
}

async function expectAllSpanish(page: Page, screen: string): Promise<void> {
  // Screens load their data after they show: give them a moment to settle.
  await page.waitForLoadState('networkidle');
  const texts = await visibleTexts(page);
  const english = texts.filter((text) => ENGLISH.has(text)).map((text) => `"${text}" (${ENGLISH.get(text)})`);
  const keys = texts.filter((text) => TRANSLATION_KEY.test(text));
  expect(english, `English texts on ${screen}`).toEqual([]);
  expect(keys, `untranslated keys on ${screen}`).toEqual([]);
  await expectAccessible(page);
}

/** Opens each of `paths` in turn and checks it as {@link expectAllSpanish}. */
async function expectScreensSpanish(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expectAllSpanish(page, path);
  }
}

test('the public screens in Spanish show no English text', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  await expectScreensSpanish(page, [
    '/landing/es',
    '/login',
    '/register',
    '/reset_password',
    '/disclaimer',
    '/ConfirmRessetPassword',
  ]);
});

test('the signed-in screens in Spanish show no English text', async ({ page }) => {
  // A walk of thirteen screens, each read once its data has settled: longer than one journey.
  test.setTimeout(180_000);
  await openSignedIn(page, 'treasury', '/home', 'es');
  await expectAllSpanish(page, '/home');
  await expectScreensSpanish(page, [
    '/',
    '/data',
    '/markets',
    '/analytics',
    '/hedge',
    '/profile',
    '/reports',
    '/tutorials',
    '/tools',
    '/tools?tab=forward',
    '/tools?tab=calendar',
    '/tools?tab=units',
  ]);
  // The pricer's results and a strategy's legs.
  await page.goto('/tools');
  await page.getByTestId('pricer-submit').click();
  await expect(page.getByTestId('pricing-result')).toBeVisible();
  await expectAllSpanish(page, 'the priced option');
  await page.getByTestId('pricer-kind').click();
  await page.getByRole('option', { name: 'Estrategia (hasta 4 patas)' }).click();
  await page.getByTestId('pricer-spot').fill('abc');
  await page.getByTestId('pricer-submit').click();
  await expect(page.getByTestId('pricer-error')).toBeVisible();
  await expectAllSpanish(page, 'a refused strategy');
});

test('the administration in Spanish shows no English text', async ({ page }) => {
  await openSignedIn(page, 'admin', '/admin', 'es');
  await expect(page.getByTestId('companies-table')).toBeVisible();
  await expectAllSpanish(page, '/admin');
  await page.getByTestId('invite-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAllSpanish(page, 'the invitation');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Cuentas' }).click();
  await expect(page.getByTestId('accounts-panel')).toBeVisible();
  await expectAllSpanish(page, 'the accounts');
});

test('the consent gate in Spanish shows no English text', async ({ page }) => {
  await openSignedIn(page, 'newuser', '/edit-user', 'es');
  await expectAllSpanish(page, '/edit-user');
  await page.getByTestId('profile-save').click();
  await expectAllSpanish(page, '/edit-user refused');
});
