import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';
import { watchTrouble } from '../support/console.ts';

/** Errors the page reports while it loads and hydrates (a hydration mismatch is one). */
const collectErrors = (page: Page) => watchTrouble(page).errors;

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

test('Enter pressed before the script has loaded: the form says it is getting ready, then signs in', async ({
  page,
  request,
}) => {
  // The page's first script (and what it imports at once) runs; the app's own scripts are held.
  const html = await (await request.get('/login')).text();
  const firstScripts = [
    ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  expect(firstScripts.length).toBeGreaterThan(0);
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  let appAsked = () => {};
  const firstScriptRan = new Promise<void>((resolve) => {
    appAsked = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    if (!firstScripts.some((path) => route.request().url().endsWith(path))) {
      appAsked();
      await appHeld;
    }
    await route.continue();
  });
  const trouble = watchTrouble(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: 'Getting ready…' });
  await expect(button).toBeDisabled();
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('treasury');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await firstScriptRan;
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  await expect(button).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The app arrives and sends what was typed: nothing to type again.
  releaseApp();
  await expect(page.getByTestId('main-nav')).toBeVisible({ timeout: 20_000 });
  expect(trouble.errors).toEqual([]);
  expect(trouble.failedRequests).toEqual([]);
  await expectAccessible(page);
});
