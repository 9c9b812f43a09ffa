import { describe, expect, it } from 'vitest';
import { rememberedChoice, wantedSelection } from './savedChoices.ts';

const stored = {
  selected_nav: 2,
  color_theme: false,
  selected_sheet: 2,
  selected_company: 1,
  selected_portfolio: [10],
  selected_currencies: ['EURUSD'],
  selected_commodities: [3],
  selected_nav_asset: 0 as const,
};

describe('saved choices of My Data', () => {
  it('take the address first, then the preference, and leave the rest to the cascade', () => {
    expect(wantedSelection({ portfolio: 11 }, stored, 'currency')).toEqual({
      company: 1,
      portfolio: 11,
      underlying: 'EURUSD',
    });
    expect(wantedSelection({}, stored, 'commodity').underlying).toBe(3);
    expect(wantedSelection({ company: 2 }, undefined, 'currency')).toEqual({
      company: 2,
      portfolio: undefined,
      underlying: undefined,
    });
  });

  it('are kept as the preference writes them: lists of one, the asset kind by number', () => {
    expect(rememberedChoice('currency', { company: 1, portfolio: 10, underlying: 'USDCOP' })).toEqual({
      selected_company: 1,
      selected_portfolio: [10],
      selected_nav_asset: 0,
      selected_currencies: ['USDCOP'],
    });
    expect(rememberedChoice('commodity', { company: 1 })).toEqual({
      selected_company: 1,
      selected_portfolio: [],
      selected_nav_asset: 1,
      selected_commodities: [],
    });
  });
});
