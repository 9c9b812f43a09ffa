import type { Company, Portfolio } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { companyPortfolio } from '../../test/companyFixtures.ts';
import { pick, resolveSelection, underlyingOf } from './selectionCascade.ts';

const portfolio = (id: number, overrides: Partial<Portfolio> = {}): Portfolio =>
  companyPortfolio(id, `P${id}`, [], [], overrides);

const companies: Company[] = [
  {
    pk_idcompany: 1,
    company_name: 'A',
    portfolios: [
      portfolio(10, { fk_currency: ['USDCOP', 'EURUSD'] }),
      portfolio(11, { fk_idcommodity: [3, 4] }),
      portfolio(12, { fk_currency: ['USDBRL'], show: false }),
    ],
  },
  {
    pk_idcompany: 2,
    company_name: 'B',
    portfolios: [portfolio(20, { fk_currency: ['USDMXN'], fk_idcommodity: [9] })],
  },
];

describe('the selection cascade', () => {
  it('keeps every choice that is among its options', () => {
    const s = resolveSelection(companies, 'currency', { company: 1, portfolio: 10, underlying: 'EURUSD' });
    expect(s.company?.pk_idcompany).toBe(1);
    expect(s.portfolios.map((p) => p.pk_idportfolio)).toEqual([10, 11]);
    expect(s.portfolio?.pk_idportfolio).toBe(10);
    expect(s.underlyings).toEqual(['USDCOP', 'EURUSD']);
    expect(s.underlying).toBe('EURUSD');
  });

  it('falls back to the first option at every step whose choice is outside its options', () => {
    // An unknown company: the first company, its first portfolio, that portfolio's first pair.
    expect(
      resolveSelection(companies, 'currency', { company: 99, portfolio: 20, underlying: 'USDMXN' }),
    ).toMatchObject({
      company: { pk_idcompany: 1 },
      portfolio: { pk_idportfolio: 10 },
      underlying: 'USDCOP',
    });
    // A portfolio of another company, or a hidden one, is not an option.
    expect(
      resolveSelection(companies, 'currency', { company: 1, portfolio: 20 }).portfolio?.pk_idportfolio,
    ).toBe(10);
    expect(
      resolveSelection(companies, 'currency', { company: 1, portfolio: 12 }).portfolio?.pk_idportfolio,
    ).toBe(10);
    // A pair the portfolio lacks.
    expect(resolveSelection(companies, 'currency', { company: 2, underlying: 'USDCOP' }).underlying).toBe(
      'USDMXN',
    );
  });

  it('offers the commodities when the asset switch says commodities', () => {
    const s = resolveSelection(companies, 'commodity', { company: 1, portfolio: 11, underlying: 4 });
    expect(s.underlyings).toEqual([3, 4]);
    expect(s.underlying).toBe(4);
    // Chosen, a portfolio without pairs stays chosen, with nothing to select in it.
    const none = resolveSelection(companies, 'currency', { company: 1, portfolio: 11 });
    expect(none.portfolio?.pk_idportfolio).toBe(11);
    expect(none.underlyings).toEqual([]);
    expect(none.underlying).toBeUndefined();
    // Not chosen, the first portfolio holding commodities is.
    expect(resolveSelection(companies, 'commodity', { company: 1 })).toMatchObject({
      portfolio: { pk_idportfolio: 11 },
      underlying: 3,
    });
    // No portfolio holds any: the first one.
    const bare = [{ pk_idcompany: 3, company_name: 'C', portfolios: [portfolio(30), portfolio(31)] }];
    expect(resolveSelection(bare, 'commodity', {}).portfolio?.pk_idportfolio).toBe(30);
  });

  it('selects nothing without companies', () => {
    expect(resolveSelection([], 'currency', { company: 1 })).toMatchObject({
      company: undefined,
      portfolios: [],
      portfolio: undefined,
      underlying: undefined,
    });
  });

  it('picks the wanted option or the first, and reads underlyings from the address', () => {
    expect(pick([1, 2, 3], (n) => n === 2)).toBe(2);
    expect(pick([1, 2, 3], (n) => n === 7)).toBe(1);
    expect(pick([], (n) => n === 7)).toBeUndefined();
    expect(underlyingOf('usdcop', 'currency')).toBe('USDCOP');
    expect(underlyingOf('7', 'commodity')).toBe(7);
    expect(underlyingOf('x', 'commodity')).toBeUndefined();
    expect(underlyingOf(null, 'currency')).toBeUndefined();
  });
});
