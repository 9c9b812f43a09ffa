import { api, apiSignIn, openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

/** The portfolio's budget rate for USDCOP as the API answers it, printed to the peso's hundredth. */
async function budgetOf(username: string, portfolio: string): Promise<string> {
  const { access } = await apiSignIn(username);
  const companies = (await api('/api/companies', { token: access })).json as {
    portfolios: { pk_idportfolio: number; portfolio_name: string }[];
  }[];
  const id = companies
    .flatMap((c) => c.portfolios)
    .find((p) => p.portfolio_name === portfolio)?.pk_idportfolio;
  const book = await api(`/api/optimizer/open_exposure?portfolio_id=${id}&asset=USDCOP`, { token: access });
  const rate = (book.json as { budget_rate: number }).budget_rate;
  return rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

test("the Optimizer opens on the user's book and its budget; a forward at the budget does not beat it", async ({
  page,
}, testInfo) => {
  // A simulation on the book's open months.
  test.slow();
  await openSignedIn(page, 'admin', '/optimizer');
  await expect(page.getByTestId('optimizer-asset')).toHaveValue('USDCOP');
  // Nothing chosen yet: the first portfolio of the user's holding the pair, its book and budget rate.
  await expect(page.getByTestId('optimizer-portfolio')).toHaveValue('Imports Colombia');
  const schedule = page.getByTestId('optimizer-book-schedule');
  // The demo importer's payables to come, less its hedges: every month has a row.
  await expect(schedule.locator('tbody tr').first()).toBeVisible();
  expect(await schedule.locator('tbody tr').count()).toBeGreaterThan(3);
  await expect(schedule).toContainText(/settlements? left open/);
  await expect(page.getByRole('radio', { name: 'Buying (an importer)' })).toBeChecked();
  const budget = await budgetOf('admin', 'Imports Colombia');
  await expect(page.getByText(`The portfolio's budget rate, ${budget} COP per USD:`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('optimizer-book-en-light.png'), fullPage: true });
  await expectAccessible(page);

  // The forward pays no premium: at the forward it costs nothing, and the screen says why.
  await page.getByTestId('optimizer-next').click();
  await page.getByTestId('optimizer-next').click();
  await page.getByTestId('optimizer-calculate').click();
  await expect(page.getByTestId('optimizer-cost').first()).toHaveText('0.00');
  await expect(page.getByTestId('optimizer-forward-note')).toContainText('A forward pays no premium');
  const forward = await page.getByTestId('optimizer-strike-0-0').inputValue();
  await page.getByTestId('optimizer-next').click();
  await expect(page.getByTestId('optimizer-budget-note')).toContainText(
    `against the portfolio's budget rate, ${budget}`,
  );

  // A budget typed at the forward's own rate (the steps wrap to the first): said to be typed, and
  // the forward only meets it.
  await page.getByTestId('optimizer-next').click();
  await page.getByTestId('optimizer-budget').fill(forward);
  await expect(page.getByText(`A typed budget, not the portfolio's (${budget} COP per USD)`)).toBeVisible();
  await page.getByTestId('optimizer-next').click();
  await page.getByTestId('optimizer-next').click();
  await page.getByTestId('optimizer-calculate').click();
  await expect(page.getByTestId('optimizer-cost').first()).toHaveText('0.00');
  await page.getByTestId('optimizer-next').click();
  await expect(page.getByTestId('optimizer-budget-note')).toContainText('typed in step 1');
  await page.getByTestId('optimizer-paths').fill('1000');
  await page.getByTestId('optimizer-simulate').click();
  await page.getByTestId('optimizer-accept').click();
  const forwardRow = page.getByTestId('optimizer-figures').locator('tbody tr').nth(1);
  await expect(forwardRow).toContainText('Forward');
  await expect(forwardRow.getByTestId('optimizer-beat-budget')).toHaveText('0.0 %');

  // The choice is kept: the next visit reads the same book, in Spanish and dark this time.
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'es');
    localStorage.setItem('cobertura-color-scheme', 'dark');
  });
  await page.reload();
  await expect(page.getByTestId('optimizer-portfolio')).toHaveValue('Imports Colombia');
  await expect(page.getByTestId('optimizer-book-schedule')).toContainText('Por cubrir');
  await page.screenshot({ path: testInfo.outputPath('optimizer-book-es-dark.png'), fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Escribir un calendario' }).click();
  await expect(page.getByTestId('optimizer-count')).toBeVisible();
});
