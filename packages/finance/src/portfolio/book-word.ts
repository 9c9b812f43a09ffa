/** How the book's words (derivatives, option types, positions) are compared. */

/** A word of the book in upper case, '_' and '-' read as spaces, runs of spaces collapsed. */
export function bookWord(word: string | null | undefined): string {
  return (word ?? '').trim().toUpperCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
}
