import type { Company, Portfolio } from '@cobertura/contracts';
import { ZAnalyticsChoices } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { companyPortfolio } from '../../../test/companyFixtures.ts';
import { choicesOf, resolveAnalyticsSelection, wantedFromChoices } from './analyticsSelection.ts';

const portfolio = (id: number, pairs: string[], commodities: number[] = [], show = true): Portfolio =>
  companyPortfolio(id, `P${id}`, pairs, commodities, { show });

const companies: Company[] = [
  {
    pk_idcompany: 1,
    company_name: 'A',
    portfolios: [
      portfolio(10, [], [3]),
      portfolio(11, ['USDCOP', 'EURUSD']),
      portfolio(12, ['EURUSD', 'USDMXN']),
    ],
  },
  {
    pk_idcompany: 2,
    company_name: 'B',
    portfolios: [portfolio(20, ['GBPUSD']), portfolio(21, ['USDBRL'], [], false)],
  },
];

describe('resolveAnalyticsSelection', () => {
  it('keeps a wanted company, portfolios and pair that are among the options', () => {
    const s = resolveAnalyticsSelection(companies, 'currency', {
      company: 1,
      portfolios: [11, 12],
      underlying: 'USDMXN',
    });
    expect(s.company?.pk_idcompany).toBe(1);
    expect(s.portfolios.map((p) => p.pk_idportfolio)).toEqual([11, 12]);
    // Each pair once, in the portfolios' order.
    expect(s.underlyings).toEqual(['USDCOP', 'EURUSD', 'USDMXN']);
    expect(s.underlying).toBe('USDMXN');
  });

  it('falls back to the first option at every step a choice is stale', () => {
    const s = resolveAnalyticsSelection(companies, 'currency', {
      company: 9,
      portfolios: [99],
      underlying: 'XXXYYY',
    });
    expect(s.company?.pk_idcompany).toBe(1);
    // The first portfolio holding pairs, not the commodity one.
    expect(s.portfolios.map((p) => p.pk_idportfolio)).toEqual([11]);
    expect(s.underlying).toBe('USDCOP');
  });

  it('drops the wanted portfolios of another company, and hidden ones', () => {
    const s = resolveAnalyticsSelection(companies, 'currency', { company: 2, portfolios: [11, 21] });
    expect(s.portfolioOptions.map((p) => p.pk_idportfolio)).toEqual([20]);
    expect(s.portfolios.map((p) => p.pk_idportfolio)).toEqual([20]);
    expect(s.underlying).toBe('GBPUSD');
  });

  it('reads commodities by id under the commodity switch', () => {
    const s = resolveAnalyticsSelection(companies, 'commodity', { company: 1 });
    expect(s.portfolios.map((p) => p.pk_idportfolio)).toEqual([10]);
    expect(s.underlying).toBe(3);
  });

  it('leaves out the saved portfolios that hold nothing of the kind shown', () => {
    // Chosen on the currency screens, portfolio 11 holds no commodity: the commodity screens take 10.
    const commodity = resolveAnalyticsSelection(companies, 'commodity', { company: 1, portfolios: [11] });
    expect(commodity.portfolios.map((p) => p.pk_idportfolio)).toEqual([10]);
    expect(commodity.underlying).toBe(3);
    // Of a mixed choice, only those holding pairs stay.
    const currency = resolveAnalyticsSelection(companies, 'currency', { company: 1, portfolios: [10, 12] });
    expect(currency.portfolios.map((p) => p.pk_idportfolio)).toEqual([12]);
  });

  it('has nothing to value for a company without companies or assets', () => {
    const s = resolveAnalyticsSelection([], 'currency', {});
    expect(s.company).toBeUndefined();
    expect(s.portfolios).toEqual([]);
    expect(s.underlying).toBeUndefined();
  });
});

describe('analytics_choices', () => {
  it('round-trips a selection, keeping the other kind’s saved underlying', () => {
    const stored = ZAnalyticsChoices.parse({ selected_commodities: [3] });
    const s = resolveAnalyticsSelection(companies, 'currency', {
      company: 1,
      portfolios: [12],
      underlying: 'USDMXN',
    });
    const saved = { ...stored, ...choicesOf(s, 'currency') };
    expect(saved).toMatchObject({
      selected_company: 1,
      selected_portfolio: [12],
      selected_currencies: ['USDMXN'],
      selected_commodities: [3],
    });
    expect(wantedFromChoices(saved, 'currency')).toEqual({
      company: 1,
      portfolios: [12],
      underlying: 'USDMXN',
    });
    expect(wantedFromChoices(saved, 'commodity').underlying).toBe(3);
  });
});
