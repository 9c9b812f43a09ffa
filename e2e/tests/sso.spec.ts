import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';

test.describe('single sign-on', () => {
  test('signs in through the enterprise OpenID provider and lands signed in', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(page.getByTestId('sso-google')).toHaveCount(0);
    await page.getByRole('link', { name: 'Enterprise single sign-on' }).click();
    // The provider's own sign-in and consent pages.
    await page.locator('input[name="login"]').fill('e2e-treasury');
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    // Back through /oidc/callback/ and the login's code exchange, into the app.
    await expect(page).not.toHaveURL(/\/login|\/oidc\/callback/, { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('refresh'))).toBeTruthy();
  });

  test('a callback without its code goes back to the login with the spec text', async ({ page }) => {
    await page.goto('/oidc/callback/?state=only');
    await expect(page.getByTestId('login-error')).toHaveText('Missing code or state');
  });

  test('a callback with a state the platform never issued is refused with the spec text', async ({
    page,
  }) => {
    await page.goto('/oidc/callback/?code=abc&state=not-issued');
    await expect(page.getByTestId('login-error')).toContainText('Failed to exchange code: ');
  });
});
