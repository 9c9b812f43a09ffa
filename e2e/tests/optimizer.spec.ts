import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test('the Optimizer takes a treasurer through its four steps to a seeded simulation and the frontier', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, 'treasury', '/optimizer');
  await expect(page.getByTestId('optimizer-asset')).toHaveValue('USDCOP');
  await page.getByTestId('optimizer-next').click();
  await page.getByText('Conservative', { exact: true }).click();
  await expect(page.getByTestId('optimizer-proposed')).toContainText('COLLAR');
  await page.getByTestId('optimizer-next').click();
  const strategies = page.getByTestId('optimizer-strategy');
  await expect(strategies.first()).toBeVisible();
  const count = await strategies.count();
  expect(count).toBeGreaterThan(2);
  await page.getByTestId('optimizer-calculate').click();
  await expect(page.getByTestId('optimizer-cost').first()).not.toHaveText('—');
  await page.getByTestId('optimizer-next').click();
  await page.getByTestId('optimizer-paths').fill('2000');
  await page.getByTestId('optimizer-seed').fill('20261125');
  await page.getByTestId('optimizer-simulate').click();
  // The busy modal says how the run ended and stays until Accept.
  await expect(page.getByTestId('optimizer-busy-message')).toHaveText(
    'Simulation finished: 2,000 paths, seed 20261125.',
  );
  await page.getByTestId('optimizer-accept').click();
  await expect(page.getByTestId('optimizer-busy')).toBeHidden();
  await expect(page.getByTestId('optimizer-figures').locator('tbody tr')).toHaveCount(count + 1);
  await expect(page.getByTestId('optimizer-run-note')).toContainText('seed 20261125');
  await expect(page.getByTestId('optimizer-frontier')).toBeVisible();
  // The seed stays for the next run (the demo ticker moves prices between runs, so figures may too).
  await page.getByTestId('optimizer-simulate').click();
  await page.getByTestId('optimizer-accept').click();
  await expect(page.getByTestId('optimizer-busy')).toBeHidden();
  await expect(page.getByTestId('optimizer-run-note')).toContainText('seed 20261125');
  await page.screenshot({ path: testInfo.outputPath('optimizer-en-light.png'), fullPage: true });
  await expectAccessible(page);

  // Book it: the collar as draft hedges of Imports Colombia, reviewed and saved in My Data.
  const book = page.getByTestId('optimizer-book');
  await book.getByLabel('Strategy').click();
  await page.getByRole('option', { name: 'COLLAR', exact: true }).click();
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
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('cobertura-color-scheme', 'dark'));
  await openSignedIn(page, 'viewer', '/optimizer', 'es');
  await expect(page.getByRole('heading', { name: 'Optimizador' })).toBeVisible();
  await page.getByTestId('optimizer-next').click();
  await page.getByTestId('optimizer-next').click();
  await expect(page.getByTestId('optimizer-strategy').first()).toBeVisible();
  await page.getByTestId('optimizer-calculate').click();
  await expect(page.getByTestId('optimizer-cost').first()).not.toHaveText('—');
  await page.getByTestId('optimizer-next').click();
  await page.getByTestId('optimizer-paths').fill('1000');
  await page.getByTestId('optimizer-simulate').click();
  await expect(page.getByTestId('optimizer-busy-message')).toContainText('Simulación terminada');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByTestId('optimizer-busy')).toBeHidden();
  await expect(page.getByTestId('optimizer-figures')).toContainText('Sin cobertura');
  await expect(page.getByTestId('optimizer-book')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('optimizer-es-dark.png'), fullPage: true });
  await expectAccessible(page);
});
