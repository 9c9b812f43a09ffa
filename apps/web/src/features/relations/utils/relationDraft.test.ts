import type { Relations } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import {
  changesOf,
  coveredOf,
  draftExcess,
  draftOf,
  offeredHedges,
  overOnExposure,
  prefilledAmount,
  usedOf,
  withLink,
} from './relationDraft.ts';

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
  covered: links.reduce((sum, l) => sum + l.amount, 0),
  uncovered: amount,
  is_past: false,
  links,
});
const hedge = (pk: string, notional: number, used = 0, terms: Partial<Relations['hedges'][number]> = {}) => ({
  pk,
  derivative: 'FORWARD',
  buy_sell: 'BUY',
  fixing_date: '2026-05-01',
  date: '2026-05-01',
  unit: 'USD',
  notional,
  used,
  free: notional - used,
  ...terms,
});
const relations: Relations = {
  today: '2026-03-10',
  exposures: [exposure('E1', 1000, [link('H1', 400)]), exposure('E2', 500, [])],
  hedges: [hedge('H1', 600, 400), hedge('H2', 300)],
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

  it('marks an exposure covered beyond its amount and a hedge used beyond its notional, by how much', () => {
    const draft = withLink(withLink(draftOf(relations), 'E1', 'H1', 700), 'E1', 'H2', 350);
    const excess = draftExcess(relations, draft);
    expect(excess.exposures.get('E1')).toEqual({ over: 50, isRefused: true });
    expect(excess.hedges.get('H1')).toEqual({ over: 100, isRefused: true });
    expect(excess.hedges.get('H2')).toEqual({ over: 50, isRefused: true });
    expect(excess.isRefused).toBe(true);
    const row = overOnExposure(excess, draft, 'E1');
    expect(row.own?.over).toBe(50);
    expect(row.hedges.map((h) => [h.pk, h.over])).toEqual([
      ['H1', 100],
      ['H2', 50],
    ]);
    expect(overOnExposure(excess, draft, 'E2').isOver).toBe(false);
    expect(draftExcess(relations, draftOf(relations)).isRefused).toBe(false);
  });

  it('lets a save lower links the book left over an amount, still marking what is over', () => {
    const shrunk: Relations = {
      ...relations,
      exposures: [exposure('E1', 300, [link('H1', 400)]), exposure('E2', 500, [])],
    };
    const lowered = draftExcess(shrunk, withLink(draftOf(shrunk), 'E1', 'H1', 350));
    expect(lowered.exposures.get('E1')).toEqual({ over: 50, isRefused: false });
    expect(lowered.isRefused).toBe(false);
  });

  it('offers the hedges that can cover an exposure and have notional free', () => {
    const book: Relations = {
      today: '2026-03-10',
      exposures: [{ ...exposure('E1', 1000, [link('H1', 100)]), date: '2026-05-31' }],
      hedges: [
        hedge('H1', 600, 100, { date: '2026-05-31' }),
        hedge('H2', 300, 0, { date: '2026-05-29', buy_sell: 'LONG' }),
        hedge('H3', 300, 0, { date: '2026-01-30', buy_sell: 'LONG' }),
        hedge('H4', 300, 0, { date: '2026-05-29', buy_sell: 'SHORT' }),
        hedge('H5', 300, 0, { date: '2026-05-29', unit: 'EUR' }),
        hedge('H7', 300, 0, { date: '2026-06-05', derivative: 'CALL', buy_sell: 'LONG' }),
      ],
    };
    expect(offeredHedges(book, draftOf(book), 'E1').map((h) => h.pk)).toEqual(['H2', 'H7']);
    // A hedge the draft uses up is no longer offered.
    const used = withLink(draftOf(book), 'E1', 'H2', 300);
    expect(offeredHedges(book, used, 'E1').map((h) => h.pk)).toEqual(['H7']);
  });
});
