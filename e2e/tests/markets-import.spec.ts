import { MarketsPage } from '../pages/markets-page.ts';
import { api, apiSignIn, openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

/** A close no seeded series holds, so that the table can only show it once imported. */
const IMPORTED_CLOSE = '1.23456';

test('staff imports a price file and the world table shows the new close', async ({ page }) => {
  const { access } = await apiSignIn('admin');
  const moves = await api('/api/markets/moves?type=currency', { token: access });
  const eurusd = (moves.json as { instrument: { id: string }; observation_date: string }[]).find(
    (move) => move.instrument.id === 'EURUSD',
  );
  expect(eurusd).toBeDefined();

  await openSignedIn(page, 'admin', '/markets?section=worldCurrencies');
  const markets = new MarketsPage(page);
  await expect(markets.field('moves-currency')).toBeVisible();
  await markets.field('price-import-open').click();
  const dialog = page.getByRole('dialog', { name: 'Import daily prices' });
  const template = page.waitForEvent('download');
  await markets.field('price-import-template').click();
  expect((await template).suggestedFilename()).toBe('Daily prices.xlsx');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `instrument,contract,date,close\nEURUSD,,${eurusd?.observation_date},${IMPORTED_CLOSE}\nNOPE,,2026-01-05,1\n`,
    ),
  });
  // A row of an unknown instrument is rejected with its reason, and nothing can be imported.
  await expect(markets.field('price-import-preview')).toContainText('Not an instrument of the catalogue.');
  await expect(markets.field('price-import-save')).toBeDisabled();
  await expectAccessible(page);

  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `instrument,contract,date,close\nEURUSD,,${eurusd?.observation_date},${IMPORTED_CLOSE}\n`,
    ),
  });
  await expect(markets.field('price-import-summary')).toContainText('0 to add, 1 to replace, 0 rejected');
  await markets.field('price-import-save').click();
  await expect(dialog).toBeHidden();
  await expect(markets.field('move-EURUSD')).toContainText(IMPORTED_CLOSE);
});

test('a treasurer sees no price import', async ({ page }) => {
  await openSignedIn(page, 'treasury', '/markets?section=worldCurrencies');
  const markets = new MarketsPage(page);
  await expect(markets.field('moves-currency')).toBeVisible();
  await expect(markets.field('price-import-open')).toHaveCount(0);
  await expectAccessible(page);
});
