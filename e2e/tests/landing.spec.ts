import { expect, expectAccessible, test } from '../support/axe.ts';

for (const [lang, texts] of Object.entries({
  en: { demo: 'Request a demo', sent: 'Your request has been sent successfully.' },
  es: { demo: 'Solicitar una demo', sent: 'Su solicitud ha sido enviada con éxito.' },
})) {
  test(`landing page in ${lang}: sections, scrolled header, demo request`, async ({ page }) => {
    await page.goto(`/landing/${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const id of ['products', 'platform', 'about']) await expect(page.locator(`#${id}`)).toBeAttached();
    await expectAccessible(page);
    const header = page.locator('header').first();
    await expect(header).not.toHaveAttribute('data-scrolled', 'true');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');

    await page.getByRole('button', { name: texts.demo }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /send|enviar/i }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel(/^(First name|Nombre)/).fill('Carla');
    await dialog.getByLabel(/^(Last name|Apellido)/).fill('Mejía');
    await dialog.getByLabel(/^(Company|Empresa)/).fill('Flores del Sur');
    await dialog.getByLabel(/^(Email|Correo)/).fill('carla@floresdelsur.example');
    await dialog.getByRole('button', { name: /send|enviar/i }).click();
    await expect(page.getByText(texts.sent)).toBeVisible();
  });
}

test('the Spanish landing page opened directly is Spanish in every section before any scroll', async ({
  page,
}) => {
  // An English visitor (the language stored from an earlier visit) follows a link to /landing/es.
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/landing/es');
  await expect(page.getByTestId('landing-header')).toContainText('Productos');
  await expect(page.getByTestId('landing-header')).toContainText('Iniciar sesión');
  for (const [id, text] of Object.entries({
    products: 'Todo lo que un equipo de tesorería',
    platform: 'Vea todo su libro',
    about: 'Especialistas en tesorería',
  })) {
    await expect(page.locator(`#${id}`)).toContainText(text);
  }
  await expect(page.getByText('¿Listo para ver su exposición con claridad?')).toBeVisible();
  await expect(page.locator('footer')).toContainText('Coberturas de divisas y materias primas');
  for (const english of ['Products', 'Log in', 'Start free trial', 'Ready to see your exposure clearly?']) {
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  }
  await expectAccessible(page);
});
