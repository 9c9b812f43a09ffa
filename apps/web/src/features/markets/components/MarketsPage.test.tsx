import { MAX_SERIES_ROWS, MAX_TECHNICAL_ROWS } from '@cobertura/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../../test/fakeUser.ts';
import {
  CATALOG,
  DEFAULT_PREFERENCES,
  dailyBars,
  move,
  technicalRows,
} from '../../../test/marketFixtures.ts';
import { type FetchRoute, fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { MarketsPage } from './MarketsPage.tsx';

// jsdom has no canvas: the charts show what they were given; their maths is tested in utils/.
vi.mock('./TechnicalChart.tsx', () => ({
  TechnicalChart: (props: {
    isCandles: boolean;
    show: Record<string, boolean>;
    bars: unknown[];
    label: string;
  }) => (
    <div
      data-testid="technical-chart"
      data-kind={props.isCandles ? 'candles' : 'line'}
      data-panes={['RSI', 'MACD', 'STOCH'].filter((key) => props.show[key]).join(',')}
      data-bars={props.bars.length}
      role="img"
      aria-label={props.label}
    />
  ),
}));
vi.mock('../../../components/EChart.tsx', () => import('../../../test/labelledEChart.tsx'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const routes = [{ path: '/markets', element: <MarketsPage /> }];

interface Server {
  saved: Record<string, unknown>[];
  isCloseOnly?: boolean;
  /** The instrument of the saved technical analysis view. */
  instrument?: string;
  /** The contract month of the saved technical analysis view. */
  contract?: string;
  /** The contract month of every technical analysis read, '' for the continuous series. */
  contractsRead?: string[];
  isStaff?: boolean;
}

const BRENT_CONTRACTS = [
  { contract_month_year: '2026-12', last_trading_date: '2026-10-30', continuous_contract: 1 },
  { contract_month_year: '2027-01', last_trading_date: '2026-11-30', continuous_contract: 2 },
];

/** Rows per page the fake server answers: fewer than a window holds, so the screen reads every page. */
const FAKE_PAGE_ROWS = 120;

/** A page as the server answers it: the newest rows dated before `before`, and the `before` of the older ones. */
function pageOf<Row extends { observation_date: string }>(rows: Row[], searchParams: URLSearchParams) {
  const before = searchParams.get('before');
  const older = before ? rows.filter((row) => row.observation_date < before) : rows;
  const page = older.slice(-Math.min(FAKE_PAGE_ROWS, Number(searchParams.get('limit'))));
  return { rows: page, next_before: older.length > page.length ? page[0]!.observation_date : null };
}

async function openMarkets(path = '/markets', server: Server = { saved: [] }) {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  let preferences = structuredClone(DEFAULT_PREFERENCES);
  if (server.instrument) preferences.markets_choices.view.instrument = server.instrument;
  if (server.contract) preferences.markets_choices.view.contract = server.contract;
  const eurusd = dailyBars(300, '2026-11-23', server.isCloseOnly, '2026-10-01');
  const dxy = dailyBars(300, '2026-11-23').map((bar) => ({ ...bar, close: bar.close * 90 }));
  const route: FetchRoute = (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/preferences') return jsonResponse(200, preferences);
    if (pathname === '/api/user') return jsonResponse(200, fakeUser({ is_staff: server.isStaff ?? false }));
    if (pathname === '/api/save_custom_overview') {
      const body = JSON.parse(String(init?.body));
      server.saved.push(body);
      preferences = { ...preferences, ...body };
      return jsonResponse(200, preferences);
    }
    if (pathname === '/api/markets/catalog') return jsonResponse(200, CATALOG);
    const instrument = CATALOG.find((i) => i.id === searchParams.get('instrument'));
    if (pathname === '/api/markets/contracts')
      return jsonResponse(200, searchParams.get('commodity') === 'BRENT' ? BRENT_CONTRACTS : []);
    // A read's first page (its newest rows): the later ones read the same contract.
    if (pathname === '/api/markets/technical' && instrument && !searchParams.has('before'))
      server.contractsRead?.push(searchParams.get('contract') ?? '');
    if (pathname === '/api/markets/technical' && instrument) {
      expect(searchParams.get('limit')).toBe(String(MAX_TECHNICAL_ROWS));
      return jsonResponse(200, {
        instrument,
        contract: null,
        ...pageOf(technicalRows(eurusd), searchParams),
      });
    }
    if (pathname === '/api/markets/history' && instrument) {
      expect(searchParams.get('limit')).toBe(String(MAX_SERIES_ROWS));
      const rows = instrument.id === 'DXY' ? dxy : eurusd;
      return jsonResponse(200, { instrument, contract: null, ...pageOf(rows, searchParams) });
    }
    if (pathname === '/api/markets/moves')
      return jsonResponse(200, [move('EURUSD', 'currency', false), move('USDCOP', 'currency', true)]);
    return undefined;
  };
  return renderApp(routes, path, route);
}

describe('Markets screen', () => {
  it('offers staff the price import and hides it from everyone else', async () => {
    await openMarkets('/markets', { saved: [], isStaff: true });
    fireEvent.click(await screen.findByTestId('price-import-open'));
    expect(await screen.findByRole('dialog', { name: 'Import daily prices' })).toBeTruthy();
    cleanup();
    await openMarkets();
    await screen.findByTestId('technical-chart');
    expect(screen.queryByTestId('price-import-open')).toBeNull();
  });

  it('opens on technical analysis with candles and the RSI pane, and names its sources', async () => {
    await openMarkets();
    const chart = await screen.findByTestId('technical-chart');
    expect(chart.dataset.kind).toBe('candles');
    expect(chart.dataset.panes).toBe('RSI');
    expect(Number(chart.dataset.bars)).toBe(300);
    expect(screen.getByRole('tab', { name: 'Technical analysis' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const source = screen.getByTestId('data-source');
    expect(source.textContent).toContain('Imported prices');
    expect(within(source).getByTestId('simulated-badge').textContent).toBe('Simulated from Oct 2, 2026');
    expect(screen.getByTestId('legend-saved').textContent).toBe('Saved: —');
    expect(screen.getByTestId('legend-synced').textContent).toMatch(/^Synced: \w{3} \d+, \d{4}/);
  });

  it("offers a commodity's contract months and draws and saves the one chosen", async () => {
    const server: Server = { saved: [], instrument: 'BRENT', contractsRead: [] };
    await openMarkets('/markets', server);
    await screen.findByTestId('technical-chart');
    const picker = await screen.findByTestId('technical-contract');
    expect(screen.getAllByLabelText('Contract')).toContain(picker);
    expect((picker as HTMLInputElement).value).toBe('Continuous (front month)');
    fireEvent.click(picker);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Jan 2027 (last trading Nov 30, 2026)', hidden: true }),
    );
    await waitFor(() => expect(server.contractsRead).toContain('2027-01'));
    expect(server.contractsRead?.[0]).toBe('');
    await waitFor(() => expect(server.saved.length).toBe(1), { timeout: 2000 });
    const saved = server.saved[0] as { markets_choices: { view: { instrument: string; contract: string } } };
    expect(saved.markets_choices.view).toMatchObject({ instrument: 'BRENT', contract: '2027-01' });
  });

  it('shows the continuous series when the saved contract month has expired', async () => {
    const server: Server = { saved: [], instrument: 'BRENT', contract: '2026-09', contractsRead: [] };
    await openMarkets('/markets', server);
    await screen.findByTestId('technical-chart');
    const picker = await screen.findByTestId('technical-contract');
    expect((picker as HTMLInputElement).value).toBe('Continuous (front month)');
    expect(server.contractsRead).toEqual(['']);
  });

  it('offers no contract month for a pair', async () => {
    await openMarkets();
    await screen.findByTestId('technical-chart');
    expect(screen.queryByTestId('technical-contract')).toBeNull();
  });

  it('draws a line and says so where only closes exist', async () => {
    await openMarkets('/markets', { saved: [], isCloseOnly: true });
    expect((await screen.findByTestId('technical-chart')).dataset.kind).toBe('line');
    expect(screen.getByTestId('closes-only-note').textContent).toContain('Only closing prices exist');
  });

  it('adds the MACD pane and saves the toggle in markets_choices', async () => {
    const server: Server = { saved: [] };
    await openMarkets('/markets', server);
    await screen.findByTestId('technical-chart');
    fireEvent.click(within(screen.getByTestId('toggle-MACD')).getByRole('checkbox', { hidden: true }));
    await waitFor(() => expect(screen.getByTestId('technical-chart').dataset.panes).toBe('RSI,MACD'));
    await waitFor(() => expect(server.saved.length).toBe(1), { timeout: 2000 });
    const saved = server.saved[0] as { markets_choices: { show: Record<string, boolean> } };
    expect(saved.markets_choices.show.MACD).toBe(true);
    expect(saved.markets_choices.show.RSI).toBe(true);
    await waitFor(() => expect(screen.getByTestId('legend-saved').textContent).not.toBe('Saved: —'));
  });

  it('shows the world currencies with moves in words as well as colour, simulated rows marked', async () => {
    await openMarkets('/markets?section=worldCurrencies');
    const table = await screen.findByTestId('moves-currency');
    const eur = within(table).getByTestId('move-EURUSD');
    expect(eur.textContent).toContain('up 1.2 %');
    expect(eur.textContent).toContain('down 0.8 %');
    expect(eur.textContent).toContain('—');
    expect(within(eur).queryByTestId('simulated-badge')).toBeNull();
    expect(within(within(table).getByTestId('move-USDCOP')).getByTestId('simulated-badge')).toBeTruthy();
  });

  it('compares two instruments in DIVIDE mode', async () => {
    await openMarkets('/markets?section=comparison');
    expect(await screen.findByTestId('comparison-chart')).toBeTruthy();
    fireEvent.click(screen.getByTestId('comparison-mode'));
    fireEvent.click(await screen.findByRole('option', { name: 'Divide', hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('comparison-chart').getAttribute('aria-label')).toBe(
        'Comparison of EURUSD and DXY (Divide) over 300 days.',
      ),
    );
  });

  it('shows the regression statistics in REGRESS mode', async () => {
    await openMarkets('/markets?section=comparison');
    await screen.findByTestId('comparison-chart');
    fireEvent.click(screen.getByTestId('comparison-mode'));
    fireEvent.click(await screen.findByRole('option', { name: 'Regression', hidden: true }));
    // DXY is EURUSD × 90 in the fixture: a slope of 1/90 and R² 1.
    expect((await screen.findByTestId('regression-r2')).textContent).toBe('1.0000');
    expect(screen.getByTestId('regression-slope').textContent).toBe('0.0111111');
  });

  it('draws the seasonality and the percentiles of the instrument', async () => {
    await openMarkets('/markets?section=seasonality');
    // 300 weekdays reach back to early 2025: 2025 is not complete, so there is no past year yet.
    expect((await screen.findByTestId('seasonality-not-enough')).textContent).toContain('complete past year');
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Percentiles' }));
    });
    const table = await screen.findByTestId('percentiles-table');
    expect(within(table).getByTestId('percentile-1').textContent).toMatch(/1 year\s*\d+ %/);
    expect(within(table).getByTestId('percentile-10').textContent).toContain(
      'History shorter than the window',
    );
    expect(screen.getByTestId('distribution-chart').getAttribute('aria-label')).toContain('EURUSD');
  });
});
