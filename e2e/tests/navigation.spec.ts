import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';
import { waitForHydration } from '../support/hydration.ts';

const TEXTS = {
  en: { home: 'Home', overview: 'Overview', profile: 'Profile', changed: 'Your password has been changed.' },
  es: { home: 'Inicio', overview: 'Resumen', profile: 'Perfil', changed: 'Su contraseña fue cambiada.' },
} as const;

for (const [lang, texts] of Object.entries(TEXTS)) {
  test(`navigation in ${lang}: Home and Overview first, every name once, screens named in the tab`, async ({
    page,
  }) => {
    await openSignedIn(page, 'treasury', '/data', lang as 'en' | 'es');
    const nav = page.getByTestId('main-nav');
    // The server's links arrive after the shell: wait for them.
    await expect(nav.getByRole('link', { name: texts.overview, exact: true })).toBeVisible();
    const names = (await nav.locator('a').allInnerTexts()).map((name) => name.trim());
    expect(names.slice(0, 2)).toEqual([texts.home, texts.overview]);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    await expectAccessible(page);

    await page.goto('/home');
    await expect(page).toHaveTitle(`${texts.home} · Cobertura`);
    await expectAccessible(page);
    await page.goto('/profile');
    await expect(page).toHaveTitle(`${texts.profile} · Cobertura`);
    await expectAccessible(page);
  });

  test(`Home tiles read without hovering, in ${lang}`, async ({ page }) => {
    await openSignedIn(page, 'treasury', '/home', lang as 'en' | 'es');
    // The tile in the page's main part: the navigation, drawn in the same shell, links there too.
    const tile = page.getByRole('main').getByRole('link', { name: new RegExp(texts.overview) });
    await expect(tile).toBeVisible();
    // Title and a description of several words, visible at rest.
    const text = await tile.innerText();
    expect(text.split(/\s+/).length).toBeGreaterThan(4);
    await expectAccessible(page);
  });

  test(`/ConfirmRessetPassword opened directly claims no change, in ${lang}`, async ({ page }) => {
    await page.goto('/ConfirmRessetPassword');
    await expect(page.getByTestId('confirm-reset-unconfirmed')).toBeVisible();
    await expect(page.getByText(texts.changed)).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('on a phone the navigation opens from the menu button, holds the switches, and closes on a link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await openSignedIn(page, 'treasury', '/data', 'es');
  await expect(page.getByRole('heading', { name: 'Mis datos' })).toBeVisible();
  // Folded: the page has the whole width, and the top bar holds no switch.
  await expect(page.getByTestId('main-nav')).toHaveCount(0);
  await expect(page.getByRole('banner').getByTestId('asset-switch')).toHaveCount(0);
  const menu = page.getByRole('button', { name: 'Abrir la navegación' });
  await menu.click();
  const nav = page.getByTestId('main-nav');
  await expect(nav.getByRole('link', { name: 'Resumen', exact: true })).toBeVisible();
  await expect(page.getByTestId('nav-switches').getByTestId('asset-switch')).toBeVisible();
  await expectAccessible(page);
  await nav.getByRole('link', { name: 'Resumen', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('main-nav')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abrir la navegación' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expectAccessible(page);
});

test('the demo-request toast leaves the header buttons uncovered', async ({ page }) => {
  await page.goto('/landing/en');
  await waitForHydration(page.getByTestId('header-demo'));
  await page.getByTestId('header-demo').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^First name/).fill('Carla');
  await dialog.getByLabel(/^Last name/).fill('Mejía');
  await dialog.getByLabel(/^Company/).fill('Flores del Sur');
  await dialog.getByLabel(/^Email/).fill('carla@floresdelsur.example');
  await dialog.getByRole('button', { name: /send/i }).click();
  const toast = page.getByText('Your request has been sent successfully.');
  await expect(toast).toBeVisible();
  const toastBox = await toast.boundingBox();
  const headerBox = await page.getByTestId('landing-header').boundingBox();
  expect(toastBox && headerBox && toastBox.y > headerBox.y + headerBox.height).toBe(true);
  await expectAccessible(page);
});

test('at 1280 px the hero keeps no empty line under its headline', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/landing/en');
  const headline = await page.locator('h1').boundingBox();
  const subtitle = await page.getByText(/Cobertura brings your exposures/).boundingBox();
  // The typed phrase fits one line in English: the subtitle follows within the stack's gap.
  expect(headline && subtitle && subtitle.y - (headline.y + headline.height)).toBeLessThan(40);
  await expectAccessible(page);
});
