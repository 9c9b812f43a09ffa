import { ToolsPage } from '../pages/tools-page.ts';
import { api, apiSignIn, openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

/** Haug 2007 §1.1.6, Garman-Kohlhagen: S 1.56, K 1.60, T 0.5, r_d 6 %, r_f 8 %, σ 12 % → call 0.0291. */
const HAUG_CALL = { spot: '1.56', strike: '1.60', rd: '6', rf: '8', vol: '12', 'expiry-years': '0.5' };

test('a treasury user prices an option, reads Colombian holidays and converts a unit', async ({ page }) => {
  await openSignedIn(page, 'treasury', '/tools');
  const tools = new ToolsPage(page);
  await tools.expectVisible();

  await tools.priceVanilla(HAUG_CALL);
  await expect(tools.field('result-price')).toHaveText('0.029099');
  // The premium for the notional, in the pair's quote currency.
  await expect(tools.field('result-premium')).toHaveText('USD 29,099.25');
  await expect(tools.field('pricing-result')).toContainText('USD per EUR');
  await expect(tools.field('payoff-chart').locator('canvas')).toBeVisible();
  await expectAccessible(page);

  await tools.openTab('Business days');
  await expect(page).toHaveURL(/tab=calendar/);
  await tools.field('calendar-year').fill('2021');
  const reyes = tools.field('calendar-holidays').getByRole('row').filter({ hasText: 'Jan 11, 2021' });
  await expect(reyes).toContainText('Monday');
  await expect(reyes).toContainText('Epiphany');
  await expectAccessible(page);

  await tools.openTab('Unit converter');
  await tools.field('unit-value').fill('100');
  await expect(tools.field('unit-output')).toHaveText('733 USD/mt');
  await expect(tools.field('unit-factor')).toHaveText('7.33');
  // Factors without the noise of a reversed rounding.
  await tools.field('unit-commodity').click();
  await page.getByRole('option', { name: 'BRENT', exact: true }).click();
  await expect(tools.field('unit-table')).toContainText('0.42');
  await expect(tools.field('unit-table')).not.toContainText('0.4200001');
  await expectAccessible(page);
});

test('in Spanish, number boxes use the decimal comma and each calculator names the field it refuses', async ({
  page,
}) => {
  await openSignedIn(page, 'treasury', '/tools', 'es');
  const tools = new ToolsPage(page);
  await tools.expectVisible();

  // The market's figures show in the language's notation, and change with it.
  await expect(tools.field('pricer-market')).toContainText('el mercado guardado del');
  await expect(tools.field('pricer-spot')).toHaveValue(/^\d+,\d+$/);
  await expect(tools.field('pricer-expiry-years')).toHaveValue('0,5');
  const spot = await tools.field('pricer-spot').inputValue();
  await page.getByText('EN', { exact: true }).click();
  await expect(tools.field('pricer-spot')).toHaveValue(spot.replace(',', '.'));
  await page.getByText('ES', { exact: true }).click();
  await expect(tools.field('pricer-spot')).toHaveValue(spot);
  // Either notation is read: Haug's call typed with points prices as in English, then shows commas.
  await tools.priceVanilla(HAUG_CALL);
  await expect(tools.field('result-price')).toHaveText('0,029099');
  await expect(tools.field('pricer-strike')).toHaveValue('1,60');

  await tools.openTab('Calculadora de forwards');
  await expect(tools.field('forward-rd')).toHaveValue(/^\d+(,\d+)?$/);
  await tools.field('forward-spot').fill('-1');
  await expect(page.getByText('Spot: debe ser mayor que 0.')).toHaveCount(2);
  await expect(tools.field('forward-spot')).toHaveAttribute('aria-invalid', 'true');
  await tools.field('forward-spot').fill('4000,5');
  await expect(tools.field('forward-value')).toBeVisible();

  await tools.openTab('Días hábiles');
  await tools.field('calendar-count').fill('0');
  await expect(page.getByText('Número de fechas: debe ser al menos 1.')).toBeVisible();

  await tools.openTab('Conversor de unidades');
  await tools.field('unit-value').fill('abc');
  await expect(tools.field('unit-error')).toContainText('Precio en USD/bbl: debe ser un número.');
  await tools.field('unit-value').fill('100,5');
  await expect(tools.field('unit-output')).toHaveText('736,665 USD/mt');
  await expect(page.locator('body')).not.toContainText(/INVALID_ARGUMENT|must be|got /);
  await expectAccessible(page);
});

test("the calculators open on today's stored market of their pair, and print a forward to its decimals", async ({
  page,
}) => {
  await openSignedIn(page, 'treasury', '/tools?tab=forward');
  const tools = new ToolsPage(page);
  const { access } = await apiSignIn('treasury');
  // The spot Markets charts: the pair's last stored close (the demo ticker may move it a little since).
  const lastClose = async (pair: string) =>
    (
      (await api(`/api/currencies-intraday-history?currency=${pair}&last=1`, { token: access })).json as {
        close: number;
      }[]
    )[0]!.close;
  const expectNear = async (testId: string, stored: number) => {
    await expect(tools.field(testId)).not.toHaveValue('');
    const shown = Number(await tools.field(testId).inputValue());
    expect(Math.abs(shown / stored - 1)).toBeLessThan(0.01);
  };

  // USDCOP: the stored spot and the curves' rates, not textbook numbers; the forward to the peso's hundredth.
  await expect(tools.field('forward-market')).toContainText('USDCOP: the stored market of');
  await expectNear('forward-spot', await lastClose('USDCOP'));
  await expect(tools.field('forward-value')).toHaveText(/^[\d,]+\.\d{2}\s?COP per USD$/);
  // Typed over, the figure stays the user's; the forward follows it.
  await tools.field('forward-spot').fill('4000');
  await tools.field('forward-tenor').click();
  await page.getByRole('option', { name: '1 year', exact: true }).click();
  await expect(tools.field('forward-spot')).toHaveValue('4000');
  await expect(tools.field('forward-value')).toHaveText(/^4,\d{3}\.\d{2}\s?COP per USD$/);

  // EURUSD: its own market (figures typed for USDCOP were that pair's), the forward to four decimals.
  await tools.field('forward-base').click();
  await page.getByRole('option', { name: 'EUR', exact: true }).click();
  await tools.field('forward-quote').click();
  await page.getByRole('option', { name: 'USD', exact: true }).click();
  await expect(tools.field('forward-market')).toContainText('EURUSD: the stored market of');
  const eurusd = await lastClose('EURUSD');
  await expectNear('forward-spot', eurusd);
  await expect(tools.field('forward-value')).toHaveText(/^\d\.\d{4}\s?USD per EUR$/);

  // The pricer opens on EURUSD's market too: its spot, and a strike at the half year's forward.
  await tools.openTab('Option pricer');
  await expect(tools.field('pricer-market')).toContainText('EURUSD: the stored market of');
  await expectNear('pricer-spot', eurusd);
  await expect(tools.field('pricer-strike')).toHaveValue(/^\d\.\d{1,4}$/);
  await tools.field('pricer-submit').click();
  await expect(tools.field('result-price')).toHaveText(/^0\.\d{6}$/);
  await expectAccessible(page);
});

const STRATEGY_TEXTS = {
  en: {
    strategy: 'Strategy (up to 4 legs)',
    barrier: 'Barrier',
    vanilla: 'Vanilla',
    side: 'Buyer (protect against a rise)',
  },
  es: {
    strategy: 'Estrategia (hasta 4 patas)',
    barrier: 'Barrera',
    vanilla: 'Vainilla',
    side: 'Comprador (protección al alza)',
  },
} as const;

for (const [lang, texts] of Object.entries(STRATEGY_TEXTS)) {
  for (const width of [1280, 1440, 1920]) {
    test(`strategy legs read in full at ${width} px in ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page, 'treasury', '/tools', lang as 'en' | 'es');
      const tools = new ToolsPage(page);
      await tools.field('pricer-kind').click();
      await page.getByRole('option', { name: texts.strategy }).click();
      await tools.field('leg-0-kind').click();
      await page.getByRole('option', { name: texts.barrier, exact: true }).click();

      // The collar's legs: each chosen value shows whole, none cut by its box.
      const expected: Record<string, string> = {
        'pricer-side': texts.side,
        'leg-0-kind': texts.barrier,
        'leg-0-option-type': 'Call',
        'leg-0-barrier-type': 'Down-and-out',
        'leg-1-kind': texts.vanilla,
        'leg-1-option-type': 'Put',
      };
      for (const [testId, text] of Object.entries(expected)) {
        const box = tools.field(testId);
        await expect(box).toHaveValue(text);
        const isClipped = await box.evaluate((input) => input.scrollWidth > input.clientWidth);
        expect(isClipped, `${testId} shows "${text}" whole`).toBe(false);
      }
      await expectAccessible(page);
    });
  }
}
