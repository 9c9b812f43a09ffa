import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  });

  it("shows the library's message for a negative volatility and keeps what was typed", async () => {
    await renderApp(routes, '/tools');
    type('pricer-vol', '-5');
    fireEvent.click(await screen.findByTestId('pricer-submit'));
    const error = await screen.findByTestId('pricer-error');
    expect(error.textContent).toContain('vol must be ≥ 0, got -0.05 (a negative volatility)');
    expect(error.textContent).toContain('INVALID_ARGUMENT');
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
  });

  it('calculates a forward by covered interest parity', async () => {
    await renderApp(routes, '/tools?tab=forward');
    type('forward-spot', '4000');
    type('forward-rd', '10');
    type('forward-rf', '5');
    fireEvent.click(within(screen.getByTestId('forward-form')).getByText('Delivery date'));
    type('forward-valuation-date', '2026-01-01');
    type('forward-delivery-date', '2027-01-01');
    // 4000 · e^{0.05} = 4205.0843855…
    expect(screen.getByTestId('forward-value').textContent).toBe('4,205.084386');
    expect(screen.getByTestId('forward-implied').textContent).toBe('5.0000 %');
    type('forward-spot', '-1');
    expect((await screen.findByTestId('forward-error')).textContent).toContain(
      'spot must be a positive number',
    );
  });

  it('lists the Colombian holidays of 2021 with Reyes Magos moved to Monday 11 January', async () => {
    await renderApp(routes, '/tools?tab=calendar');
    const year = screen.getByTestId('calendar-year');
    fireEvent.change(year, { target: { value: '2021' } });
    const table = await screen.findByTestId('calendar-holidays');
    await waitFor(() => expect(within(table).getByText('2021-01-11')).toBeTruthy());
    const row = within(table).getByText('2021-01-11').closest('tr');
    expect(row?.textContent).toContain('Monday');
    type('calendar-date', '2021-01-08');
    expect(screen.getByTestId('calendar-next').textContent).toContain('2021-01-12');
  });

  it('converts BRENT from USD/bbl to USD/mt at 7.33 bbl per tonne', async () => {
    await renderApp(routes, '/tools?tab=units');
    type('unit-value', '80');
    expect(screen.getByTestId('unit-output').textContent).toBe('586.4 USD/mt');
    expect(screen.getByTestId('unit-factor').textContent).toBe('7.33');
    expect(screen.getByTestId('unit-basis').textContent).toContain('7.33 bbl per tonne');
  });
});
