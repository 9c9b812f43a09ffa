import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimatedJsonSize } from './reply-size.ts';

describe('estimatedJsonSize', () => {
  it('is the exact JSON length of values without fractions or escapes', () => {
    const plain = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.integer(),
        fc.string({ unit: fc.constantFrom('a', 'b', 'é', ' ') }),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 5 }),
        fc.dictionary(fc.string({ unit: fc.constantFrom('k', 'y'), minLength: 1 }), tie('value'), {
          maxKeys: 5,
        }),
      ),
    })).value;
    fc.assert(
      fc.property(plain, (value) => {
        expect(estimatedJsonSize(value, Number.POSITIVE_INFINITY)).toBe(JSON.stringify(value).length);
      }),
    );
  });

  it("reads a Date through toJSON, leaves out an object's undefined fields and writes null for an array's", () => {
    const value = { at: new Date(0), gone: undefined, list: [undefined, 1] };
    expect(estimatedJsonSize(value, Number.POSITIVE_INFINITY)).toBe(JSON.stringify(value).length);
  });

  it('counts a computed double within a few characters of what JSON writes', () => {
    const values = Array.from({ length: 1000 }, (_, i) => Math.sqrt(i + 2) * 1234.5);
    const estimate = estimatedJsonSize(values, Number.POSITIVE_INFINITY);
    const real = JSON.stringify(values).length;
    expect(Math.abs(estimate - real) / real).toBeLessThan(0.1);
  });

  it('measures a long array of rows from a sample, and stops soon after the budget', () => {
    const rows = Array.from({ length: 500_000 }, (_, i) => ({ id: i % 1000, name: 'row' }));
    const real = JSON.stringify(rows).length;
    const estimate = estimatedJsonSize(rows, Number.POSITIVE_INFINITY);
    expect(Math.abs(estimate - real) / real).toBeLessThan(0.05);
    expect(estimatedJsonSize({ rows }, 1000)).toBeGreaterThan(1000);
    expect(estimatedJsonSize(rows.slice(0, 30), 1000)).toBe(JSON.stringify(rows.slice(0, 30)).length);
  });
});
