import { describe, expect, it } from 'vitest';
import { figureLink, type PositionFigure } from './positionLinks.ts';

const FIGURES: PositionFigure[] = [
  'exposure',
  'coverage',
  'program',
  'required',
  'm2m',
  'var',
  'netRate',
  'underProgram',
  'pastWindow',
];
const COLOMBIA = { area: 'currency' as const, asset: 'USDCOP', portfolio_id: 10 };
const BRENT = { area: 'commodity' as const, asset: 'BRENT', portfolio_id: 12 };
const at = (role: number) => ({ role, company: 1, commodityIds: new Map([['BRENT', 5]]) });

describe('figureLink: the screen that explains a figure, for the roles that have it', () => {
  it('links nothing for the executive viewer (role 5: home, optimizer, overview)', () => {
    for (const figure of FIGURES) expect(figureLink(figure, COLOMBIA, at(5)), figure).toBeNull();
  });

  it("sends a treasurer to My Data's sheets on the row's company, portfolio and pair", () => {
    expect(figureLink('exposure', COLOMBIA, at(2))).toEqual({
      screen: 'data',
      view: 'exposures',
      to: '/data?view=exposures&company=1&portfolio=10&asset=USDCOP',
      kind: 'currency',
    });
    expect(figureLink('program', BRENT, at(2))?.to).toBe('/data?view=program&company=1&portfolio=12&asset=5');
  });

  it("opens Analytics on the row's selection, and Hedge for what is required or late", () => {
    expect(figureLink('m2m', BRENT, at(1))).toEqual({
      screen: 'analytics',
      to: '/analytics',
      kind: 'commodity',
      analyticsChoices: { selected_company: 1, selected_portfolio: [12], selected_commodities: [5] },
    });
    expect(figureLink('coverage', COLOMBIA, at(2))?.analyticsChoices).toEqual({
      selected_company: 1,
      selected_portfolio: [10],
      selected_currencies: ['USDCOP'],
    });
    for (const figure of ['required', 'pastWindow'] as const)
      expect(figureLink(figure, COLOMBIA, at(2))).toEqual({
        screen: 'hedge',
        to: '/hedge',
        kind: 'currency',
      });
  });

  it('links nothing for a commodity it cannot name, nor for the desk (role 3)', () => {
    expect(figureLink('exposure', { ...BRENT, asset: 'UNKNOWN' }, at(2))).toBeNull();
    expect(figureLink('m2m', COLOMBIA, at(3))).toBeNull();
  });
});
