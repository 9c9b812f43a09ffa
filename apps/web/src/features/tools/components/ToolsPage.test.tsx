import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { ToolsPage } from './ToolsPage.tsx';

// jsdom has no canvas for ECharts; the chart's data is tested in payoffCurve.test.ts.
vi.mock('./PayoffChart.tsx', () => ({ PayoffChart: () => <div data-testid="payoff-chart" /> }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [{ path: '/tools', element: <ToolsPage /> }];

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('Tools screen', () => {
  it("prices Haug's Garman-Kohlhagen call (S 1.56, K 1.60, T 0.5, 6 %/8 %, 12 %) at 0.0291", async () => {
    await renderApp(routes, '/tools');
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
    await renderApp(routes, '/tools');
    type('pricer-vol', '-5');
    fireEvent.click(await screen.findByTestId('pricer-submit'));
    const error = await screen.findByTestId('pricer-error');
    expect(error.textContent).toContain('Volatility must be at least 0 %.');
    expect(error.textContent).not.toMatch(/INVALID_ARGUMENT|got|vol must/);
    expect((screen.getByTestId('pricer-vol') as HTMLInputElement).value).toBe('-5');
  });

  it('solves a zero-cost collar and prices it at zero', async () => {
    await renderApp(routes, '/tools');
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

  it('calculates a forward by covered interest parity', async () => {
    await renderApp(routes, '/tools?tab=forward');
    type('forward-spot', '4000');
    type('forward-rd', '10');
    type('forward-rf', '5');
    fireEvent.click(within(screen.getByTestId('forward-form')).getByText('Delivery date'));
    type('forward-valuation-date', '2026-01-01');
    type('forward-delivery-date', '2027-01-01');
    expect(screen.getByTestId('forward-delivery').textContent).toBe('Jan 1, 2027');
    // 4000 · e^{0.05} = 4205.0843855…
    expect(screen.getByTestId('forward-value').textContent).toBe('4,205.084386');
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
    await renderApp(routes, '/tools?tab=calendar');
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
    await renderApp(routes, '/tools?tab=units');
    type('unit-value', '80');
    expect(screen.getByTestId('unit-output').textContent).toBe('586.4 USD/mt');
    expect(screen.getByTestId('unit-factor').textContent).toBe('7.33');
    expect(screen.getByTestId('unit-basis').textContent).toBe(
      '7.33 barrels per tonne of crude oil (the platform’s published factor)',
    );
  });

  it('words the factors and their conventions in Spanish, reverses without rounding noise', async () => {
    await renderApp(routes, '/tools?tab=units');
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
    await renderApp(routes, '/tools?tab=calendar');
    await act(() => i18n.changeLanguage('es'));
    type('calendar-count', '0');
    const count = screen.getByTestId('calendar-count');
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Número de fechas: debe ser al menos 1.')).toBeTruthy();
    type('calendar-date', '');
    expect(screen.getByText('Desde la fecha: este dato es obligatorio.')).toBeTruthy();
    cleanup();
    await renderApp(routes, '/tools?tab=units');
    await act(() => i18n.changeLanguage('es'));
    type('unit-value', 'abc');
    expect(screen.getByTestId('unit-error').textContent).toContain('Precio en USD/bbl: debe ser un número.');
    expect(screen.getByTestId('unit-value').getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).not.toMatch(/INVALID_ARGUMENT|got abc|must be/);
    await act(() => i18n.changeLanguage('en'));
  });
});
