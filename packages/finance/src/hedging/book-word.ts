/** How the book's words (derivatives, option types, positions, directions) are compared. */

/**
 * Remembers what a function of one word gives: a book repeats a handful of words on every row, and
 * a 100,000-row book would otherwise run the same regular expressions 100,000 times over. Forgets
 * everything past `limit` words (free text, never seen in a book, cannot grow it without bound).
 */
export function rememberedPerWord<T>(read: (word: string) => T, limit = 1000): (word: string) => T {
  const known = new Map<string, T>();
  return (word) => {
    let value = known.get(word);
    if (value === undefined && !known.has(word)) {
      if (known.size >= limit) known.clear();
      value = read(word);
      known.set(word, value);
    }
    return value as T;
  };
}

const normalised = rememberedPerWord((word) =>
  word.trim().toUpperCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' '),
);

/** A word of the book in upper case, '_' and '-' read as spaces, runs of spaces collapsed. */
export function bookWord(word: string | null | undefined): string {
  return normalised(word ?? '');
}
