import { AdminPage } from '../pages/admin-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { openSignedIn, waitForMail } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test('staff invite a person by mail; the link sets their password signed out, once; they sign in', async ({
  page,
  browser,
}) => {
  const person = {
    email: 'camila.rojas@exportadora.example',
    username: 'camila.rojas',
    firstName: 'Camila',
    lastName: 'Rojas',
    role: 'Trading desk',
  };
  await openSignedIn(page, 'admin', '/admin');
  const admin = new AdminPage(page);
  await admin.chooseCompany('Demo Company B');
  await expectAccessible(page);
  await admin.invite(person);
  const row = page.getByTestId(`member-${person.username}`);
  await expect(row).toContainText('Invitation sent');
  await expectAccessible(page);

  const mail = await waitForMail(person.email, /set_password\/\d+\?token=/);
  const link = /(http:\/\/[^\s]+\/set_password\/\d+\?token=[\w-]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();

  // The invited person is signed out, in a browser of their own.
  const theirs = await browser.newContext();
  const invited = await theirs.newPage();
  await invited.goto(link!);
  await expect(invited.getByTestId('set-password-invitation')).toBeVisible();
  await expectAccessible(invited);
  await invited.getByLabel('New password', { exact: true }).fill('Cafetal#Norte-58');
  await invited.getByLabel('Confirm new password').fill('Cafetal#Norte-58');
  await invited.getByRole('button', { name: 'Change password' }).click();
  await expect(invited).toHaveURL(/\/login\?invited=1/);
  await expect(invited.getByTestId('login-invited')).toBeVisible();
  await expectAccessible(invited);

  // The link works once, and says so as soon as it opens again: no password form to fill in vain.
  await invited.goto(link!);
  await expect(invited.getByTestId('set-password-spent')).toContainText(
    'This invitation link has been used: your password is set.',
  );
  await expect(invited.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expectAccessible(invited);

  await new LoginPage(invited).goto();
  await new LoginPage(invited).signIn(person.username, 'Cafetal#Norte-58');
  // Their own consent to the data-protection terms is still to be given.
  await expect(invited).toHaveURL(/\/edit-user/);
  await expectAccessible(invited);
  await theirs.close();

  await page.reload();
  await admin.chooseCompany('Demo Company B');
  await expect(page.getByTestId(`member-${person.username}`)).toContainText('Active');
  await expectAccessible(page);
});
