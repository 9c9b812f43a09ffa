import { describe, expect, it } from 'vitest';
import { dataSubLinkOf } from './dataSubLinks.ts';

describe('dataSubLinkOf', () => {
  it('selects Program when entering DATA or for an unknown view', () => {
    expect(dataSubLinkOf(null)).toBe('program');
    expect(dataSubLinkOf('nonsense')).toBe('program');
    expect(dataSubLinkOf('hedges')).toBe('hedges');
  });
});
