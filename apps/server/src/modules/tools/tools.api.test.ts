import { priceBatch } from '@cobertura/finance/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';
import { monteCarloAsian as monteCarlo, vanillaCall as vanilla } from '../../test/pricing-cases.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('POST /api/tools/price', () => {
  it('answers the same results as the library, in order, one bad case not spoiling the others', async () => {
    const cases = [vanilla, { ...vanilla, id: 'bad', vol: -0.1 }, { id: 'unknown', kind: 'swap' }];
    const { access } = await platform.signIn('viewer');
    const response = await platform.request('POST', '/api/tools/price', { token: access, body: cases });
    expect(response.statusCode).toBe(200);
    const results = response.json();
    expect(results).toEqual(JSON.parse(JSON.stringify(priceBatch(cases))));
    expect(results.map((r: { id: string }) => r.id)).toEqual(['gk', 'bad', 'unknown']);
    expect(results[0].price).toBeGreaterThan(0);
    expect(results[1].error.code).toBeTruthy();
  });

  it('resolves dated cases and tells an OTC forward from an exchange future', async () => {
    const { expiryYears: _, ...terms } = vanilla;
    const commodity = {
      underlying: 'future',
      forward: 78.5,
      strike: 80,
      expiryYears: 0.25,
      rDomestic: 0.053,
    };
    const cases = [
      { ...terms, id: 'dated', valuationDate: '2026-01-01', expiryDate: '2026-07-02' },
      { ...vanilla, id: 'years', expiryYears: 182 / 365 },
      { ...commodity, id: 'otc', kind: 'forward' },
      { ...commodity, id: 'exchange', kind: 'future' },
    ];
    const { access } = await platform.signIn('treasury');
    const response = await platform.request('POST', '/api/tools/price', { token: access, body: cases });
    expect(response.statusCode).toBe(200);
    const [dated, years, otc, exchange] = response.json();
    expect({ ...dated, id: 'years' }).toEqual(years);
    // DF·(F − K) with DF = e^{−0.053·0.25} = 0.98684, against F − K for the margined future.
    expect(otc.price).toBeCloseTo(-1.48026, 5);
    expect(otc.delta).toBeCloseTo(0.98684, 5);
    expect(exchange).toMatchObject({ price: -1.5, delta: 1 });
  });

  it('prices Monte Carlo and large batches in a worker thread with the same results', async () => {
    const asian = {
      id: 'mc',
      kind: 'asian',
      underlying: 'fx',
      optionType: 'call',
      spot: 100,
      strike: 100,
      expiryYears: 1,
      rDomestic: 0.05,
      rForeign: 0,
      vol: 0.2,
      averaging: 'arithmetic',
      fixings: 12,
      method: 'montecarlo',
      paths: 20_000,
      seed: 7,
    };
    const book = Array.from({ length: 150 }, (_, i) => ({ ...vanilla, id: `v${i}`, strike: 1.4 + i / 500 }));
    const { access } = await platform.signIn('treasury');
    for (const cases of [[asian], book]) {
      const response = await platform.request('POST', '/api/tools/price', { token: access, body: cases });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(JSON.parse(JSON.stringify(priceBatch(cases))));
    }
  });

  it("prices a case's notional and names its currency: per unit and the total for it; a notional not > 0 names its field", async () => {
    const cases = [
      { ...vanilla, id: 'unit' },
      { ...vanilla, id: 'sized', notional: 2_500_000, currency: 'COP' },
      { ...vanilla, id: 'sold', notional: -2_500_000 },
      { ...vanilla, id: 'wild', vol: 50 },
      { ...vanilla, id: 'top', notional: 1e12, vol: 5 },
    ];
    const { access } = await platform.signIn('treasury');
    const response = await platform.request('POST', '/api/tools/price', { token: access, body: cases });
    expect(response.statusCode).toBe(200);
    const [unit, sized, sold, wild, top] = response.json();
    expect(sized).toMatchObject({ price: unit.price, notional: 2_500_000, currency: 'COP' });
    // A case that names no currency gets its amounts with `currency: null`, never a guess.
    expect(unit.currency).toBeNull();
    expect(sized.total.price).toBe(unit.price * 2_500_000);
    expect(sized.total.delta).toBe(unit.delta * 2_500_000);
    expect(sold.error).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(sold.error.message).toMatch(/^notional must be > 0/);
    expect(wild.error.message).toMatch(/^vol must be a fraction \(0\.2 = 20%\) ≤ 5/);
    expect(top.total.price).toBe(top.price * 1e12);
  });

  it('needs a signed-in member and a JSON array', async () => {
    expect((await platform.request('POST', '/api/tools/price', { body: [vanilla] })).statusCode).toBe(401);
    const { access } = await platform.signIn('treasury');
    const notArray = await platform.request('POST', '/api/tools/price', {
      token: access,
      body: { cases: [] },
    });
    expect(notArray.statusCode).toBe(400);
  });
});

describe('the work one pricing request may ask for', () => {
  it('refuses more Monte Carlo path-steps than the limit with a 400 naming it, before any work', async () => {
    const { access } = await platform.signIn('viewer');
    const huge = { ...monteCarlo, fixings: 1000, paths: 1_000_000 };
    const response = await platform.request('POST', '/api/tools/price', { token: access, body: [huge] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('WORK_LIMIT');
    expect(response.json().error.message).toMatch(
      /^A pricing request may ask for at most 100,000,000 Monte Carlo path-steps .*; this one asks for 1,000,000,000\./,
    );
    // Strategy legs count too, each with the strategy's fields it inherits.
    const strategy = {
      ...monteCarlo,
      kind: 'strategy',
      fixings: 500,
      paths: 100_000,
      legs: [
        { kind: 'asian', quantity: 1 },
        { kind: 'asian', quantity: -1, strike: 4200 },
        { kind: 'asian', quantity: 1, strike: 3800 },
      ],
    };
    const legs = await platform.request('POST', '/api/tools/price', { token: access, body: [strategy] });
    expect(legs.json().error.message).toMatch(/this one asks for 150,000,000\./);
  });

  it('stops a job past its time limit and frees the worker for the next one', async () => {
    // The limit covers a worker's start too (a stopped worker is replaced), so it is seconds long
    // here, and the slow job far longer (about 13 s of work if let run).
    const strict = await startTestPlatform({ JOB_TIME_LIMIT_SECONDS: '4', PRICING_WORK_LIMIT: '2000000000' });
    try {
      const { access } = await strict.signIn('treasury');
      const slow = { ...monteCarlo, fixings: 1000, paths: 1_000_000 };
      const stopped = await strict.request('POST', '/api/tools/price', { token: access, body: [slow] });
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json().error).toMatchObject({ code: 'TIME_LIMIT' });
      expect(stopped.json().error.message).toMatch(/longer than 4 s/);
      expect(strict.services.jobs.load).toEqual({ waiting: 0, running: 0 });
      const quick = { ...monteCarlo, fixings: 12, paths: 2_000, seed: 7 };
      const priced = await strict.request('POST', '/api/tools/price', { token: access, body: [quick] });
      expect(priced.statusCode).toBe(200);
      expect(priced.json()[0].price).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});

describe("a user's share of the workers", () => {
  it('is capped per user with a 429 that says when to retry, while another user is still served', async () => {
    const strict = await startTestPlatform({
      JOBS_PER_USER: '1',
      JOB_TIME_LIMIT_SECONDS: '4',
      PRICING_WORK_LIMIT: '2000000000',
    });
    try {
      const [ana, ben] = [await strict.signIn('treasury'), await strict.signIn('admin')];
      const price = (token: string, body: unknown[]) =>
        strict.request('POST', '/api/tools/price', { token, body });
      const slow = price(ana.access, [{ ...monteCarlo, fixings: 1000, paths: 1_000_000 }]);
      for (let waited = 0; strict.services.jobs.load.running === 0 && waited < 10_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const quick = [{ ...monteCarlo, fixings: 12, paths: 2_000, seed: 7 }];
      const capped = await price(ana.access, quick);
      expect(capped.statusCode).toBe(429);
      expect(capped.json().error.code).toBe('RATE_LIMITED');
      expect(capped.headers['retry-after']).toBe('4');
      const other = await price(ben.access, quick);
      expect(other.statusCode).toBe(200);
      expect((await slow).statusCode).toBe(503);
    } finally {
      await strict.close();
    }
  });
});

describe('a client that goes away', () => {
  it('stops the job it asked for', async () => {
    const server = await startTestPlatform({
      JOB_TIME_LIMIT_SECONDS: '60',
      PRICING_WORK_LIMIT: '2000000000',
    });
    try {
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { access } = await server.signIn('treasury');
      const slow = { ...monteCarlo, fixings: 1000, paths: 1_000_000 };
      const leaving = new AbortController();
      const answer = fetch(`${address}/api/tools/price`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
        body: JSON.stringify([slow]),
        signal: leaving.signal,
      }).catch(() => 'gone');
      const { jobs } = server.services;
      const until = async (check: () => boolean, withinMs: number) => {
        for (let waited = 0; !check() && waited < withinMs; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return check();
      };
      expect(await until(() => jobs.load.running === 1, 10_000)).toBe(true);
      leaving.abort();
      expect(await answer).toBe('gone');
      // Stopped at once, long before its 13 s of work would have ended.
      expect(await until(() => jobs.load.running === 0, 2_000)).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('GET /api/tools/market', () => {
  const market = async (pair: string, token: string) =>
    platform.request('GET', `/api/tools/market?pair=${pair}`, { token });
  const lastClose = async (pair: string, token: string) => {
    const bars = await platform.request('GET', `/api/currencies-intraday-history?currency=${pair}&last=1`, {
      token,
    });
    expect(bars.statusCode, bars.body).toBe(200);
    return bars.json()[0] as { observation_date: string; close: number };
  };

  it("answers a pair's stored spot as Markets reads it, its curves' rates, its smile and its quote decimals", async () => {
    const { access } = await platform.signIn('treasury');
    for (const [pair, decimals] of [
      ['EURUSD', 4],
      ['USDCOP', 2],
    ] as const) {
      const response = await market(pair.toLowerCase(), access);
      expect(response.statusCode, response.body).toBe(200);
      const reply = response.json();
      const close = await lastClose(pair, access);
      expect([reply.pair, reply.spot, reply.prices_date, reply.decimals]).toEqual([
        pair,
        close.close,
        close.observation_date,
        decimals,
      ]);
      expect(reply.rate_unit).toBe(`${pair.slice(3)} per ${pair.slice(0, 3)}`);
      expect(reply.tenors.map((t: { days_to_expiration: number }) => t.days_to_expiration)).toEqual([
        7, 30, 91, 182, 365, 730, 1826,
      ]);
      for (const tenor of reply.tenors) {
        // Covered interest parity on the two curves' rates.
        const years = tenor.days_to_expiration / 365;
        expect(tenor.fwd).toBeCloseTo(reply.spot * Math.exp((tenor.r - tenor.rf) * years), 8);
        expect(tenor.c0).toBeGreaterThan(0);
      }
      expect(typeof reply.simulated).toBe('boolean');
    }
  });

  it('turns a pair stored the other way, to any signed-in member, and names one it cannot find', async () => {
    const { access } = await platform.signIn('viewer');
    const [direct, turned] = await Promise.all([market('EURUSD', access), market('USDEUR', access)]);
    expect(turned.statusCode, turned.body).toBe(200);
    const [a, b] = [direct.json(), turned.json()];
    expect(b.inverted).toBe(true);
    expect(b.spot).toBeCloseTo(1 / a.spot, 12);
    expect(b.tenors[3].fwd).toBeCloseTo(1 / a.tenors[3].fwd, 12);
    expect([b.tenors[3].r, b.tenors[3].rf]).toEqual([a.tenors[3].rf, a.tenors[3].r]);
    expect(b.tenors[3].c1).toBe(-a.tenors[3].c1);

    const missing = await market('EURJPY', access);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(
      'No market is stored for EURJPY: type its spot, rates and volatility.',
    );
    const bad = await market('EUR', access);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.pair).toEqual([
      'A pair is six letters: its base and quote currencies, as EURUSD.',
    ]);
    expect((await platform.request('GET', '/api/tools/market?pair=EURUSD')).statusCode).toBe(401);
  });
});
