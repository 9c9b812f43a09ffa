import { createHash } from 'node:crypto';

/**
 * The SHA-256 (hex) of a JSON value's canonical text: object keys sorted at every depth, no spaces,
 * members whose value is undefined left out (as JSON.stringify does). Two values that differ only
 * in key order hash alike, so a snapshot or a book names itself whatever order it was built in.
 */
export function canonicalHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}
