import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/**
 * The SHA-256 (hex) of a JSON value's canonical text, RFC 8785 (JSON Canonicalization Scheme):
 * object keys sorted by their UTF-16 code units at every depth, no spaces, numbers and strings as
 * ECMAScript's JSON.stringify writes them, members whose value is undefined left out. Two values that
 * differ only in key order hash alike, so a snapshot or a book names itself whatever order it was
 * built in. Throws on NaN, an infinity or a lone surrogate, which RFC 8785 does not allow.
 */
export function canonicalHash(value: unknown): string {
  const hash = createHash('sha256');
  for (const piece of canonicalPieces(value)) hash.update(piece);
  return hash.digest('hex');
}

/** Depth below which a value is written member by member: a book's rows sit at depth 3. */
const PIECE_DEPTH = 3;

/**
 * The canonical text of a JSON value, in pieces that join into it: each member of the outer levels
 * (a book, its portfolios, their rows) is a piece of its own, so that a large value can be written
 * out a slice at a time. The members are ordered and left out as `canonicalize` does it.
 */
export function* canonicalPieces(value: unknown, depth = 0): Generator<string> {
  if (depth >= PIECE_DEPTH || value === null || typeof value !== 'object' || 'toJSON' in value) {
    yield canonicalize(value) ?? '';
    return;
  }
  const isArray = Array.isArray(value);
  const object = value as Record<string, unknown>;
  const members: [string, unknown][] = isArray
    ? value.map((item) => ['', item ?? null])
    : Object.keys(object)
        .sort()
        .filter((key) => object[key] !== undefined)
        .map((key) => [key, object[key]]);
  yield isArray ? '[' : '{';
  for (const [i, [key, member]] of members.entries()) {
    yield `${i > 0 ? ',' : ''}${isArray ? '' : `${canonicalize(key)}:`}`;
    yield* canonicalPieces(member, depth + 1);
  }
  yield isArray ? ']' : '}';
}
