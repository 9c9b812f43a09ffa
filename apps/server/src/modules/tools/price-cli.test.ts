import { spawnSync } from 'node:child_process';
import { priceBatch } from '@cobertura/finance/pricing';
import { describe, expect, it } from 'vitest';

const CLI = new URL('./price-cli.ts', import.meta.url).pathname;
const run = (input: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', CLI], { input, encoding: 'utf8', timeout: 60_000 });

describe('npm run price', () => {
  it('prices a JSON array from standard input, in order, with the library results', () => {
    const cases = [
      {
        id: 'fwd',
        kind: 'forward',
        underlying: 'fx',
        spot: 4000,
        strike: 4050,
        expiryYears: 0.25,
        rDomestic: 0.095,
        rForeign: 0.045,
      },
      {
        id: 'bad',
        kind: 'vanilla',
        underlying: 'fx',
        optionType: 'put',
        spot: 1,
        strike: 1,
        expiryYears: 1,
        rDomestic: 0,
        rForeign: 0,
        vol: -1,
      },
      {
        id: 'fut',
        kind: 'vanilla',
        underlying: 'future',
        optionType: 'call',
        forward: 80,
        strike: 85,
        expiryYears: 0.5,
        rDomestic: 0.04,
        vol: 0.35,
      },
    ];
    const result = run(JSON.stringify(cases));
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(JSON.parse(JSON.stringify(priceBatch(cases))));
    expect(JSON.parse(result.stdout).map((r: { id: string }) => r.id)).toEqual(['fwd', 'bad', 'fut']);
  });

  it('exits 2 with a message when the input is not a JSON array', () => {
    for (const input of ['{"id": 1', '{"kind": "vanilla"}']) {
      const result = run(input);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/^price: /);
      expect(result.stdout).toBe('');
    }
  });
});
