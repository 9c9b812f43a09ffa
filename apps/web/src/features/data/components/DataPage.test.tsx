import type { BudgetRateVersion, Company, ProgramVersion } from '@cobertura/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { companyPortfolio as portfolio } from '../../../test/companyFixtures.ts';
import { fakeUser } from '../../../test/fakeUser.ts';
import { type FetchRoute, fakeJwt, jsonResponse } from '../../../test/renderApp.tsx';
import { renderAppAt } from '../../../test/renderAppAt.tsx';

// The canvas is ECharts' business; here the chart's accessible summary is enough.
vi.mock('../../../components/EChart.tsx', () => ({
  EChart: ({ label }: { label?: string }) => <div role="img" aria-label={label} />,
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const companies: Company[] = [
  {
    pk_idcompany: 1,
    company_name: 'Demo Company A',
    portfolios: [
      portfolio(10, 'Imports Colombia', ['USDCOP', 'EURUSD']),
      portfolio(11, 'Fuel purchases', [], [3]),
    ],
  },
];

const version = (overrides: Partial<ProgramVersion>): ProgramVersion => ({
  pk_idprogram: 1,
  fk_idportfolio: 10,
  fk_currency: 'USDCOP',
  fk_idcommodity: null,
  fk_userprogram: 2,
  user_name: 'treasury',
  created_at: '2026-11-01T10:00:00.000Z',
  objective: 'CASH FLOW',
  parameters: 'BUDGET',
  flow: { values: { percentage: 90, months: 12, percentagemonths: 50 } },
  ...overrides,
});

const budget: BudgetRateVersion = {
  pk_idbudget: 1,
  fk_idportfolio: 10,
  fk_currency: 'USDCOP',
  fk_idcommodity: null,
  fk_userbudget: 2,
  user_name: 'treasury',
  created_at: '2026-11-01T10:00:00.000Z',
  budget_rate: 4150,
};

const NO_CHOICES = {
  selected_nav: 0,
  color_theme: false,
  selected_sheet: 1,
  selected_company: null,
  selected_portfolio: [],
  selected_currencies: [],
  selected_commodities: [],
  selected_nav_asset: 0,
};

interface Server {
  programs: Record<string, ProgramVersion[]>;
  budgets: Record<string, BudgetRateVersion[]>;
  failSave?: boolean;
  companyReads: number;
  /** The stored `datamodel_choices` preference. */
  choices: Record<string, unknown>;
  sent: { url: string; method: string; body: unknown }[];
}

/** A treasury user on `path`, against a server that keeps the programs and budget rates it is sent. */
async function openData(path: string, server: Partial<Server> = {}) {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const state: Server = {
    programs: {},
    budgets: {},
    companyReads: 0,
    choices: NO_CHOICES,
    sent: [],
    ...server,
  };
  const route: FetchRoute = (url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const key = `${searchParams.get('portfolio')}:${searchParams.get('currency') ?? searchParams.get('commodity')}`;
    if (method !== 'GET') state.sent.push({ url: pathname, method, body });
    if (pathname === '/api/user') return jsonResponse(200, fakeUser());
    if (pathname === '/api/companies') {
      state.companyReads += 1;
      return jsonResponse(200, companies);
    }
    if (pathname === '/api/preferences') return jsonResponse(200, { datamodel_choices: state.choices });
    if (pathname === '/api/save_custom_overview') {
      state.choices = body.datamodel_choices;
      return jsonResponse(200, { datamodel_choices: state.choices });
    }
    if (pathname === '/api/currencies')
      return jsonResponse(200, {
        currencies: [],
        pairs: [
          { pk_i_idcurrency: 6, currency_name: 'USDCOP', fk_idcurrency_left: 1, fk_idcurrency_right: 2 },
        ],
      });
    if (
      [
        '/api/currency-exposure',
        '/api/currency-hedge',
        '/api/providers',
        '/api/clients',
        '/api/plants',
      ].includes(pathname)
    )
      return jsonResponse(200, []);
    if (pathname === '/api/commodities')
      return jsonResponse(200, {
        commodities: [{ pk_idcommodity: 3, commodity_name: 'BRENT', quotation: 'USD/bbl' }],
        units: [],
        end_products: [],
      });
    if (pathname === '/api/programs' && method === 'GET') return jsonResponse(200, state.programs[key] ?? []);
    if (pathname === '/api/programs' && method === 'PUT') {
      if (state.failSave)
        return jsonResponse(500, { error: { code: 'INTERNAL', message: 'The database is away.' } });
      const saved = version({ ...body, pk_idprogram: 99, created_at: '2026-11-24T12:00:00.000Z' });
      const savedKey = `${body.fk_idportfolio}:${body.fk_currency ?? body.fk_idcommodity}`;
      state.programs[savedKey] = [saved, ...(state.programs[savedKey] ?? [])];
      return jsonResponse(200, saved);
    }
    if (pathname === '/api/budget_rates') return jsonResponse(200, state.budgets[key] ?? []);
    if (pathname === '/api/update_create_budget') {
      const saved = { ...budget, pk_idbudget: 7, budget_rate: body.budget_rate };
      state.budgets['10:USDCOP'] = [saved, ...(state.budgets['10:USDCOP'] ?? [])];
      return jsonResponse(200, { message: 'successful', budget: saved });
    }
    return undefined;
  };
  const rendered = await renderAppAt(path, route);
  // The chart's script loads apart from the page's, on a shared machine not always within a second.
  await screen.findByTestId('program-chart', undefined, { timeout: 10_000 });
  return { ...rendered, state };
}

const chartTargets = () => {
  const chart = screen.getByTestId('program-chart');
  return chart.getAttribute('data-targets')?.split(',').map(Number) ?? [];
};

describe('My Data', () => {
  it('opens on Program with the first company, portfolio and pair, and the program’s chart', async () => {
    await openData('/data', { programs: { '10:USDCOP': [version({})] }, budgets: { '10:USDCOP': [budget] } });
    expect((await screen.findByTestId('data-sheet-program')).getAttribute('aria-selected')).toBe('true');
    await screen.findByTestId('program-editor');
    expect((screen.getByTestId('data-portfolio') as HTMLInputElement).value).toBe('Imports Colombia');
    expect((screen.getByTestId('data-underlying') as HTMLInputElement).value).toBe('USDCOP');
    expect(screen.getByTestId('program-current').textContent).toContain('treasury');
    await waitFor(() => expect(chartTargets()).toHaveLength(24));
    expect(chartTargets().slice(0, 2)).toEqual([90, 86.36363636363636]);
    expect(chartTargets()[11]).toBe(50);
    expect(chartTargets()[12]).toBe(0);
    expect(((await screen.findByTestId('budget-rate')) as HTMLInputElement).value).toBe('4150');
  });

  it('redraws the chart as the user types, and marks a bad value while keeping the last chart', async () => {
    await openData('/data?view=program', { programs: { '10:USDCOP': [version({})] } });
    await waitFor(() => expect(chartTargets()[0]).toBe(90));
    fireEvent.change(screen.getByTestId('program-percentagemonths'), { target: { value: '90' } });
    await waitFor(() => expect(chartTargets().slice(0, 12)).toEqual(Array(12).fill(90)));
    fireEvent.change(screen.getByTestId('program-months'), { target: { value: '2' } });
    expect(await screen.findByText('A budget covers at least 3 months.')).toBeTruthy();
    expect(screen.getByTestId('program-chart').getAttribute('data-stale')).toBe('true');
    expect(chartTargets().slice(0, 12)).toEqual(Array(12).fill(90));
    fireEvent.change(screen.getByTestId('program-months'), { target: { value: '3' } });
    await waitFor(() => expect(chartTargets().slice(0, 4)).toEqual([90, 90, 90, 0]));
  });

  it('says when there is no program, and saves a new one through the processing and finished modals', async () => {
    const { state } = await openData('/data');
    expect(await screen.findByText('No program found for this portfolio')).toBeTruthy();
    fireEvent.change(screen.getByTestId('program-percentage'), { target: { value: '75' } });
    fireEvent.change(screen.getByTestId('program-months'), { target: { value: '6' } });
    await waitFor(() => expect(chartTargets().slice(5, 7)).toEqual([75, 0]));
    fireEvent.click(screen.getByTestId('program-save'));
    expect(await screen.findByTestId('save-finished')).toBeTruthy();
    expect(screen.getByText('The program was saved.')).toBeTruthy();
    expect(state.sent).toEqual([
      {
        url: '/api/programs',
        method: 'PUT',
        body: {
          fk_idportfolio: 10,
          fk_currency: 'USDCOP',
          objective: 'CASH FLOW',
          parameters: 'CONSTANT',
          flow: { values: { percentage: 75, months: 6 } },
        },
      },
    ]);
    fireEvent.click(screen.getByTestId('save-accept'));
    await waitFor(() => expect(screen.queryByText('No program found for this portfolio')).toBeNull());
    expect(within(await screen.findByTestId('program-history')).getAllByRole('row')).toHaveLength(2);
  });

  it('keeps what was typed when the save fails, and says an error has occurred', async () => {
    await openData('/data', { programs: { '10:USDCOP': [version({})] }, failSave: true });
    await screen.findByTestId('program-editor');
    fireEvent.change(screen.getByTestId('program-percentage'), { target: { value: '66' } });
    fireEvent.click(screen.getByTestId('program-save'));
    expect(await screen.findByText('An error has occurred')).toBeTruthy();
    expect(screen.getByTestId('save-failed').textContent).toBe('The database is away.');
    fireEvent.click(screen.getByTestId('save-accept'));
    expect((screen.getByTestId('program-percentage') as HTMLInputElement).value).toBe('66');
  });

  it('refuses to send a program with a bad value', async () => {
    const { state } = await openData('/data', { programs: { '10:USDCOP': [version({})] } });
    await screen.findByTestId('program-editor');
    fireEvent.change(screen.getByTestId('program-percentage'), { target: { value: '120' } });
    fireEvent.click(screen.getByTestId('program-save'));
    expect(await screen.findByText('Enter a percentage from 0 to 100.')).toBeTruthy();
    expect(state.sent).toEqual([]);
  });

  it('changes the inputs with the program type: twelve monthly values, four quarterly ones', async () => {
    await openData('/data', {
      programs: { '10:USDCOP': [version({ parameters: 'MATCH', flow: { values: {} } })] },
    });
    await screen.findByTestId('program-editor');
    await waitFor(() => expect(chartTargets()).toEqual(Array(24).fill(100)));
    expect(screen.queryByTestId('program-percentage')).toBeNull();
    fireEvent.click(screen.getByTestId('program-parameters'));
    fireEvent.click(await screen.findByRole('option', { name: 'Quarterly', hidden: true }));
    expect(await screen.findByTestId('program-quarter-3')).toBeTruthy();
    expect(screen.queryByTestId('program-quarter-4')).toBeNull();
    fireEvent.change(screen.getByTestId('program-quarter-0'), { target: { value: '80' } });
    fireEvent.change(screen.getByTestId('program-quarter-1'), { target: { value: '40' } });
    await waitFor(() => expect(chartTargets().slice(0, 7)).toEqual([80, 80, 80, 40, 40, 40, 0]));
    fireEvent.click(screen.getByTestId('program-parameters'));
    fireEvent.click(await screen.findByRole('option', { name: 'Monthly', hidden: true }));
    expect(await screen.findByTestId('program-month-11')).toBeTruthy();
    expect(screen.queryByTestId('program-month-12')).toBeNull();
  });

  it('saves a budget rate typed in Spanish notation through the spec’s call', async () => {
    const { state } = await openData('/data', { budgets: { '10:USDCOP': [budget] } });
    await i18n.changeLanguage('es');
    const input = (await screen.findByTestId('budget-rate')) as HTMLInputElement;
    expect(input.value).toBe('4150');
    fireEvent.change(input, { target: { value: '4.200,5' } });
    fireEvent.click(screen.getByTestId('budget-rate-save'));
    expect(await screen.findByText('La tasa presupuestal fue guardada.')).toBeTruthy();
    expect(state.sent).toEqual([
      {
        url: '/api/update_create_budget',
        method: 'POST',
        body: {
          format: 'json',
          companies: 1,
          selected_portfolio: 10,
          budget_rate: 4200.5,
          selected_currency: 'USDCOP',
        },
      },
    ]);
    await i18n.changeLanguage('en');
  });

  it('falls back to the first option when the address names one outside the options', async () => {
    await openData('/data?company=9&portfolio=77&asset=USDMXN');
    await screen.findByTestId('program-editor');
    expect((screen.getByTestId('data-company') as HTMLInputElement).value).toBe('Demo Company A');
    expect((screen.getByTestId('data-portfolio') as HTMLInputElement).value).toBe('Imports Colombia');
    expect((screen.getByTestId('data-underlying') as HTMLInputElement).value).toBe('USDCOP');
  });

  it('follows the asset switch to the commodities of the portfolio', async () => {
    localStorage.setItem('navAsset', '1');
    await openData('/data?portfolio=11');
    await screen.findByTestId('program-editor');
    expect((screen.getByTestId('data-underlying') as HTMLInputElement).value).toBe('BRENT');
    expect(await screen.findByLabelText(/Budget rate · USD\/bbl/)).toBeTruthy();
  });

  it('shows the book of the pair on Exposures and Hedges, refreshes the companies on sheet 2, and keeps the sheet', async () => {
    const { state, router } = await openData('/data');
    await screen.findByTestId('program-editor');
    const reads = state.companyReads;
    fireEvent.click(screen.getByTestId('data-sheet-exposures'));
    expect(await screen.findByTestId('book-sheet-currency_exposure')).toBeTruthy();
    expect(router.state.location.search).toContain('view=exposures');
    expect(state.companyReads).toBe(reads);
    fireEvent.click(screen.getByTestId('data-sheet-hedges'));
    expect(await screen.findByTestId('book-sheet-currency_hedge')).toBeTruthy();
    await waitFor(() => expect(state.companyReads).toBe(reads + 1));
    expect(state.choices).toMatchObject({ selected_sheet: 2, selected_nav: 2 });
  });

  it('opens on the portfolio and pair saved in the preferences when the address names none', async () => {
    await openData('/data', {
      choices: {
        ...NO_CHOICES,
        selected_company: 1,
        selected_portfolio: [10],
        selected_currencies: ['EURUSD'],
      },
    });
    await screen.findByTestId('program-editor');
    expect((screen.getByTestId('data-underlying') as HTMLInputElement).value).toBe('EURUSD');
  });
});
