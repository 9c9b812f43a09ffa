import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/axe.ts';

/** Errors the page reports while it loads and hydrates (a hydration mismatch is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('sign-in from a Spanish browser', () => {
  test.use({ locale: 'es-CO' });

  test('arrives written in Spanish before any script runs, and hydrates without an error', async ({
    page,
    request,
  }) => {
    const html = await (
      await request.get('/login', { headers: { 'accept-language': 'es-CO,es;q=0.9' } })
    ).text();
    expect(html).toContain('Iniciar sesión');
    const errors = collectErrors(page);
    // The scripts are held back until the user has typed: what was typed survives hydration.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(/\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByLabel('Usuario')).toBeVisible();
    await page.getByLabel('Usuario').fill('treasury');
    releaseScripts();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    await expect(page.getByLabel('Usuario')).toHaveValue('treasury');
    expect(errors).toEqual([]);
    await expectAccessible(page);
  });
});

test('sign-in follows the language the user chose over the browser language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  const errors = collectErrors(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByText('Username', { exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
  await expectAccessible(page);
});

test('sign-in with a notice in its address shows the notice', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/login?verified=1');
  await expect(page.getByTestId('login-verified')).toBeVisible();
  expect(errors).toEqual([]);
  await expectAccessible(page);
});
