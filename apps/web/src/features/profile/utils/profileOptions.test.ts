import { PROFILE_CHOICES } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { optionsWith } from './profileOptions.ts';

describe('optionsWith', () => {
  it('translates the known keys', () => {
    const options = optionsWith(PROFILE_CHOICES.sector, (key) => key.toUpperCase(), '');
    expect(options).toHaveLength(PROFILE_CHOICES.sector.length);
    expect(options[0]).toEqual({ value: 'agriculture', label: 'AGRICULTURE' });
  });

  it('keeps a stored value that is not a known key', () => {
    const options = optionsWith(['a'], (key) => key, 'Legacy sector');
    expect(options.at(-1)).toEqual({ value: 'Legacy sector', label: 'Legacy sector' });
  });
});
