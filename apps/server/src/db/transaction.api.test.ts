import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test/platform-harness.ts';
import { demoRequests } from './schema.ts';
import { inTransaction } from './transaction.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const row = (name: string) => ({
  name,
  lastName: 'Test',
  company: 'Batch S.A.',
  email: `${name}@batch.example`,
  ip: '127.0.0.1',
  createdAt: platform.services.now(),
});
const rows = async () => (await platform.services.db.select({ n: count() }).from(demoRequests))[0]?.n;

describe('inTransaction', () => {
  it('commits every write when the work succeeds', async () => {
    const before = await rows();
    const answer = await inTransaction(platform.services, async ({ db }) => {
      await db.insert(demoRequests).values(row('first'));
      await db.insert(demoRequests).values(row('second'));
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await rows()).toBe((before ?? 0) + 2);
  });

  it('writes nothing when the work throws half-way', async () => {
    const before = await rows();
    await expect(
      inTransaction(platform.services, async ({ db }) => {
        await db.insert(demoRequests).values(row('kept?'));
        throw new Error('the second row is refused');
      }),
    ).rejects.toThrow('the second row is refused');
    expect(await rows()).toBe(before);
  });

  it('nests as a savepoint: an inner failure caught by the outer work keeps the outer writes', async () => {
    const before = await rows();
    await inTransaction(platform.services, async (outer) => {
      await outer.db.insert(demoRequests).values(row('outer'));
      await inTransaction(outer, async ({ db }) => {
        await db.insert(demoRequests).values(row('inner'));
        throw new Error('inner refused');
      }).catch(() => undefined);
    });
    expect(await rows()).toBe((before ?? 0) + 1);
  });
});
