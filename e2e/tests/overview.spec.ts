import { OVERVIEW_DEFAULT_VALUES } from '@cobertura/contracts';
import { E2E_BASE_URL } from '../e2e-env.ts';
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
