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

/**
 * The canonical text of a JSON value, in pieces that join into it: a new piece starts at each
 * nested object or array, so that a large value can be written out a slice at a time.
 */
export function* canonicalPieces(value: unknown): Generator<string> {
  if (!isComposite(value)) {
    yield JSON.stringify(value);
    return;
  }
  const isArray = Array.isArray(value);
  const members = isArray
    ? value.map((item) => ['', item ?? null] as const)
    : Object.entries(value)
        .filter(([, member]) => member !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let text = isArray ? '[' : '{';
  for (const [i, [key, member]] of members.entries()) {
    text += `${i > 0 ? ',' : ''}${isArray ? '' : `${JSON.stringify(key)}:`}`;
    if (isComposite(member)) {
      yield text;
      text = '';
      yield* canonicalPieces(member);
    } else {
      text += JSON.stringify(member);
    }
  }
  yield `${text}${isArray ? ']' : '}'}`;
}

function isComposite(value: unknown): value is object {
  return value !== null && typeof value === 'object';
}
