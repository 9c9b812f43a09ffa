import { describe, expect, it } from 'vitest';
import { changedFields } from './rowChanges.ts';

describe('changedFields', () => {
  it('lists the fields a change touched, a field added or removed included', () => {
    expect(changedFields({ strike: 1, notional: 5, a: null }, { strike: 2, notional: 5, b: 'x' })).toEqual([
      'strike',
      'b',
    ]);
    expect(changedFields(null, { strike: 1 })).toEqual(['strike']);
  });
});
