import { describe, expect, it } from 'vitest';
import { assetChoices, blotterQuery, OPEN_FILTERS } from './blotterFilters.ts';

describe('blotterQuery', () => {
  it('asks for the open requests by default and sends only what narrows', () => {
    expect(blotterQuery(OPEN_FILTERS)).toEqual({ open: true });
    expect(blotterQuery({ ...OPEN_FILTERS, state: 'all' })).toEqual({});
    expect(
      blotterQuery({ state: 'awaiting_approval', companyId: 2, asset: 'USDCOP', window: '2 WEEKS' }),
    ).toEqual({ state: 'awaiting_approval', company_id: 2, asset: 'USDCOP', window: '2 WEEKS' });
  });
});

describe('assetChoices', () => {
  it('lists each asset once, in order, keeping the chosen one', () => {
    expect(assetChoices([{ asset: 'USDCOP' }, { asset: 'BRENT' }, { asset: 'USDCOP' }], null)).toEqual([
      'BRENT',
      'USDCOP',
    ]);
    expect(assetChoices([], 'EURUSD')).toEqual(['EURUSD']);
  });
});
