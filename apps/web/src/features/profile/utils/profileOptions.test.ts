import { describe, expect, it } from 'vitest';
import { optionsWith, SECTORS } from './profileOptions.ts';

describe('optionsWith', () => {
  it('translates the known keys', () => {
    const options = optionsWith(SECTORS, (key) => key.toUpperCase(), '');
    expect(options).toHaveLength(SECTORS.length);
    expect(options[0]).toEqual({ value: 'agriculture', label: 'AGRICULTURE' });
  });

  it('keeps a stored value that is not a known key', () => {
    const options = optionsWith(['a'], (key) => key, 'Legacy sector');
    expect(options.at(-1)).toEqual({ value: 'Legacy sector', label: 'Legacy sector' });
  });
});
