import { type DeskAnalytics, type DeskAnalyticsRow, pairUnits, ZDeskAnalytics } from '@cobertura/contracts';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { fakeUser } from '../../../test/fakeUser.ts';
import { type FetchRoute, fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { renderAppAt } from '../../../test/renderAppAt.tsx';
import { DeskAnalyticsPage } from './DeskAnalyticsPage.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const book = (over: Partial<DeskAnalyticsRow>): DeskAnalyticsRow => ({
  company_id: 1,
  company_name: 'Demo Company A',
  portfolio_id: 10,
  portfolio_name: 'Imports Colombia',
  asset: 'USDCOP',
  ...pairUnits('USDCOP'),
  exposure: -8_025_000,
  hedge: -2_600_000,
  coverage: 0.324,
  program_coverage: 0.464,
  required_in_window: 327_045,
  m2m: 126_654_914,
  var: 420_143_353,
  simulated: true,
  ...over,
});

/** The books of the demo desk: Company B's palm oil needs the larger share of its exposure. */
function books(window: DeskAnalytics['window'] = 'MONTH', required = 1): DeskAnalytics {
  return ZDeskAnalytics.parse({
    valuation_date: '2026-03-10',
    window,
    rows: [
      book({ required_in_window: 327_045 * required }),
      book({
        portfolio_id: 12,
        portfolio_name: 'Fuel purchases',
        asset: 'WTI',
        amounts_currency: 'USD',
        quantity_unit: 'bbl',
        rate_unit: 'USD per bbl',
        exposure: 0,
        hedge: 0,
        coverage: null,
        program_coverage: null,
        required_in_window: 0,
        m2m: 0,
        var: null,
        simulated: false,
      }),
      book({
        company_id: 2,
        company_name: 'Demo Company B',
        portfolio_id: 20,
        portfolio_name: 'Palm oil sales',
        asset: 'CPO MAL MYR',
        amounts_currency: 'MYR',
        quantity_unit: 'mt',
        rate_unit: 'MYR per mt',
        exposure: 24_000,
        hedge: 12_000,
        coverage: 0.5,
        program_coverage: 0.45,
        required_in_window: 1_100 * required,
        m2m: 1_675_915,
        var: 1_594_577,
      }),
      book({
        company_id: 3,
        company_name: 'Andes Mining',
        portfolio_id: 30,
        portfolio_name: 'Copper sales',
        asset: 'USDCLP',
        amounts_currency: 'CLP',
        required_in_window: 0,
        coverage: 0.8,
        program_coverage: 0.6,
      }),
    ],
  });
}

/** A server answering the desk's analytics by window; the windows asked are listed. */
function analyticsServer(
  answer: (window: string) => Response = (window) =>
    jsonResponse(200, books(window as DeskAnalytics['window'])),
) {
  const asked: string[] = [];
  const route: FetchRoute = (url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname !== '/api/desk/analytics') return undefined;
    const window = searchParams.get('window') ?? '';
    asked.push(window);
    return answer(window);
  };
  return { asked, route };
}

async function openPage(route: FetchRoute) {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  await renderApp([{ path: '/analyticsBeta', element: <DeskAnalyticsPage /> }], '/analyticsBeta', route);
  return screen.findByTestId('desk-analytics');
}

const clientOrder = () =>
  screen.getAllByTestId(/^desk-analytics-client-/).map((row) => row.getAttribute('data-testid'));

describe('the desk’s analytics', () => {
  it('sets the clients’ books side by side, the clients needing a call first, every figure with its unit', async () => {
    const server = analyticsServer();
    const table = await openPage(server.route);
    expect(server.asked).toEqual(['MONTH']);
    // B's palm oil requires 1,100 of 24,000 mt (4.6 %), A's USDCOP 327,045 of 8,025,000 USD (4.1 %).
    expect(clientOrder()).toEqual([
      'desk-analytics-client-2',
      'desk-analytics-client-1',
      'desk-analytics-client-3',
    ]);
    expect(within(screen.getByTestId('desk-analytics-client-1')).getByTestId('needs-call').textContent).toBe(
      'Needs a call',
    );
    expect(within(screen.getByTestId('desk-analytics-client-3')).queryByTestId('needs-call')).toBeNull();
    const colombia = within(table).getByTestId('desk-analytics-row-10-USDCOP');
    expect(colombia.textContent).toContain('USD -8,025,000');
    expect(colombia.textContent).toContain('USD -2,600,000');
    expect(within(colombia).getByTestId('required').textContent).toBe('USD 327,045');
    expect(colombia.textContent).toContain('COP 126,654,914');
    expect(within(colombia).getByTestId('var').textContent).toBe('COP 420,143,353');
    expect(within(colombia).getByTestId('simulated-label').textContent).toBe(' · Simulated');
    const palm = within(table).getByTestId('desk-analytics-row-20-CPO MAL MYR');
    expect(within(palm).getByTestId('required').textContent).toBe('mt 1,100');
    expect(palm.textContent).toContain('MYR 1,675,915');
    // A client's books: the one requiring most first.
    const rowsOfA = within(table)
      .getAllByTestId(/^desk-analytics-row-1\d-/)
      .map((row) => row.getAttribute('data-testid'));
    expect(rowsOfA).toEqual(['desk-analytics-row-10-USDCOP', 'desk-analytics-row-12-WTI']);
    expect(screen.getByTestId('desk-analytics-date').textContent).toContain('Mar 10, 2026');
  });

  it('draws coverage against the program: red under it, a mark where the program stands', async () => {
    const table = await openPage(analyticsServer().route);
    const under = within(within(table).getByTestId('desk-analytics-row-10-USDCOP')).getByTestId('coverage');
    expect(under.getAttribute('data-under')).toBe('true');
    expect(under.textContent).toContain('32 % of 46 %');
    expect(within(under).getByRole('progressbar').getAttribute('aria-label')).toBe(
      'Coverage 32 % against a program of 46 %',
    );
    expect(within(under).getByTestId('program-mark')).toBeTruthy();
    const over = within(within(table).getByTestId('desk-analytics-row-20-CPO MAL MYR')).getByTestId(
      'coverage',
    );
    expect(over.getAttribute('data-under')).toBe('false');
    // No exposure: no coverage, and a VaR that could not run says so.
    const wti = within(table).getByTestId('desk-analytics-row-12-WTI');
    expect(within(wti).queryByTestId('coverage')).toBeNull();
    expect(within(wti).getByTestId('var').textContent).toBe('—');
    expect(within(wti).getByTestId('var').getAttribute('title')).toContain('could not run');
  });

  it('reads the books again for another window, keeping the table meanwhile', async () => {
    const server = analyticsServer((window) =>
      jsonResponse(200, books(window as DeskAnalytics['window'], window === 'WEEK' ? 0 : 1)),
    );
    await openPage(server.route);
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(server.asked).toEqual(['MONTH', 'WEEK']));
    await waitFor(() => expect(screen.queryAllByTestId('needs-call')).toHaveLength(0));
    expect(screen.getByTestId('desk-analytics')).toBeTruthy();
    // Nothing required: the clients by name.
    expect(clientOrder()).toEqual([
      'desk-analytics-client-3',
      'desk-analytics-client-1',
      'desk-analytics-client-2',
    ]);
  });

  it('says so when the books cannot be valued, and tries again', async () => {
    let fails = true;
    const server = analyticsServer(() =>
      fails
        ? // A refusal is not asked again by itself: the desk decides.
          jsonResponse(400, { error: { code: 'WORK_LIMIT', message: 'Too much work.' } })
        : jsonResponse(200, books()),
    );
    localStorage.setItem('token', fakeJwt());
    localStorage.setItem('refresh', 'r');
    await renderApp(
      [{ path: '/analyticsBeta', element: <DeskAnalyticsPage /> }],
      '/analyticsBeta',
      server.route,
    );
    const error = await screen.findByTestId('desk-analytics-error');
    expect(error.textContent).toContain('could not be valued');
    fails = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('desk-analytics')).toBeTruthy();
  });

  it('says when the clients hold no book', async () => {
    const server = analyticsServer(() =>
      jsonResponse(200, { valuation_date: '2026-03-10', window: 'MONTH', rows: [] }),
    );
    localStorage.setItem('token', fakeJwt());
    localStorage.setItem('refresh', 'r');
    await renderApp(
      [{ path: '/analyticsBeta', element: <DeskAnalyticsPage /> }],
      '/analyticsBeta',
      server.route,
    );
    expect((await screen.findByTestId('desk-analytics-empty')).textContent).toContain(
      'no currency or commodity book',
    );
  });

  it('speaks Spanish', async () => {
    const table = await openPage(analyticsServer().route);
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Libros de los clientes');
    expect(within(table).getAllByTestId('needs-call')[0]!.textContent).toBe('Requiere una llamada');
    const colombia = within(table).getByTestId('desk-analytics-row-10-USDCOP');
    expect(within(colombia).getByTestId('required').textContent).toBe('USD 327.045');
    expect(within(colombia).getByTestId('coverage').textContent).toContain('32 % de 46 %');
    expect(screen.getByRole('radio', { name: 'Semana' })).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
  });

  it('reads in the dark scheme as in the light one', async () => {
    localStorage.setItem('token', fakeJwt());
    localStorage.setItem('refresh', 'r');
    await renderApp(
      [
        {
          path: '/analyticsBeta',
          element: (
            <MantineProvider forceColorScheme="dark">
              <DeskAnalyticsPage />
            </MantineProvider>
          ),
        },
      ],
      '/analyticsBeta',
      analyticsServer().route,
    );
    const table = await screen.findByTestId('desk-analytics');
    expect(within(table).getAllByTestId(/^desk-analytics-row-/)).toHaveLength(4);
    // Colours come from the scheme's variables, never fixed: the program's mark is the text colour.
    const colombia = within(table).getByTestId('desk-analytics-row-10-USDCOP');
    expect(within(colombia).getByTestId('program-mark').getAttribute('style')).toContain(
      'var(--mantine-color-text)',
    );
    const section = within(colombia).getByRole('progressbar');
    expect(section.getAttribute('style')).toContain('var(--mantine-color-red-filled)');
  });
});

describe('the route /analyticsBeta', () => {
  const signedIn = (role: number) => {
    localStorage.setItem('token', fakeJwt());
    localStorage.setItem('access', fakeJwt());
    localStorage.setItem('refresh', 'refresh-token');
    const server = analyticsServer();
    const route: FetchRoute = (url, init) => {
      if (url === '/api/user') return jsonResponse(200, fakeUser({ platform_role: role, companies: [1, 2] }));
      if (url.startsWith('/api/get_user_routes')) return jsonResponse(200, []);
      return server.route(url, init);
    };
    return { server, route };
  };

  it('opens for the desk (role 3)', async () => {
    const { route } = signedIn(3);
    await renderAppAt('/analyticsBeta', route);
    expect(await screen.findByTestId('desk-analytics', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Desk analytics · Cobertura'));
  });

  it('sends a treasurer (role 2) to a screen of theirs, without asking for the books', async () => {
    const { server, route } = signedIn(2);
    const { router } = await renderAppAt('/analyticsBeta', route);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/analyticsBeta'));
    expect(server.asked).toEqual([]);
  });
});
