import { MarketsPage } from '../pages/markets-page.ts';
import { openSignedIn, openSpanishDark } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

test.use({ viewport: { width: 1920, height: 1080 } });

test('a treasurer draws candles with RSI and MACD, compares in Base 100 and DIVIDE modes, reads the seasonality and the percentiles', async ({
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

  // EUR/USD against the dollar index, far apart in level: both indexed to 100 by default, the axis
  // naming the day; on one axis the gap is said, with the way back.
  await markets.openSection('comparison');
  const comparison = markets.field('comparison-chart');
  await expect(comparison).toHaveAttribute('data-mode', 'BASE 100');
  await expect(comparison).toHaveAttribute(
    'aria-label',
    /EUR\/USD and DXY \(Index: both = 100 on \w{3} \d+, \d{4}\)/,
  );
  await markets.choose('comparison-mode', 'Same axis');
  const gap = markets.field('comparison-level-gap');
  await expect(gap).toContainText('EUR/USD and DXY sit at levels about');
  await gap.getByRole('button', { name: 'Show in Base 100' }).click();
  await expect(comparison).toHaveAttribute('data-mode', 'BASE 100');
  // The CORN ETF is listed apart from the CORN commodity: each name once.
  await markets.field('comparison-first').click();
  await expect(page.getByRole('option', { name: 'CORN ETF', exact: true })).toHaveCount(1);
  await expect(page.getByRole('option', { name: 'CORN', exact: true })).toHaveCount(1);
  await page.keyboard.press('Escape');
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

  // EUR/USD is stored from 2000: every window, ten years included, is whole.
  await markets.openSection('percentiles');
  await markets.choose('percentiles-instrument', 'EUR/USD');
  await expect(markets.field('percentile-10')).toBeVisible();
  await expect(markets.field('percentiles-table')).not.toContainText('History shorter than the window');
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
