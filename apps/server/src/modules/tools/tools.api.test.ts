import { priceBatch } from '@cobertura/finance/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const vanilla = {
  id: 'gk',
  kind: 'vanilla',
  underlying: 'fx',
  optionType: 'call',
  spot: 1.56,
  strike: 1.6,
  expiryYears: 0.5,
  rDomestic: 0.06,
  rForeign: 0.08,
  vol: 0.12,
};

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
