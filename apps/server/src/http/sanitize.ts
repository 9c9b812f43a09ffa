import { AppError } from './errors.ts';

// A lone UTF-16 surrogate cannot be stored as UTF-8 text; PostgreSQL rejects NUL in text.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Rejects strings the database could not store faithfully (NUL, broken Unicode) anywhere in a
 * parsed body or query, before any handler sees them.
 */
export function assertCleanStrings(value: unknown, path = ''): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badText(path, 'NUL characters are not allowed.');
    if (LONE_SURROGATE.test(value)) throw badText(path, 'The text is not valid Unicode.');
    return;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) assertCleanStrings(item, path ? `${path}.${i}` : String(i));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      assertCleanStrings(key, path);
      assertCleanStrings(item, path ? `${path}.${key}` : key);
    }
  }
}

function badText(path: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { [path || '_']: [message] });
}
