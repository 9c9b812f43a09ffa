import type { CommodityAnalysisReply, CommodityBucketTotalsFigures, Company } from '@cobertura/contracts';
import { ZAnalyticsChoices } from '@cobertura/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRENT_COMMODITY, valuationGroup, valuationReply } from '../../../test/analyticsFixtures.ts';
import { COMPANY_A } from '../../../test/companyFixtures.ts';
import { fakeUser } from '../../../test/fakeUser.ts';
import { DEFAULT_PREFERENCES } from '../../../test/marketFixtures.ts';
import {
  type FetchRoute,
  fakeJwt,
  jsonResponse,
  renderApp,
  replyOrFailure,
} from '../../../test/renderApp.tsx';
import { CommodityAnalysisPage } from './CommodityAnalysisPage.tsx';

vi.mock('../../../components/EChart.tsx', () => import('../../../test/labelledEChart.tsx'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const COMPANIES: Company[] = [COMPANY_A];
const BRENT = BRENT_COMMODITY;
const CURRENCIES = {
  currencies: [
    { pk_idcurrency: 1, code: 'USD', name: 'US dollar', fk_idcountry: null },
    { pk_idcurrency: 2, code: 'COP', name: 'Colombian peso', fk_idcountry: null },
  ],
  pairs: [],
};

const split = (futures: number, basis: number) => ({ futures, ratio: 0, basis, price: futures + basis });
function bucket(key: string, forecast: number, hedged: number): CommodityBucketTotalsFigures {
  const risk = {
    value_foreign: -1,
    value_local: -4000,
    commodity_risk: -100,
    fx_risk: -200,
    cross: -10,
    total: -310,
  };
  return {
    key,
    start: '2026-12-01',
    end: '2026-12-31',
    budget_quantity: forecast / 2,
    forecast_quantity: forecast,
    hedged_quantity: hedged,
    fixed_quantity: hedged,
    ratio: hedged / forecast,
    budget_price: split(72.5, 3.8),
    market_price: split(80.25, 3.8),
    fixed_price: split(77, 3.8),
    net_price: split(78.625, 3.8),
    combined: { up: risk, down: risk },
  };
}

function analysisReply(buckets: CommodityBucketTotalsFigures[]): CommodityAnalysisReply {
  const { valuation } = valuationReply();
  return {
    valuation,
    groups: [
      {
        portfolio_id: 11,
        portfolio_name: 'Fuel purchases',
        asset: 'BRENT',
        amounts_currency: 'USD',
        quantity_unit: 'bbl',
        rate_unit: 'USD per bbl',
        currency: 'USD',
        quotation: 'USD/bbl',
        unit: 'USD/bbl',
        unit_options: ['USD/bbl', 'USD/mt'],
        fx: {
          pair: 'USDCOP',
          local_currency: 'COP',
          rate: 4000,
          prices_date: '2026-11-23',
          shock: 0.1,
          simulated: false,
        },
        buckets,
        total: { ...bucket('TOTAL', 40_000, 20_000) },
        valuation_groups: (['expired', 'new', 'other', 'open'] as const).map((group) => ({
          group,
          rows: group === 'expired' ? 0 : 1,
          quantity: 10_000,
          hedged_quantity: 10_000,
          price: group === 'expired' ? null : 77,
          value: 1234,
          delta: 10_000,
        })),
        simulated: false,
      },
    ],
  };
}

/** Long enough for queryClient's two retries of a failed call (1 s, then 2 s). */
const RETRIES_MS = 8000;

const MONTHLY = [bucket('2026-12', 20_000, 10_000), bucket('2027-01', 20_000, 10_000)];
const WEEKLY = [
  bucket('2026-W51', 10_000, 5000),
  bucket('2026-W52', 5000, 5000),
  bucket('2027-W01', 5000, 0),
];

async function openCommodity(answer: (query: URLSearchParams) => CommodityAnalysisReply | number) {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const asked: URLSearchParams[] = [];
  const preferences = {
    ...structuredClone(DEFAULT_PREFERENCES),
    analytics_choices: ZAnalyticsChoices.parse({ selected_company: 1, selected_portfolio: [11] }),
  };
  const route: FetchRoute = (url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/user') return jsonResponse(200, fakeUser());
    if (pathname === '/api/companies') return jsonResponse(200, COMPANIES);
    if (pathname === '/api/commodities')
      return jsonResponse(200, { commodities: [BRENT], units: [], end_products: [] });
    if (pathname === '/api/currencies') return jsonResponse(200, CURRENCIES);
    if (pathname === '/api/preferences') return jsonResponse(200, preferences);
    if (pathname === '/api/commodity_portfolio_valuation')
      return jsonResponse(200, valuationReply([valuationGroup({ portfolio_id: 11, asset: 'BRENT' })]));
    if (pathname.endsWith('/commodity_analysis')) {
      asked.push(searchParams);
      return replyOrFailure(answer(searchParams), 'failed');
    }
    return undefined;
  };
  await renderApp([{ path: '/commodity', element: <CommodityAnalysisPage /> }], '/commodity', route);
  return asked;
}

const rowKeys = () =>
  within(screen.getByTestId('commodity-totals'))
    .getAllByTestId('commodity-bucket-row')
    .map((row) => row.querySelector('th')?.textContent);

async function choose(testId: string, option: string) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('Commodity analysis screen', () => {
  it('shows the totals with their price split, the groups and the peso view of Brent', async () => {
    const asked = await openCommodity(() => analysisReply(MONTHLY));
    await screen.findByTestId('commodity-totals');
    expect(Object.fromEntries(asked[0]!)).toEqual({
      bucket: 'MONTHLY',
      expiry: 'all',
      fixation: 'all',
      local_currency: 'COP',
    });
    expect(rowKeys()).toEqual(['2026-12', '2027-01']);
    const december = screen.getAllByTestId('commodity-bucket-row')[0]!;
    // Budget 10,000, forecast 20,000, ratio 0.50, fixed and hedged 10,000; then budget price 72.50 + 0 + 3.80.
    expect([...december.querySelectorAll('td')].slice(0, 9).map((c) => c.textContent)).toEqual([
      '10,000',
      '20,000',
      '0.50',
      '10,000',
      '10,000',
      '72.50',
      '0.00',
      '3.80',
      '76.30',
    ]);
    expect(within(screen.getByTestId('commodity-group-open')).getByText('TOTAL OPEN POSITIONS')).toBeTruthy();
    expect(within(screen.getByTestId('commodity-group-expired')).getAllByRole('cell')[3]?.textContent).toBe(
      '—',
    );
    expect(screen.getByTestId('commodity-fx').textContent).toContain('USDCOP (4,000.0000');
    expect(screen.getAllByTestId('commodity-fx-row')).toHaveLength(3);
    // Every risk column says its money is in the local currency.
    const units = within(screen.getByTestId('commodity-fx')).getAllByTestId('column-unit');
    expect(units.map((unit) => unit.textContent)).toEqual(Array(5).fill('in COP'));
  });

  it('asks for the bucket chosen and shows its rows', async () => {
    const asked = await openCommodity((query) =>
      analysisReply(query.get('bucket') === 'WEEKLY' ? WEEKLY : MONTHLY),
    );
    await screen.findByTestId('commodity-totals');
    await choose('commodity-bucket', 'Weekly');
    await waitFor(() => expect(rowKeys()).toEqual(['2026-W51', '2026-W52', '2027-W01']));
    expect(asked.at(-1)?.get('bucket')).toBe('WEEKLY');
  });

  it('keeps the figures shown when a new analysis fails, and says so', { timeout: 15_000 }, async () => {
    await openCommodity((query) => (query.get('expiry') === 'expired' ? 500 : analysisReply(MONTHLY)));
    await screen.findByTestId('commodity-totals');
    fireEvent.click(screen.getByRole('radio', { name: 'Expired' }));
    // A server error is asked again twice (queryClient's retry) before the screen says so.
    await screen.findByText(/the new analysis failed/, {}, { timeout: RETRIES_MS });
    expect(rowKeys()).toEqual(['2026-12', '2027-01']);
  });
});
