import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { LoginPage } from '../pages/login-page.ts';
import { TwoFactorCard } from '../pages/profile-page.ts';
import { api, DEMO_PASSWORD, openSignedIn } from '../support/api.ts';

/** The code an authenticator app shows now (RFC 6238 defaults). */
const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/** Waits for the next 30-second step: each code is accepted once. */
const nextStep = () => new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));

test.describe('two-factor sign-in', () => {
  test.setTimeout(150_000);

  test('a user turns it on in Profile, signs out, and signs in with the code', async ({ page }) => {
    await openSignedIn(page, 'desk', '/profile');
    const card = new TwoFactorCard(page);
    const secret = await card.startSetUp();
    const recovery = await card.confirm(codeOf(secret));
    expect(new Set(recovery).size).toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(card.card.getByText('On', { exact: true })).toBeVisible();

    await page.goto('/logout');
    await nextStep();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('desk', DEMO_PASSWORD);
    await login.enterCode(codeOf(secret));
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });

    // Turned off again through the API (a new step's code), so other tests sign desk in as before.
    await nextStep();
    const first = await api('/api/auth/login', {
      method: 'POST',
      body: { username: 'desk', password: DEMO_PASSWORD },
    });
    const pair = await api('/api/auth/two-factor', {
      method: 'POST',
      body: { challenge: first.json.challenge, code: recovery[0] },
    });
    const off = await api('/api/user/two-factor/disable', {
      method: 'POST',
      token: pair.json.access,
      body: { code: codeOf(secret) },
    });
    expect(off.status).toBe(204);
  });
});
