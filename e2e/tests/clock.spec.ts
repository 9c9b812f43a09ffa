import { LoginPage } from '../pages/login-page.ts';
import { DEMO_PASSWORD } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

for (const minutesAhead of [30, 65]) {
  test(`signing in works on a computer whose clock runs ${minutesAhead} minutes ahead of the server`, async ({
    page,
  }) => {
    await page.clock.install({ time: Date.now() + minutesAhead * 60_000 });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
    });

    const login = new LoginPage(page);
    await login.goto();
    await expectAccessible(page);
    await login.signIn('treasury', DEMO_PASSWORD);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    const nav = page.getByTestId('main-nav');
    await expect(nav.getByRole('link', { name: 'Markets' })).toBeVisible();
    await nav.getByRole('link', { name: 'Tools' }).click();
    await expect(page.getByTestId('tools-page')).toBeVisible();
    await expectAccessible(page);
    // Fresh tokens are fresh on the server's clock: nothing to refresh.
    expect(refreshes).toEqual([]);
  });
}
