import type {
  Company,
  PastPerformanceReply,
  PortfolioValuationReply,
  TPortfolioValuationRequest,
  ValuationProgress,
} from '@cobertura/contracts';
import { ZAnalyticsChoices } from '@cobertura/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverToday } from '../../../api/serverClock.ts';
import { i18n } from '../../../i18n/index.ts';
import {
  BRENT_COMMODITY,
  monthlyPeriods,
  pastReply,
  valuationGroup,
  valuationReply,
  valuedHedge,
} from '../../../test/analyticsFixtures.ts';
import { COMPANY_A, companyPortfolio } from '../../../test/companyFixtures.ts';
import { fakeUser } from '../../../test/fakeUser.ts';
import { DEFAULT_PREFERENCES } from '../../../test/marketFixtures.ts';
import { type FetchRoute, fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { formatDate } from '../../../utils/format.ts';
import { AnalyticsPage } from './AnalyticsPage.tsx';

// jsdom has no canvas: the charts show their accessible name; their options are tested in utils/.
// A test draws them by calling the `onDrawn` each one was given, as ECharts' `finished` would.
const charts = vi.hoisted(() => ({ onDrawn: [] as (() => void)[] }));
vi.mock('../../../components/EChart.tsx', () => ({
  EChart: ({ label, testId, onDrawn }: { label?: string; testId?: string; onDrawn?: () => void }) => {
    if (onDrawn) charts.onDrawn.push(onDrawn);
    return <div role="img" aria-label={label} data-testid={testId} />;
  },
}));
// The desk's fills arrive over a socket (useRevalueOnFills, tested on its own): none here.
vi.mock('../../../shared/hedge-requests/useRequestChanges.ts', () => ({
  useRequestChanges: () => 'offline',
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  charts.onDrawn.length = 0;
});

const COMPANIES: Company[] = [
  COMPANY_A,
  {
    pk_idcompany: 2,
    company_name: 'Demo Company B',
    portfolios: [companyPortfolio(20, 'Exports Mexico', ['USDMXN'])],
  },
];

const BRENT = BRENT_COMMODITY;

interface Server {
  /** The stored `analytics_choices`. */
  choices?: Partial<ReturnType<typeof ZAnalyticsChoices.parse>>;
  /** What each valuation answers: a reply, or an HTTP status to fail with. */
  answer?: (request: TPortfolioValuationRequest) => PortfolioValuationReply | number;
  /** What the past view answers: a reply, or an HTTP status to fail with. */
  past?: () => PastPerformanceReply | number;
  /** Valuations wait for this before answering. */
  gate?: Promise<void>;
  requests: { path: string; body: TPortfolioValuationRequest }[];
  /** The past view's URLs asked, when listed. */
  pastRequests?: string[];
  saved: Record<string, unknown>[];
  /** How far a valuation on its way got; none: a small book, which never reports. */
  progress?: ValuationProgress;
}

async function openAnalytics(server: Server, navAsset?: 0 | 1) {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  if (navAsset !== undefined) localStorage.setItem('navAsset', String(navAsset));
  let preferences = {
    ...structuredClone(DEFAULT_PREFERENCES),
    analytics_choices: ZAnalyticsChoices.parse(server.choices ?? {}),
  };
  const value = async (path: string, init: RequestInit | undefined) => {
    const body = JSON.parse(String(init?.body)) as TPortfolioValuationRequest;
    server.requests.push({ path, body });
    if (server.gate) await server.gate;
    const answer = (server.answer ?? (() => valuationReply()))(body);
    return typeof answer === 'number'
      ? jsonResponse(answer, { error: { code: 'INTERNAL', message: 'Valuation failed' } })
      : jsonResponse(200, answer);
  };
  const route: FetchRoute = (url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/user') return jsonResponse(200, fakeUser());
    if (pathname === '/api/companies') return jsonResponse(200, COMPANIES);
    if (pathname === '/api/commodities')
      return jsonResponse(200, { commodities: [BRENT], units: [], end_products: [] });
    if (pathname === '/api/preferences') return jsonResponse(200, preferences);
    if (pathname === '/api/save_custom_overview') {
      const body = JSON.parse(String(init?.body));
      server.saved.push(body);
      preferences = { ...preferences, ...body };
      return jsonResponse(200, preferences);
    }
    if (pathname.endsWith('_portfolio_valuation')) return value(pathname, init);
    if (pathname.endsWith('/past')) {
      server.pastRequests?.push(url);
      const answer = (server.past ?? (() => pastReply()))();
      return typeof answer === 'number'
        ? jsonResponse(answer, { error: { code: 'INTERNAL', message: 'Past failed' } })
        : jsonResponse(200, answer);
    }
    if (pathname.startsWith('/api/valuation_progress/'))
      return server.progress
        ? jsonResponse(200, server.progress)
        : jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No progress under that name.' } });
    return undefined;
  };
  return renderApp([{ path: '/analytics', element: <AnalyticsPage /> }], '/analytics', route);
}

/** The text of a column's cell in the row of the period that starts on `date` ('Jan 1, 2027'). */
function cell(date: string, column: string): string {
  const row = screen.getByRole('button', { name: `Open the plan of ${date}` }).closest('tr');
  if (!row) throw new Error(`no row for ${date}`);
  return row.querySelector(`[data-column="${column}"]`)?.textContent ?? '';
}

/** What a column of the period table counts, as its header says it. */
function headerUnit(column: string): string {
  const header = within(screen.getByTestId('period-table'))
    .getAllByRole('columnheader')
    .find((th) => th.getAttribute('data-column') === column);
  return header?.querySelector('[data-testid="column-unit"]')?.textContent ?? '';
}

async function choose(testId: string, option: string) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('Analytics screen', () => {
  it('values the saved selection and shows its summary, periods and provenance', async () => {
    const server: Server = {
      choices: { selected_company: 1, selected_portfolio: [10] },
      requests: [],
      saved: [],
    };
    await openAnalytics(server);
    await screen.findByTestId('period-table');
    expect(server.requests).toEqual([
      {
        path: '/api/currency_portfolio_valuation',
        body: {
          portfolios: [10],
          assets: ['USDCOP'],
          interval: '1M',
          shock: 0.1,
          valuation_date: serverToday(),
          // The name the screen asks the valuation's progress by.
          progress_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      },
    ]);
    // Summary: balance −400,000 unhedged; cash flow −600,000 − 610,000 − 620,000 with three −250,000 hedges.
    const cashFlow = screen.getByTestId('summary-cashFlow');
    expect(
      within(cashFlow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['-1,830,000', '-750,000', '-915,000', '41 %']);
    expect(within(screen.getByTestId('summary-balance')).getAllByRole('cell')[0]?.textContent).toBe(
      '-400,000',
    );
    expect(screen.getByTestId('budget-rate').textContent).toBe('Budget rate: 4,150.00\u00a0COP per USD');
    expect(screen.getByTestId('valued-on').textContent).toBe(
      'Valued on Nov 24, 2026 with prices of Nov 23, 2026 (stored market data)',
    );
    // The snapshot's hash is no longer on the screen: it is behind Details, whole, for an auditor.
    expect(screen.queryByText(/a3f9c2d1/)).toBeNull();
    fireEvent.click(screen.getByTestId('valuation-details'));
    expect((await screen.findByTestId('details-snapshot')).textContent).toMatch(/^a3f9c2d1/);
    // Each column says what it counts; money carries its currency's code.
    expect(headerUnit('balance')).toBe('in USD');
    expect(headerUnit('fwd')).toBe('in COP per USD');
    expect(headerUnit('m2m')).toBe('in COP');
    expect(screen.queryByTestId('simulated-badge')).toBeNull();
    expect(screen.queryByTestId('no-program')).toBeNull();
    expect(screen.getByTestId('legend-saved').textContent).toBe('Saved: —');
    expect(screen.getByTestId('legend-synced').textContent).toMatch(/^Synced: \w{3} \d+, \d{4}/);

    // January: exposure −1,000,000, hedge −250,000 (25 %), program −300,000: 50,000 still to buy.
    expect(cell('Jan 1, 2027', 'balance')).toBe('-400,000');
    expect(cell('Jan 1, 2027', 'cash_flow')).toBe('-600,000');
    expect(cell('Jan 1, 2027', 'undated')).toBe('0');
    expect(cell('Jan 1, 2027', 'hedge_percent')).toBe('25 %');
    expect(cell('Jan 1, 2027', 'delta')).toBe('-230,000 (23 %)');
    expect(cell('Jan 1, 2027', 'required_hedge')).toBe('50,000REQUIRED HEDGE · BUY');
    expect(cell('Jan 1, 2027', 'fwd')).toBe('4,185.20');
    expect(cell('Jan 1, 2027', 'hedge_rate')).toBe('4,180.50');
    expect(cell('Jan 1, 2027', 'budget_rate')).toBe('4,150.00');
    expect(cell('Jan 1, 2027', 'm2m')).toBe('COP\u00a01,175,000');
    // February: −610,000 exposure, −250,000 hedged: 40.98 % rounds to 41.0 %, shown without its zero.
    expect(cell('Feb 1, 2027', 'hedge_percent')).toBe('41 %');
    expect(cell('Feb 1, 2027', 'fwd')).toBe('4,186.20');
  });

  it('shows the up and down scenarios when switched', async () => {
    await openAnalytics({ requests: [], saved: [] });
    await screen.findByTestId('period-table');
    fireEvent.click(screen.getByRole('radio', { name: 'Up 10 %' }));
    // Up 10 %: the forward 4,185.20 × 1.1 = 4,603.72; the −250,000 forward loses 250,000 × 418.52.
    expect(cell('Jan 1, 2027', 'fwd')).toBe('4,603.72');
    expect(cell('Jan 1, 2027', 'm2m')).toBe('COP\u00a0-103,455,000');
    fireEvent.click(screen.getByRole('radio', { name: 'Down 10 %' }));
    // Down 10 %: 4,185.20 × 0.9 = 3,766.68, and 1,175,000 + 104,630,000 gained.
    expect(cell('Jan 1, 2027', 'fwd')).toBe('3,766.68');
    expect(cell('Jan 1, 2027', 'm2m')).toBe('COP\u00a0105,805,000');
    fireEvent.click(screen.getByRole('radio', { name: 'Base' }));
    expect(cell('Jan 1, 2027', 'fwd')).toBe('4,185.20');
  });

  it("opens a period's plan with its figures, scenarios and instruments", async () => {
    await openAnalytics({ requests: [], saved: [] });
    await screen.findByTestId('period-table');
    fireEvent.click(screen.getByRole('button', { name: 'Open the plan of Jan 1, 2027' }));
    const panel = await screen.findByRole('dialog', { name: 'Plan of Jan 1, 2027' });
    // Every figure of the plan says what it counts: USD amounts, COP money, rates in COP per USD.
    expect(within(panel).getByTestId('plan-balance').textContent).toBe('USD\u00a0-400,000');
    expect(within(panel).getByTestId('plan-exposure').textContent).toBe('USD\u00a0-1,000,000');
    expect(within(panel).getByTestId('plan-hedge').textContent).toBe('USD\u00a0-250,000');
    expect(within(panel).getByTestId('plan-program').textContent).toBe('USD\u00a0-300,000');
    expect(within(panel).getByTestId('plan-hedge-percent').textContent).toBe('25 %');
    expect(within(panel).getByTestId('plan-delta').textContent).toBe('USD\u00a0-230,000 (23 %)');
    expect(within(panel).getByTestId('plan-required').textContent).toBe(
      'USD\u00a050,000REQUIRED HEDGE · BUY',
    );
    expect(within(panel).getByTestId('plan-fwd').textContent).toBe('4,185.20\u00a0COP per USD');
    expect(within(panel).getByTestId('plan-m2m').textContent).toBe('COP\u00a01,175,000');
    const m2m = within(within(panel).getByTestId('plan-scenarios')).getByRole('rowheader', {
      name: 'Mark-to-market',
    });
    expect(
      within(m2m.closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['COP\u00a01,175,000', 'COP\u00a0-103,455,000', 'COP\u00a0105,805,000']);
    const instruments = within(panel).getByTestId('plan-instruments');
    for (const name of ['Long forward', 'Short forward', 'Call', 'Put'])
      expect(within(instruments).getByRole('rowheader', { name })).toBeTruthy();
    const longForward = within(instruments).getByRole('rowheader', { name: 'Long forward' }).closest('tr');
    expect(
      within(longForward as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['USD\u00a0-250,000', 'USD\u00a0-230,000']);
  });

  it('sends the chosen interval and shock (as a fraction), and names the scenarios by it', async () => {
    const server: Server = { requests: [], saved: [] };
    await openAnalytics(server);
    await screen.findByTestId('period-table');
    await choose('analytics-interval', '1Q');
    await waitFor(() => expect(server.requests.at(-1)?.body.interval).toBe('1Q'));
    fireEvent.change(screen.getByTestId('analytics-shock'), { target: { value: '15' } });
    await waitFor(() => expect(server.requests.at(-1)?.body.shock).toBe(0.15), { timeout: 2000 });
    expect(await screen.findByRole('radio', { name: 'Up 15 %' })).toBeTruthy();
  });

  it('falls back to the first options and saves each choice of the cascade in analytics_choices', async () => {
    // A saved portfolio of no company of the user's, and a pair it does not hold.
    const server: Server = {
      choices: { selected_company: 1, selected_portfolio: [99], selected_currencies: ['GBPUSD'] },
      requests: [],
      saved: [],
    };
    await openAnalytics(server);
    await screen.findByTestId('period-table');
    expect(server.requests[0]?.body).toMatchObject({ portfolios: [10], assets: ['USDCOP'] });
    expect((screen.getByTestId('analytics-underlying') as HTMLInputElement).value).toBe('USDCOP');

    await choose('analytics-underlying', 'EURUSD');
    await waitFor(() => expect(server.requests.at(-1)?.body.assets).toEqual(['EURUSD']));
    await waitFor(() => expect(server.saved.length).toBe(1), { timeout: 2000 });
    expect(server.saved[0]).toEqual({
      analytics_choices: expect.objectContaining({
        selected_company: 1,
        selected_portfolio: [10],
        selected_currencies: ['EURUSD'],
      }),
    });
    await waitFor(() => expect(screen.getByTestId('legend-saved').textContent).not.toBe('Saved: —'));

    await choose('analytics-company', 'Demo Company B');
    await waitFor(() =>
      expect(server.requests.at(-1)?.body).toMatchObject({ portfolios: [20], assets: ['USDMXN'] }),
    );
    await waitFor(() => expect(server.saved.length).toBe(2), { timeout: 2000 });
    expect(server.saved[1]).toEqual({
      analytics_choices: expect.objectContaining({
        selected_company: 2,
        selected_portfolio: [20],
        selected_currencies: ['USDMXN'],
      }),
    });
  });

  it('values commodities by name under the top bar’s commodity switch', async () => {
    const server: Server = { requests: [], saved: [] };
    await openAnalytics(server, 1);
    await waitFor(() => expect(server.requests.length).toBe(1));
    expect(server.requests[0]).toMatchObject({
      path: '/api/commodity_portfolio_valuation',
      body: { portfolios: [11], assets: ['BRENT'] },
    });
    expect((screen.getByTestId('analytics-underlying') as HTMLInputElement).value).toBe('BRENT');
  });

  it("says 'No program found for this portfolio', and marks simulated prices", async () => {
    const server: Server = {
      requests: [],
      saved: [],
      answer: () =>
        valuationReply([valuationGroup({ has_program: false, budget_rate: null })], { simulated: true }),
    };
    await openAnalytics(server);
    expect((await screen.findByTestId('no-program')).textContent).toBe('No program found for this portfolio');
    expect(screen.getByTestId('budget-rate').textContent).toBe('No budget rate');
    expect(screen.getByTestId('simulated-badge').textContent).toBe('Simulated');
  });

  it('keeps the last figures on screen when a new valuation fails, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server: Server = {
      requests: [],
      saved: [],
      answer: (request) => (request.interval === '1W' ? 500 : valuationReply()),
    };
    await openAnalytics(server);
    await screen.findByTestId('period-table');
    await choose('analytics-interval', '1W');
    const notice = await screen.findByTestId('analytics-failed', {}, { timeout: 4000 });
    expect(notice.textContent).toMatch(
      /^Last valued at \w{3} \d+, 2026, \d+:\d{2}\s?[AP]M; the new valuation failed\./,
    );
    expect(cell('Jan 1, 2027', 'm2m')).toBe('COP\u00a01,175,000');
    expect(screen.queryByTestId('analytics-loading')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Portfolio valuation failed', expect.anything());
  });

  it('says when the first valuation fails, and when the book is empty', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openAnalytics({ requests: [], saved: [], answer: () => 500 });
    expect((await screen.findByTestId('analytics-failed', {}, { timeout: 4000 })).textContent).toContain(
      'The valuation failed.',
    );
    cleanup();
    await openAnalytics({
      requests: [],
      saved: [],
      answer: () => valuationReply([valuationGroup({ periods: [], details: [] })]),
    });
    expect((await screen.findByTestId('analytics-empty')).textContent).toBe(
      'No exposures or hedges for this selection.',
    );
    expect(screen.queryByTestId('period-table')).toBeNull();
  });

  it('lists the hedges with their problems, draws the charts, and saves the view', async () => {
    const server: Server = {
      requests: [],
      saved: [],
      answer: () =>
        valuationReply([
          valuationGroup({
            periods: monthlyPeriods(36),
            details: [
              valuedHedge('DCA-1'),
              valuedHedge('DCA-2', {
                derivative_type: 'CALL UP AND OUT',
                derivative: 'CALL',
                barrier_label: '(no KO)',
                status: 'unpriced',
                mark_2_market: null,
                delta: null,
                problem: 'No price for USDCOP on 2026-11-23',
              }),
            ],
          }),
        ]),
    };
    await openAnalytics(server);
    await screen.findByTestId('period-table');
    expect(screen.getAllByRole('button', { name: /^Open the plan of/ })).toHaveLength(36);
    fireEvent.click(screen.getByTestId('section-charts'));
    expect(
      await screen.findByRole('img', { name: 'Exposure, hedge, net and program by period' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', { name: "Hedge ratio against the program's ratio by period" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('section-hedges'));
    const row = await screen.findByTestId('hedge-DCA-2');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'DCA-2',
      'CALL UP AND OUT',
      'Long',
      '250,000',
      '4,180.50',
      'Jan 29, 2027',
      '(no KO)',
      'Not priced',
      '—',
      '—',
    ]);
    expect(screen.getByTestId('hedge-problem-DCA-2').textContent).toBe(
      'Problem: No price for USDCOP on 2026-11-23',
    );
    await waitFor(
      () =>
        expect(server.saved.at(-1)).toEqual({
          analytics_choices: expect.objectContaining({ selected_nav: 2 }),
        }),
      {
        timeout: 2000,
      },
    );
  });

  it('tells how long the period table took to draw after the reply arrived', async () => {
    await openAnalytics({ requests: [], saved: [] });
    await screen.findByTestId('period-table');
    await waitFor(() => expect(screen.getByTestId('valuation-group').dataset.renderedMs).toMatch(/^\d+$/));
    // The arrival is read once: the same figures shown again do not time themselves from it.
    expect(performance.getEntriesByName('valuation-arrived')).toEqual([]);
  });

  it('tells how long the charts took only once both have drawn', async () => {
    await openAnalytics({ requests: [], saved: [], choices: { selected_nav: 1 } });
    await screen.findByTestId('ratios-chart');
    const group = screen.getByTestId('valuation-group');
    const [amounts, ratios] = [charts.onDrawn.at(-2), charts.onDrawn.at(-1)];
    act(() => amounts?.());
    expect(group.dataset.renderedMs).toBeUndefined();
    act(() => ratios?.());
    expect(group.dataset.renderedMs).toMatch(/^\d+$/);
  });

  it('shows a spinner in place until the first valuation answers', async () => {
    let open = () => {};
    const server: Server = { requests: [], saved: [], gate: new Promise((resolve) => (open = resolve)) };
    await openAnalytics(server);
    const loading = await screen.findByTestId('analytics-loading');
    expect(loading.textContent).toBe('Valuing the portfolio…');
    expect(screen.queryByTestId('period-table')).toBeNull();
    open();
    await screen.findByTestId('period-table');
    expect(screen.queryByTestId('analytics-loading')).toBeNull();
  });

  it('shows how far a large valuation got while it runs', async () => {
    let open = () => {};
    const server: Server = {
      requests: [],
      saved: [],
      gate: new Promise((resolve) => (open = resolve)),
      progress: { done: 40_000, total: 100_000 },
    };
    await openAnalytics(server);
    const progress = await screen.findByTestId('valuation-progress');
    expect(progress.textContent).toBe('Valued 40,000 of 100,000 hedges');
    expect(
      within(progress).getByRole('progressbar', { name: 'Valuation progress' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    open();
    await screen.findByTestId('period-table');
    expect(screen.queryByTestId('valuation-progress')).toBeNull();
  });

  it("shows a period's detail card on hover: dates, settled average, forward, rate and contracts' average", async () => {
    await openAnalytics({ requests: [], saved: [] });
    await screen.findByTestId('period-table');
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Open the plan of Jan 1, 2027' }));
    const card = await screen.findByTestId('period-card');
    const text = card.textContent ?? '';
    for (const part of [
      'Jan 1, 2027 – Jan 31, 2027',
      'Settled average—',
      'Forward4,185.20\u00a0COP per USD',
      'Contract average4,180.50\u00a0COP per USD',
    ])
      expect(text).toContain(part);
  });

  it("shows a hedge's details on hover: purpose, dates, counterparty, days and the forward it was valued on", async () => {
    await openAnalytics({ requests: [], saved: [] });
    await screen.findByTestId('period-table');
    fireEvent.click(screen.getByTestId('section-hedges'));
    const row = await screen.findByTestId('hedge-DCA-1');
    fireEvent.mouseEnter(within(row).getByText('FORWARD'));
    const text = (await screen.findByTestId('hedge-card-DCA-1')).textContent ?? '';
    for (const part of [
      'Purposehedge',
      'Trade dateOct 1, 2026',
      'CounterpartyBanco Uno',
      'Days to expiration66',
      'Forward4,185.20',
      'Settlement rate—',
    ])
      expect(text).toContain(part);
  });

  it("shows a barrier hedge's barriers in their quote and how they are watched", async () => {
    const barrierHedge = (pk: string, barrier_monitoring: string | null) =>
      valuedHedge(pk, {
        derivative: 'CALL',
        derivative_type: 'CALL UP AND OUT',
        barrier: 4600,
        barrier_monitoring,
      });
    const details = [barrierHedge('DCA-7', null), barrierHedge('DCA-8', 'CONTINUOUS')];
    await openAnalytics({
      requests: [],
      saved: [],
      answer: () => valuationReply([valuationGroup({ details })]),
    });
    await screen.findByTestId('period-table');
    fireEvent.click(screen.getByTestId('section-hedges'));
    const cardOf = async (pk: string) => {
      fireEvent.mouseEnter(within(await screen.findByTestId(`hedge-${pk}`)).getByText('CALL UP AND OUT'));
      return (await screen.findByTestId(`hedge-card-${pk}`)).textContent ?? '';
    };
    const daily = await cardOf('DCA-7');
    expect(daily).toContain('Barriers4,600.00\u00a0COP per USD');
    // A hedge that does not say is watched once a day, as it is priced.
    expect(daily).toContain('Barrier watchedOnce a day (at the close)');
    expect(await cardOf('DCA-8')).toContain('Barrier watchedContinuously');
  });

  it('says how the hedge, delta and m2m columns are signed, and in what currency the m2m is', async () => {
    await openAnalytics({ requests: [], saved: [] });
    const table = await screen.findByTestId('period-table');
    const header = (column: string) => table.querySelector(`th[data-column="${column}"] span[tabindex="0"]`)!;
    fireEvent.focus(header('hedge'));
    expect((await screen.findByRole('tooltip')).textContent).toContain('− covers a payment or purchase');
    fireEvent.blur(header('hedge'));
    fireEvent.focus(header('m2m'));
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe(
        'Mark-to-market in COP: positive is a gain to the company.',
      ),
    );
  });

  it('shows one group at a time when several portfolios are valued', async () => {
    const peru = valuationGroup({
      portfolio_id: 12,
      portfolio_name: 'Imports Peru',
      asset: 'USDPEN',
      budget_rate: 3.75,
    });
    await openAnalytics({ requests: [], saved: [], answer: () => valuationReply([valuationGroup(), peru]) });
    await screen.findByTestId('period-table');
    expect(screen.getByTestId('budget-rate').textContent).toBe('Budget rate: 4,150.00\u00a0COP per USD');
    await choose('analytics-group', 'Imports Peru · USDPEN');
    // A rate near 1 is quoted with four decimals.
    await waitFor(() =>
      expect(screen.getByTestId('budget-rate').textContent).toBe('Budget rate: 3.7500\u00a0PEN per USD'),
    );
  });

  it('shows the past view of the kept valuation: PnL table, charts, bridge and candles', async () => {
    const server: Server = { requests: [], saved: [], pastRequests: [] };
    await openAnalytics(server);
    await screen.findByTestId('period-table');
    fireEvent.click(screen.getByTestId('section-past'));
    const table = await screen.findByTestId('past-table');
    expect(server.pastRequests).toEqual([
      '/api/portfolio_valuations/6f1c2a0e-8b5d-4c3a-9e7f-1a2b3c4d5e6f/past?portfolio=10&asset=USDCOP&interval=1M',
    ]);
    expect(
      screen.getByRole('region', { name: 'Past performance of Imports Colombia · USDCOP by period' }),
    ).toBeTruthy();
    const september = within(table).getByTestId('past-2026-09-01');
    expect(
      within(september)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      formatDate('2026-09-01', 'en'),
      '600,000',
      '-1,000,000',
      '60 %',
      'COP\u00a030,000,000',
      'COP\u00a030,000,000',
      '4,070.00',
      '4,000.00',
      '70.00',
    ]);
    for (const name of [
      'PnL and cumulative PnL of settled hedges by period',
      'Achieved rate against the budget rate by period',
      'Bridge from the budget rate to the achieved rate',
      'Candles of USDCOP with the settled hedges marked',
    ])
      expect(screen.getByRole('img', { name })).toBeTruthy();
    expect(screen.getByTestId('past-simulated').textContent).toBe('Simulated prices');
    await waitFor(() =>
      expect(server.saved.at(-1)).toEqual({
        analytics_choices: expect.objectContaining({ selected_nav: 4 }),
      }),
    );
  });

  it('says when the past view has nothing settled, and when its call fails', async () => {
    await openAnalytics({ requests: [], saved: [], past: () => pastReply({ periods: [], settlements: [] }) });
    await screen.findByTestId('period-table');
    fireEvent.click(screen.getByTestId('section-past'));
    expect((await screen.findByTestId('past-empty')).textContent).toBe(
      'No hedge or exposure of this portfolio has settled before the valuation date.',
    );
    cleanup();
    // A valuation no longer kept (404): asking again would not help.
    await openAnalytics({ requests: [], saved: [], past: () => 404 });
    await screen.findByTestId('period-table');
    fireEvent.click(screen.getByTestId('section-past'));
    expect(await screen.findByTestId('past-failed')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await openAnalytics({
      requests: [],
      saved: [],
      answer: () => valuationReply([valuationGroup({ has_program: false })]),
    });
    await screen.findByTestId('period-table');
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('heading', { name: 'Analítica' })).toBeTruthy();
    expect(screen.getByTestId('no-program').textContent).toBe(
      'No se encontró un programa para este portafolio',
    );
    expect(screen.getByRole('radio', { name: 'Alza 10 %' })).toBeTruthy();
    // The date as the language writes it (the ICU data decides between '1 ene 2027' and '1/01/2027').
    const january = formatDate('2027-01-01', 'es');
    const row = screen.getByRole('button', { name: `Abrir el plan de ${january}` }).closest('tr');
    expect(row?.querySelector('[data-column="required_hedge"]')?.textContent).toBe(
      '50.000COBERTURA REQUERIDA · COMPRA',
    );
    await i18n.changeLanguage('en');
  });
});
