import { AppError } from '../errors.ts';

// A lone UTF-16 surrogate cannot be stored as UTF-8 text; PostgreSQL rejects NUL in text.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No request of the API nests deeper; a deeper body is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Rejects what the database could not store faithfully (NUL, broken Unicode) anywhere in a parsed
 * body or query, and input nested deeper than {@link MAX_INPUT_DEPTH}, before any handler sees it.
 * The walk keeps its own stack, so no input can exhaust the call stack.
 */
export function assertCleanStrings(input: unknown): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      assertCleanText(value, path);
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) {
      const message = `The request nests deeper than ${MAX_INPUT_DEPTH} levels.`;
      throw new AppError('BAD_REQUEST', message, { [path || '_']: [message] });
    }
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    const children: typeof pending = [];
    for (const [key, item] of entries) {
      const at = path ? `${path}.${key}` : String(key);
      if (typeof key === 'string') assertCleanText(key, path);
      children.push({ value: item, path: at, depth: depth + 1 });
    }
    // Pushed in reverse, so the first offending field in reading order is the one reported.
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
  }
}

function assertCleanText(text: string, path: string): void {
  if (text.includes('\u0000')) throw badText(path, 'NUL characters are not allowed.');
  if (LONE_SURROGATE.test(text)) throw badText(path, 'The text is not valid Unicode.');
}

function badText(path: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { [path || '_']: [message] });
}

/**
 * Refuses a GraphQL document whose selections, lists, objects or arguments nest deeper than
 * {@link MAX_INPUT_DEPTH}, before the GraphQL parser (which recurses) reads it. One pass over the
 * text, skipping strings, block strings and comments.
 */
export function assertShallowGraphql(document: string): void {
  let depth = 0;
  for (let i = 0; i < document.length; i++) {
    const c = document[i];
    if (c === '#') {
      const end = document.indexOf('\n', i);
      i = end < 0 ? document.length : end;
    } else if (c === '"') {
      const isBlock = document.startsWith('"""', i);
      const close = isBlock ? '"""' : '"';
      let j = i + close.length;
      while (j < document.length && !document.startsWith(close, j)) j += document[j] === '\\' ? 2 : 1;
      i = j + close.length - 1;
    } else if (c === '{' || c === '[' || c === '(') {
      if (++depth > MAX_INPUT_DEPTH) {
        const message = `The GraphQL document nests deeper than ${MAX_INPUT_DEPTH} levels.`;
        throw new AppError('BAD_REQUEST', message, { query: [message] });
      }
    } else if (c === '}' || c === ']' || c === ')') {
      depth--;
    }
  }
}
