import { OVERVIEW_DEFAULT_VALUES } from '@cobertura/contracts';
import { E2E_BASE_URL } from '../e2e-env.ts';
import { OverviewPage } from '../pages/overview-page.ts';
import { api, apiSignIn, openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test('Overview shows the 20 default instruments and a new price reaches them without a reload', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, 'treasury', '/overview');
  const cards = page.getByTestId('overview-cards').locator('[data-testid^="quote-"][data-last]');
  await expect(cards).toHaveCount(20);
  const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  expect(ids).toEqual(OVERVIEW_DEFAULT_VALUES.map((id) => `quote-${id}`));
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  await expect(page.getByTestId('quote-simulated').first()).toBeVisible();

  // Staff import a new close of EURUSD for its latest day: the price feed sends it to the open page.
  // (The demo ticker moves prices on weekdays only, so the test does not wait for it.)
  await importClose('EURUSD', LIVE_CLOSE);
  await expect(page.getByTestId('quote-EURUSD')).toHaveAttribute('data-last', String(LIVE_CLOSE));
  await page.screenshot({ path: testInfo.outputPath('overview-en-light.png') });
  await expectAccessible(page);
});

test("The executive viewer reads the company's position from Home, in Spanish: every amount with its currency, breaches in words", async ({
  page,
}, testInfo) => {
  await openSignedIn(page, 'viewer', '/home', 'es');
  // Home's promise, and the tile that keeps it.
  const tile = page.getByRole('main').getByRole('link', { name: /Resumen/ });
  await expect(tile).toContainText('Las posiciones de su compañía');
  await tile.click();
  await expect(page).toHaveURL(/\/$|\/overview/);
  const overview = new OverviewPage(page);
  await overview.expectPosition();
  await expect(page.getByTestId('position-valued')).toContainText('Demo Company A');
  await expect(page.getByTestId('position-currency')).toHaveValue('USD');
  for (const figure of ['exposure', 'required', 'm2m', 'var']) await overview.expectUnits(figure);
  await expect(overview.position.getByTestId('total-m2m')).toContainText(/^USD\s/);
  // The viewer has no screen that explains a figure: figures are text, not links.
  await expect(overview.position.getByRole('link')).toHaveCount(0);
  // A breach is said in words (and shown in red); the demo's Brent purchases are hedged under their program.
  const breaches = overview.position.getByTestId('breach');
  await expect(breaches.first()).toContainText(/por debajo de la banda|sigue abierta/);
  await expect(overview.position.getByTestId('total-breaches')).toContainText('incumplimiento');
  // The money in another currency of the company: pesos.
  await page.getByTestId('position-currency').click();
  await page.getByRole('option', { name: 'COP', exact: true }).click();
  await expect(page).toHaveURL(/currency=COP/);
  await expect(overview.position.getByTestId('total-m2m')).toContainText(/^COP\s/);
  for (const figure of ['m2m', 'var']) await overview.expectUnits(figure);
  await expect(page.getByTestId('overview-cards').locator('[data-last]')).toHaveCount(20);
  await page.screenshot({ path: testInfo.outputPath('overview-viewer-es.png'), fullPage: true });
  await expectAccessible(page);
});

test("A treasurer's position figures open the screen that explains them", async ({ page }) => {
  await openSignedIn(page, 'treasury', '/overview');
  const overview = new OverviewPage(page);
  await overview.expectPosition();
  const colombia = overview.position.locator('[data-testid^="position-row-"][data-testid$="-USDCOP"]');
  await expect(colombia.getByTestId('position-exposure')).toHaveAttribute('href', /\/data\?view=exposures&/);
  const m2m = colombia.getByTestId('position-m2m');
  await expect(m2m).toHaveAttribute('href', '/analytics');
  // The figures as links, in light and dark.
  await expectAccessible(page);
  await m2m.click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByTestId('valuation-group').first()).toContainText('USDCOP', { timeout: 60_000 });
  await expect(page.getByTestId('valuation-group').first()).toContainText('Imports Colombia');
  await expectAccessible(page);
});

/** A close no seeded series holds, so that the card can only show it once it arrived live. */
const LIVE_CLOSE = 1.13579;

/** Imports `close` as the instrument's price on its latest stored day, as staff would. */
async function importClose(instrument: string, close: number): Promise<void> {
  const { access } = await apiSignIn('admin');
  const moves = await api('/api/markets/moves?type=currency', { token: access });
  const latest = (moves.json as { instrument: { id: string }; observation_date: string }[]).find(
    (move) => move.instrument.id === instrument,
  );
  expect(latest).toBeDefined();
  const form = new FormData();
  const file = `instrument,contract,date,close\n${instrument},,${latest!.observation_date},${close}\n`;
  form.append('file', new Blob([file], { type: 'text/csv' }), 'prices.csv');
  const response = await fetch(`${E2E_BASE_URL}/api/markets/prices/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
