import { priceBatch } from '@cobertura/finance/pricing/batch';
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
