import { expect, test } from '@playwright/test';

for (const [lang, texts] of Object.entries({
  en: { demo: 'Request a demo', sent: 'Your request has been sent successfully.' },
  es: { demo: 'Solicitar una demo', sent: 'Su solicitud ha sido enviada con éxito.' },
})) {
  test(`landing page in ${lang}: sections, scrolled header, demo request`, async ({ page }) => {
    await page.goto(`/landing/${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const id of ['products', 'platform', 'about']) await expect(page.locator(`#${id}`)).toBeAttached();
    const header = page.locator('header').first();
    await expect(header).not.toHaveAttribute('data-scrolled', 'true');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');

    await page.getByRole('button', { name: texts.demo }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /send|enviar/i }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await dialog.getByLabel(/^(First name|Nombre)/).fill('Carla');
    await dialog.getByLabel(/^(Last name|Apellido)/).fill('Mejía');
    await dialog.getByLabel(/^(Company|Empresa)/).fill('Flores del Sur');
    await dialog.getByLabel(/^(Email|Correo)/).fill('carla@floresdelsur.example');
    await dialog.getByRole('button', { name: /send|enviar/i }).click();
    await expect(page.getByText(texts.sent)).toBeVisible();
  });
}
