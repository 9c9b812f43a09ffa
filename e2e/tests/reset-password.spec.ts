import { LoginPage } from '../pages/login-page.ts';
import { ResetPasswordPage } from '../pages/reset-page.ts';
import { api, apiSignIn, DEMO_PASSWORD, waitForMail } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test('reset the password with the code received by mail, then sign in with it', async ({ page }) => {
  const reset = new ResetPasswordPage(page);
  await reset.requestCode('desk@demo.example');
  await expect(page.getByText('Code successfully sent to registered email')).toBeVisible();
  const code = /reset code is (\d{6})/.exec(
    await waitForMail('desk@demo.example', /reset code is \d{6}/),
  )?.[1];
  expect(code).toMatch(/^\d{6}$/);

  await reset.setPassword(code!, 'weakpassword');
  await expect(page.getByText('Password does not meet all requirements')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByLabel('Code')).toHaveValue(code!);

  await reset.setPassword(code!, 'Harbor!Lights88');
  await expect(page.getByText('Reset password successful, we will redirect you to login.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 8_000 });
  await new LoginPage(page).signIn('desk', 'Harbor!Lights88');
  await expect(page).toHaveURL(/\/analyticsBeta/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Back to the demo password, so later tests sign desk in as the seed says.
  const { access } = await apiSignIn('desk', 'Harbor!Lights88');
  const me = await api('/api/user', { token: access });
  const restored = await api('/api/user/setRessetPassword', {
    method: 'POST',
    token: access,
    body: {
      pk_idusers: me.json.pk_idusers,
      password_old: 'Harbor!Lights88',
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    },
  });
  expect(restored.status).toBe(200);
});
