import { type OverviewPosition, type OverviewRow, pairUnits, ZOverviewPosition } from '@cobertura/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRENT_COMMODITY } from '../../../test/analyticsFixtures.ts';
import { COMPANY_A } from '../../../test/companyFixtures.ts';
import { fakeUser } from '../../../test/fakeUser.ts';
import { DEFAULT_PREFERENCES } from '../../../test/marketFixtures.ts';
import { type FetchRoute, fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { CompanyPosition } from './CompanyPosition.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const row = (over: Partial<OverviewRow>): OverviewRow => ({
  portfolio_id: 10,
  portfolio_name: 'Imports Colombia',
  asset: 'USDCOP',
  area: 'currency',
  ...pairUnits('USDCOP'),
  exposure: -8_025_000,
  hedge: -2_600_000,
  coverage: 0.324,
  program: { target: 0.464, low: 0.364, high: 0.564 },
  m2m: 31_664,
  var: 105_036,
  net_rate: 4120.5,
  budget_rate: 4150,
  budget_difference: 59_000,
  required_next_month: 327_045,
  currency_rate: 0.00025,
  breaches: [
    { kind: 'under_program' },
    {
      kind: 'past_window',
      request_id: 42,
      reference: 'R-000042',
      window: 'WEEK',
      window_ended: '2026-03-09T14:00:00.000Z',
    },
  ],
  simulated: true,
  ...over,
});

/** Demo Company A's position in a currency: Colombia under its program and late, Brent within policy. */
function companyPosition(currency = 'USD', isFresh = false): OverviewPosition {
  const rate = currency === 'COP' ? 1 : 0.00025;
  const rows = [
    row({ currency_rate: rate, m2m: 126_656_000 * rate, var: 420_144_000 * rate }),
    row({
      portfolio_id: 11,
      portfolio_name: 'Fuel purchases',
      asset: 'BRENT',
      area: 'commodity',
      amounts_currency: 'USD',
      quantity_unit: 'bbl',
      rate_unit: 'USD per bbl',
      exposure: -120_000,
      hedge: -60_000,
      coverage: 0.5,
      program: null,
      m2m: 84_000 / rate / 4000,
      var: null,
      net_rate: 77.2,
      budget_rate: null,
      budget_difference: null,
      required_next_month: 0,
      currency_rate: currency === 'COP' ? 4000 : 1,
      breaches: [],
      simulated: false,
    }),
  ];
  return ZOverviewPosition.parse({
    company_id: 1,
    company_name: 'Demo Company A',
    currency,
    currencies: ['USD', 'COP'],
    next_month_ends: '2026-04-10',
    valuations: [
      {
        area: 'currency',
        id: '5f0c6f44-6f4a-4d7b-9a53-2d0b7c1a1a11',
        valuation_date: '2026-03-10',
        prices_date: '2026-03-10',
        valued_at: '2026-03-10T14:02:00.000Z',
        is_fresh: isFresh,
      },
    ],
    rows,
    totals: { m2m: rows.reduce((sum, r) => sum + (r.m2m ?? 0), 0), breaches: 2 },
  });
}

/** The API as Overview's position reads it, for a user of `role`; the position calls and saves are listed. */
async function openPosition(role: number, path = '/overview') {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const asked: URLSearchParams[] = [];
  const saved: unknown[] = [];
  const route: FetchRoute = (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/user') return jsonResponse(200, fakeUser({ platform_role: role }));
    if (pathname === '/api/companies') return jsonResponse(200, [COMPANY_A]);
    if (pathname === '/api/commodities')
      return jsonResponse(200, { commodities: [BRENT_COMMODITY], units: [], end_products: [] });
    if (pathname === '/api/preferences') return jsonResponse(200, DEFAULT_PREFERENCES);
    if (pathname === '/api/save_custom_overview') {
      saved.push(JSON.parse(String(init?.body)));
      return jsonResponse(200, DEFAULT_PREFERENCES);
    }
    if (pathname === '/api/overview/position') {
      asked.push(searchParams);
      if (searchParams.get('currency') === 'JPY')
        return jsonResponse(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Not a currency',
            fields: { currency: ['Not a currency'] },
          },
        });
      return jsonResponse(
        200,
        companyPosition(searchParams.get('currency') ?? 'USD', searchParams.get('fresh') === 'true'),
      );
    }
    return undefined;
  };
  const view = await renderApp(
    [
      { path: '/overview', element: <CompanyPosition /> },
      { path: '/analytics', element: <p>Analytics screen</p> },
      { path: '/data', element: <p>My Data screen</p> },
      { path: '/hedge', element: <p>Hedge screen</p> },
    ],
    path,
    route,
  );
  return { ...view, asked, saved };
}

/** Opens the position and waits for its table. */
async function openTable(role: number) {
  const opened = await openPosition(role);
  return { ...opened, table: await screen.findByTestId('position-books') };
}

const rowOf = (table: HTMLElement, id: string) => within(table).getByTestId(`position-row-${id}`);
/** An element's text as it reads, its no-break spaces as spaces. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe("Overview's company position", () => {
  it('shows the executive viewer every figure with its currency or unit, breaches in red words, and no links', async () => {
    const { table, asked } = await openTable(5);
    expect(asked[0]?.get('company')).toBe('1');
    const colombia = rowOf(table, '10-USDCOP');
    expect(text(within(colombia).getByTestId('position-exposure'))).toContain('USD -8,025,000');
    expect(text(within(colombia).getByTestId('position-m2m'))).toContain('USD 31,664');
    expect(text(within(colombia).getByTestId('position-var'))).toContain('USD 105,036');
    expect(text(within(colombia).getByTestId('position-required'))).toContain('USD 327,045');
    const coverage = within(colombia).getByTestId('position-coverage');
    expect(text(coverage)).toBe('32.4 %');
    // Under the program's band: in red, and said in words below.
    expect(coverage.parentElement?.style.color).toBe('var(--mantine-color-error)');
    expect(text(within(colombia).getByTestId('position-program'))).toContain('46.4 % (36.4 %–56.4 %)');
    expect(text(within(colombia).getByTestId('position-net-rate'))).toContain('4,120.50 COP per USD');
    expect(text(within(colombia).getByTestId('position-budget'))).toBe('4,150.00 COP per USD');
    expect(text(within(colombia).getByTestId('position-budget-difference'))).toBe('USD 59,000');
    const breaches = within(colombia).getAllByTestId('breach');
    expect(breaches.map(text)).toEqual([
      "⚠ Hedged under the program's band",
      '⚠ R-000042 still open past its one-week window',
    ]);
    for (const breach of breaches) expect(breach.style.color).toBe('var(--mantine-color-error)');
    const brent = rowOf(table, '11-BRENT');
    expect(text(within(brent).getByTestId('position-exposure'))).toContain('-120,000 bbl');
    expect(text(within(brent).getByTestId('within-policy'))).toContain('Within policy');
    expect(text(within(brent).getByTestId('position-var'))).toContain('—');
    expect(text(within(table).getByTestId('total-breaches'))).toContain('2 breaches');
    expect(within(table).queryAllByRole('link')).toEqual([]);
    expect(text(screen.getByTestId('position-valued-at'))).toContain('(kept valuation)');
  });

  it("links a treasurer's figures to the screens that explain them, on the row's selection", async () => {
    const { table, router, saved } = await openTable(2);
    const colombia = rowOf(table, '10-USDCOP');
    expect(
      within(colombia)
        .getByRole('link', { name: /^USD.-8,025,000$/ })
        .getAttribute('href'),
    ).toBe('/data?view=exposures&company=1&portfolio=10&asset=USDCOP');
    expect(
      within(colombia)
        .getByRole('link', { name: /R-000042/ })
        .getAttribute('href'),
    ).toBe('/hedge');
    // Brent is a commodity: Analytics opens on commodities, on Fuel purchases' Brent.
    const brentM2m = () => within(rowOf(table, '11-BRENT')).getByTestId('position-m2m');
    // A commodity is selected by its id, known once the commodities are read.
    await waitFor(() => expect(brentM2m().tagName).toBe('A'));
    fireEvent.click(brentM2m());
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
    expect(localStorage.getItem('navAsset')).toBe('1');
    await waitFor(() =>
      expect(saved).toContainEqual({
        analytics_choices: expect.objectContaining({
          selected_company: 1,
          selected_portfolio: [11],
          selected_commodities: [7],
        }),
      }),
    );
  });

  it('shows the money in another currency of the company, and values again on demand', async () => {
    const { table, asked } = await openTable(2);
    fireEvent.click(screen.getByTestId('position-currency'));
    fireEvent.click(await screen.findByRole('option', { name: 'COP', hidden: true }));
    await waitFor(() => expect(asked.at(-1)?.get('currency')).toBe('COP'));
    await waitFor(() =>
      expect(text(within(rowOf(table, '10-USDCOP')).getByTestId('position-m2m'))).toContain(
        'COP 126,656,000',
      ),
    );
    expect(text(screen.getByTestId('total-m2m'))).toMatch(/^COP /);
    fireEvent.click(screen.getByTestId('position-revalue'));
    await waitFor(() => expect(asked.at(-1)?.get('fresh')).toBe('true'));
    await waitFor(() => expect(text(screen.getByTestId('position-valued-at'))).toContain('Valued now'));
  });

  it('offers the company’s own currency when the address names one the position cannot be shown in', async () => {
    const { asked, router } = await openPosition(5, '/overview?currency=JPY');
    const refused = await screen.findByTestId('position-refused-currency');
    expect(text(refused)).toContain('cannot be shown in JPY');
    fireEvent.click(within(refused).getByRole('button', { name: "Show it in the company's currency" }));
    await screen.findByTestId('position-books');
    expect(router.state.location.search).toBe('');
    expect(asked.at(-1)?.get('currency')).toBeNull();
  });
});
