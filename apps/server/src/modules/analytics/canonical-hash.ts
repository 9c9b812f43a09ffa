import { createHash } from 'node:crypto';

/**
 * The SHA-256 (hex) of a JSON value's canonical text: object keys sorted at every depth, no spaces,
 * members whose value is undefined left out (as JSON.stringify does). Two values that differ only
 * in key order hash alike, so a snapshot or a book names itself whatever order it was built in.
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
 * out a slice at a time.
 */
export function* canonicalPieces(value: unknown, depth = 0): Generator<string> {
  if (depth >= PIECE_DEPTH || !isComposite(value)) {
    yield canonicalText(value);
    return;
  }
  const isArray = Array.isArray(value);
  const members = isArray
    ? value.map((item) => ['', item ?? null] as const)
    : sortedMembers(value as Record<string, unknown>);
  yield isArray ? '[' : '{';
  for (const [i, [key, member]] of members.entries()) {
    yield `${i > 0 ? ',' : ''}${isArray ? '' : `${JSON.stringify(key)}:`}`;
    yield* canonicalPieces(member, depth + 1);
  }
  yield isArray ? ']' : '}';
}

/**
 * The canonical text of a value in one piece: JSON.stringify of a copy whose keys are in canonical
 * order (sorted once per shape: a book's rows share a few), falling back to writing it member by
 * member when an object has keys that look like array indices (JavaScript orders those first) or a
 * `__proto__` of its own (JSON.parse makes one).
 */
function canonicalText(value: unknown): string {
  const ordered = inCanonicalOrder(value);
  return ordered === UNORDERABLE ? slowCanonicalText(value) : JSON.stringify(ordered);
}

const UNORDERABLE = Symbol('unorderable');
const INDEX_LIKE = /^(0|[1-9]\d*)$/;
/** Shapes remembered; a value of more shapes than this (none the app hashes) starts the memory afresh. */
const MAX_SHAPES = 1000;
const shapes = new Map<string, string[] | typeof UNORDERABLE>();

function sortedKeys(keys: string[]): string[] | typeof UNORDERABLE {
  const shape = JSON.stringify(keys);
  let sorted = shapes.get(shape);
  if (sorted === undefined) {
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    // A copy cannot hold an own `__proto__` (assigning it sets the prototype): written member by member.
    const isUncopyable = keys.some((key) => INDEX_LIKE.test(key) || key === '__proto__');
    sorted = isUncopyable ? UNORDERABLE : [...keys].sort(compareKeys);
    shapes.set(shape, sorted);
  }
  return sorted;
}

/** A copy of a JSON value whose object keys are in canonical order, or UNORDERABLE. */
function inCanonicalOrder(value: unknown): unknown {
  if (!isComposite(value)) return value;
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const ordered = inCanonicalOrder(item ?? null);
      if (ordered === UNORDERABLE) return UNORDERABLE;
      items.push(ordered);
    }
    return items;
  }
  const keys = sortedKeys(Object.keys(value));
  if (keys === UNORDERABLE) return UNORDERABLE;
  const copy: Record<string, unknown> = {};
  for (const key of keys) {
    const member = (value as Record<string, unknown>)[key];
    if (member === undefined) continue;
    const ordered = inCanonicalOrder(member);
    if (ordered === UNORDERABLE) return UNORDERABLE;
    copy[key] = ordered;
  }
  return copy;
}

/** The canonical text written member by member: the definition the fast path must equal. */
export function slowCanonicalText(value: unknown): string {
  if (!isComposite(value)) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => slowCanonicalText(item ?? null)).join(',')}]`;
  const members = sortedMembers(value as Record<string, unknown>);
  return `{${members.map(([key, member]) => `${JSON.stringify(key)}:${slowCanonicalText(member)}`).join(',')}}`;
}

function sortedMembers(value: Record<string, unknown>): [string, unknown][] {
  return Object.entries(value)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => compareKeys(a, b));
}

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function isComposite(value: unknown): value is object {
  return value !== null && typeof value === 'object';
}
