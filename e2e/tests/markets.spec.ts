import { MarketsPage } from '../pages/markets-page.ts';
import { openSignedIn, openSpanishDark } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test.use({ viewport: { width: 1920, height: 1080 } });

test('a treasurer draws candles with RSI and MACD, compares in DIVIDE mode and reads the seasonality', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, 'treasury', '/markets');
  const markets = new MarketsPage(page);
  await markets.expectVisible();

  // Technical analysis is the default section; real EURUSD history has closes only: a line.
  const chart = markets.field('technical-chart');
  await expect(chart).toHaveAttribute('data-kind', 'line');
  await expect(markets.field('closes-only-note')).toBeVisible();
  await expect(markets.field('data-source')).toContainText('Federal Reserve H.10');

  // A commodity has OHLC bars: candles, with RSI (on by default) and MACD in panes below.
  await markets.choose('technical-instrument', 'BRENT');
  await expect(chart).toHaveAttribute('data-kind', 'candles');
  await markets.toggle('MACD');
  await expect(chart).toHaveAttribute('data-panes', 'rsi,macd');
  await expect(markets.canvasOf('technical-chart')).toBeVisible();
  await expect(markets.field('simulated-badge').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Charts by TradingView' })).toBeVisible();
  await expect(markets.field('legend-saved')).not.toHaveText('Saved: —');

  // One contract month draws that contract's own bars; back to the continuous series after.
  const contract = markets.field('technical-contract');
  await expect(contract).toHaveValue('Continuous (front month)');
  await contract.click();
  await page
    .getByRole('option', { name: /\(last trading / })
    .first()
    .click();
  await expect(contract).toHaveValue(/^\w{3} \d{4} \(last trading \w{3} \d+, \d{4}\)$/);
  await expect(markets.canvasOf('technical-chart')).toBeVisible();
  await markets.choose('technical-contract', 'Continuous (front month)');
  await expect(chart).toHaveAttribute('data-kind', 'candles');
  await page.screenshot({ path: testInfo.outputPath('markets-technical-en-light.png') });
  await expectAccessible(page);

  await markets.openSection('comparison');
  await markets.choose('comparison-mode', 'Divide');
  await expect(markets.field('comparison-chart')).toHaveAttribute('data-mode', 'DIVIDE');
  await expect(markets.canvasOf('comparison-chart')).toBeVisible();
  await expectAccessible(page);

  await markets.openSection('seasonality');
  await expect(markets.canvasOf('seasonality-chart')).toBeVisible();
  await expect(markets.field('seasonality-chart')).toHaveAttribute(
    'aria-label',
    /Seasonality of BRENT by Month/,
  );
  await page.screenshot({ path: testInfo.outputPath('markets-seasonality-en-light.png') });
  await expectAccessible(page);
});

test('Markets in Spanish, dark, at 1280 px: the world tables mark simulated rows', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSpanishDark(page, 'treasury', '/markets?section=worldCommodities');
  const markets = new MarketsPage(page);
  const table = markets.field('moves-commodity');
  await expect(table).toBeVisible();
  await expect(table.getByTestId('simulated-badge').first()).toHaveText('Simulado');
  await expect(table).toContainText(/sube|baja/);
  await page.screenshot({ path: testInfo.outputPath('markets-commodities-es-dark.png') });
  await expectAccessible(page);

  await markets.openSection('techAnalysis');
  await expect(markets.canvasOf('technical-chart')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('markets-technical-es-dark.png') });
  await expectAccessible(page);
});
