import type { PortfolioValuationReply, RiskReply } from '@cobertura/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeUsdcopPriceAndHedge, growBeyondInlineLimit } from '../../test/book-changes.ts';
import { DEMO_USERS, useTestPlatform } from '../../test/platform-suite.ts';

/** A Tuesday, noon UTC: the seed's prices start on 2026-02-01, so the lookback is short. */
const TODAY = '2026-03-10';

const suite = useTestPlatform({ today: TODAY, users: DEMO_USERS, portfoliosAs: 'admin' });
const { tokens, portfolio } = suite;

const valued = async (body: unknown, token = tokens.treasury) => {
  const response = await suite.platform.request('POST', '/api/currency_portfolio_valuation', { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PortfolioValuationReply;
};
const risk = (id: string, body: unknown = {}, token = tokens.treasury) =>
  suite.platform.request('POST', `/api/portfolio_valuations/${id}/risk`, { token, body });
const riskOf = async (id: string, body: unknown = {}) => {
  const response = await risk(id, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RiskReply;
};
const varOf = (reply: RiskReply, method: string) =>
  reply.groups[0]!.methods.find((m) => m.method === method)!.var;

describe('valuation risk', () => {
  let colombia: PortfolioValuationReply;
  beforeAll(async () => {
    colombia = await valued({ portfolios: [portfolio['Imports Colombia']], assets: ['USDCOP'] });
  });

  it('refuses roles without the analytics screens (403)', async () => {
    for (const user of ['desk', 'viewer'])
      expect((await risk(colombia.valuation.id, {}, tokens[user])).statusCode, user).toBe(403);
  });

  it("answers 404 for another company's valuation or an unknown one", async () => {
    const ringgit = await valued(
      { portfolios: [portfolio['Ringgit cash flows']], assets: ['USDMYR'] },
      tokens.admin,
    );
    expect((await risk(ringgit.valuation.id)).statusCode).toBe(404);
    expect((await risk('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('names the field of a bad option (400)', async () => {
    for (const [body, field] of [
      [{ confidence: 1 }, 'confidence'],
      [{ horizon_days: 251 }, 'horizon_days'],
      [{ paths: 100 }, 'paths'],
      [{ methods: [] }, 'methods'],
    ] as const) {
      const response = await risk(colombia.valuation.id, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.body, field).toContain(field);
    }
  });

  it('answers VaR, ES and CFaR by method per period, and the risk profile, with the seed', async () => {
    const reply = await riskOf(colombia.valuation.id);
    expect(reply).toMatchObject({ confidence: 0.95, horizon_days: 10, paths: 10_000, seed: 1 });
    expect(reply.lookback_from).toBe('2024-03-10');
    const [group] = reply.groups;
    expect(group!.asset).toBe('USDCOP');
    expect(group!.methods.map((m) => m.method)).toEqual(['delta-normal', 'historical', 'monte-carlo']);
    for (const m of group!.methods) {
      expect(m.problem, m.method).toBeNull();
      expect(m.var!, m.method).toBeGreaterThan(0);
      expect(m.es!, m.method).toBeGreaterThanOrEqual(m.var!);
    }
    expect(group!.history_scenarios).toBeGreaterThan(2);
    // The periods are the period table's.
    expect(group!.periods.map((p) => p.date)).toEqual(colombia.groups[0]!.periods.map((p) => p.date));
    expect(group!.periods.some((p) => (p.methods[0]!.cfar ?? 0) > 0)).toBe(true);
    expect(group!.profile.breakdown).toHaveLength(9);
    expect(group!.profile.score).toBeGreaterThanOrEqual(0);
    expect(group!.profile.score).toBeLessThanOrEqual(5);
  });

  it('grows with the confidence; the same options give the same figures', async () => {
    const at95 = await riskOf(colombia.valuation.id, { methods: ['delta-normal', 'monte-carlo'] });
    const at99 = await riskOf(colombia.valuation.id, {
      methods: ['delta-normal', 'monte-carlo'],
      confidence: 0.99,
    });
    expect(varOf(at99, 'delta-normal')!).toBeGreaterThan(varOf(at95, 'delta-normal')!);
    expect(varOf(at99, 'monte-carlo')!).toBeGreaterThan(varOf(at95, 'monte-carlo')!);
    const other = await riskOf(colombia.valuation.id, { methods: ['monte-carlo'], seed: 2 });
    expect(varOf(other, 'monte-carlo')).not.toBe(varOf(at95, 'monte-carlo'));
  });

  it('gives the same figures by id after a price and a hedge changed', async () => {
    const first = await riskOf(colombia.valuation.id);
    await changeUsdcopPriceAndHedge(suite.platform, portfolio['Imports Colombia']!, TODAY);
    expect(await riskOf(colombia.valuation.id)).toEqual(first);
  });

  it('computes a book of more than 2,000 hedges on a worker thread', async () => {
    const mexico = portfolio['Imports Mexico']!;
    await growBeyondInlineLimit(suite.platform, mexico, 'USDMXN');
    const reply = await valued({ portfolios: [mexico], assets: ['USDMXN'] });
    const run = vi.spyOn(suite.platform.services.jobs, 'run');
    try {
      const answer = await riskOf(reply.valuation.id, { methods: ['monte-carlo'], paths: 2000 });
      expect(run).toHaveBeenCalledWith(expect.any(String), 'portfolioRisk', expect.any(Array));
      expect(varOf(answer, 'monte-carlo')!).toBeGreaterThan(0);
    } finally {
      run.mockRestore();
    }
  });
});
