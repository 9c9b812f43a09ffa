import type { Page, TestInfo } from '@playwright/test';
import { openSignedIn, openSpanishDark } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

/** A whole-page picture from the top (a fixed header drawn mid-page otherwise). */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
}

test('the Optimizer takes a treasurer through its four steps to a seeded simulation and the frontier', async ({
  page,
}, testInfo) => {
  // Two simulations and a back-test on twenty years of history.
  test.slow();
  await openSignedIn(page, 'treasury', '/optimizer');
  await expect(page.getByTestId('optimizer-asset')).toHaveValue('USDCOP');
  await page.getByTestId('optimizer-next').click();
  await page.getByText('Conservative', { exact: true }).click();
  await expect(page.getByTestId('optimizer-proposed')).toContainText('Collar');
  await page.getByTestId('optimizer-next').click();
  const strategies = page.getByTestId('optimizer-strategy');
  await expect(strategies.first()).toBeVisible();
  const count = await strategies.count();
  expect(count).toBeGreaterThan(2);
  await page.getByTestId('optimizer-calculate').click();
  await expect(page.getByTestId('optimizer-cost').first()).not.toHaveText('—');

  // A bank quotes the collar at zero cost: its sold put where the collar costs nothing, as banks
  // quote it, then the quote checked against fair value on today's market.
  const collar = strategies.filter({ has: page.getByRole('cell', { name: 'Collar', exact: true }) });
  await collar.getByRole('button', { name: 'Zero cost' }).click();
  await expect(page.getByTestId('optimizer-cost').first()).toHaveText('—');
  await page.getByTestId('optimizer-calculate').click();
  await expect(page.getByTestId('optimizer-cost').first()).not.toHaveText('—');
  const quote = page.getByTestId('optimizer-quote');
  await quote.getByTestId('optimizer-quote-strategy').click();
  await page.getByRole('option', { name: 'Collar', exact: true }).click();
  await quote.getByTestId('optimizer-quote-zero').click();
  await expect(quote.getByTestId('optimizer-quote-premium')).toHaveValue('0');
  await quote.getByTestId('optimizer-quote-check').click();
  await expect(quote.getByTestId('optimizer-quote-verdict')).toHaveText(/^A fair quote: within 10 bp/);
  await expect(quote.getByTestId('optimizer-quote-bps')).toHaveText(/ bp$/);
  await screenshot(page, testInfo, 'optimizer-step3-en-light.png');
  await expectAccessible(page);

  await page.getByTestId('optimizer-next').click();
  await page.getByTestId('optimizer-paths').fill('2000');
  await page.getByTestId('optimizer-seed').fill('20261125');
  await page.getByTestId('optimizer-simulate').click();
  // The busy modal says how the run ended and stays until Accept.
  await expect(page.getByTestId('optimizer-busy-message')).toHaveText(
    'Simulation finished: 2,000 paths, run 20261125.',
  );
  await page.getByTestId('optimizer-accept').click();
  await expect(page.getByTestId('optimizer-busy')).toBeHidden();
  await expect(page.getByTestId('optimizer-figures').locator('tbody tr')).toHaveCount(count + 1);
  await expect(page.getByTestId('optimizer-run-note')).toContainText('run 20261125');
  await expect(page.getByTestId('optimizer-frontier')).toBeVisible();

  // The same strategies on history, each read under its simulated figures.
  await page.getByTestId('optimizer-backtest').click();
  await expect(page.getByTestId('optimizer-backtest-note')).toContainText(
    /History: [\d,]+ weekly starts from/,
    {
      timeout: 90_000,
    },
  );
  const figures = page.getByTestId('optimizer-figures');
  await expect(figures.locator('tbody tr[data-source="history"]')).toHaveCount(count + 1);
  await expect(figures.locator('tbody tr[data-source="simulation"]')).toHaveCount(count + 1);
  await screenshot(page, testInfo, 'optimizer-step4-en-light.png');
  await expectAccessible(page);

  // The run just made is in the history, and reopens as it was answered.
  await page.getByTestId('optimizer-past-runs').click();
  await page
    .getByRole('option', { name: /run 20261125 · Forward, / })
    .first()
    .click();
  await expect(page.getByTestId('optimizer-reopened')).toContainText('reopened as it was answered');
  await expect(page.getByTestId('optimizer-run-note')).toContainText('2,000 paths, run 20261125');
  await expect(page.getByTestId('optimizer-book')).toHaveCount(0);
  // The seed stays for the next run (the demo ticker moves prices between runs, so figures may too).
  await page.getByTestId('optimizer-simulate').click();
  await page.getByTestId('optimizer-accept').click();
  await expect(page.getByTestId('optimizer-busy')).toBeHidden();
  await expect(page.getByTestId('optimizer-reopened')).toHaveCount(0);
  await expect(page.getByTestId('optimizer-run-note')).toContainText('run 20261125');

  // Book it: the collar as draft hedges of Imports Colombia, reviewed and saved in My Data.
  const book = page.getByTestId('optimizer-book');
  await book.getByLabel('Strategy').click();
  await page.getByRole('option', { name: 'Collar', exact: true }).click();
  await expect(page.getByTestId('optimizer-book-portfolio')).toHaveValue('Imports Colombia');
  await page.getByTestId('optimizer-book-drafts').click();
  await expect(page).toHaveURL(/\/data\?view=hedges/);
  // Twelve monthly settlements, two legs each; a settlement on the same business day is merged.
  await expect(page.getByTestId('book-drafts-added')).toContainText('draft hedges from the Optimizer');
  const added = Number((await page.getByTestId('book-drafts-added').innerText()).match(/\d+/)?.[0]);
  expect(added).toBeGreaterThanOrEqual(22);
  await expectAccessible(page);
  await page.getByTestId('book-save').click();
  await expect(page.getByTestId('save-finished')).toBeVisible();
});

test('the Optimizer in Spanish and dark for a viewer, who simulates too but books nothing', async ({
  page,
}, testInfo) => {
  // A simulation and a back-test on twenty years of history.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSpanishDark(page, 'viewer', '/optimizer');
  await expect(page.getByRole('heading', { name: 'Optimizador' })).toBeVisible();
  await page.getByTestId('optimizer-next').click();
  await page.getByTestId('optimizer-next').click();
  await expect(page.getByTestId('optimizer-strategy').first()).toBeVisible();
  await page.getByTestId('optimizer-calculate').click();
  await expect(page.getByTestId('optimizer-cost').first()).not.toHaveText('—');
  // A zero-cost forward quoted at its starting strike, checked in Spanish: the viewer's portfolio
  // schedule is two years of months at one strike, which starts at the par forward (the forwards
  // averaged by amount and discount factor), where the strip is worth nothing today: a fair quote.
  const quote = page.getByTestId('optimizer-quote');
  await quote.getByRole('button', { name: 'Cotización costo cero' }).click();
  await quote.getByRole('button', { name: 'Revisar la cotización' }).click();
  await expect(quote.getByTestId('optimizer-quote-verdict')).toHaveText(/^Una cotización justa:/);
  await expect(quote.getByTestId('optimizer-quote-bps')).toHaveText(/ pb$/);
  await screenshot(page, testInfo, 'optimizer-step3-es-dark.png');
  await expectAccessible(page);
  await page.getByTestId('optimizer-next').click();
  await page.getByTestId('optimizer-paths').fill('1000');
  await page.getByTestId('optimizer-simulate').click();
  await expect(page.getByTestId('optimizer-busy-message')).toContainText('Simulación terminada');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByTestId('optimizer-busy')).toBeHidden();
  await expect(page.getByTestId('optimizer-figures')).toContainText('Sin cobertura');
  await expect(page.getByTestId('optimizer-book')).toHaveCount(0);
  await page.getByRole('button', { name: 'Probar con el histórico' }).click();
  await expect(page.getByTestId('optimizer-backtest-note')).toContainText('inicios semanales', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('optimizer-figures')).toContainText('Histórico');
  await screenshot(page, testInfo, 'optimizer-step4-es-dark.png');
  await expectAccessible(page);
});
