import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../test/marketFixtures.ts';
import { instrumentName } from './marketSection.ts';

describe('instrumentName', () => {
  it("reads the catalogue's short name, else keeps the id", () => {
    const known = CATALOG[0]!;
    expect(instrumentName(CATALOG, known.id)).toBe(known.short_name);
    expect(instrumentName(CATALOG, 'NOT-LISTED')).toBe('NOT-LISTED');
  });
});
