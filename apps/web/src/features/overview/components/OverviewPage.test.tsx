import { OVERVIEW_DEFAULT_VALUES, type Quote } from '@cobertura/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOG, DEFAULT_PREFERENCES, overviewQuote } from '../../../test/marketFixtures.ts';
import { type FetchRoute, fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import type { LiveState } from '../api/livePrices.ts';
import { OverviewPage } from './OverviewPage.tsx';

/** The live socket as the page opened it: what it asked for and how to push a tick or a state. */
const socket = vi.hoisted(() => ({
  instruments: [] as readonly string[],
  onQuote: (_quote: Quote) => {},
  onState: (_state: LiveState) => {},
  isClosed: false,
}));
vi.mock('../api/livePrices.ts', () => ({
  subscribeToPrices: (
    instruments: readonly string[],
    onQuote: (quote: Quote) => void,
    onState: (state: LiveState) => void,
  ) => {
    Object.assign(socket, { instruments, onQuote, onState, isClosed: false });
    return () => {
      socket.isClosed = true;
    };
  },
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const routes = [{ path: '/overview', element: <OverviewPage /> }];

async function openOverview(saved: unknown[] = []) {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  let preferences = structuredClone(DEFAULT_PREFERENCES);
  const route: FetchRoute = (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/preferences') return jsonResponse(200, preferences);
    if (pathname === '/api/save_custom_overview') {
      const body = JSON.parse(String(init?.body));
      saved.push(body);
      preferences = { ...preferences, ...body };
      return jsonResponse(200, preferences);
    }
    if (pathname === '/api/markets/catalog') return jsonResponse(200, CATALOG);
    if (pathname === '/api/markets/quotes') {
      const ids = searchParams.get('instruments')?.split(',') ?? [];
      // Answered in reverse: the cards follow the user's order, not the answer's.
      return jsonResponse(200, ids.map((id, i) => overviewQuote(id, 1 + i / 10, id !== 'EURUSD')).reverse());
    }
    return undefined;
  };
  return renderApp(routes, '/overview', route);
}

describe('Overview screen', () => {
  it("shows the spec's 20 instruments in order, each real or simulated, with a sparkline", async () => {
    await openOverview();
    const cards = await screen.findAllByTestId(/^quote-[A-Z&]/);
    const ids = cards.map((card) => card.dataset.testid?.replace('quote-', ''));
    expect(ids).toEqual([...OVERVIEW_DEFAULT_VALUES]);
    expect(ids).toHaveLength(20);
    expect(within(cards[0]!).getByText('Real')).toBeTruthy();
    expect(within(cards[1]!).getByTestId('quote-simulated').textContent).toBe('Simulated');
    expect(within(cards[0]!).getByTestId('sparkline')).toBeTruthy();
    expect(socket.instruments).toEqual(OVERVIEW_DEFAULT_VALUES);
  });

  it('moves a price when a tick arrives and says whether it is live', async () => {
    await openOverview();
    const card = await screen.findByTestId('quote-GBPUSD');
    expect(within(card).getByTestId('quote-last').textContent).toBe('1.1');
    expect(screen.getByTestId('live-state').textContent).toBe('Connecting…');
    act(() => socket.onState('live'));
    expect(screen.getByTestId('live-state').textContent).toBe('Live');
    act(() =>
      socket.onQuote({
        instrument: 'GBPUSD',
        last: 1.2345,
        change: -0.0012,
        change_pct: -0.00097,
        time: '2026-11-24T15:00:10.000Z',
        simulated: true,
      }),
    );
    await waitFor(() => expect(within(card).getByTestId('quote-last').textContent).toBe('1.2345'));
    expect(within(card).getByTestId('quote-change').textContent).toContain('down');
    act(() => socket.onState('offline'));
    expect(screen.getByTestId('live-state').textContent).toBe('Offline');
  });

  it('lets the user remove and reorder instruments, saved in overview_choices', async () => {
    const saved: { overview_choices: { selected_values: string[] } }[] = [];
    await openOverview(saved);
    await screen.findByTestId('quote-EURUSD');
    fireEvent.click(screen.getByTestId('overview-pick'));
    fireEvent.click(await screen.findByRole('button', { name: 'Move GBPUSD up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove VIX' }));
    fireEvent.click(screen.getByTestId('picker-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const values = saved[0]!.overview_choices.selected_values;
    expect(values.slice(0, 2)).toEqual(['GBPUSD', 'EURUSD']);
    expect(values).toHaveLength(19);
    await waitFor(() => expect(screen.queryByTestId('quote-VIX')).toBeNull());
    expect(socket.instruments).toEqual(values);
  });
});
