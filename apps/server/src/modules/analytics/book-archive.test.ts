import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bookVersion, packBook, unpackBook } from './book-archive.ts';
import { canonicalHash, canonicalPieces } from './canonical-hash.ts';
import type { PortfolioBook } from './portfolio-book.ts';

/** A book of `hedges` rows whose keys come in no particular order. */
function bookOf(hedges: number): PortfolioBook[] {
  return [
    {
      portfolio_name: 'Imports Colombia',
      portfolio_id: 7,
      asset: 'USDCOP',
      budget_rate: 4150,
      program: null,
      hedges: Array.from({ length: hedges }, (_, i) => ({
        strike: 4000 + i / 7,
        id: i,
        derivative: 'CALL',
        fixings: [i, null, { z: 1, a: 'b' }],
        note: undefined,
      })),
      exposures: [],
    } as unknown as PortfolioBook,
  ];
}

describe('the kept book', () => {
  it('is the canonical text gzipped, named by its canonical hash, and reads back as it was', async () => {
    const book = bookOf(3_000);
    const { version, packed } = await packBook(book);
    expect(version).toBe(canonicalHash(book));
    expect(await bookVersion(book)).toBe(version);
    expect(gunzipSync(packed).toString('utf8')).toBe([...canonicalPieces(book)].join(''));
    expect(await unpackBook(packed)).toEqual(JSON.parse(JSON.stringify(book)));
    expect(packed.length).toBeLessThan(gunzipSync(packed).length / 5);
  });

  it('is written a slice at a time: the event loop turns while a large book is hashed', async () => {
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    try {
      await bookVersion(bookOf(60_000));
    } finally {
      clearInterval(ticker);
    }
    expect(turns).toBeGreaterThan(3);
  });
});
