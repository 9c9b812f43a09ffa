import { LoginPage } from '../pages/login-page.ts';
import { RegisterPage } from '../pages/register-page.ts';
import { api, apiSignIn, waitForMail } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test('register, verify by mail, staff activation, sign in, consent gate, accept, Home', async ({ page }) => {
  const user = { username: 'sofia.r', email: 'sofia@exportadora.example', password: 'Mango&Lime-2031' };
  await new RegisterPage(page).register(user);
  await expect(page.getByText('User registered. Verify your email to continue.')).toBeVisible();
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/login/, { timeout: 8_000 });
  await expectAccessible(page);

  const mail = await waitForMail(user.email, /verify\?token=/);
  const link = /(http:\/\/[^\s]+\/api\/account\/verify\?token=[\w-]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/login\?verified=1/);
  await expectAccessible(page);

  const admin = await apiSignIn('admin');
  const pending = await api('/api/admin/users?status=pending', { token: admin.access });
  const id = pending.json.items.find((u: { username: string }) => u.username === user.username).pk_idusers;
  expect((await api(`/api/admin/users/${id}/activate`, { token: admin.access, method: 'POST' })).status).toBe(
    200,
  );
  // The wait for activation said "we will let you know": a mail, in the language they registered in.
  const activated = await waitForMail(user.email, /Our staff have activated your Cobertura account/);
  expect(activated).not.toContain('Hola');

  const login = new LoginPage(page);
  await login.signIn(user.username, user.password);
  await expect(page).toHaveURL(/\/edit-user/);
  await expect(page.getByText('(pending information)')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/markets');
  await expect(page).toHaveURL(/\/edit-user/);

  await page.getByRole('checkbox', { name: /data-protection|habeas/i }).check();
  await page.getByRole('button', { name: /save/i }).click();
  // Once consent is saved the app goes on to Home by itself.
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByText('Overview').first()).toBeVisible();
  await expect(page.getByText('(pending information)')).toHaveCount(0);
  await expectAccessible(page);
});
