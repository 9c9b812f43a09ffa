import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test('after an idle hour the session-disconnected modal shows, and Accept goes to sign-in', async ({
  page,
}) => {
  await page.clock.install();
  await openSignedIn(page, 'treasury', '/home');
  await expect(page.getByRole('link', { name: 'Markets' }).first()).toBeVisible();
  await expectAccessible(page);
  await page.clock.fastForward(59 * 60_000);
  await expect(page.getByText('Session disconnected due to inactivity')).toHaveCount(0);
  await page.clock.fastForward(2 * 60_000);
  await expect(page.getByText('Session disconnected due to inactivity')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page);
});
