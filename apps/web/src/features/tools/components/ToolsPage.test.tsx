import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { flatToolMarket } from '../../../test/toolMarketFixtures.ts';
import { ToolsPage } from './ToolsPage.tsx';

// jsdom has no canvas for ECharts; the chart's data is tested in payoffCurve.test.ts.
vi.mock('./PayoffChart.tsx', () => ({ PayoffChart: () => <div data-testid="payoff-chart" /> }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [{ path: '/tools', element: <ToolsPage /> }];

/** Haug's Garman-Kohlhagen market (2007, §1.1.6) stored for EURUSD; a simulated one for USDCOP. */
const MARKETS = {
  EURUSD: flatToolMarket('EURUSD', { spot: 1.56, r: 0.06, rf: 0.08, vol: 0.12 }),
  USDCOP: flatToolMarket('USDCOP', { spot: 3433.25, r: 0.092, rf: 0.043, vol: 0.135, simulated: true }),
};

/** The Tools screen at `path`, its pairs' markets answered as stored (other pairs have none). */
const openTools = (path = '/tools') =>
  renderApp(routes, path, (url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname !== '/api/tools/market') return undefined;
    const market = MARKETS[searchParams.get('pair') as keyof typeof MARKETS];
    return market ? jsonResponse(200, market) : undefined;
  });

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

const fieldText = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

/** Picks `option` in the select `testId` (every tab's selects stay mounted: its own list is read). */
async function choose(testId: string, option: string) {
  const select = screen.getByTestId(testId);
  fireEvent.click(select);
  const list = await waitFor(() => {
    const found = document.getElementById(select.getAttribute('aria-controls') ?? '');
    expect(found).toBeTruthy();
    return found as HTMLElement;
  });
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('Tools screen', () => {
  it("opens on the pair's stored market and prices Haug's call on it (S 1.56, K 1.60, T 0.5, 6 %/8 %, 12 %) at 0.0291", async () => {
    await openTools();
    // Spot, rates and volatility as stored; the strike at the half year's forward, to the pip.
    await waitFor(() => expect(fieldText('pricer-spot')).toBe('1.56'));
    expect(['pricer-rd', 'pricer-rf', 'pricer-vol', 'pricer-strike'].map(fieldText)).toEqual([
      '6',
      '8',
      '12',
      '1.5444',
    ]);
    expect(screen.getByTestId('pricer-market').textContent).toBe(
      'Spot, rates and volatility of EURUSD: the stored market of Nov 25, 2026, as Markets shows it. Type over any of them.',
    );
    type('pricer-strike', '1.60');
    fireEvent.click(await screen.findByTestId('pricer-submit'));
    // Haug 2007 §1.1.6 prints 0.0291; the library's full precision is 0.029099253…
    expect((await screen.findByTestId('result-price')).textContent).toBe('0.029099');
    expect(screen.getByTestId('result-delta').textContent).toBe('0.340386');
    // Vega per vol point and theta per day are the library's figures ÷ 100 and ÷ 365.
    expect(screen.getByTestId('result-vega-point').textContent).toBe('0.00394282');
    expect(screen.getByTestId('result-theta-day').textContent).toBe('-0.00009575');
    expect(screen.getByTestId('payoff-chart')).toBeTruthy();
    // The price is USD per EUR; the premium is for the notional, in the quote currency.
    const result = screen.getByTestId('pricing-result');
    expect(result.textContent).toContain('USD per EUR');
    expect(screen.getByTestId('result-premium').textContent).toBe('USD 29,099.25');
    expect(result.textContent).toContain('for 1,000,000 EUR');
  });

  it('says what is wrong with a negative volatility in words, no code, and keeps what was typed', async () => {
    await openTools();
    await waitFor(() => expect(fieldText('pricer-vol')).toBe('12'));
    type('pricer-vol', '-5');
    fireEvent.click(await screen.findByTestId('pricer-submit'));
    const error = await screen.findByTestId('pricer-error');
    expect(error.textContent).toContain('Volatility must be at least 0 %.');
    expect(error.textContent).not.toMatch(/INVALID_ARGUMENT|got|vol must/);
    expect((screen.getByTestId('pricer-vol') as HTMLInputElement).value).toBe('-5');
  });

  it('solves a zero-cost collar and prices it at zero', async () => {
    await openTools();
    await waitFor(() => expect(fieldText('pricer-spot')).toBe('1.56'));
    fireEvent.click(await screen.findByTestId('pricer-kind'));
    fireEvent.click(await screen.findByRole('option', { name: 'Strategy (up to 4 legs)', hidden: true }));
    expect(await screen.findByTestId('leg-1')).toBeTruthy();
    expect((screen.getByTestId('leg-0-strike') as HTMLInputElement).value).toBe('1.638');
    fireEvent.click(screen.getByTestId('pricer-solve'));
    expect((await screen.findByTestId('pricer-solve-note')).textContent).toMatch(/Zero-cost strike: 1\.\d+/);
    await waitFor(() => expect(screen.getByTestId('result-price').textContent).toMatch(/^-?0\.000000$/));
    // The solved strike follows the language like every other number.
    await act(() => i18n.changeLanguage('es'));
    fireEvent.click(screen.getByTestId('pricer-solve'));
    await waitFor(() =>
      expect(screen.getByTestId('pricer-solve-note').textContent).toMatch(/^Strike de costo cero: 1,\d+$/),
    );
    // The solved strike written into its leg shows a decimal comma too, as do the other legs' figures.
    const strikes = [0, 1].map((i) => (screen.getByTestId(`leg-${i}-strike`) as HTMLInputElement).value);
    expect(strikes).toContain('1,638');
    expect(strikes.find((v) => v !== '1,638')).toMatch(/^1,\d+$/);
    await act(() => i18n.changeLanguage('en'));
  });

  it("opens the forward on the pair's stored market, prints it to the pair's decimals, and keeps what is typed", async () => {
    await openTools('/tools?tab=forward');
    await waitFor(() => expect(fieldText('forward-spot')).toBe('3433.25'));
    expect([fieldText('forward-rd'), fieldText('forward-rf')]).toEqual(['9.2', '4.3']);
    expect(screen.getByTestId('forward-market').textContent).toContain('simulated prices');
    // Three months by default; USDCOP to the peso's hundredth, in its unit.
    expect(screen.getByTestId('forward-value').textContent).toMatch(/^3,4\d\d\.\d\d\u00a0COP per USD$/);
    // A figure typed over stays; a pair the store does not hold is said so, and nothing moves.
    type('forward-spot', '4000');
    await choose('forward-quote', 'JPY');
    await waitFor(() =>
      expect(screen.getByTestId('forward-market').textContent).toBe(
        'No market is stored for USDJPY: type its spot, rates and volatility.',
      ),
    );
    expect([fieldText('forward-spot'), fieldText('forward-rd')]).toEqual(['4000', '9.2']);
    // Another stored pair takes every figure: those typed were the other pair's.
    await choose('forward-base', 'EUR');
    await choose('forward-quote', 'USD');
    await waitFor(() => expect(fieldText('forward-spot')).toBe('1.56'));
    expect(screen.getByTestId('forward-value').textContent).toMatch(/^1\.\d{4}\u00a0USD per EUR$/);
  });

  it('calculates a forward by covered interest parity', async () => {
    await openTools('/tools?tab=forward');
    await waitFor(() => expect(fieldText('forward-spot')).toBe('3433.25'));
    type('forward-spot', '4000');
    type('forward-rd', '10');
    type('forward-rf', '5');
    fireEvent.click(within(screen.getByTestId('forward-form')).getByText('Delivery date'));
    type('forward-valuation-date', '2026-01-01');
    type('forward-delivery-date', '2027-01-01');
    expect(screen.getByTestId('forward-delivery').textContent).toBe('Jan 1, 2027');
    // 4000 · e^{0.05} = 4205.0843855…, to USDCOP's two decimals.
    expect(screen.getByTestId('forward-value').textContent).toBe('4,205.08\u00a0COP per USD');
    expect(screen.getByTestId('forward-implied').textContent).toBe('5.0000 %');
    type('forward-spot', '-1');
    expect((await screen.findByTestId('forward-error')).textContent).toContain(
      'Spot must be greater than 0.',
    );
    // The same words sit under the field, which is marked invalid.
    const spot = screen.getByTestId('forward-spot');
    expect(spot.getAttribute('aria-invalid')).toBe('true');
    const described = spot.getAttribute('aria-describedby') ?? '';
    const under = described.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(under).toContain('Spot must be greater than 0.');
  });

  it('lists the Colombian holidays of 2021 with Reyes Magos moved to Monday 11 January', async () => {
    await openTools('/tools?tab=calendar');
    const year = screen.getByTestId('calendar-year');
    fireEvent.change(year, { target: { value: '2021' } });
    const table = await screen.findByTestId('calendar-holidays');
    await waitFor(() => expect(within(table).getByText('Jan 11, 2021')).toBeTruthy());
    const row = within(table).getByText('Jan 11, 2021').closest('tr');
    expect(row?.textContent).toContain('Monday');
    expect(row?.textContent).toContain('Epiphany');
    type('calendar-date', '2021-01-08');
    expect(screen.getByTestId('calendar-next').textContent).toContain('Jan 12, 2021');
  });

  it('converts BRENT from USD/bbl to USD/mt at 7.33 bbl per tonne', async () => {
    await openTools('/tools?tab=units');
    type('unit-value', '80');
    expect(screen.getByTestId('unit-output').textContent).toBe('586.4 USD/mt');
    expect(screen.getByTestId('unit-factor').textContent).toBe('7.33');
    expect(screen.getByTestId('unit-basis').textContent).toBe(
      '7.33 barrels per tonne of crude oil (the platform’s published factor)',
    );
  });

  it('words the factors and their conventions in Spanish, reverses without rounding noise', async () => {
    await openTools('/tools?tab=units');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByTestId('unit-factor').textContent).toBe('7,33');
    expect(screen.getByTestId('unit-basis').textContent).toContain('7,33 barriles por tonelada');
    const table = screen.getByTestId('unit-table').textContent ?? '';
    expect(table).toContain('Inversa de USD/bbl a USD/mt');
    expect(table).toContain('0,42');
    expect(table).not.toMatch(/spec|bbl per|reverse of|0,4200001/);
    await act(() => i18n.changeLanguage('en'));
  });

  it('words each calculator’s refusal under its field in Spanish', async () => {
    await openTools('/tools?tab=calendar');
    await act(() => i18n.changeLanguage('es'));
    type('calendar-count', '0');
    const count = screen.getByTestId('calendar-count');
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Número de fechas: debe ser al menos 1.')).toBeTruthy();
    type('calendar-date', '');
    expect(screen.getByText('Desde la fecha: este dato es obligatorio.')).toBeTruthy();
    cleanup();
    await openTools('/tools?tab=units');
    await act(() => i18n.changeLanguage('es'));
    type('unit-value', 'abc');
    expect(screen.getByTestId('unit-error').textContent).toContain('Precio en USD/bbl: debe ser un número.');
    expect(screen.getByTestId('unit-value').getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).not.toMatch(/INVALID_ARGUMENT|got abc|must be/);
    await act(() => i18n.changeLanguage('en'));
  });
});
