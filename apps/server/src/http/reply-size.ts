import { AppError } from '../errors.ts';

/**
 * Characters a non-integer number takes in JSON, estimated: a computed double is written with up to
 * 17 significant digits, a point and a sign (4123.456789012345 is 17 characters, -0.12345678901234568
 * is 20). Counting each digit exactly would cost a conversion per number, as much as writing it.
 */
const FRACTION_CHARACTERS = 18;

/** Elements of a long array that are measured; the rest are taken to be like them. */
const SAMPLE = 64;

/** Characters of an integer's decimal digits and sign. */
function integerCharacters(n: number): number {
  let magnitude = Math.abs(n);
  let count = n < 0 ? 2 : 1;
  while (magnitude >= 10) {
    magnitude /= 10;
    count++;
  }
  return count;
}

/**
 * An estimate of the length of `JSON.stringify(value)` that stops as soon as it passes `budget`:
 * the answer is then some figure above the budget, not the whole size. An array of more than 64
 * elements is measured from 64 of them spread over it (a reply's long arrays are rows of one shape),
 * so the walk of a 100 MB valuation costs a few thousand steps, not a serialisation's. Strings
 * count their characters and quotes (escapes are not looked for), numbers their digits (a
 * non-integer's estimated), objects their keys, and a value with `toJSON` (a Date) is read through
 * it. It recurses as deep as the value nests, as JSON.stringify does when it writes it.
 */
export function estimatedJsonSize(value: unknown, budget: number): number {
  let size = 0;
  const visit = (item: unknown): void => {
    switch (typeof item) {
      case 'string':
        size += item.length + 2;
        return;
      case 'number':
        size += Number.isInteger(item)
          ? integerCharacters(item)
          : Number.isFinite(item)
            ? FRACTION_CHARACTERS
            : 4;
        return;
      case 'boolean':
        size += item ? 4 : 5;
        return;
      case 'bigint':
        size += item.toString().length;
        return;
      case 'object':
        if (item === null) size += 4;
        else if (Array.isArray(item)) {
          // Brackets and commas; an undefined or function element is written as null.
          const length = item.length;
          size += length === 0 ? 2 : 1 + length;
          // A long array's elements are rows alike: a sample spread over it stands for all of them.
          const visited = length > SAMPLE ? SAMPLE : length;
          const start = size;
          for (let i = 0; i < visited && size <= budget; i++) {
            visit(item[Math.floor((i * length) / visited)] ?? null);
          }
          if (visited < length) size = start + ((size - start) * length) / visited;
        } else if (typeof (item as { toJSON?: unknown }).toJSON === 'function') {
          visit((item as { toJSON: () => unknown }).toJSON());
        } else {
          // Braces; each field its key's quotes, a colon and, but the first, a comma.
          size += 1;
          const fields = item as Record<string, unknown>;
          let written = 0;
          for (const key of Object.keys(fields)) {
            const field = fields[key];
            if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
            size += key.length + 4;
            written++;
            visit(field);
            if (size > budget) return;
          }
          if (written === 0) size += 1;
        }
        return;
      default:
        // undefined, a function or a symbol: left out of an object, null in an array.
        size += 4;
    }
  };
  visit(value);
  return size;
}

/**
 * Refuses (WORK_LIMIT, 400) an answer whose JSON would be larger than `limit` bytes, before it is
 * written: a request that asks for more than one answer may hold is told so, and the server does not
 * build a string of hundreds of megabytes (past about 512 MB it cannot, and the request would end in
 * a 500 after all its work).
 */
export function checkReplySize(value: unknown, limit: number): void {
  if (estimatedJsonSize(value, limit) <= limit) return;
  throw new AppError(
    'WORK_LIMIT',
    `An answer may hold at most ${limit.toLocaleString('en-US')} bytes; this one holds more. ` +
      'Ask for less at once: a shorter range, a longer interval, fewer portfolios or assets.',
  );
}
