import { describe, expect, it } from 'vitest';
import type { Holder } from './portfoliosHolding.ts';
import { startingPortfolio } from './startingPortfolio.ts';

const holder = (value: number, company: number): Holder => ({
  value: String(value),
  label: `Portfolio ${value}`,
  company,
  companyName: `Company ${company}`,
});
const HOLDERS = [holder(11, 1), holder(12, 1), holder(21, 2)];

describe('startingPortfolio', () => {
  it('opens on the first portfolio holding the asset, of the company the user works in', () => {
    const none = { portfolio: null, isTyped: false };
    expect(startingPortfolio(HOLDERS, none)).toBe('11');
    expect(startingPortfolio(HOLDERS, none, 2)).toBe('21');
    // A company that holds none of it: the user's first that does.
    expect(startingPortfolio(HOLDERS, none, 3)).toBe('11');
  });

  it('keeps the portfolio chosen while it holds the asset, and a schedule the user chose to type', () => {
    expect(startingPortfolio(HOLDERS, { portfolio: 12, isTyped: false }, 2)).toBe('12');
    expect(startingPortfolio(HOLDERS, { portfolio: null, isTyped: true }, 2)).toBeNull();
    // A portfolio that no longer holds it (or another asset's) gives way to the first that does.
    expect(startingPortfolio(HOLDERS, { portfolio: 99, isTyped: false })).toBe('11');
  });

  it('types the schedule when no portfolio of the user holds the asset', () => {
    expect(startingPortfolio([], { portfolio: null, isTyped: false }, 1)).toBeNull();
  });
});
