import { type PriceStrategiesReply, pairUnits, type SimulationReply } from '@cobertura/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { strategyFixture } from '../../../test/optimizerFixtures.ts';
import { type FetchRoute, fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { OptimizerPage } from './OptimizerPage.tsx';

vi.mock('../../../components/EChart.tsx', () => import('../../../test/labelledEChart.tsx'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const CATALOGUE = [
  strategyFixture(1, 'FORWARD', 0, [['FORWARD', 'LONG']]),
  strategyFixture(2, 'COLLAR', 1, [
    ['CALL', 'LONG'],
    ['PUT', 'SHORT'],
  ]),
];

/** The market every reply of these tests was priced and simulated on. */
const MARKET = {
  asset: 'USDCOP',
  ...pairUnits('USDCOP'),
  side: 'buyer',
  valuation_date: '2026-11-25',
  prices_date: '2026-11-25',
  simulated: true,
  spot: 4000,
  forward: 4100,
  par_forward: 4095.5,
} as const;

function priced(strategies: { pk_idstrategy: number }[]): PriceStrategiesReply {
  return {
    ...MARKET,
    settlements: [],
    strategies: strategies.map((s) => ({
      pk_idstrategy: s.pk_idstrategy,
      name: CATALOGUE.find((c) => c.pk_idstrategy === s.pk_idstrategy)!.name,
      legs: [],
      percentage: 100,
      cost: s.pk_idstrategy === 1 ? 0 : 55.5,
      costPerc: s.pk_idstrategy === 1 ? 0 : 1.35,
      warnings: [],
      zero_cost: true,
      calculated: true,
    })),
  };
}

const figures = (id: number | null, name: string) => ({
  pk_idstrategy: id,
  name,
  percentage: id === null ? 0 : 100,
  cost: id === null ? null : 10,
  expected_rate: 4100,
  beat_budget: id === 1 ? 1 : 0.42,
  confidence_rate: 4400,
  cash_flow_at_risk: id === 1 ? 0 : 3_600_000_000,
  worst_rate: 4450,
  counts: [1, 2, 1],
});
const SIMULATION: SimulationReply = {
  id: '4b1f8f43-7c2e-4d36-9a55-0e7f0bb4c001',
  ran_at: '2026-11-25T12:00:00.000Z',
  ...MARKET,
  budget_rate: 4150,
  confidence: 95,
  seed: 77,
  amount: 12_000_000,
  results: {
    paths: 10_000,
    percentile: 0.975,
    unhedged: figures(null, 'UNHEDGED'),
    strategies: [figures(1, 'FORWARD'), figures(2, 'COLLAR')],
    edges: [3900, 4100, 4300, 4500],
    slice: [],
    frontier: [],
  },
};

const PAST_RUN: SimulationReply = {
  ...SIMULATION,
  id: '4b1f8f43-7c2e-4d36-9a55-0e7f0bb4c000',
  ran_at: '2026-11-20T15:30:00.000Z',
  seed: 20261120,
  results: { ...SIMULATION.results, paths: 5000 },
};
const RUNS = [
  {
    id: PAST_RUN.id,
    ran_at: PAST_RUN.ran_at,
    asset: 'USDCOP',
    side: 'buyer',
    paths: 5000,
    seed: 20261120,
    strategies: ['FORWARD', 'COLLAR'],
  },
];

/** Opens the screen with the catalogue, pricing and simulation answered; `route` answers first. */
async function openOptimizer(calls: { simulated: unknown[] }, route: FetchRoute = () => undefined) {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const rendered = await renderApp(
    [{ path: '/optimizer', element: <OptimizerPage /> }],
    '/optimizer',
    (url, init) => {
      const answer = route(url, init);
      if (answer) return answer;
      const { pathname } = new URL(url, 'http://localhost');
      if (pathname === '/api/strategies') return jsonResponse(200, CATALOGUE);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (pathname === '/api/optimizer/price') return jsonResponse(200, priced(body.strategies));
      if (pathname === '/api/simulate_currencies') {
        calls.simulated.push(body);
        return jsonResponse(200, SIMULATION);
      }
      if (pathname.startsWith('/api/optimizer/progress/')) return jsonResponse(200, { done: 1, total: 3 });
      if (pathname === '/api/optimizer/runs') return jsonResponse(200, RUNS);
      if (pathname === `/api/optimizer/runs/${PAST_RUN.id}`) return jsonResponse(200, PAST_RUN);
      return undefined;
    },
  );
  // The steps show once the saved choices are read.
  await screen.findByTestId('optimizer-next');
  return rendered;
}

/** From the plan to step 3 with the conservative profile's forward and collar at their starting terms. */
async function toStrategies() {
  fireEvent.click(screen.getByTestId('optimizer-next'));
  fireEvent.click(await screen.findByText('Conservative'));
  await waitFor(() =>
    expect(within(screen.getByTestId('optimizer-proposed')).getByText('Collar')).toBeTruthy(),
  );
  fireEvent.click(screen.getByTestId('optimizer-next'));
  await waitFor(() => expect(screen.getAllByTestId('optimizer-strategy')).toHaveLength(2));
}

/** On to step 4 with every strategy calculated. */
async function toResults() {
  await toStrategies();
  fireEvent.click(screen.getByTestId('optimizer-calculate'));
  await waitFor(() => expect(screen.getAllByTestId('optimizer-cost')[1]!.textContent).toBe('55.50'));
  fireEvent.click(screen.getByTestId('optimizer-next'));
  await screen.findByTestId('optimizer-simulate');
}

/** The body a call to `path` sent, parsed. */
const sentTo = (fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe('Optimizer', () => {
  it('goes through the four steps: plan, profile, strategies priced, a simulation with its run number and its odds', async () => {
    const calls = { simulated: [] as unknown[] };
    await openOptimizer(calls);
    fireEvent.change(await screen.findByTestId('optimizer-budget'), { target: { value: '4150' } });
    await toStrategies();
    // The starting strikes sit around the forward: the collar's sold put 5 % below it, the forward at
    // the par forward, where it costs nothing.
    expect((screen.getByTestId('optimizer-strike-0-0') as HTMLInputElement).value).toBe('4095.5');
    expect((screen.getByTestId('optimizer-strike-1-1') as HTMLInputElement).value).toBe('3895');
    fireEvent.click(screen.getByTestId('optimizer-calculate'));
    await waitFor(() => expect(screen.getAllByTestId('optimizer-cost')[1]!.textContent).toBe('55.50'));
    // The forward pays no premium: its cost is nil, and what it is explained, forward points and all.
    expect(screen.getAllByTestId('optimizer-cost')[0]!.textContent).toBe('0.00');
    expect(screen.getByTestId('optimizer-forward-note').textContent).toBe(
      "A forward pays no premium: struck at 4,095.50\u00a0COP per USD for every month, it costs nothing — worth as much today as each month at its own forward, 4,100.00\u00a0COP per USD on average by amount and the net rate the simulation shows, 100.00\u00a0COP per USD (2.50 %) from today's spot of 4,000.00\u00a0COP per USD: the forward points, the carry to each settlement, are in the rate and not paid up front. The one rate averages the months' forwards by amount and by discount factor, as a bank prices a strip: a later month, paid later, counts for less. At another rate it is off-market: its cost is what that rate gives away, or takes, against 4,095.50\u00a0COP per USD, paid in the rate.",
    );
    fireEvent.click(screen.getByTestId('optimizer-next'));
    // No portfolio here: the budget typed in step 1 is said to be typed.
    expect(screen.getByTestId('optimizer-budget-note').textContent).toBe(
      'Beating the budget is measured against the budget rate typed in step 1, 4,150.00\u00a0COP per USD.',
    );
    fireEvent.click(await screen.findByTestId('optimizer-simulate'));
    const table = await screen.findByTestId('optimizer-figures');
    expect(within(table).getByText('Unhedged')).toBeTruthy();
    expect(within(table).getAllByText(/^42\.0\s?%$/)).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Expected net rate against cash flow at risk' })).toBeTruthy();
    expect(screen.getByTestId('optimizer-run-note').textContent).toContain('run 77');
    expect((screen.getByTestId('optimizer-seed') as HTMLInputElement).value).toBe('77');
    // The busy modal stays with how the run ended until Accept dismisses it.
    expect(screen.getByTestId('optimizer-busy-message').textContent).toBe(
      'Simulation finished: 10,000 paths, run 77.',
    );
    fireEvent.click(screen.getByTestId('optimizer-accept'));
    await waitFor(() => expect(screen.queryByTestId('optimizer-busy')).toBeNull());
    expect(calls.simulated[0]).toMatchObject({
      currency: 'USDCOP',
      side: 'buyer',
      budget_rate: 4150,
      paths: 10_000,
      hedges: [
        { pk_idstrategy: 1, calculated: true },
        { pk_idstrategy: 2, strikes: [4100, 3895], calculated: true },
      ],
    });
  });

  it('measures against the forward, and says so, when no budget is typed and no portfolio keeps one', async () => {
    const calls = { simulated: [] as unknown[] };
    await openOptimizer(calls);
    await toResults();
    expect(screen.getByTestId('optimizer-budget-note').textContent).toBe(
      "Beating the budget is measured against the schedule's forward, 4,100.00\u00a0COP per USD: no budget rate was typed and the portfolio keeps none. A forward meets it and does not beat it.",
    );
    fireEvent.click(screen.getByTestId('optimizer-simulate'));
    await screen.findByTestId('optimizer-figures');
    expect(calls.simulated[0]).toMatchObject({ budget_rate: 4100 });
  });

  it('wraps its steps: back from the first goes to the results', async () => {
    await openOptimizer({ simulated: [] });
    fireEvent.click(await screen.findByTestId('optimizer-back'));
    expect(await screen.findByTestId('optimizer-not-calculated')).toBeTruthy();
    expect((screen.getByTestId('optimizer-simulate') as HTMLButtonElement).disabled).toBe(true);
  });

  it("checks a bank's zero-cost quote for the collar: fair value, margin in bp and a verdict", async () => {
    const quote = vi.fn(() =>
      jsonResponse(200, {
        fair_value: -12.5,
        margin: 12.5,
        margin_bps: 30.49,
        verdict: 'expensive',
        forward: 4100,
        notional_today: 4099.5,
      }),
    );
    const { fetchMock } = await openOptimizer({ simulated: [] }, (url) =>
      url.endsWith('/api/optimizer/quote_check') ? quote() : undefined,
    );
    await toStrategies();
    const panel = screen.getByTestId('optimizer-quote');
    // The quote's terms are those typed in the table: the collar's sold put moved to the bank's.
    fireEvent.change(screen.getByTestId('optimizer-strike-1-1'), { target: { value: '3850' } });
    fireEvent.click(within(panel).getByTestId('optimizer-quote-strategy'));
    fireEvent.click(await screen.findByRole('option', { name: 'Collar', hidden: true }));
    expect((within(panel).getByTestId('optimizer-quote-check') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(panel).getByTestId('optimizer-quote-zero'));
    fireEvent.click(within(panel).getByTestId('optimizer-quote-check'));
    const result = await within(panel).findByTestId('optimizer-quote-result');
    expect(result.textContent).toContain('-12.50');
    expect(within(result).getByTestId('optimizer-quote-bps').textContent).toBe('30.5 bp');
    expect(within(result).getByText('Expensive')).toBeTruthy();
    expect(within(result).getByTestId('optimizer-quote-verdict').textContent).toContain('above 30 bp');
    expect(sentTo(fetchMock, '/api/optimizer/quote_check')[0]).toMatchObject({
      asset: 'USDCOP',
      side: 'buyer',
      quoted_cost: 0,
      strategy: { pk_idstrategy: 2, strikes: [4100, 3850], percentage: 100 },
    });
    // Another premium typed is another quote: the verdict of the last one no longer shows.
    fireEvent.change(within(panel).getByTestId('optimizer-quote-premium'), { target: { value: '5' } });
    expect(within(panel).queryByTestId('optimizer-quote-result')).toBeNull();
  });

  it("keeps a refused quote's premium and shows the server's message", async () => {
    await openOptimizer({ simulated: [] }, (url) =>
      url.endsWith('/api/optimizer/quote_check')
        ? jsonResponse(400, {
            error: { code: 'VALIDATION_FAILED', message: 'Type every strike and barrier of the quote.' },
          })
        : undefined,
    );
    await toStrategies();
    const panel = screen.getByTestId('optimizer-quote');
    fireEvent.change(within(panel).getByTestId('optimizer-quote-premium'), { target: { value: '12.5' } });
    fireEvent.click(within(panel).getByTestId('optimizer-quote-check'));
    expect((await within(panel).findByTestId('optimizer-quote-error')).textContent).toBe(
      'Type every strike and barrier of the quote.',
    );
    expect((within(panel).getByTestId('optimizer-quote-premium') as HTMLInputElement).value).toBe('12.5');
    expect(within(panel).queryByTestId('optimizer-quote-result')).toBeNull();
  });

  it("keeps the busy modal open with a failed run's message until Accept; Cancel just closes it", async () => {
    let answer: 'refuse' | 'hang' = 'refuse';
    await openOptimizer({ simulated: [] }, (url, init) => {
      if (!url.endsWith('/api/simulate_currencies')) return undefined;
      if (answer === 'refuse')
        return jsonResponse(400, {
          error: { code: 'VALIDATION_FAILED', message: 'At most 1,000,000 path-steps.' },
        });
      // Answers only when aborted, as a fetch does.
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    });
    await toResults();
    fireEvent.click(screen.getByTestId('optimizer-simulate'));
    await waitFor(() =>
      expect(screen.getByTestId('optimizer-busy-message').textContent).toBe('At most 1,000,000 path-steps.'),
    );
    expect(screen.queryByTestId('optimizer-cancel')).toBeNull();
    fireEvent.click(screen.getByTestId('optimizer-accept'));
    await waitFor(() => expect(screen.queryByTestId('optimizer-busy')).toBeNull());

    answer = 'hang';
    fireEvent.click(screen.getByTestId('optimizer-simulate'));
    expect((await screen.findByTestId('optimizer-busy-message')).textContent).toBe(
      'Simulating 2 strategies on 10,000 paths…',
    );
    expect(screen.queryByTestId('optimizer-accept')).toBeNull();
    fireEvent.click(screen.getByTestId('optimizer-cancel'));
    await waitFor(() => expect(screen.queryByTestId('optimizer-busy')).toBeNull());
    expect(screen.queryByTestId('optimizer-figures')).toBeNull();
  });

  it("reads each strategy's figures on history beside the simulation's after a back-test", async () => {
    const history = (id: number | null, name: string) => ({
      ...figures(id, name),
      cost: null,
      beat_budget: 0.61,
    });
    const { fetchMock } = await openOptimizer({ simulated: [] }, (url) =>
      url.endsWith('/api/optimizer/backtest')
        ? jsonResponse(200, {
            asset: 'USDCOP',
            from: '2006-01-02',
            to: '2025-11-17',
            starts: 1037,
            simulated: true,
            results: {
              ...SIMULATION.results,
              paths: 1037,
              unhedged: history(null, 'UNHEDGED'),
              strategies: [history(1, 'FORWARD'), history(2, 'COLLAR')],
            },
          })
        : undefined,
    );
    fireEvent.change(screen.getByTestId('optimizer-budget'), { target: { value: '4150' } });
    await toResults();
    fireEvent.click(screen.getByTestId('optimizer-simulate'));
    fireEvent.click(await screen.findByTestId('optimizer-accept'));
    fireEvent.click(screen.getByTestId('optimizer-backtest'));
    const note = await screen.findByTestId('optimizer-backtest-note');
    expect(note.textContent).toContain('History: 1,037 weekly starts from Jan 2, 2006 to Nov 17, 2025');
    expect(note.textContent).toContain('Simulated prices');
    const table = screen.getByTestId('optimizer-figures');
    // Each strategy on two lines: the simulation's figures, then history's.
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [row.getAttribute('data-source'), row.textContent]);
    expect(lines).toHaveLength(6);
    expect(lines.map(([source]) => source)).toEqual([
      'simulation',
      'history',
      'simulation',
      'history',
      'simulation',
      'history',
    ]);
    expect(lines[4]![1]).toMatch(/^CollarSimulation100 %42\.0\s?%/);
    expect(lines[5]![1]).toMatch(/^History100 %61\.0\s?%.*—$/);
    expect(sentTo(fetchMock, '/api/optimizer/backtest')[0]).toMatchObject({
      asset: 'USDCOP',
      side: 'buyer',
      budget_rate: 4150,
      confidence: 95,
      years: 20,
      strategies: [{ pk_idstrategy: 1 }, { pk_idstrategy: 2, strikes: [4100, 3895] }],
    });
  });

  it('reopens a past run from the history as it was answered, and lists a new run once made', async () => {
    const { fetchMock } = await openOptimizer({ simulated: [] });
    const listed = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/optimizer/runs')).length;
    await toResults();
    fireEvent.click(screen.getByTestId('optimizer-past-runs'));
    const option = await screen.findByRole('option', {
      name: /USDCOP · buying · 5,000 paths · run 20261120 · Forward, Collar$/,
      hidden: true,
    });
    fireEvent.click(option);
    expect((await screen.findByTestId('optimizer-reopened')).textContent).toMatch(
      /^A run of Nov 20, 2026.* \(USDCOP, buying\), reopened as it was answered\./,
    );
    expect(screen.getByTestId('optimizer-run-note').textContent).toContain('5,000 paths, run 20261120');
    expect(screen.getByTestId('optimizer-figures')).toBeTruthy();
    expect((screen.getByTestId('optimizer-backtest') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('optimizer-busy')).toBeNull();
    // It is still the reopened run after a look at the strategies.
    fireEvent.click(screen.getByTestId('optimizer-back'));
    fireEvent.click(await screen.findByTestId('optimizer-next'));
    expect(await screen.findByTestId('optimizer-reopened')).toBeTruthy();
    expect(screen.queryByTestId('optimizer-book')).toBeNull();

    // A new run replaces it, is no longer a reopened one, and the history is read again.
    const before = listed();
    fireEvent.click(screen.getByTestId('optimizer-simulate'));
    fireEvent.click(await screen.findByTestId('optimizer-accept'));
    await waitFor(() => expect(screen.getByTestId('optimizer-run-note').textContent).toContain('run 77'));
    expect(screen.queryByTestId('optimizer-reopened')).toBeNull();
    await waitFor(() => expect(listed()).toBe(before + 1));
  });
});
