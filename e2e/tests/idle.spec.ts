import { api, openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

const MINUTE = 60_000;

test('an idle hour signs every tab out, on the server too; work in any tab keeps them all', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await openSignedIn(page, 'treasury', '/home');
  await expect(page.getByRole('link', { name: 'Markets' }).first()).toBeVisible();
  const access = await page.evaluate(() => localStorage.getItem('access') ?? '');
  // A second tab of the same session.
  const other = await context.newPage();
  await other.goto('/markets');
  await expect(other.getByTestId('main-nav')).toBeVisible();

  // The user works in the second tab: the first is idle, the session is not.
  await page.clock.fastForward(40 * MINUTE);
  await other.mouse.move(200, 200);
  await other.mouse.move(220, 240);
  await page.clock.fastForward(40 * MINUTE);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('idle-modal')).toHaveCount(0);

  // An hour after that, every tab is signed out and says why; no Accept is needed for it.
  await page.clock.fastForward(21 * MINUTE);
  for (const tab of [page, other]) {
    await expect(tab).toHaveURL(/\/login\?idle=1$/);
    await expect(tab.getByText('Session disconnected due to inactivity')).toBeVisible();
  }
  await expectAccessible(page);
  // The session has ended on the server: its token opens nothing, and a reload stays signed out.
  await expect.poll(async () => (await api('/api/user', { token: access })).status).toBe(401);
  await other.reload();
  await expect(other).toHaveURL(/\/login/);
  await expect(other.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('idle-modal')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
});
