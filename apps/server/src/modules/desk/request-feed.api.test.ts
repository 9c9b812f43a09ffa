import { randomUUID } from 'node:crypto';
import type { RequestChange } from '@cobertura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';
import { subscribeToRequests } from '../../test/request-subscriber.ts';

describe("hedge requests' changes between server processes", () => {
  // CI names its Redis in TEST_REDIS_URL; a developer's machine runs one on the default port.
  const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const shared = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
  let changing: TestPlatform;
  let watching: TestPlatform;
  beforeAll(async () => {
    changing = await startTestPlatform(shared);
    watching = await startTestPlatform(shared);
    await changing.app.ready();
  });
  afterAll(async () => {
    await changing?.close();
    await watching?.close();
  });

  it("reach the other process's subscribers of the request's company, and no one else", async () => {
    const baseUrl = await watching.app.listen({ port: 0, host: '127.0.0.1' });
    const treasury = await watching.signIn('treasury');
    const [companyA] = (
      await watching.request('GET', '/api/companies', { token: treasury.access })
    ).json() as {
      pk_idcompany: number;
    }[];
    const ownCompany = companyA!.pk_idcompany;
    const subscriber = subscribeToRequests(baseUrl, treasury.access);
    const change = (id: number, companyId: number): RequestChange => ({
      id,
      company_id: companyId,
      state: 'executed',
      filled: 100_000,
      action: 'executed',
      at: changing.clock.now().toISOString(),
    });
    try {
      // Another company's change first: the treasurer's screen never hears of it.
      const publish = () => {
        changing.ports.requestChanges.publish(change(2, ownCompany + 1));
        changing.ports.requestChanges.publish(change(1, ownCompany));
      };
      expect(await subscriber.next((c) => c.id === 1, publish)).toEqual(change(1, ownCompany));
      expect(await subscriber.next(() => true)).not.toMatchObject({ id: 2 });
    } finally {
      await subscriber.dispose();
    }
  });
});
