import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { LoginPage } from '../pages/login-page.ts';
import { TwoFactorCard } from '../pages/profile-page.ts';
import { api, DEMO_PASSWORD, openSignedIn } from '../support/api.ts';

/** The code an authenticator app shows `inMs` from now (RFC 6238 defaults). */
const codeOf = (secret: string, inMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + inMs,
  });
/** A mistyped code: the one the app will show in ten minutes, wrong now. */
const mistypedCodeOf = (secret: string) => codeOf(secret, 10 * 60_000);

/** Waits for the next 30-second step: each code is accepted once. */
const nextStep = () => new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));

test.describe('two-factor sign-in', () => {
  test.setTimeout(150_000);

  test('a user turns it on in Profile, mistyping once, signs in with the code, and turns it off', async ({
    page,
  }) => {
    await openSignedIn(page, 'desk', '/profile');
    const card = new TwoFactorCard(page);
    const secret = await card.startSetUp();
    // A mistyped code says so and keeps the form: it does not sign the user out.
    const mistyped = mistypedCodeOf(secret);
    await card.submitCode(mistyped, 'Turn on');
    await expect(card.failure).toHaveText(
      'That code is not right. Enter the 6-digit code your authenticator app shows now.',
    );
    await expect(page).toHaveURL(/\/profile$/);
    await expect(card.codeInput).toHaveValue(mistyped);
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

    // Turning it off with a mistyped code is refused there and then; the user stays signed in.
    await page.goto('/profile');
    await card.submitCode(mistypedCodeOf(secret), 'Turn off');
    await expect(card.failure).toContainText('That code is not right.');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(card.card.getByText('On', { exact: true })).toBeVisible();
    // Turned off with a new step's code, so other tests sign desk in as before.
    await nextStep();
    await card.submitCode(codeOf(secret), 'Turn off');
    await expect(card.card.getByText('Off', { exact: true })).toBeVisible();
    expect(
      (await api('/api/auth/login', { method: 'POST', body: { username: 'desk', password: DEMO_PASSWORD } }))
        .json.access,
    ).toBeDefined();
  });
});
