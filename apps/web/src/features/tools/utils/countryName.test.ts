import { describe, expect, it } from 'vitest';
import { countryName } from './countryName.ts';

describe('countryName', () => {
  it("names a country by its code and the language's name for it", () => {
    const names = new Intl.DisplayNames(['es'], { type: 'region' });
    expect(countryName('COL', names, 'TARGET2')).toBe('COL · Colombia');
  });

  it('keeps the code where the browser names no regions, and names TARGET2 as told', () => {
    expect(countryName('USA', null, 'TARGET2')).toBe('USA');
    expect(countryName('TARGET', null, 'TARGET2 (euro)')).toBe('TARGET2 (euro)');
  });
});
