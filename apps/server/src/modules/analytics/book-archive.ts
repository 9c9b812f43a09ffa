import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import { canonicalPieces } from './canonical-hash.ts';
import type { PortfolioBook } from './portfolio-book.ts';

/** Canonical text written between two turns of the event loop (about 15 ms of work). */
const SLICE_CHARS = 256 * 1024;

const gunzipBytes = promisify(gunzip);

/**
 * Writes a value's canonical text to `write` a slice at a time, giving the event loop a turn between
 * slices: a 100,000-hedge book takes seconds to write, and the server answers meanwhile (the
 * valuation's progress above all).
 */
async function writeCanonical(value: unknown, write: (slice: string) => void): Promise<void> {
  let slice = '';
  for (const piece of canonicalPieces(value)) {
    slice += piece;
    if (slice.length < SLICE_CHARS) continue;
    write(slice);
    slice = '';
    await nextTurn();
  }
  write(slice);
}

/** The book's version, its canonical hash (`canonicalHash`), without holding the event loop. */
export async function bookVersion(book: PortfolioBook[]): Promise<string> {
  const hash = createHash('sha256');
  await writeCanonical(book, (slice) => hash.update(slice));
  return hash.digest('hex');
}

/**
 * The book as it is kept with its valuation: its canonical text gzipped (on the thread pool), and
 * its version. A tenth of the text's size, which the embedded database stores without stalling.
 */
export async function packBook(book: PortfolioBook[]): Promise<{ version: string; packed: Buffer }> {
  const hash = createHash('sha256');
  const gzip = createGzip();
  const packing = buffer(gzip);
  await writeCanonical(book, (slice) => {
    hash.update(slice);
    gzip.write(slice);
  });
  gzip.end();
  return { version: hash.digest('hex'), packed: await packing };
}

/** A kept book, back from `packBook`. */
export async function unpackBook(packed: Uint8Array): Promise<PortfolioBook[]> {
  return JSON.parse((await gunzipBytes(packed)).toString('utf8')) as PortfolioBook[];
}
