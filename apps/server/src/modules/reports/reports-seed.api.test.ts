import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ SEED_DEMO: 'false' });
});
afterAll(() => platform.close());

it('leaves the demo reports out without the demo seed, and keeps the tag tree', async () => {
  const reports = (await platform.request('GET', '/api/reports')).json() as { total: number };
  expect(reports.total).toBe(0);
  const tags = (await platform.request('GET', '/api/report_tags')).json() as {
    items: { tag_name: string; tag_name_es: string | null }[];
  };
  expect(tags.items.map((t) => t.tag_name)).toEqual(
    expect.arrayContaining(['Currencies', 'USDCOP', 'BRENT', 'Macro']),
  );
  // Words are named in Spanish too; asset codes read the same in both languages.
  const spanish = new Map(tags.items.map((t) => [t.tag_name, t.tag_name_es]));
  expect(spanish.get('Currencies')).toBe('Divisas');
  expect(spanish.get('Energy')).toBe('Energía');
  expect(spanish.get('USDCOP')).toBeNull();
});
