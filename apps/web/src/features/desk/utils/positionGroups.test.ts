import { describe, expect, it } from 'vitest';
import type { PositionRow } from '../api/deskApi.ts';
import { positionBy, usageShare } from './positionGroups.ts';

const row = (over: Partial<PositionRow>): PositionRow => ({
  company_name: 'A',
  asset: 'USDCOP',
  counterparty: 'BANK1',
  tenor: '0-3M',
  executed: 0,
  open: 0,
  count: 1,
  ...over,
});

describe('positionBy', () => {
  const rows = [
    row({ company_name: 'A', tenor: '3-6M', executed: 100, open: 50 }),
    row({ company_name: 'B', tenor: '0-3M', executed: 500, counterparty: null }),
    row({ company_name: 'A', tenor: '0-3M', open: 20, count: 2 }),
  ];

  it('sums each client’s executed, open and count, largest first', () => {
    expect(positionBy(rows, 'company_name')).toEqual([
      { key: 'B', executed: 500, open: 0, count: 1 },
      { key: 'A', executed: 100, open: 70, count: 3 },
    ]);
  });

  it('keeps tenors in their buckets’ order and a request with no bank on its own line', () => {
    expect(positionBy(rows, 'tenor').map((t) => t.key)).toEqual(['0-3M', '3-6M']);
    expect(positionBy(rows, 'counterparty').map((t) => t.key)).toEqual([null, 'BANK1']);
  });

  it('the totals add up to the rows', () => {
    const total = (lines: { executed: number; open: number }[]) =>
      lines.reduce((sum, l) => sum + l.executed + l.open, 0);
    for (const dimension of ['company_name', 'asset', 'counterparty', 'tenor'] as const) {
      expect(total(positionBy(rows, dimension))).toBe(total(rows));
    }
  });
});

describe('usageShare', () => {
  it('is the used share of the line, capped at full', () => {
    expect(usageShare(25, 100)).toBe(25);
    expect(usageShare(250, 100)).toBe(100);
    expect(usageShare(0, 0)).toBe(0);
    expect(usageShare(1, 0)).toBe(100);
  });
});
