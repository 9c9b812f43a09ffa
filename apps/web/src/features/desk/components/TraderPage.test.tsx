import type { RequestChange } from '@cobertura/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { bankQuote, blotterRow, deskRequest, manyBlotterRows } from '../../../test/deskFixtures.ts';
import { deskServer } from '../../../test/deskServer.ts';
import { fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { TraderPage } from './TraderPage.tsx';

/** The requests' socket as the page opened it: push a change through `onChange`. */
const socket = vi.hoisted(() => ({ onChange: (_change: RequestChange) => {} }));
vi.mock('../../../shared/hedge-requests/useRequestChanges.ts', () => ({
  useRequestChanges: (onChange: (change: RequestChange) => void) => {
    socket.onChange = onChange;
    return 'live';
  },
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function openTrader(server: ReturnType<typeof deskServer>, path = '/trader') {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  await renderApp([{ path: '/trader', element: <TraderPage /> }], path, server.route);
  return screen.findByTestId('blotter');
}

/** Each cell of a blotter row as its lines read. */
const cellLines = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('td'), (cell) => Array.from(cell.children, (line) => line.textContent));

/** Each header cell of the blotter as its lines read. */
const headerLines = (blotter: HTMLElement) =>
  Array.from(blotter.querySelectorAll('thead th'), (cell) =>
    Array.from(cell.children, (line) => line.textContent),
  );

const QUOTING = () =>
  deskRequest({
    state: 'quoting',
    quotes: [
      bankQuote({ id: 1, best: true }),
      bankQuote({
        id: 2,
        counterparty: 'Banco Dos',
        counterparty_id: 8,
        simulated: false,
        price: 4200,
        margin_bps: 47.7,
      }),
    ],
  });

describe('Trader blotter', () => {
  it('lists the open requests with their figures, the late one in red, and filters them', async () => {
    const server = deskServer({
      blotter: () => [
        blotterRow({
          id: 41,
          window_left_seconds: -90,
          best_quote: { counterparty: 'Banco Uno', price: 4190.25, margin_bps: 23.9, simulated: true },
        }),
        blotterRow({ id: 42, reference: 'R-000042', company_id: 2, company_name: 'Demo Company B' }),
      ],
    });
    await openTrader(server);
    const rows = await screen.findAllByTestId('blotter-row');
    expect(rows).toHaveLength(2);
    expect(server.asked('GET', '/api/desk/blotter')[0]?.search).toBe('?open=true');
    const first = rows[0] as HTMLElement;
    // What belongs together shares a cell of two lines, every figure with its unit.
    expect(cellLines(first)).toEqual([
      ['R-000041', 'Submitted'],
      ['Demo Company A', 'Imports Colombia'],
      ['USDCOP', 'Buy · Forward'],
      ['USD\u00a01,000,000.00', 'USD\u00a00.00'],
      ['4,200.0000', expect.stringMatching(/^−00:01:3\d$/)],
      ['4,150.5000COP per USD', '4,180.2500COP per USD'],
      ['Banco Unosimulated', '4,190.2500 · 23.9\u00a0bps'],
    ]);
    expect(within(first).getByTestId('state-badge').dataset.state).toBe('submitted');
    expect(within(first).getByTestId('blotter-fair-value').textContent).toBe('4,180.2500COP per USD');
    expect(within(first).getByTestId('blotter-best-quote').textContent).toContain('Banco Uno');
    expect(within(first).getByTestId('simulated-label')).toBeTruthy();
    expect(cellLines(rows[1] as HTMLElement)[6]).toEqual(['—']);
    const late = within(first).getByTestId('time-left');
    expect(late.dataset.late).toBe('true');
    expect(late.textContent).toMatch(/^−00:01:3\d$/);
    expect(late.style.color).toContain('red');
    const onTime = within(rows[1] as HTMLElement).getByTestId('time-left');
    expect(onTime.dataset.late).toBe('false');
    expect(onTime.textContent).toMatch(/^(3d 00:00:00|2d 23:59:5\d)$/);

    fireEvent.click(screen.getByTestId('filter-state'));
    fireEvent.click(await screen.findByRole('option', { name: 'Awaiting approval', hidden: true }));
    await waitFor(() =>
      expect(server.asked('GET', '/api/desk/blotter').at(-1)?.search).toBe('?state=awaiting_approval'),
    );
    fireEvent.click(screen.getByTestId('filter-client'));
    fireEvent.click(await screen.findByRole('option', { name: 'Demo Company B', hidden: true }));
    await waitFor(() =>
      expect(server.asked('GET', '/api/desk/blotter').at(-1)?.search).toBe(
        '?state=awaiting_approval&company_id=2',
      ),
    );
    fireEvent.click(screen.getByTestId('filter-window'));
    fireEvent.click(await screen.findByRole('option', { name: '2 weeks', hidden: true }));
    await waitFor(() =>
      expect(server.asked('GET', '/api/desk/blotter').at(-1)?.search).toContain('window=2+WEEKS'),
    );
  });

  it('speaks Spanish: its headers, figures and units', async () => {
    const server = deskServer({ blotter: () => [blotterRow()] });
    const blotter = await openTrader(server);
    await screen.findByTestId('blotter-row');
    await act(() => i18n.changeLanguage('es'));
    try {
      expect(screen.getByRole('heading', { name: 'Operador' })).toBeTruthy();
      expect(headerLines(blotter)[0]).toEqual(['Referencia', 'Estado']);
      expect(cellLines(screen.getByTestId('blotter-row')).slice(1, 3)).toEqual([
        ['Demo Company A', 'Imports Colombia'],
        ['USDCOP', 'Compra · Forward'],
      ]);
      expect(screen.getByTestId('blotter-fair-value').textContent).toBe('4.180,2500COP por USD');
      expect(screen.getByTestId('blotter-row').textContent).toContain('USD\u00a01.000.000,00');
      expect(screen.getByTestId('blotter-count').textContent).toBe('1 solicitud');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('heads each cell with its lines, and writes how long a reply took to draw', async () => {
    const server = deskServer({ blotter: () => [blotterRow()] });
    const blotter = await openTrader(server);
    await screen.findByTestId('blotter-row');
    expect(headerLines(blotter)).toEqual([
      ['Reference', 'State'],
      ['Client', 'Portfolio'],
      ['Asset', 'Side · strategy'],
      ['Amount', 'Filled'],
      ['Limit rate', 'Time left'],
      ['Mid', 'Fair value'],
      ['Best quote: bank', 'Price · margin'],
    ]);
    // From the reply parsed to the rows committed: the blotter benchmark reads it.
    await waitFor(() => expect(blotter.dataset.renderedMs).toMatch(/^\d+$/));
  });

  it('draws only the rows in view of 10,000 open requests', async () => {
    const server = deskServer({ blotter: () => manyBlotterRows(10_000) });
    const blotter = await openTrader(server);
    await waitFor(() => expect(blotter.dataset.rows).toBe('10000'));
    const drawn = screen.getAllByTestId('blotter-row').length;
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(100);
    expect(screen.getByTestId('blotter-count').textContent).toBe('10,000 requests');
  });

  it('follows the requests live, reading the blotter again at most once per 500 ms', async () => {
    const server = deskServer({ blotter: () => [blotterRow()] });
    await openTrader(server);
    expect(screen.getByTestId('desk-live').textContent).toBe('Live');
    const reads = () => server.asked('GET', '/api/desk/blotter').length;
    await waitFor(() => expect(reads()).toBe(1));
    const change: RequestChange = {
      id: 41,
      company_id: 1,
      state: 'quoting',
      filled: 0,
      action: 'quote_recorded',
      at: '2026-11-28T14:05:00Z',
    };
    act(() => {
      for (let i = 0; i < 10; i++) socket.onChange(change);
    });
    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() => expect(reads()).toBe(3), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(reads()).toBe(3);
  });
});

describe('Trader request ticket', () => {
  it('asks the banks: their quotes show with fair value and margins, the best one highlighted', async () => {
    const server = deskServer({
      blotter: () => [blotterRow()],
      writes: { ask_quotes: () => jsonResponse(200, QUOTING()) },
    });
    await openTrader(server, '/trader?request=41');
    const ticket = await screen.findByTestId('request-ticket');
    expect(within(ticket).getByTestId('terms-fair-value').textContent).toBe('4,180.2500\u00a0COP per USD');
    expect(within(ticket).getByTestId('quotes-empty')).toBeTruthy();
    fireEvent.click(within(ticket).getByTestId('ask-quotes'));
    const quotes = await within(ticket).findAllByTestId('quote-row');
    expect(server.asked('POST', '/api/desk/requests/41/ask_quotes')).toHaveLength(1);
    expect(quotes.map((q) => q.dataset.best)).toEqual(['true', 'false']);
    expect(within(quotes[0] as HTMLElement).getByTestId('quote-best')).toBeTruthy();
    expect(within(quotes[0] as HTMLElement).getByTestId('simulated-label')).toBeTruthy();
    expect(within(quotes[1] as HTMLElement).queryByTestId('simulated-label')).toBeNull();
    expect(quotes.map((q) => within(q).getByTestId('quote-margin').textContent)).toEqual([
      '23.9\u00a0bps',
      '47.7\u00a0bps',
    ]);
    expect(within(ticket).getAllByTestId('execute')).toHaveLength(2);
  });

  it('records a bank’s price typed by hand', async () => {
    const server = deskServer({
      blotter: () => [blotterRow()],
      writes: { quotes: () => jsonResponse(200, QUOTING()) },
    });
    await openTrader(server, '/trader?request=41');
    const form = await screen.findByTestId('quote-form');
    fireEvent.click(within(form).getByTestId('quote-bank'));
    fireEvent.click(await screen.findByRole('option', { name: 'Banco Uno', hidden: true }));
    fireEvent.change(within(form).getByTestId('quote-price'), { target: { value: '4195.5' } });
    fireEvent.change(within(form).getByTestId('quote-amount'), { target: { value: '500000' } });
    fireEvent.change(within(form).getByTestId('quote-valid-seconds'), { target: { value: '60' } });
    fireEvent.click(within(form).getByTestId('quote-submit'));
    await waitFor(() => expect(server.asked('POST', '/api/desk/requests/41/quotes')).toHaveLength(1));
    expect(server.asked('POST', '/api/desk/requests/41/quotes')[0]?.body).toEqual({
      counterparty_id: 7,
      price: 4195.5,
      amount: 500_000,
      valid_seconds: 60,
    });
    expect(await screen.findAllByTestId('quote-row')).toHaveLength(2);
  });
});
