import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

const TEXTS = {
  en: {
    required: 'Accept the data protection policy to continue',
    saved: 'Your profile was saved.',
    policy: 'Habeas Data',
  },
  es: {
    required: 'Acepte la política de protección de datos para continuar',
    saved: 'Su perfil fue guardado.',
    policy: 'Habeas Data',
  },
} as const;

for (const [lang, texts] of Object.entries(TEXTS)) {
  test(`a user with consent pending reads the policy before consenting (${lang})`, async ({ page }) => {
    await openSignedIn(page, 'newuser', '/edit-user', lang as 'en' | 'es');
    await expect(page).toHaveURL(/\/edit-user$/);

    // Saving without the consent box says why and claims nothing (and sends nothing).
    let updates = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/update')) updates += 1;
    });
    await page.getByTestId('profile-save').click();
    await expect(page.getByText(texts.required)).toBeVisible();
    await expect(page.getByText(texts.saved)).toHaveCount(0);
    expect(updates).toBe(0);
    await expectAccessible(page);

    // The policy opens over the form and can be accepted from there.
    await page.getByTestId('habeas-link').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('catalog-document')).toContainText(texts.policy);
    await expectAccessible(page);
    await dialog.getByTestId('habeas-accept').click();
    await expect(page.getByTestId('habeas-checkbox')).toBeChecked();

    // Its own address is not turned back by the consent gate either.
    await page.goto('/Habeas');
    await expect(page).toHaveURL(/\/Habeas$/);
    await expect(page.getByTestId('catalog-document')).toContainText(texts.policy);
    await expectAccessible(page);
  });
}
