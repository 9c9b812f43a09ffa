import { z } from 'zod';

/** An optional text field: empty strings are kept as empty. */
export const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters.`).optional();

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('Enter a valid email address.'));

/** Calendar date on the wire: `YYYY-MM-DD`, a real day. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'Not a real calendar date.');

/** A positive integer id, from JSON or a query string. */
export const idField = z.coerce.number().int().positive().max(2_147_483_647);

/** A username: letters, digits and @ . + - _ (as Django allows), at most 150 characters. */
export const usernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(150, 'At most 150 characters.')
  .regex(/^[\w.@+-]+$/, 'Letters, digits and @ . + - _ only.');
