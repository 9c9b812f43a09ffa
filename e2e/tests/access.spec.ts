import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test('a role-5 user opening /markets lands on its first allowed screen', async ({ page }) => {
  await openSignedIn(page, 'viewer', '/markets');
  await expect(page).toHaveURL(/\/home$/);
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Optimizer' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Markets' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a 401 from the API signs the user out', async ({ page }) => {
  await openSignedIn(page, 'treasury', '/home');
  await expect(page.getByRole('link', { name: 'Markets' }).first()).toBeVisible();
  await expectAccessible(page);
  await page.route('**/api/**', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"error":{"code":"UNAUTHENTICATED","message":"x"}}',
    }),
  );
  await page.goto('/data');
  await expect(page).toHaveURL(/\/landing\/es/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('button', { name: /Request a demo|Solicitar una demo/ }).first()).toBeVisible();
  await expectAccessible(page);
});

test('unknown paths go to the overview', async ({ page }) => {
  await openSignedIn(page, 'treasury', '/no/such/screen');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test("signing out opens the Spanish landing route in the user's own language, and keeps it", async ({
  page,
}) => {
  await openSignedIn(page, 'treasury', '/home');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/landing\/es$/);
  await expect(page.getByRole('button', { name: 'Request a demo' }).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expectAccessible(page);
});
