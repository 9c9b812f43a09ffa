import { describe, expect, it } from 'vitest';
import { sheetNumberOf, viewOfSheet } from './sheets.ts';

describe('sheets by number', () => {
  it('numbers the sheets in the navigation’s order, Program first', () => {
    expect(['program', 'exposures', 'hedges', 'relations'].map(sheetNumberOf)).toEqual([0, 1, 2, 3]);
    expect(sheetNumberOf(null)).toBe(0);
    expect(sheetNumberOf('unknown')).toBe(0);
    expect([0, 1, 2, 3].map(viewOfSheet)).toEqual(['program', 'exposures', 'hedges', 'relations']);
    expect(viewOfSheet(7)).toBe('program');
  });
});
