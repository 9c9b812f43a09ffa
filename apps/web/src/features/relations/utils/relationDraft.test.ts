import type { Relations } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { changesOf, coveredOf, draftOf, prefilledAmount, usedOf, withLink } from './relationDraft.ts';

const link = (hedge: string, amount: number) => ({
  hedge,
  amount,
  version: 1,
  updated_at: '2026-01-01T00:00:00Z',
  updated_by: 'treasury',
});
const exposure = (pk: string, amount: number, links: ReturnType<typeof link>[]) => ({
  pk,
  type: 'ACCOUNTS PAYABLE',
  date: '2026-05-01',
  unit: 'USD',
  amount,
  covered: 0,
  uncovered: amount,
  links,
});
const hedge = (pk: string, notional: number) => ({
  pk,
  derivative: 'FORWARD',
  buy_sell: 'BUY',
  fixing_date: '2026-05-01',
  unit: 'USD',
  notional,
  used: 0,
  free: notional,
});
const relations: Relations = {
  exposures: [exposure('E1', 1000, [link('H1', 400)]), exposure('E2', 500, [])],
  hedges: [hedge('H1', 600), hedge('H2', 300)],
};

describe('relation drafts', () => {
  it('sums what each exposure has covered and each hedge has used', () => {
    const draft = withLink(draftOf(relations), 'E2', 'H1', 150);
    expect(coveredOf(draft, 'E1')).toBe(400);
    expect(coveredOf(draft, 'E2')).toBe(150);
    expect(usedOf(draft, 'H1')).toBe(550);
  });

  it('prefills the smaller of the free notional and the uncovered amount', () => {
    const draft = draftOf(relations);
    expect(prefilledAmount(draft, relations, 'E2', 'H1')).toBe(200);
    expect(prefilledAmount(draft, relations, 'E1', 'H2')).toBe(300);
    expect(prefilledAmount(withLink(draft, 'E1', 'H1', 1000), relations, 'E1', 'H2')).toBe(0);
  });

  it('sends only what changed: set amounts and removed links', () => {
    const unchanged = draftOf(relations);
    expect(changesOf(relations, unchanged)).toEqual([]);
    const draft = withLink(withLink(unchanged, 'E1', 'H1', null), 'E2', 'H2', 100);
    expect(changesOf(relations, draft)).toEqual([
      { exposure: 'E1', hedge: 'H1', deleted: true },
      { exposure: 'E2', hedge: 'H2', amount: 100 },
    ]);
  });
});
