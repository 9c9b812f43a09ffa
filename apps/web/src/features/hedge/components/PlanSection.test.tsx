import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hedgeServer } from '../../../test/hedgeFixtures.ts';
import { fakeJwt, renderApp } from '../../../test/renderApp.tsx';
import { HedgePage } from './HedgePage.tsx';

vi.mock('../../../shared/hedge-requests/useRequestChanges.ts', () => ({ useRequestChanges: () => 'live' }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function openHedge() {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const server = hedgeServer();
  await renderApp([{ path: '/hedge', element: <HedgePage /> }], '/hedge', server.route);
  await waitFor(() => expect(screen.getAllByTestId('hedge-plan-row')).toHaveLength(2));
  return server;
}

describe('the execution plan', () => {
  it("shows each period's figures under headers that say their units, and the simulated prices", async () => {
    await openHedge();
    const table = screen.getByTestId('hedge-plan-table');
    const units = within(table)
      .getAllByTestId('column-unit')
      .map((u) => u.textContent);
    expect(units).toEqual([
      'in USD',
      'in USD',
      'in USD',
      'in USD',
      'in COP per USD',
      'in COP per USD',
      'in COP per USD',
    ]);
    const [january] = screen.getAllByTestId('hedge-plan-row');
    expect(within(january!).getByText('Jan 2027')).toBeTruthy();
    // The program's 1,500,000 less the 500,000 hedged.
    expect(within(january!).getByTestId('hedge-plan-required').textContent).toBe('1,000,000');
    expect(within(january!).getByTestId('hedge-plan-coverage').textContent).toBe('25 % → 75 %');
    expect(within(january!).getByTestId('hedge-plan-net-rate').textContent).toBe('4,075.00');
    expect(screen.getByTestId('hedge-plan-simulated').textContent).toBe('Simulated prices');
  });

  it("highlights the window's periods, names the request already covering one, and asks another window", async () => {
    const server = await openHedge();
    const [january, february] = screen.getAllByTestId('hedge-plan-row');
    expect(january!.dataset.inWindow).toBe('true');
    expect(within(january!).getByTestId('hedge-plan-in-window')).toBeTruthy();
    expect(january!.getAttribute('style')).toContain('var(--mantine-primary-color-light)');
    expect(february!.dataset.inWindow).toBe('false');
    expect(within(february!).queryByTestId('hedge-plan-in-window')).toBeNull();
    expect(february!.getAttribute('style') ?? '').not.toContain('primary-color-light');
    expect(within(february!).getByTestId('hedge-plan-open-request').textContent).toBe('R-000007');
    expect(within(february!).queryByTestId('hedge-plan-request')).toBeNull();
    expect(server.asked('/api/hedge_plan').map((c) => c.query.get('window'))).toEqual(['MONTH']);
    fireEvent.click(within(screen.getByTestId('hedge-plan')).getByText('Week (7 days)'));
    await waitFor(() =>
      expect(server.asked('/api/hedge_plan').map((c) => c.query.get('window'))).toEqual(['MONTH', 'WEEK']),
    );
    await waitFor(() => expect(screen.getByTestId('hedge-plan-dates').textContent).toContain('Jan 4, 2027'));
  });

  it("shows a period's execution summary on hover and, selected, below the table, every figure with its unit", async () => {
    await openHedge();
    const [january] = screen.getAllByTestId('hedge-plan-row');
    fireEvent.mouseEnter(january!);
    const tooltip = await screen.findByTestId('hedge-summary-tooltip');
    expect(within(tooltip).getByTestId('hedge-summary-required').textContent).toBe('Buy USD\u00a01,000,000');
    expect(within(tooltip).getByText('Forward (simulated)')).toBeTruthy();
    expect(within(tooltip).getByTestId('hedge-summary-forward').textContent).toBe(
      '4,100.00\u00a0COP per USD',
    );
    expect(within(tooltip).getByTestId('hedge-summary-instrument').textContent).toBe('Forward');
    fireEvent.mouseLeave(january!);

    fireEvent.click(january!);
    const panel = await screen.findByTestId('hedge-summary-panel');
    expect(january!.getAttribute('aria-selected')).toBe('true');
    expect(within(panel).getByTestId('hedge-summary-coverage').textContent).toBe('25 % → 75 %');
    expect(within(panel).getByTestId('hedge-summary-budget').textContent).toBe('4,200.00\u00a0COP per USD');
    // 4,075 against a budget of 4,200.
    expect(within(panel).getByTestId('hedge-summary-versus').textContent).toBe(
      '125.00\u00a0COP per USD below the budget',
    );
    const [, february] = screen.getAllByTestId('hedge-plan-row');
    fireEvent.click(february!);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('hedge-summary-panel')).getByTestId('hedge-summary-covered'),
      ).toBeTruthy(),
    );
  });
});
