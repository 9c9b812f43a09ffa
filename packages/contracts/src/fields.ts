import { z } from 'zod';

/**
 * Field builders shared by every area. Hint texts are written with `.describe()` on the field: the
 * web's forms show them, and the API reference prints them.
 */

/** A text the request must carry: `message` when it is missing or empty (once trimmed, with `trim`). */
export function requiredText(message: string, { trim = false } = {}) {
  const text = z.string({ error: message });
  return (trim ? text.trim() : text).min(1, message);
}

/** An optional text field: empty strings are kept as empty. */
export const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters.`).optional();

/** A text that is always present, possibly empty (answers and stored profile details). */
export const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

export const emailField = requiredText('Email is required', { trim: true })
  .max(254)
  .pipe(z.email('Enter a valid email address.'));

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether a `YYYY-MM-DD` text names a day of the Gregorian calendar. Counted, not parsed through
 * `Date`: answers carry hundreds of thousands of dates, and this is six times quicker.
 */
export function isRealDay(text: string): boolean {
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const last = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return last !== undefined && day >= 1 && day <= last;
}

/** Calendar date on the wire: `YYYY-MM-DD`, a real day. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.')
  .refine(isRealDay, 'Not a real calendar date.');

/** A positive integer id, from JSON or a query string. */
export const idField = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * A list of ids in a query string, as the spec's clients send them: comma-separated (`1,2,3`) or the
 * parameter repeated (`?p=1&p=2`). At most 100 ids.
 */
export const idListField = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value]).flatMap((part) =>
      typeof part === 'string' ? part.split(',').filter((s) => s.trim() !== '') : [part],
    ),
  z.array(idField).min(1, 'At least one id.').max(100, 'At most 100 ids.'),
);

/** An id in an answer. */
export const id = z.number().int();

/** A moment in an answer: ISO 8601 in UTC (`2026-11-23T01:52:50.000Z`). */
export const timestamp = z.string().describe('ISO 8601 date and time, UTC.');

/** A username: letters, digits and @ . + - _ (as Django allows), at most 150 characters. */
export const usernameField = requiredText('Username is required', { trim: true })
  .max(150, 'At most 150 characters.')
  .regex(/^[\w.@+-]+$/, 'Letters, digits and @ . + - _ only.');

/** The answer of calls that only confirm: a sentence for the user. */
export const ZMessageAnswer = z.object({ message: z.string().describe('Text to show the user.') });
export type TMessageAnswer = z.infer<typeof ZMessageAnswer>;

/** The query of the reference calls: the spec's clients send `format=json`. */
export const ZFormatQuery = z.object({
  format: z.literal('json').optional().describe('Legacy switch the spec sends; JSON is the only format.'),
});
