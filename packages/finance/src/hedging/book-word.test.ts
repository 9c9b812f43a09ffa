import { describe, expect, it } from 'vitest';
import { bookWord, rememberedPerWord } from './book-word.ts';

describe('bookWord', () => {
  it('reads spellings of one word alike', () => {
    for (const word of ['offset_short', ' Offset-short ', 'OFFSET   SHORT'])
      expect(bookWord(word)).toBe('OFFSET SHORT');
    expect(bookWord(null)).toBe('');
  });
});

describe('rememberedPerWord', () => {
  it('reads each word once, and starts afresh past its limit', () => {
    const read: string[] = [];
    const length = rememberedPerWord((word) => {
      read.push(word);
      return word.length;
    }, 2);
    expect([length('a'), length('bb'), length('a'), length('bb')]).toEqual([1, 2, 1, 2]);
    expect(read).toEqual(['a', 'bb']);
    expect(length('ccc')).toBe(3); // the limit reached: everything is forgotten
    expect(length('a')).toBe(1);
    expect(read).toEqual(['a', 'bb', 'ccc', 'a']);
  });

  it('remembers an undefined reading too', () => {
    let calls = 0;
    const nothing = rememberedPerWord(() => {
      calls += 1;
      return undefined;
    });
    nothing('x');
    nothing('x');
    expect(calls).toBe(1);
  });
});
