import type { BacktestReply, SimulationReply, Strategy } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { useStrategyIds, useTestPlatform } from '../../test/platform-suite.ts';

/** A Tuesday, noon UTC; the stored history starts nine months before, for the back-test. */
const TODAY = '2026-03-10';
const SETTLEMENTS = ['2026-04-10', '2026-05-11', '2026-06-10'].map((date) => ({ date, amount: 1_000_000 }));

const suite = useTestPlatform({
  today: TODAY,
  users: ['treasury', 'viewer'],
  env: { MARKET_HISTORY_FROM: '2025-06-01' },
});
const { tokens } = suite;
const id = useStrategyIds(suite);
const hedges = () => [
  { pk_idstrategy: id('FORWARD'), strikes: [4100], calculated: true },
  { pk_idstrategy: id('COLLAR'), strikes: [4300, 3900], percentage: 80, calculated: true },
];
const body = (extra: Record<string, unknown> = {}) => ({
  currency: 'USDCOP',
  side: 'buyer',
  settlements: SETTLEMENTS,
  hedges: hedges(),
  budget_rate: 4150,
  paths: 2_000,
  seed: 42,
  ...extra,
});
const simulate = (extra: Record<string, unknown> = {}, token = tokens.treasury) =>
  suite.platform.request('POST', '/api/simulate_currencies', { token, body: body(extra) });

describe('simulate_currencies', () => {
  let first: SimulationReply;

  it('simulates every strategy on the same seeded paths, summarised, and stores the run', async () => {
    const response = await simulate({ progress_id: '4b1f8f43-7c2e-4d36-9a55-0e7f0bb4c001' });
    expect(response.statusCode, response.body).toBe(200);
    first = response.json() as SimulationReply;
    expect([first.asset, first.seed, first.results.paths, first.amount]).toEqual([
      'USDCOP',
      42,
      2_000,
      3_000_000,
    ]);
    expect(first.results.percentile).toBeCloseTo(0.975, 12);
    const [forward, collar] = first.results.strategies;
    expect([forward!.name, forward!.percentage, collar!.name, collar!.percentage]).toEqual([
      'FORWARD',
      100,
      'COLLAR',
      80,
    ]);
    // A full forward's net rate does not move: nothing at risk, whatever the path.
    expect(forward!.cash_flow_at_risk).toBeLessThan(1e-6 * first.results.unhedged.cash_flow_at_risk + 1e-6);
    expect(collar!.cash_flow_at_risk).toBeLessThan(first.results.unhedged.cash_flow_at_risk);
    expect(first.results.slice).toHaveLength(1000);
    expect(first.results.slice[0]).toHaveLength(3);
    expect(first.results.unhedged.counts.reduce((a, b) => a + b, 0)).toBe(2_000);
    expect(first.results.frontier.filter((p) => p.pk_idstrategy === id('COLLAR'))).toHaveLength(10);
    const progress = await suite.platform.request(
      'GET',
      '/api/optimizer/progress/4b1f8f43-7c2e-4d36-9a55-0e7f0bb4c001',
      {
        token: tokens.treasury,
      },
    );
    expect(progress.json()).toEqual({ done: 3, total: 3 });
  });

  it('repeats a run exactly from its seed, and reopens a stored run as it was answered', async () => {
    suite.platform.clock.advance(60_000);
    const again = (await simulate()).json() as SimulationReply;
    expect(again.id).not.toBe(first.id);
    expect(again.results).toEqual(first.results);
    const runs = (
      await suite.platform.request('GET', '/api/optimizer/runs', { token: tokens.treasury })
    ).json() as {
      id: string;
      seed: number;
      strategies: string[];
    }[];
    expect(runs[0]).toMatchObject({ id: again.id, seed: 42, strategies: ['FORWARD', 'COLLAR'] });
    const stored = await suite.platform.request('GET', `/api/optimizer/runs/${first.id}`, {
      token: tokens.treasury,
    });
    expect(stored.json()).toEqual(first);
    const other = await suite.platform.request('GET', `/api/optimizer/runs/${first.id}`, {
      token: tokens.viewer,
    });
    expect(other.statusCode).toBe(404);
  });

  it('draws a seed when none is given, and answers it', async () => {
    const { seed } = (await simulate({ seed: undefined })).json() as SimulationReply;
    expect(Number.isInteger(seed)).toBe(true);
  });

  it('runs only when every strategy is calculated, and within the path-steps limit', async () => {
    const pending = await simulate({ hedges: [{ ...hedges()[0], calculated: false }] });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().error.fields['hedges.0.calculated']).toEqual([
      'Calculate every strategy before simulating.',
    ]);
    const many = await simulate({
      paths: 100_000,
      settlements: Array.from({ length: 11 }, (_, i) => ({
        date: `2026-${String(4 + i).padStart(2, '0')}-10`
          .replace('2026-13', '2027-01')
          .replace('2026-14', '2027-02'),
        amount: 1,
      })),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.code).toBe('WORK_LIMIT');
    expect(many.json().error.fields.paths[0]).toMatch(
      /^A simulation may run at most 1,000,000 path-steps per strategy \(paths × settlements\); this one asks for 1,100,000 \(100,000 × 11\)\./,
    );
  });

  it('does not count a forward at the budget as beating it: its net rate meets it to the pip', async () => {
    const priced = await suite.platform.request('POST', '/api/optimizer/price', {
      token: tokens.treasury,
      body: { asset: 'USDCOP', side: 'buyer', settlements: SETTLEMENTS, strategies: [hedges()[0]] },
    });
    // The forward as the screen shows it, to the peso's hundredth (USDCOP's pip).
    const atForward = Math.round((priced.json() as { forward: number }).forward * 100) / 100;
    const forward = [{ pk_idstrategy: id('FORWARD'), strikes: [atForward], calculated: true }];
    for (const side of ['buyer', 'seller'] as const) {
      const beats = async (budget: number) => {
        const response = await simulate({ side, hedges: forward, budget_rate: budget });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as SimulationReply).results.strategies[0]!.beat_budget;
      };
      const worse = side === 'buyer' ? 0.01 : -0.01;
      expect(await beats(atForward)).toBe(0);
      expect(await beats(atForward + worse)).toBe(1);
      expect(await beats(atForward - worse)).toBe(0);
    }
  });

  it('is open to a viewer (role 5)', async () => {
    expect((await simulate({}, tokens.viewer)).statusCode).toBe(200);
  });
});

describe('the draws of one simulation', () => {
  const asian = (fixings: number) => ({
    hedges: [
      { pk_idstrategy: id('ASIAN OPTION'), strikes: [4100], fixings, calculated: true },
      { pk_idstrategy: id('FORWARD'), strikes: [4100], calculated: true },
    ],
  });

  it('refuses the days an Asian leg averages over, times paths and settlements, past the limit', async () => {
    // 100,000 paths × 3 settlements × (260 fixing days + the forward's 1): 78,300,000 draws.
    const over = await simulate({ ...asian(260), paths: 100_000 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({
      code: 'WORK_LIMIT',
      message:
        'A simulation may draw at most 40,000,000 values (paths × settlements × Asian fixing days, summed over ' +
        'the strategies); this one asks for 78,300,000 (100,000 paths × 3 settlements × 261). ' +
        'Choose fewer paths, settlements or fixing days.',
    });
  });

  it('runs at the limit', async () => {
    const limits = suite.platform.services.config.workLimits;
    const before = limits.simulationWork;
    // 2,000 paths × 3 settlements × (21 + 1).
    limits.simulationWork = 2_000 * 3 * 22;
    try {
      expect((await simulate(asian(21))).statusCode).toBe(200);
      expect((await simulate(asian(22))).json().error.code).toBe('WORK_LIMIT');
    } finally {
      limits.simulationWork = before;
    }
  });
});

describe('back-test', () => {
  const backtest = (schedule: { settlements: unknown; strategies: unknown }) =>
    suite.platform.request('POST', '/api/optimizer/backtest', {
      token: tokens.treasury,
      body: { asset: 'USDCOP', side: 'buyer', ...schedule, budget_rate: 4150, years: 1 },
    });

  it("replays the strategies on the stored closes with the simulation's figures", async () => {
    const response = await backtest({
      settlements: SETTLEMENTS.slice(0, 2),
      strategies: hedges().map(({ calculated: _, ...strategy }) => strategy),
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json() as BacktestReply;
    expect(reply.starts).toBeGreaterThan(5);
    expect(reply.from < reply.to).toBe(true);
    expect(reply.results.strategies.map((s) => s.cost)).toEqual([null, null]);
    // A full forward fixes every start's rate: nothing at risk but rounding on USD 2,000,000.
    expect(reply.results.strategies[0]!.cash_flow_at_risk).toBeLessThan(1e-3);
  });

  it('says when the history is too short for one schedule', async () => {
    const response = await backtest({
      settlements: [{ date: '2027-03-10', amount: 1 }],
      strategies: [{ pk_idstrategy: id('FORWARD'), strikes: [4100] }],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['years']);
  });

  it('refuses a leg without its strike with a 400 on that leg, as the price step warns of it', async () => {
    const response = await backtest({
      settlements: SETTLEMENTS.slice(0, 2),
      strategies: [
        { pk_idstrategy: id('FORWARD'), strikes: [4100] },
        { pk_idstrategy: id('COLLAR'), strikes: [4300] },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'strategies.1.strikes.1': ['Give this leg a strike above zero.'],
    });
  });
});

describe('simulate_commodities', () => {
  const barrels = SETTLEMENTS.map(({ date }) => ({ date, amount: 73_300 }));
  const tonnes = SETTLEMENTS.map(({ date }) => ({ date, amount: 10_000 }));

  it("simulates a commodity on its futures, with amounts in another unit converted by the spec's factors", async () => {
    const list = (
      await suite.platform.request('GET', '/api/strategies?asset=commodity', { token: tokens.treasury })
    ).json() as Strategy[];
    const forward = list.find((s) => s.name === 'FORWARD')!.pk_idstrategy;
    const priced = await suite.platform.request('POST', '/api/optimizer/price', {
      token: tokens.treasury,
      body: {
        asset: 'BRENT',
        side: 'buyer',
        settlements: barrels,
        strategies: [{ pk_idstrategy: forward, strikes: [50] }],
      },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const level = (priced.json() as { forward: number }).forward;
    const run = async (settlements: unknown, unit?: string) => {
      const response = await suite.platform.request('POST', '/api/simulate_commodities', {
        token: tokens.treasury,
        body: {
          commodity: 'BRENT',
          side: 'buyer',
          settlements,
          ...(unit ? { unit } : {}),
          hedges: [{ pk_idstrategy: forward, strikes: [level], percentage: 50, calculated: true }],
          budget_rate: level,
          paths: 1_000,
          seed: 7,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as SimulationReply;
    };
    const inBarrels = await run(barrels);
    // 10,000 metric tonnes of crude are 73,300 barrels (7.33 bbl/t): the same run, to rounding.
    const inTonnes = await run(tonnes, 'mt');
    expect(inBarrels.asset).toBe('BRENT');
    expect(inTonnes.amount).toBeCloseTo(inBarrels.amount, 6);
    const figures = (reply: SimulationReply) =>
      [reply.results.unhedged, ...reply.results.strategies].map((f) => [
        f.expected_rate,
        f.beat_budget,
        f.confidence_rate,
        f.cash_flow_at_risk,
      ]);
    const inBarrelsFigures = figures(inBarrels);
    for (const [i, row] of figures(inTonnes).entries())
      for (const [j, value] of row.entries()) expect(value).toBeCloseTo(inBarrelsFigures[i]![j]!, 6);
    // Half hedged by a forward at the forward: the net rate's spread is half the unhedged one.
    const { unhedged, strategies } = inBarrels.results;
    expect(strategies[0]!.cash_flow_at_risk).toBeCloseTo(unhedged.cash_flow_at_risk / 2, 0);
  });

  it('refuses a unit the factors do not reach, and a unit on a pair', async () => {
    const refused = await suite.platform.request('POST', '/api/optimizer/price', {
      token: tokens.treasury,
      body: {
        asset: 'BRENT',
        side: 'buyer',
        settlements: tonnes,
        unit: 'troy oz',
        strategies: [{ pk_idstrategy: 1, strikes: [50] }],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.unit[0]).toBe('BRENT amounts can be in bbl, mt, m3, gal.');
    const pair = await simulate({ unit: 'mt' });
    expect(pair.statusCode).toBe(400);
    expect(Object.keys(pair.json().error.fields)).toEqual(['unit']);
  });
});
