import type { AdvancedAnalyticsReply, AdvancedGroup, Company } from '@cobertura/contracts';
import { pairUnits, ZAnalyticsChoices } from '@cobertura/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { valuationReply } from '../../../test/analyticsFixtures.ts';
import { companyPortfolio } from '../../../test/companyFixtures.ts';
import { fakeUser } from '../../../test/fakeUser.ts';
import { DEFAULT_PREFERENCES } from '../../../test/marketFixtures.ts';
import { type FetchRoute, fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { AdvancedAnalyticsPage } from './AdvancedAnalyticsPage.tsx';

vi.mock('../../../components/EChart.tsx', () => import('../../../test/labelledEChart.tsx'));

afterEach(async () => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const COMPANIES: Company[] = [
  {
    pk_idcompany: 1,
    company_name: 'Demo Company A',
    portfolios: [companyPortfolio(10, 'Imports Colombia', ['USDCOP'])],
  },
];

/** A 3 × 3 grid around a value of 1,000,000: a long option book gaining with spot and volatility. */
function advancedGroup(overrides: Partial<AdvancedGroup> = {}): AdvancedGroup {
  return {
    portfolio_id: 10,
    portfolio_name: 'Imports Colombia',
    asset: 'USDCOP',
    ...pairUnits('USDCOP'),
    simulated: false,
    problem: null,
    value: 1_000_000,
    matrix: {
      spotShocks: [-0.2, 0, 0.2],
      volShifts: [-0.05, 0, 0.05],
      values: [
        [100_000, 900_000, 3_000_000],
        [150_000, 1_000_000, 3_200_000],
        [200_000, 1_100_000, 3_400_000],
      ],
    },
    stress: [{ horizon: 1, from: '2025-03-03', to: '2025-03-04', move: -0.043, pnl: -420_000 }],
    backtest: {
      valueAtRisk: 20_000,
      volatility: 0.11,
      days: [
        { date: '2026-11-20', pnl: -5_000, valueAtRisk: 20_000, exception: false },
        { date: '2026-11-23', pnl: -30_000, valueAtRisk: 20_000, exception: true },
      ],
      exceptions: 1,
      expected: 0.02,
      kupiec: { statistic: 5.99, pValue: 0.0144, rejected: true },
    },
    backtestProblem: null,
    barriers: [
      {
        pk: 'DCA-17',
        derivative_type: 'CALL UP AND OUT',
        buy_sell: 'LONG',
        notional: 150_000,
        fixing_date: '2027-12-30',
        knock: 'out',
        price: 4100,
        barriers: [{ level: 4600, distance: 500, percent: 0.122 }],
        touchProbability: 0.3127,
        coverageIfTouched: 0.25,
        coverageIfNotTouched: 0.75,
      },
    ],
    ...overrides,
  };
}

const advancedReply = (group = advancedGroup()): AdvancedAnalyticsReply => ({
  valuation: valuationReply().valuation,
  history_from: '2021-11-24',
  confidence: 0.99,
  groups: [group],
});

interface Server {
  answer: (body: Record<string, unknown>) => AdvancedAnalyticsReply | number;
  requests: { path: string; body: Record<string, unknown> }[];
}

function openAdvanced(server: Server) {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const preferences = {
    ...structuredClone(DEFAULT_PREFERENCES),
    analytics_choices: ZAnalyticsChoices.parse({ selected_company: 1, selected_portfolio: [10] }),
  };
  const route: FetchRoute = (url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/user') return jsonResponse(200, fakeUser());
    if (pathname === '/api/companies') return jsonResponse(200, COMPANIES);
    if (pathname === '/api/preferences') return jsonResponse(200, preferences);
    if (pathname === '/api/currency_portfolio_valuation') return jsonResponse(200, valuationReply());
    if (pathname.endsWith('/advanced')) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      server.requests.push({ path: pathname, body });
      const answer = server.answer(body);
      return typeof answer === 'number'
        ? jsonResponse(answer, { error: { code: 'INTERNAL', message: 'Failed' } })
        : jsonResponse(200, answer);
    }
    return undefined;
  };
  return renderApp([{ path: '/advanced', element: <AdvancedAnalyticsPage /> }], '/advanced', route);
}

const texts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Advanced analytics screen', () => {
  it("asks for the kept valuation's advanced analytics and shows the matrix, barriers, stress and back-test", async () => {
    const server: Server = { answer: () => advancedReply(), requests: [] };
    await openAdvanced(server);
    const matrix = await screen.findByTestId('matrix-table');
    expect(server.requests).toEqual([
      {
        path: `/api/portfolio_valuations/${valuationReply().valuation.id}/advanced`,
        body: { confidence: 0.99, lookback_years: 5 },
      },
    ]);
    expect(screen.queryByTestId('analytics-shock')).toBeNull();
    const rows = within(matrix).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Volatility \\ spot', '-20 %', '0 %', '+20 %']);
    expect(within(rows[3]!).getByRole('rowheader').textContent).toBe('+5 vol pts');
    expect(texts(rows[2]!)).toEqual(['150,000', '1,000,000', '3,200,000']);
    expect(screen.getByRole('img', { name: /Heat-map/ })).toBeTruthy();

    expect(texts(screen.getByTestId('barrier-DCA-17'))).toEqual([
      'DCA-17CALL UP AND OUT',
      'Knock-out',
      '4,600.00',
      '4,100.00',
      '+12.2 % (+500.00)',
      '31.3 %',
      '25 %',
      '75 %',
    ]);
    expect(texts(within(screen.getByTestId('stress-table')).getAllByRole('row')[1]!)).toEqual([
      '1 day',
      'Mar 3, 2025',
      'Mar 4, 2025',
      '-4.3 %',
      '-420,000',
    ]);
    expect(screen.getByTestId('backtest-exceptions').textContent).toBe('1 exception, 0.02 expected');
    expect(screen.getByTestId('backtest-verdict').textContent).toBe(
      'Exceptions inconsistent with the confidence',
    );
    expect(screen.getByTestId('history-from').textContent).toBe('History from Nov 24, 2021');
  });

  it('keeps the figures it had when a new computation fails, and says when they were made', async () => {
    const server: Server = {
      answer: (body) => (body.confidence === 0.95 ? 500 : advancedReply()),
      requests: [],
    };
    await openAdvanced(server);
    await screen.findByTestId('matrix-table');
    fireEvent.click(screen.getByTestId('advanced-confidence'));
    fireEvent.click(await screen.findByRole('option', { name: '95 %', hidden: true }));
    const notice = await screen.findByTestId('advanced-failed', {}, { timeout: 4000 });
    expect(notice.textContent).toMatch(/^Figures of the valuation made at .*; the new computation failed\./);
    expect(screen.getByTestId('barrier-DCA-17')).toBeTruthy();
  });

  it('says plainly when there is no back-test or no live barrier, in Spanish too', async () => {
    const group = advancedGroup({
      backtest: null,
      backtestProblem: '27 closes leave no test day after a window of 250 returns',
      barriers: [],
    });
    await openAdvanced({ answer: () => advancedReply(group), requests: [] });
    await screen.findByTestId('barriers-empty');
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('heading', { name: 'Analítica avanzada' })).toBeTruthy();
    expect(screen.getByTestId('barriers-empty').textContent).toBe(
      'No hay coberturas con barrera vivas en este libro.',
    );
    expect(screen.getByTestId('backtest-problem').textContent).toBe(
      'Sin backtest: 27 closes leave no test day after a window of 250 returns',
    );
  });
});
